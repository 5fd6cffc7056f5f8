#!/usr/bin/env node
// A second build with one doc changed (issue 29: "an unchanged doc costs no compile the next time"):
// a generated docs site (bench/generate-docs-site.mjs) built cold, then one doc edited and the site
// built again three ways: with the compiled-MDX cache warm (lib/mdx/compile-cache.ts) and Turbopack's
// cache emptied, which is the cache's own effect; with both warm, which is what a developer or a CI
// run with both folders restored sees; and how many docs the warm builds compiled (the cache's new
// entries: pages and their Markdown twins).
//
//   node bench/warm-build.mjs [--docs 200]
//
// Prints wall and CPU seconds of each build; the site, the export and the cache go to temporary folders.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { coldBuild } from './cold-build.mjs';
import { generateDocsSite } from './generate-docs-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { docs: { type: 'string', default: '200' } } });
const docs = Number(values.docs);

/** CPU seconds (user + system) of this process's finished children (Linux /proc); see bench/page-weight.mjs. */
function childCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Files under `dir` written at or after `since` (ms): the cache entries a build made. */
function newEntries(dir, since) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true })
    .map((name) => statSync(path.join(dir, String(name))))
    .filter((stat) => stat.isFile() && stat.mtimeMs >= since).length;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-warm-build-'));
const site = path.join(scratch, 'site');
const mdxCache = path.join(scratch, 'mdx');
const turbopack = path.join(root, '.next', 'cache', 'turbopack');
const aside = path.join(scratch, 'turbopack');
const dist = `out-warm-${docs}`;
generateDocsSite(docs, site);
const env = { SITE_DIR: site, SITE_CONFIG_OVERRIDES: undefined, MDX_CACHE_DIR: mdxCache };

/**
 * One build (coldBuild: it empties Turbopack's cache first; with keepTurbopack the cache is set
 * aside before and put back as the first step starts).
 */
async function build(label, { keepTurbopack = false } = {}) {
  if (keepTurbopack && existsSync(turbopack)) renameSync(turbopack, aside);
  const putBack = () => {
    if (!existsSync(aside)) return;
    rmSync(turbopack, { recursive: true, force: true });
    renameSync(aside, turbopack);
  };
  const since = Date.now();
  const before = childCpuSeconds();
  const built = await coldBuild({ dist, env, onStep: keepTurbopack ? putBack : undefined });
  const cpu = childCpuSeconds() - before;
  if (built.failed) throw new Error(`${label}: ${built.failed.message}`);
  const seconds = Object.values(built.seconds).reduce((a, b) => a + b, 0);
  const made = newEntries(mdxCache, since);
  console.log(`${label}: ${seconds.toFixed(0)} s wall, ${cpu.toFixed(0)} CPU s, ${made} compiles (new cache entries)`);
  return { seconds, cpu, made };
}

try {
  console.log(`bench/warm-build: ${docs} generated docs`);
  const cold = await build('cold (no caches)');
  const edited = path.join(
    site,
    'docs',
    'topic-02',
    readdirSync(path.join(site, 'docs', 'topic-02')).find((name) => name.endsWith('.md')),
  );
  appendFileSync(edited, '\nOne more paragraph, written after the first build.\n');
  const mdxWarm = await build('one doc changed, compiled MDX cached, Turbopack cold');
  appendFileSync(edited, '\nAnd another.\n');
  const warm = await build('one doc changed, both caches warm', { keepTurbopack: true });
  console.log(
    `warm / cold: ${(mdxWarm.cpu / cold.cpu).toFixed(2)} (MDX cache alone), ${(warm.cpu / cold.cpu).toFixed(2)} (both) in CPU seconds`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(path.join(root, dist), { recursive: true, force: true });
}
