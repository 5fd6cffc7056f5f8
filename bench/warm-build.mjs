#!/usr/bin/env node
// A second build with one doc changed (issue 29: "a second build with one doc changed takes at most
// 30 % of the cold build"): a generated docs site (bench/generate-docs-site.mjs) built cold, then one
// doc edited and the site built again three ways: with Turbopack's cache emptied (a CI run that keeps
// node_modules/.cache but not .next/cache); with the export cache off (lib/site/incremental.ts), so
// every page is rendered again with every compile cached, which is what Next's export alone does; and
// with every cache warm, what a developer or a CI run with both folders restored sees. And how many
// docs each build compiled (the compiled-MDX cache's new entries: pages and their Markdown twins).
//
//   node bench/warm-build.mjs [--docs 200]
//   node bench/warm-build.mjs --verify [--docs 30]
//
// Prints wall and CPU seconds of each build; the site, the export and the caches go to temporary
// folders. With --verify it proves the incremental export (lib/site/incremental.ts) instead: after
// each of four changes (a doc's body, a title other pages show, a deleted doc, the config) the warm
// export (every cache of the builds before) must be the export a cold build of the same content
// writes, file for file: byte for byte, or the same payload with React's rows numbered in another
// order (bench/rsc-payload.mjs: a page read from the compiled-MDX cache resolves sooner than one
// compiled). It prints what each warm build rendered and exits 1 when any file differs.
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { coldBuild } from './cold-build.mjs';
import { exportedContent } from './rsc-payload.mjs';
import { generateDocsSite } from './generate-docs-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { docs: { type: 'string' }, verify: { type: 'boolean', default: false } } });
const docs = Number(values.docs ?? (values.verify ? 30 : 200));

/** CPU seconds (user + system) of this process's finished children (Linux /proc); see bench/page-weight.mjs. */
function childCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * The entries a build made in the compiled-MDX cache: the lines of the pack indexes written at or
 * after `since` (ms). Each process that compiles writes a pack of its own (lib/files/pack-store.ts).
 */
function newEntries(dir, since) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.index') && statSync(path.join(dir, name)).mtimeMs >= since)
    .reduce((sum, name) => sum + readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean).length, 0);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-warm-build-'));
const site = path.join(scratch, 'site');
const mdxCache = path.join(scratch, 'mdx');
const turbopack = path.join(root, '.next', 'cache', 'turbopack');
const aside = path.join(scratch, 'turbopack');
const dist = `out-warm-${docs}`;
generateDocsSite(docs, site);
// The export cache (lib/site/incremental.ts) beside the compiled-MDX one: a build's pages kept for the next.
const exportCache = path.join(scratch, 'export');
const env = { SITE_DIR: site, SITE_CONFIG_OVERRIDES: undefined, MDX_CACHE_DIR: mdxCache, EXPORT_CACHE_DIR: exportCache };

/**
 * One build (coldBuild: it empties Turbopack's cache first; with keepTurbopack the cache is set
 * aside before and put back as the first step starts).
 */
async function build(label, { keepTurbopack = false, cold = false, exportCache = true } = {}) {
  if (keepTurbopack && existsSync(turbopack)) renameSync(turbopack, aside);
  const putBack = () => {
    if (!existsSync(aside)) return;
    rmSync(turbopack, { recursive: true, force: true });
    renameSync(aside, turbopack);
  };
  const since = Date.now();
  const before = childCpuSeconds();
  // A cold build of the same content: caches of its own, empty.
  const caches = cold ? { MDX_CACHE_DIR: path.join(scratch, 'cold-mdx'), EXPORT_CACHE_DIR: path.join(scratch, 'cold-export') } : {};
  if (cold) for (const dir of Object.values(caches)) rmSync(dir, { recursive: true, force: true });
  const off = exportCache ? {} : { EXPORT_CACHE: '0' };
  const built = await coldBuild({ dist, env: { ...env, ...caches, ...off }, onStep: keepTurbopack ? putBack : undefined });
  const cpu = childCpuSeconds() - before;
  if (built.failed) throw new Error(`${label}: ${built.failed.message}`);
  const seconds = Object.values(built.seconds).reduce((a, b) => a + b, 0);
  const made = newEntries(mdxCache, since);
  const steps = Object.entries(built.cpuSeconds)
    .map(([step, value]) => `${step} ${value.toFixed(0)}`)
    .join(', ');
  console.log(`${label}: ${seconds.toFixed(0)} s wall, ${cpu.toFixed(0)} CPU s (${steps}), ${made} compiles (new cache entries)`);
  return { seconds, cpu, made };
}

/**
 * How two export folders compare: files byte for byte the same, files the same in content (React's
 * payload rows numbered and ordered otherwise: bench/rsc-payload.mjs), and files that differ or are
 * in one folder only (relative paths).
 */
function compareExports(a, b) {
  const list = (dir) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => statSync(path.join(dir, name)).isFile());
  const left = new Set(list(a));
  const right = new Set(list(b));
  let same = 0;
  let reordered = 0;
  const differ = [...right].filter((name) => !left.has(name));
  for (const name of left) {
    if (!right.has(name)) {
      differ.push(name);
      continue;
    }
    const [one, other] = [readFileSync(path.join(a, name)), readFileSync(path.join(b, name))];
    if (one.equals(other)) same += 1;
    else {
      const [x, y] = [exportedContent(name, one), exportedContent(name, other)];
      if (Buffer.isBuffer(x) ? x.equals(y) : x === y) reordered += 1;
      else differ.push(name);
    }
  }
  return { same, reordered, differ: differ.sort() };
}

/** The plan the last build's content check wrote: how many pages it rendered. */
function rendered() {
  const plan = JSON.parse(readFileSync(path.join(root, '.site', `${dist}.export-plan.json`), 'utf8'));
  return plan.full ? `every page (${plan.full})` : `${plan.render.length} of ${plan.render.length + plan.keep.length} pages`;
}

/** --verify: each change built warm, then cold, and the two exports compared. */
async function verify() {
  const topic = path.join(site, 'docs', 'topic-01');
  const doc = (i) => path.join(topic, `guide-${String(i).padStart(3, '0')}.md`);
  const changes = [
    ['a paragraph added to a doc', () => appendFileSync(doc(5), '\nOne more paragraph, written after the first build.\n')],
    [
      "a doc's title (the sidebar and its neighbours' prev/next links show it)",
      () => edit(doc(6), /^title: .*$/m, 'title: Guide 6, renamed'),
    ],
    // The doc before it linked to it: it links to the one after instead.
    ['a doc deleted', () => (rmSync(doc(3)), edit(doc(2), 'guide-003.md', 'guide-004.md'))],
    ['the site title in the config', () => edit(path.join(site, 'site.config.mjs'), "title: 'Gauge Docs'", "title: 'Gauge Manual'")],
  ];
  await build('first build (no caches)');
  let failures = 0;
  for (const [change, apply] of changes) {
    apply();
    await build(`warm: ${change}`, { keepTurbopack: true });
    const plan = rendered();
    renameSync(path.join(root, dist), path.join(scratch, 'warm-export'));
    await build(`cold: ${change}`, { cold: true });
    const { same, reordered, differ } = compareExports(path.join(scratch, 'warm-export'), path.join(root, dist));
    // Both exports kept for a look when they differ: /tmp/warm-build-differences/<n>/{warm,cold}.
    if (differ.length > 0) {
      const kept = path.join(tmpdir(), 'warm-build-differences', String(failures + 1));
      rmSync(kept, { recursive: true, force: true });
      mkdirSync(kept, { recursive: true });
      renameSync(path.join(scratch, 'warm-export'), path.join(kept, 'warm'));
      cpSync(path.join(root, dist), path.join(kept, 'cold'), { recursive: true });
    }
    rmSync(path.join(scratch, 'warm-export'), { recursive: true, force: true });
    const verdict =
      differ.length === 0
        ? `the cold export's ${same + reordered} files, ${same} byte for byte and ${reordered} with React's payload rows numbered in another order`
        : `${differ.length} files differ from the cold export (both kept in ${path.join(tmpdir(), 'warm-build-differences')}): ${differ.slice(0, 10).join(', ')}`;
    console.log(`${change}: the warm build rendered ${plan}; its export is ${verdict}`);
    if (differ.length > 0) failures += 1;
  }
  return failures;
}

function edit(file, from, to) {
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
}

try {
  if (values.verify) process.exitCode = (await verify()) > 0 ? 1 : 0;
  else await measure();
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(path.join(root, dist), { recursive: true, force: true });
}

async function measure() {
  console.log(`bench/warm-build: ${docs} generated docs`);
  const cold = await build('cold (no caches)');
  const edited = path.join(
    site,
    'docs',
    'topic-02',
    readdirSync(path.join(site, 'docs', 'topic-02')).find((name) => name.endsWith('.md')),
  );
  appendFileSync(edited, '\nOne more paragraph, written after the first build.\n');
  const noTurbopack = await build('one doc changed, Turbopack cold, the other caches warm');
  appendFileSync(edited, '\nAnd another.\n');
  // What Next's export alone does: every page rendered again, every compile cached.
  const noExport = await build('one doc changed, the export cache off (EXPORT_CACHE=0), the other caches warm', {
    keepTurbopack: true,
    exportCache: false,
  });
  appendFileSync(edited, '\nAnd a third.\n');
  const warm = await build('one doc changed, every cache warm', { keepTurbopack: true });
  const ratio = (one) => (one.cpu / cold.cpu).toFixed(2);
  console.log(
    `warm / cold in CPU seconds: ${ratio(warm)} (every cache), ${ratio(noTurbopack)} (Turbopack cold), ${ratio(noExport)} (the export cache off)`,
  );
}
