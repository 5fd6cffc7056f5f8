import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { TEST_API_DEMOS } from './tests/fixtures/sites/test-build/apis';
import { CHROMIUM_FLAGS } from './scripts/lib/ensure.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const variantPort = port + 10;
// The test build (out-test/: colour-mode toggle switched off, test-only pages) is optional when
// running a single spec by hand; `npm test` always builds it.
const hasVariant = existsSync('out-test/index.html');
// The fixture build (out-minimal/: tests/fixtures/sites/minimal, docs and a small blog in three locales) is optional too.
const minimalPort = port + 20;
const hasMinimal = existsSync('out-minimal/index.html');
// And the generated docs site (out-generated/, the "fixture build (generated docs)" step of `npm test`).
const generatedPort = port + 30;
const hasGenerated = existsSync('out-generated/index.html');
// And the manual (out-manual/, manual/: the "manual build" step of `npm test`).
const manualPort = port + 40;
const hasManual = existsSync('out-manual/index.html');

/**
 * `npm run api:demo` on the ports the test build's Try it servers name (tests/fixtures/sites/test-build/apis.ts),
 * for the console's requests. Reused when already running: it keeps no state.
 */
export function apiDemoServers() {
  return TEST_API_DEMOS.map((demo) => ({
    command: ['node scripts/api-demo.mjs --port', demo.port, ...demo.args].join(' '),
    url: `http://127.0.0.1:${demo.port}/api/word/sample`,
    reuseExistingServer: true,
    timeout: 30_000,
  }));
}

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
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
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
    {
      name: 'site',
      testIgnore: [/\.variant\.spec\.ts$/, /\.fixture\.spec\.ts$/, /nginx\.smoke\.spec\.ts$/],
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    ...(hasVariant ? [{ name: 'variant', testMatch: /\.variant\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${variantPort}` } }] : []),
    ...(hasMinimal
      ? [{ name: 'minimal', testMatch: /minimal-(site|locales)\.fixture\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${minimalPort}` } }]
      : []),
    ...(hasGenerated
      ? [{ name: 'generated', testMatch: /generated-sidebar\.fixture\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${generatedPort}` } }]
      : []),
    ...(hasManual ? [{ name: 'manual', testMatch: /manual\.fixture\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${manualPort}` } }] : []),
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
    // The test build's Try it console calls the demo API (directly and through serve's proxy).
    ...(hasVariant ? apiDemoServers() : []),
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
    ...(hasGenerated
      ? [
          {
            command: `node scripts/serve.mjs --dir out-generated --port ${generatedPort}`,
            url: `http://127.0.0.1:${generatedPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(hasManual
      ? [
          {
            command: `node scripts/serve.mjs --dir out-manual --port ${manualPort}`,
            url: `http://127.0.0.1:${manualPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
