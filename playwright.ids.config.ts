import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/ensure.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const variantPort = port + 1;
// The test build (out-test/: colour-mode toggle switched off, test-only pages) is optional when
// running a single spec by hand; `npm test` always builds it.
const hasVariant = existsSync('out-test/index.html');
// The fixture build (out-minimal/: tests/fixtures/sites/minimal, a docs-only site) is optional too.
const minimalPort = port + 2;
const hasMinimal = existsSync('out-minimal/index.html');

/** End-to-end tests run in Debian Chromium against the exported site, served like a static host. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The machine is shared and has two cores: allow slow renders, never slow logic.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [
    // The nginx smoke suite runs on its own (playwright.nginx.config.ts, behind nginx).
    { name: 'site', testIgnore: [/\.variant\.spec\.ts$/, /\.fixture\.spec\.ts$/, /nginx\.smoke\.spec\.ts$/], use: { baseURL: `http://127.0.0.1:${port}` } },
    ...(hasVariant
      ? [{ name: 'variant', testMatch: /\.variant\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${variantPort}` } }]
      : []),
    ...(hasMinimal ? [{ name: 'minimal', testMatch: /minimal-site\.fixture\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${minimalPort}` } }] : []),
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(hasVariant
      ? [
          {
            command: `node scripts/serve.mjs --dir out-test --port ${variantPort}`,
            url: `http://127.0.0.1:${variantPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(hasMinimal
      ? [
          {
            command: `node scripts/serve.mjs --dir out-minimal --port ${minimalPort}`,
            url: `http://127.0.0.1:${minimalPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
