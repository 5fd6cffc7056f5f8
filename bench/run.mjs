#!/usr/bin/env node
// `npm run bench`: builds the site (timed), serves out/ like a static host, and for each benchmark
// route measures a cold load in Debian Chromium (bytes per resource class, raw and gzip, and the
// request count) and Lighthouse's mobile scores (median of --runs). Adds the export size and the
// GitHub-spec scale run (bench/scale.mjs, when present) and the real-API corpus (bench/api-corpus.mjs),
// writes bench/results.json and bench/results.md, and exits 1 when a budget of bench/budgets.json is
// exceeded. The Try it console (bench/try-it.mjs) is measured on the test build (out-test/, built when
// missing), which enables it. Last, the dev loop (bench/dev-loop.mjs): edit to page under `npm run dev`, per kind of edit.
//
//   npm run bench [-- --runs 3] [--no-build] [--no-scale] [--no-corpus] [--no-changelog] [--no-lighthouse] [--no-dev-loop] [--no-try-it] [--no-docs-versions] [--no-page-weight] [--no-docusaurus] [--edits 5]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { normaliseBasePath } from '../lib/config/env.mjs';
import { CHROMIUM_FLAGS, ensureChromium, ensureDependencies, projectRoot } from '../scripts/lib/ensure.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import { runDevLoop } from './dev-loop.mjs';
import { measureTryIt } from './try-it.mjs';
import { CATEGORIES, KINDS, compareBudgets, median, renderMarkdown, resourceKind } from './lib.mjs';

/**
 * The pages the issue names: every kind of page the site has. Lighthouse refuses to score a 404
 * response (ERRORED_DOCUMENT_REQUEST), so it scores the same 404.html served with status 200 at
 * /404; the cold load measures the real not-found answer.
 */
const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'doc', path: '/docs/intro' },
  { name: 'markdown-features', path: '/docs/tutorial-basics/markdown-features' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/blog/welcome' },
  { name: 'api-word', path: '/api/word' },
  { name: 'api-calculator', path: '/api/calculator' },
  { name: '404', path: '/no-such-page', lighthousePath: '/404' },
];

// Lighthouse 13 declares Node >= 22.19 and the project supports Node 20, so it is not a
// devDependency (npm would warn on every install, and fail under engine-strict). It runs fine on
// Node 20; the bench installs this exact version into the gitignored bench/.tools on first use.
const LIGHTHOUSE_VERSION = '13.5.0';
const TOOLS = path.join(projectRoot, 'bench', '.tools');
const VIEWPORT = { width: 1280, height: 800 };
// Lighthouse starts Chromium itself (chrome-launcher), so it is told the headless mode too.
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    'no-corpus': { type: 'boolean', default: false },
    'no-changelog': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-dev-loop': { type: 'boolean', default: false },
    'no-try-it': { type: 'boolean', default: false },
    'no-docs-versions': { type: 'boolean', default: false },
    'no-page-weight': { type: 'boolean', default: false },
    'no-docusaurus': { type: 'boolean', default: false },
    edits: { type: 'string', default: '5' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);

function step(message) {
  console.log(`\n> bench: ${message}`);
}

function ensureLighthouse() {
  const bin = path.join(TOOLS, 'node_modules', '.bin', 'lighthouse');
  const manifest = path.join(TOOLS, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(bin) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIGHTHOUSE_VERSION) return bin;
  step(`npm install lighthouse@${LIGHTHOUSE_VERSION} into bench/.tools (first run)`);
  const result = spawnSync(
    'npm',
    ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0)
    throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed; check the network access to the npm registry.`);
  return bin;
}

function exportSize(dir) {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    if (entry.name.endsWith('.html')) pages += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { bytes, files, pages };
}

/** One cold load: a fresh context, every response's body counted raw and gzipped (level 6, as nginx). */
async function measureLoad(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          kind: resourceKind(response.request().resourceType(), response.url()),
          raw: body.length,
          gzip: body.length ? gzipSync(body, { level: 6 }).length : 0,
        };
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  // Prefetches of visible links start after load; count what a reader's browser fetches on arrival.
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(pending);
  await context.close();
  const bytes = Object.fromEntries(KINDS.map((kind) => [kind, { raw: 0, gzip: 0 }]));
  for (const body of bodies) {
    bytes[body.kind].raw += body.raw;
    bytes[body.kind].gzip += body.gzip;
  }
  return { status: response?.status() ?? 0, requests: bodies.length, bytes };
}

// Asynchronous: the static server runs in this process and must keep answering meanwhile.
async function lighthouseOnce(bin, url, chrome, scratch, index) {
  const output = path.join(scratch, `lh-${index}.json`);
  const child = spawn(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise((resolve) => child.on('exit', resolve));
  if (status !== 0 || !existsSync(output)) throw new Error(`lighthouse ${url} failed (exit ${status}).`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const failing = Object.values(report.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((ref) => `${category.id}/${ref.id}`),
  );
  return {
    version: report.lighthouseVersion,
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)])),
    metrics: {
      lcp: report.audits['largest-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
    },
    failing,
  };
}

async function lighthouse(bin, url, chrome, scratch) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseOnce(bin, url, chrome, scratch, i));
  return {
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, median(all.map((r) => r.scores[id]))])),
    metrics: Object.fromEntries(['lcp', 'tbt', 'cls'].map((m) => [m, median(all.map((r) => r.metrics[m]))])),
    // Audits below full score in any run: what to look at when a score drops.
    failing: [...new Set(all.flatMap((r) => r.failing))],
    runs: all.map(({ scores, metrics }) => ({ scores, metrics })),
    version: all[0]?.version,
  };
}

/**
 * One bench script run as a step of its own: skipped by its --no-<flag>, run under node or tsx (the
 * ones that measure with the build's TypeScript), its results read back from bench/<name>-results.json.
 * A run over a budget exits 1 but still writes its results: the budget check judges the numbers.
 */
function resultsStep({ flag, script, results, tsx = false, label }) {
  const file = path.join(projectRoot, 'bench', script);
  if (values[`no-${flag}`]) return { available: false, reason: `--no-${flag}` };
  if (!existsSync(file)) return { available: false, reason: `bench/${script} is missing` };
  const runner = tsx ? path.join(projectRoot, 'node_modules', '.bin', 'tsx') : 'node';
  step(`${label} (${tsx ? 'tsx' : 'node'} bench/${script})`);
  const out = path.join(projectRoot, 'bench', results);
  rmSync(out, { force: true });
  const result = spawnSync(runner, [file], { cwd: projectRoot, stdio: 'inherit' });
  if (!existsSync(out)) return { error: `bench/${script} exited ${result.status} without bench/${results}` };
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** The GitHub-spec scale run (bench/scale.mjs). */
const scaleRun = () => resultsStep({ flag: 'scale', script: 'scale.mjs', results: 'scale-results.json', label: 'scale run' });

/** The API changelog at scale (bench/api-changelog.mjs): GitHub's description a year apart. */
const changelogRun = () =>
  resultsStep({ flag: 'changelog', script: 'api-changelog.mjs', results: 'api-changelog-results.json', tsx: true, label: 'API changelog' });

/** The docs versions run (bench/docs-versions.mjs): five versions of ~100 docs against one. */
const docsVersionsRun = () =>
  resultsStep({ flag: 'docs-versions', script: 'docs-versions.mjs', results: 'docs-versions-results.json', label: 'docs versions' });

/** The page weight at scale (bench/page-weight.mjs): one doc page of generated sites of 100 and 1,000 docs. */
const pageWeightRun = () =>
  resultsStep({ flag: 'page-weight', script: 'page-weight.mjs', results: 'page-weight-results.json', label: 'page weight at scale' });

/** Side by side with Docusaurus 3.10 Faster (bench/docusaurus-compare.mjs): the same generated docs, 100 and 1,000. */
const docusaurusRun = () =>
  resultsStep({
    flag: 'docusaurus',
    script: 'docusaurus-compare.mjs',
    results: 'docusaurus-compare-results.json',
    label: 'Docusaurus Faster side by side',
  });

/** The API corpus (bench/api-corpus.mjs): real descriptions built as one site, every page measured with the build's own checks. */
const corpusRun = () =>
  resultsStep({ flag: 'corpus', script: 'api-corpus.mjs', results: 'api-corpus-results.json', tsx: true, label: 'API corpus' });

/** Lighthouse on the scale build's largest page, served from out-scale/ like out/. */
async function lighthouseOnLargestPage(bin, chrome, basePath, pagePath) {
  const { server, origin } = await serveStatic({ root: path.join(projectRoot, 'out-scale'), basePath });
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const url = `${origin}${basePath}${pagePath}`;
  step(`scale: largest page: ${url}`);
  try {
    return await lighthouse(bin, url, chrome, scratch);
  } finally {
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  ensureDependencies();
  const chrome = ensureChromium();
  const basePath = normaliseBasePath(process.env.BASE_PATH);
  const out = path.join(projectRoot, 'out');
  const results = { date: new Date().toISOString(), runs, routes: [] };
  try {
    results.commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the report simply has no commit.
  }

  if (!values['no-build']) {
    step('npm run build');
    const started = performance.now();
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error('npm run build failed; the bench measures a built site.');
    results.build = { seconds: (performance.now() - started) / 1000 };
  }
  if (!existsSync(path.join(out, 'index.html'))) throw new Error('No exported site in out/. Run without --no-build.');
  results.out = exportSize(out);

  const lighthouseBin = values['no-lighthouse'] ? null : ensureLighthouse();
  const { server, origin } = await serveStatic({ root: out, basePath });
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_FLAGS });
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    results.environment = { viewport: `${VIEWPORT.width}×${VIEWPORT.height}`, chromium: browser.version(), node: process.version };
    for (const route of ROUTES) {
      const url = `${origin}${basePath}${route.path}`;
      step(`${route.name}: ${url}`);
      const load = await measureLoad(browser, url);
      const entry = { name: route.name, path: route.path, ...load };
      if (lighthouseBin) {
        entry.lighthouse = await lighthouse(lighthouseBin, `${origin}${basePath}${route.lighthousePath ?? route.path}`, chrome, scratch);
        results.environment.lighthouse = entry.lighthouse.version;
      }
      results.routes.push(entry);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }

  results.scale = scaleRun();
  if (lighthouseBin && results.scale?.largestPage?.path) {
    results.scale.largestPage.lighthouse = await lighthouseOnLargestPage(lighthouseBin, chrome, basePath, results.scale.largestPage.path);
  }
  results.corpus = corpusRun();
  results.changelog = changelogRun();
  if (!values['no-try-it']) {
    // The seed's site has no console: the test build enables it for word and calculator.
    if (!existsSync(path.join(projectRoot, 'out-test', 'index.html'))) {
      step('npm run build:test (the Try it console is measured on it)');
      spawnSync('npm', ['run', 'build:test'], {
        cwd: projectRoot,
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      });
    }
    step('Try it console: bytes before and on the first click (bench/try-it.mjs)');
    results.tryIt = await measureTryIt({ dir: 'out-test', seedDir: 'out' });
  }
  results.docsVersions = docsVersionsRun();
  results.pageWeightScale = pageWeightRun();
  results.docusaurusFaster = docusaurusRun();
  if (values['no-dev-loop']) results.devLoop = { reason: '--no-dev-loop' };
  else {
    step('dev loop (bench/dev-loop.mjs): edit to page under npm run dev');
    try {
      results.devLoop = await runDevLoop({ edits: Number(values.edits) || 5 });
    } catch (error) {
      results.devLoop = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
  }
  const budgets = JSON.parse(readFileSync(path.join(projectRoot, 'bench', 'budgets.json'), 'utf8'));
  const failures = compareBudgets(results, budgets);
  results.budgetFailures = failures;
  writeFileSync(path.join(projectRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = renderMarkdown(results, failures);
  writeFileSync(path.join(projectRoot, 'bench', 'results.md'), markdown);
  console.log(`\n${markdown}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
