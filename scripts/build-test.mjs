#!/usr/bin/env node
// The test build: the same site exported to out-test/ with the variations that end-to-end tests
// need and readers never see (the colour-mode toggle switched off, test-only pages).
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: 'out-test',
  SITE_TEST_BUILD: '1',
  SITE_CONFIG_OVERRIDES: JSON.stringify({ colorMode: { disableSwitch: true } }),
};
for (const command of [['next', 'build'], ['tsx', 'scripts/postbuild.ts']]) {
  const result = spawnSync('npx', command, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
