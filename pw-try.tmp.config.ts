import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/ensure.mjs';
export default defineConfig({
  testDir: 'e2e', testMatch: /try-it\.variant\.spec\.ts$/, workers: 2, timeout: 30_000, expect: { timeout: 10_000 },
  reporter: [['list']], outputDir: '/tmp/try-stub/test-results',
  use: { baseURL: 'http://127.0.0.1:4202', viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: '/usr/bin/chromium', args: ['--headless', ...CHROMIUM_FLAGS] } },
});
