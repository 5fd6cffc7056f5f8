#!/usr/bin/env node
// The test build: the same site exported to out-test/ with the variations that end-to-end tests
// need and readers never see (the colour-mode toggle switched off, test-only pages, and the hostile
// fixtures of tests/fixtures/hostile: a docs category, a post, an author, a tag and an API whose
// every field tries to inject markup, so e2e/hostile.variant.spec.ts can prove the pages escape it).
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const CONTENT_COPY = '.test-content';
const FIXTURES = 'tests/fixtures/hostile/content';

/** content/ plus the hostile fixtures, in a folder of its own: content/ itself is never touched. */
function assembleContent() {
  rmSync(CONTENT_COPY, { recursive: true, force: true });
  cpSync('content', CONTENT_COPY, { recursive: true });
  for (const entry of readdirSync(FIXTURES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(CONTENT_COPY, path.relative(FIXTURES, from));
    // authors.yml and tags.yml are maps: the fixtures' entries are added to the real ones.
    if (/^(authors|tags)\.yml$/.test(entry.name)) appendFileSync(to, `\n${readFileSync(from, 'utf8')}`);
    else if (existsSync(to)) throw new Error(`${from} would replace ${to}; give the fixture another name.`);
    else cpSync(from, to);
  }
}

assembleContent();
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: 'out-test',
  SITE_TEST_BUILD: '1',
  SITE_CONTENT_DIR: CONTENT_COPY,
  SITE_CONFIG_OVERRIDES: JSON.stringify({ colorMode: { disableSwitch: true } }),
};
for (const command of [['next', 'build'], ['tsx', 'scripts/postbuild.ts']]) {
  const result = spawnSync('npx', command, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
