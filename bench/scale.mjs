#!/usr/bin/env node
// Scale benchmark: builds the whole site with GitHub's REST API description (@octokit/openapi:
// 1,200+ operations, 270 webhooks, 11 MB) added as API "github" at /api/github, into out-scale/,
// from empty caches, and reports where the time goes and how big the pages are. Each run
// also builds the site as configured (without GitHub) under the same conditions, so the spec's
// share of the build (extraSeconds) is a difference measured in one run, not against a number
// from another day.
//
//   node bench/scale.mjs [--runs N]
//
// Exits 0 on success and writes bench/scale-results.json:
//   { buildSeconds, baselineSeconds, extraSeconds, phases: { specLoad, viewModel, check, pages, postbuild }, peakMemoryMB,
//     pageCount, largestPage: { path, bytes, gzipBytes }, pagesOver1MB, runs: [...] }
// check + pages (next build) + postbuild = buildSeconds; specLoad and viewModel are parts of check.
// With --runs N (default 1) the build runs N times and each number is the median.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { coldBuild, phaseSeconds } from './cold-build.mjs';
import { median } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = 'out-scale';
const spec = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs) || 1);

/** SITE_CONFIG_OVERRIDES values: the configured APIs (site.config.ts) alone, and with GitHub's added. */
function overrides() {
  const result = spawnSync(
    'npx',
    ['tsx', '-e', "import('./lib/config/index.ts').then((m) => console.log(JSON.stringify(m.siteConfig().apis)))"],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SITE_CONFIG_OVERRIDES: '' },
    },
  );
  if (result.status !== 0) throw new Error(`cannot read site.config.ts apis:\n${result.stderr}`);
  const apis = JSON.parse(result.stdout.trim().split('\n').pop());
  // GitHub's examples disagree with its schemas about 1,100 times: report them, do not fail. Its
  // descriptions link to docs.github.com with root-relative links.
  const github = { id: 'github', spec, route: '/api/github', validateExamples: 'warn', linkBase: 'https://docs.github.com' };
  return { configured: JSON.stringify({ apis }), withGithub: JSON.stringify({ apis: [...apis, github] }) };
}

function htmlFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) htmlFiles(file, out);
    else if (name.endsWith('.html')) out.push(file);
  }
  return out;
}

const round = (n) => Math.round(n * 10) / 10;

/** One cold build into `dist` (bench/cold-build.mjs); a failed step ends the run. */
async function build(dist, configOverrides) {
  const built = await coldBuild({ dist, env: { SITE_CONFIG_OVERRIDES: configOverrides } });
  if (built.failed) {
    console.error(`bench/scale: ${built.failed.message}.`);
    process.exit(1);
  }
  return built;
}

/** The configured site alone, built like the scale build; its folder is removed afterwards. */
async function baseline(configOverrides) {
  const dist = `${outDir}-baseline`;
  const { seconds } = await build(dist, configOverrides);
  rmSync(path.join(root, dist), { recursive: true, force: true });
  return seconds.check + seconds.next + seconds.postbuild;
}

async function once(configOverrides) {
  const { seconds, timings, peakBytes } = await build(outDir, configOverrides);
  const { check, next, postbuild } = seconds;
  // The spec's load and view model run inside the content check (later steps read them from the
  // cache): they are part of `check`, not added to it.
  const specLoad = phaseSeconds(timings, (s) => s === spec, 'specLoad');
  const viewModel = phaseSeconds(timings, (s) => s === spec, 'viewModel');
  return {
    buildSeconds: check + next + postbuild,
    peakMemoryMB: Math.round(peakBytes / 1024 / 1024),
    phases: { specLoad, viewModel, check, pages: next, postbuild },
  };
}

const { withGithub, configured } = overrides();
const results = [];
for (let i = 0; i < runs; i++) {
  // Alternate which build goes first, so a machine that slows down during a run does not always
  // penalise the same one.
  console.log(`\nbench/scale: run ${i + 1} of ${runs}: the configured site and the site with GitHub's spec`);
  let baselineSeconds = i % 2 === 0 ? await baseline(configured) : undefined;
  const scale = await once(withGithub);
  baselineSeconds ??= await baseline(configured);
  results.push({ ...scale, baselineSeconds, extraSeconds: scale.buildSeconds - baselineSeconds });
}

const files = htmlFiles(path.join(root, outDir));
let largest = { path: '', bytes: 0, gzipBytes: 0 };
let over = 0;
for (const file of files) {
  const bytes = statSync(file).size;
  if (bytes > 1_000_000) over++;
  if (bytes > largest.bytes)
    largest = { path: `/${path.relative(path.join(root, outDir), file).replace(/\.html$/, '')}`, bytes, gzipBytes: 0 };
}
largest.gzipBytes = gzipSync(readFileSync(path.join(root, outDir, `${largest.path}.html`))).length;
const githubPages = files.filter((file) => file.includes(`${path.sep}api${path.sep}github`)).length;

const report = {
  buildSeconds: round(median(results.map((r) => r.buildSeconds))),
  baselineSeconds: round(median(results.map((r) => r.baselineSeconds))),
  extraSeconds: round(median(results.map((r) => r.extraSeconds))),
  phases: Object.fromEntries(
    ['specLoad', 'viewModel', 'check', 'pages', 'postbuild'].map((k) => [k, round(median(results.map((r) => r.phases[k])))]),
  ),
  peakMemoryMB: Math.max(...results.map((r) => r.peakMemoryMB)),
  pageCount: files.length,
  githubPages,
  largestPage: largest,
  pagesOver1MB: over,
  runs: results.map((r) => ({
    buildSeconds: round(r.buildSeconds),
    baselineSeconds: round(r.baselineSeconds),
    extraSeconds: round(r.extraSeconds),
    phases: Object.fromEntries(Object.entries(r.phases).map(([k, v]) => [k, round(v)])),
  })),
};
writeFileSync(path.join(root, 'bench', 'scale-results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nbench/scale: ${JSON.stringify(report, null, 2)}`);
if (over > 0) {
  console.error(`bench/scale: ${over} page(s) exceed 1 MB of HTML (largest ${largest.path}, ${largest.bytes} bytes).`);
  process.exit(1);
}
