#!/usr/bin/env node
// The test build: the same site exported to out-test/ with the variations that end-to-end tests
// need and readers never see (the colour-mode toggle switched off, two posts a blog page, test-only
// pages (tests/fixtures/test-only), and the hostile fixtures of tests/fixtures/hostile: a docs category, a post, an author, a
// tag and an API whose every field tries to inject markup, so e2e/hostile.variant.spec.ts can prove
// the pages escape it). It is a site folder of its own (.test-site/), built with SITE_DIR: the demo's
// content and the fixtures, and the test build's config (tests/fixtures/sites/test-build/site.config.ts:
// the demo's config with the test-only APIs and options), so no production code knows of it.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STEPS, stepCommand } from './lib/build-steps.mjs';

const SITE = '.test-site';
// The hostile fixtures, and the Markdown dialects (tests/fixtures/dialects: .md read as MDX, a
// CommonMark page, MDX 1 syntax and raw HTML, checked by e2e/dialects.variant.spec.ts), and MDX imports
// (tests/fixtures/mdx, e2e/mdx-imports.variant.spec.ts), and a page with one of each built-in Markdown extra
// (tests/fixtures/features: diagram, formula, npm2yarn, code meta; e2e/markdown-extras.variant.spec.ts).
// And a doc linking a versioned API's operations by version (tests/fixtures/api-versions, e2e/api-versions.variant.spec.ts).
const FIXTURES = [
  'tests/fixtures/hostile/content',
  'tests/fixtures/dialects/content',
  'tests/fixtures/mdx/content',
  'tests/fixtures/features/content',
  'tests/fixtures/api-versions/content',
  // Links from a doc to an AsyncAPI reference's operation, channel and message (e2e/asyncapi.variant.spec.ts).
  'tests/fixtures/asyncapi/content',
  // Unlisted pages at /test-only/… whose site components crash on demand, load code on demand, and links
  // on a long page (e2e/navigation.variant.spec.ts: the crash and load-failure screens, progress bar, scroll).
  'tests/fixtures/test-only/content',
];

// versions.json (1.0.0, 0.9.0), versioned_docs and versioned_sidebars for the demo's docs, and a second
// docs instance (versioned-community) with a version of its own (the config names them).
const VERSIONED_DOCS = 'tests/fixtures/versioned-docs/site';
// The test build's config, which the site folder's site.config.ts re-exports.
const CONFIG = 'tests/fixtures/sites/test-build/site.config.ts';

/** content/ plus the fixtures, in a folder of its own: content/ itself is never touched. */
function assembleContent() {
  rmSync(SITE, { recursive: true, force: true });
  cpSync('content', path.join(SITE, 'content'), { recursive: true });
  for (const fixtures of FIXTURES) addFixtures(fixtures);
  // Docs versions as Docusaurus keeps them, at the site folder's root (e2e/docs-versions.variant.spec.ts).
  cpSync(VERSIONED_DOCS, SITE, { recursive: true, errorOnExist: true, force: false });
  const config = path.relative(SITE, CONFIG).split(path.sep).join('/').replace(/\.ts$/, '');
  writeFileSync(path.join(SITE, 'site.config.ts'), `export { default } from ${JSON.stringify(config)};\n`);
}

function addFixtures(fixtures) {
  for (const entry of readdirSync(fixtures, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(SITE, 'content', path.relative(fixtures, from));
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
  SITE_DIR: SITE,
};
// npm run build's steps (its script), each started as npm run starts it.
for (const [, args] of BUILD_STEPS) {
  const result = spawnSync(...stepCommand(args), { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
