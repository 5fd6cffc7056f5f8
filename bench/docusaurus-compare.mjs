#!/usr/bin/env node
// Side by side with Docusaurus Faster (issue 29, "a build that grows linearly"): the same generated docs
// (bench/generate-docs-site.mjs) built by Docusaurus 3.10 with `future.faster` (Rspack, SWC,
// Lightning CSS) and by this project, each from cold caches, with the CPU seconds (user + system of
// the build and every process it waited for, bench/measured-run.mjs) and the peak resident memory of
// the whole process group.
// Docusaurus is installed on first use into the gitignored bench/.tools/docusaurus, as bench/run.mjs
// installs Lighthouse: a tool of the bench, not a dependency of the project. Budget
// (bench/budgets.json, docusaurusFaster.maxCpuRatio): our CPU seconds at most that multiple of
// Docusaurus Faster's at each size named there (1.5 at 1,000 docs, 1 at 10,000).
//
//   node bench/docusaurus-compare.mjs [--sizes 100,1000] [--runs 3] [--keep]
//
// Each size is built --runs times by both, in pairs back to back (the order swapped each run), and its
// CPU ratio is the median of the pairs' ratios: this shared machine's load moves a single build's CPU
// seconds by ±10 % or more (1,000 docs, one afternoon: ×1.41 and ×1.77 in two runs of one commit).
// Writes bench/docusaurus-compare-results.json:
//   { docusaurus, sizes: [{ docs, ours: { seconds, cpuSeconds, peakMB, pages, steps, stepsCpu, stepsPeakMB }, docusaurus: { … }, cpuRatio,
//     runs: [{ ours, docusaurus, cpuRatio }] }],
//     fixedCpuSeconds?: { ours, docusaurus }, cpuSecondsPerDoc?: { ours, docusaurus } }
// fixedCpuSeconds and cpuSecondsPerDoc: the line through the two smallest sizes (cost = fixed + per doc × docs).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { coldBuild } from './cold-build.mjs';
import { generateDocsSite, measuredDoc } from './generate-docs-site.mjs';
import { measuredRun } from './measured-run.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The release the issue compares with; `faster` is its config name since 3.8 (experimental_faster before). */
export const DOCUSAURUS_VERSION = '3.10.2';
const TOOLS = path.join(root, 'bench', '.tools', 'docusaurus');
const PACKAGES = [
  `@docusaurus/core@${DOCUSAURUS_VERSION}`,
  `@docusaurus/preset-classic@${DOCUSAURUS_VERSION}`,
  `@docusaurus/faster@${DOCUSAURUS_VERSION}`,
  'react@19',
  'react-dom@19',
];

const round = (n) => Math.round(n * 10) / 10;

function countPages(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.html')) pages++;
  return pages;
}

/** Docusaurus' CLI in bench/.tools, installed (or brought to DOCUSAURUS_VERSION) on first use. */
function ensureDocusaurus() {
  const cli = path.join(TOOLS, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const manifest = path.join(TOOLS, 'node_modules', '@docusaurus', 'faster', 'package.json');
  if (existsSync(cli) && existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === DOCUSAURUS_VERSION) return cli;
  console.log(
    `\n> bench/docusaurus-compare: npm install Docusaurus ${DOCUSAURUS_VERSION} (core, preset-classic, faster) into bench/.tools/docusaurus (first run)`,
  );
  mkdirSync(TOOLS, { recursive: true });
  const result = spawnSync('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--no-save', ...PACKAGES], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(cli))
    throw new Error(
      `npm install of Docusaurus ${DOCUSAURUS_VERSION} into bench/.tools/docusaurus failed; check the network access to the npm registry.`,
    );
  return cli;
}

/**
 * The Docusaurus site of the same docs: the generated docs/ folder as it is (front matter,
 * _category_.json and index.md are Docusaurus' own), the classic preset without a blog, the sidebar
 * generated from the folders, a one-line home page (the navbar's title links "/", as ours does), and
 * Docusaurus Faster. Inside bench/.tools/docusaurus so that its imports resolve to the packages
 * installed there, with a package.json of its own: without one the project's `"type": "module"`
 * applies to Docusaurus' generated files and its server bundle fails (require.resolveWeak).
 * Its home page links the doc every size has (measuredDoc: under its section past 1,000 docs, where
 * `/docs/topic-01/guide-001` is no page and Docusaurus' broken-link check stops the build).
 */
export function writeDocusaurusSite(generated, dir, docs, options) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  cpSync(path.join(generated, 'docs'), path.join(dir, 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'gauge-docs', private: true })}\n`);
  writeFileSync(path.join(dir, 'src', 'pages', 'index.md'), `# Gauge Docs\n\nThe [guides](${measuredDoc(docs, options)}).\n`);
  writeFileSync(
    path.join(dir, 'docusaurus.config.mjs'),
    `// Written by bench/docusaurus-compare.mjs: the generated docs as a Docusaurus Faster site.
export default {
  title: 'Gauge Docs',
  url: 'https://gauge.example',
  baseUrl: '/',
  future: { v4: true, faster: true },
  presets: [['classic', { docs: { routeBasePath: 'docs', onInlineTags: 'ignore' }, blog: false }]],
};
`,
  );
}

async function buildDocusaurus(cli, dir) {
  const out = path.join(dir, 'build');
  for (const cache of ['build', '.docusaurus', 'node_modules']) rmSync(path.join(dir, cache), { recursive: true, force: true });
  const result = await measuredRun('node', [cli, 'build', dir, '--out-dir', out], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', DOCUSAURUS_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`Docusaurus build of ${dir} exited ${result.status ?? result.error}`);
  return {
    seconds: round(result.seconds),
    cpuSeconds: result.cpuSeconds === undefined ? undefined : round(result.cpuSeconds),
    peakMB: Math.round(result.peakBytes / 2 ** 20),
    pages: countPages(out),
  };
}

async function buildOurs(site, docs, { keep }) {
  const dist = `out-dcmp-${docs}`;
  const built = await coldBuild({ dist, env: { SITE_DIR: site, SITE_CONFIG_OVERRIDES: undefined } });
  if (built.failed) throw new Error(`our build of ${docs} docs: ${built.failed.message}`);
  const pages = countPages(path.join(root, dist));
  if (!keep) rmSync(path.join(root, dist), { recursive: true, force: true });
  return {
    seconds: round(Object.values(built.seconds).reduce((sum, s) => sum + s, 0)),
    cpuSeconds: Object.keys(built.cpuSeconds).length ? round(Object.values(built.cpuSeconds).reduce((sum, s) => sum + s, 0)) : undefined,
    peakMB: Math.round(built.peakBytes / 2 ** 20),
    pages,
    // Wall and CPU seconds of each step (the content check, next build, the post-build): where the fixed cost is.
    steps: Object.fromEntries(Object.entries(built.seconds).map(([step, s]) => [step, round(s)])),
    stepsCpu: Object.fromEntries(Object.entries(built.cpuSeconds).map(([step, s]) => [step, round(s)])),
    // And the peak of each: which step holds the build's peak (the 2 GB budget at 10,000 docs).
    stepsPeakMB: Object.fromEntries(Object.entries(built.peakBytesByStep).map(([step, bytes]) => [step, Math.round(bytes / 2 ** 20)])),
  };
}

const ratio = (ours, theirs) => (ours && theirs ? Math.round((ours / theirs) * 100) / 100 : undefined);

/**
 * One size's figure over its runs: the median of the runs' CPU ratios (each pair built back to back,
 * so the shared machine's load of the moment weighs on both), and each side's run of median CPU
 * seconds. `runs`: every pair's CPU seconds and ratio.
 * @param {number} docs
 * @param {{ ours: { cpuSeconds?: number }, docusaurus: { cpuSeconds?: number } }[]} runs
 */
export function medianPair(docs, runs) {
  const median = (values) => {
    const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
  };
  const medianRun = (who) => {
    const cpu = median(runs.map((run) => run[who].cpuSeconds));
    return runs.find((run) => run[who].cpuSeconds === cpu)?.[who] ?? runs[0][who];
  };
  return {
    docs,
    ours: medianRun('ours'),
    docusaurus: medianRun('docusaurus'),
    cpuRatio: median(runs.map((run) => ratio(run.ours.cpuSeconds, run.docusaurus.cpuSeconds))),
    runs: runs.map((run) => ({
      ours: run.ours.cpuSeconds,
      docusaurus: run.docusaurus.cpuSeconds,
      cpuRatio: ratio(run.ours.cpuSeconds, run.docusaurus.cpuSeconds),
    })),
  };
}

/** The line through two sizes' CPU seconds: what a build costs whatever its size, and per doc. */
export function linearCost(a, b, key) {
  const perDoc = (b[key].cpuSeconds - a[key].cpuSeconds) / (b.docs - a.docs);
  return { fixed: round(a[key].cpuSeconds - perDoc * a.docs), perDoc: Math.round(perDoc * 1000) / 1000 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values: options } = parseArgs({
    options: {
      sizes: { type: 'string', default: '100,1000' },
      runs: { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
    },
  });
  const values = { ...options, runs: Math.max(1, Number.parseInt(options.runs, 10) || 1) };
  const sizes = values.sizes
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
  const cli = ensureDocusaurus();
  const results = { docusaurus: DOCUSAURUS_VERSION, sizes: [] };
  const sites = path.join(TOOLS, 'sites');
  try {
    for (const docs of sizes) {
      const generated = path.join(sites, `generated-${docs}`);
      generateDocsSite(docs, generated);
      const dir = path.join(sites, `docusaurus-${docs}`);
      writeDocusaurusSite(generated, dir, docs);
      const runs = [];
      for (let run = 1; run <= values.runs; run++) {
        // Pairs in turn, the order swapped each run: a neighbour's load that comes or goes during a
        // pair weighs on both builds alike over the runs.
        const builds = {};
        for (const who of run % 2 ? ['docusaurus', 'ours'] : ['ours', 'docusaurus']) {
          console.log(
            `\n> bench/docusaurus-compare: ${docs} docs, run ${run} of ${values.runs}, ${who === 'ours' ? `this project (SITE_DIR=${generated})` : `Docusaurus ${DOCUSAURUS_VERSION} Faster (${dir})`}`,
          );
          builds[who] =
            who === 'ours'
              ? await buildOurs(generated, docs, { keep: values.keep && run === values.runs })
              : await buildDocusaurus(cli, dir);
        }
        runs.push(builds);
      }
      results.sizes.push(medianPair(docs, runs));
    }
  } finally {
    if (!values.keep) rmSync(sites, { recursive: true, force: true });
  }
  if (results.sizes.length >= 2 && results.sizes.every((size) => size.ours.cpuSeconds && size.docusaurus.cpuSeconds)) {
    const [a, b] = results.sizes;
    const ours = linearCost(a, b, 'ours');
    const theirs = linearCost(a, b, 'docusaurus');
    results.fixedCpuSeconds = { ours: ours.fixed, docusaurus: theirs.fixed };
    results.cpuSecondsPerDoc = { ours: ours.perDoc, docusaurus: theirs.perDoc };
  }
  writeFileSync(path.join(root, 'bench', 'docusaurus-compare-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nbench/docusaurus-compare: this project against Docusaurus ${DOCUSAURUS_VERSION} Faster, same generated docs`);
  for (const s of results.sizes) {
    console.log(
      `  ${s.docs} docs: ours ${s.ours.cpuSeconds} CPU s (${s.ours.seconds} s wall, peak ${s.ours.peakMB} MB, ${s.ours.pages} pages); ` +
        `Docusaurus ${s.docusaurus.cpuSeconds} CPU s (${s.docusaurus.seconds} s wall, peak ${s.docusaurus.peakMB} MB, ${s.docusaurus.pages} pages); ` +
        `CPU ×${s.cpuRatio}` +
        (s.runs.length > 1
          ? ` (median of ${s.runs.length} runs: ${s.runs.map((run) => `${run.ours}/${run.docusaurus} ×${run.cpuRatio}`).join(', ')})`
          : ''),
    );
  }
  if (results.fixedCpuSeconds)
    console.log(
      `  fixed cost (CPU s whatever the size): ours ${results.fixedCpuSeconds.ours}, Docusaurus ${results.fixedCpuSeconds.docusaurus}; ` +
        `per doc: ours ${results.cpuSecondsPerDoc.ours}, Docusaurus ${results.cpuSecondsPerDoc.docusaurus}`,
    );
}
