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
//   { buildSeconds, baselineSeconds, extraSeconds, phases: { specLoad, viewModel, check, pages, postbuild }, pageCount,
//     largestPage: { path, bytes, gzipBytes }, pagesOver1MB, runs: [...] }
// With --runs N (default 1) the build runs N times and each number is the median.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { median } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = 'out-scale';
const spec = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs) || 1);

function run(command, args, env) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`bench/scale: ${command} ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(1);
  }
  return (performance.now() - started) / 1000;
}

/** SITE_CONFIG_OVERRIDES values: the configured APIs (site.config.ts) alone, and with GitHub's added. */
function overrides() {
  const result = spawnSync('npx', ['tsx', '-e', "import('./lib/config/index.ts').then((m) => console.log(JSON.stringify(m.siteConfig.apis)))"], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_CONFIG_OVERRIDES: '' },
  });
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

/** One cold build into `dist` (dist folder, Turbopack cache and OpenAPI cache all empty); its seconds and the OpenAPI steps it timed. */
function coldBuild(dist, configOverrides) {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'openapi-cache-'));
  const timings = path.join(cacheDir, 'timings.jsonl');
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: dist,
    SITE_CONFIG_OVERRIDES: configOverrides,
    OPENAPI_CACHE_DIR: cacheDir,
    OPENAPI_TIMINGS: timings,
  };
  rmSync(path.join(root, dist), { recursive: true, force: true });
  // Turbopack keeps its persistent cache in .next/cache whatever the dist folder: a build right
  // after another of the same site compiles in 3 s instead of 16 s, so every timed build starts
  // without it.
  rmSync(path.join(root, '.next', 'cache', 'turbopack'), { recursive: true, force: true });
  // The content check prepares the site (its stylesheet, its modules) and validates the examples, as `npm run build` does.
  const check = run('npx', ['tsx', 'scripts/check-content.ts'], env);
  const next = run('npx', ['next', 'build'], env);
  const postbuild = run('npx', ['tsx', 'scripts/postbuild.ts'], env);
  const steps = (existsSync(timings) ? readFileSync(timings, 'utf8') : '').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  rmSync(cacheDir, { recursive: true, force: true });
  return { check, next, postbuild, steps };
}

/** The configured site alone, built like the scale build; its folder is removed afterwards. */
function baseline(configOverrides) {
  const dist = `${outDir}-baseline`;
  const { check, next, postbuild } = coldBuild(dist, configOverrides);
  rmSync(path.join(root, dist), { recursive: true, force: true });
  return check + next + postbuild;
}

function once(configOverrides) {
  const { check, next, postbuild, steps } = coldBuild(outDir, configOverrides);
  // Each step runs once per build (the other processes read the cache); a step that ran in more
  // than one process at once counts once, by its longest.
  const phase = (name) => Math.max(0, ...steps.filter((s) => s.phase === name && s.spec === spec).map((s) => s.ms)) / 1000;
  const specLoad = phase('specLoad');
  const viewModel = phase('viewModel');
  // The spec's load and view model run first in the content check (then come from the cache).
  return { buildSeconds: check + next + postbuild, phases: { specLoad, viewModel, check, pages: next, postbuild } };
}

const { withGithub, configured } = overrides();
const results = [];
for (let i = 0; i < runs; i++) {
  // Alternate which build goes first, so a machine that slows down during a run does not always
  // penalise the same one.
  console.log(`\nbench/scale: run ${i + 1} of ${runs}: the configured site and the site with GitHub's spec`);
  let baselineSeconds = i % 2 === 0 ? baseline(configured) : undefined;
  const scale = once(withGithub);
  baselineSeconds ??= baseline(configured);
  results.push({ ...scale, baselineSeconds, extraSeconds: scale.buildSeconds - baselineSeconds });
}

const files = htmlFiles(path.join(root, outDir));
let largest = { path: '', bytes: 0, gzipBytes: 0 };
let over = 0;
for (const file of files) {
  const bytes = statSync(file).size;
  if (bytes > 1_000_000) over++;
  if (bytes > largest.bytes) largest = { path: `/${path.relative(path.join(root, outDir), file).replace(/\.html$/, '')}`, bytes, gzipBytes: 0 };
}
largest.gzipBytes = gzipSync(readFileSync(path.join(root, outDir, `${largest.path}.html`))).length;
const githubPages = files.filter((file) => file.includes(`${path.sep}api${path.sep}github`)).length;

const report = {
  buildSeconds: round(median(results.map((r) => r.buildSeconds))),
  baselineSeconds: round(median(results.map((r) => r.baselineSeconds))),
  extraSeconds: round(median(results.map((r) => r.extraSeconds))),
  phases: Object.fromEntries(['specLoad', 'viewModel', 'check', 'pages', 'postbuild'].map((k) => [k, round(median(results.map((r) => r.phases[k])))])),
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
