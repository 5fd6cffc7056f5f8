import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import site, { apiDemoServers } from './playwright.config';

// Run through `node scripts/nginx-e2e.mjs` (a step of `npm test`), which starts nginx with the
// rendered deploy/ config and passes its origin here.
const origin = process.env.NGINX_E2E_ORIGIN;
if (!origin) {
  throw new Error('NGINX_E2E_ORIGIN is not set. Run the nginx checks with `node scripts/nginx-e2e.mjs`, which starts nginx first.');
}

/** The deploy smoke suite: the exported site served by nginx with deploy/nginx.conf.template. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: /nginx\.smoke\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: site.retries,
  timeout: site.timeout,
  expect: site.expect,
  forbidOnly: true,
  // One report per export folder: npm test runs the suite over out/ and, for the policy, over out-test/.
  reporter: [
    ['list'],
    ['json', { outputFile: `reports/playwright-nginx${process.env.NEXT_DIST_DIR ? `-${process.env.NEXT_DIST_DIR}` : ''}.json` }],
  ],
  outputDir: `test-results/nginx${process.env.NEXT_DIST_DIR ? `-${process.env.NEXT_DIST_DIR}` : ''}`,
  use: { ...site.use, baseURL: origin },
  // An export with the "Try it" proxy (the test build) forwards to `npm run api:demo`: start it.
  webServer: existsSync(`${process.env.NEXT_DIST_DIR || 'out'}/_try/manifest.json`) ? apiDemoServers() : [],
});
