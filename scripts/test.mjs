#!/usr/bin/env node
// `npm test`: install what is missing, then types, lint, unit tests, the builds (the site, the test
// build, the fixture sites and the manual), the deploy checks (the site and the test build behind
// nginx with deploy/'s config) and the end-to-end suite in Debian Chromium against the exported
// sites. Ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensureNginx, projectRoot } from './lib/ensure.mjs';
import { runSteps } from './lib/steps.mjs';
import { playwrightFlaky, playwrightTimes, slowestLines, vitestTimes } from './lib/test-report.mjs';

ensureDependencies();
const chrome = ensureChromium();
ensureNginx();
const reports = path.join(projectRoot, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CHROME_PATH: chrome };
// A step marked BACKGROUND starts and the next one begins at once; WAIT for it joins it (its output is
// printed then; scripts/lib/steps.mjs runs them). Only steps that share nothing run side by side: the type check beside the linter
// (each is one thread), and the nginx suites (waiting on a browser, mostly) beside the fixture builds,
// which write other folders. The machine has two cores; the whole run was ~1.1 of them busy on average.
const BACKGROUND = { background: true };
const WAIT = (name) => ['wait', name];
const steps = [
  ['types', 'npx', ['tsc', '--noEmit'], {}, BACKGROUND],
  ['lint', 'npm', ['run', 'lint']],
  WAIT('types'),
  ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(reports, 'vitest.json')}`]],
  ['build', 'npm', ['run', 'build']],
  ['test build', 'npm', ['run', 'build:test']],
  // The deploy checks (the same sites behind nginx with deploy/'s config): out/ with every page kind, then the test build's
  // pages the demo has no like of (a diagram, a formula, imported tabs, raw HTML) and the Try it proxy, which only the
  // test build enables (against npm run api:demo, whose ports nothing else uses until e2e).
  [
    'nginx',
    'sh',
    ['-c', "node scripts/nginx-e2e.mjs && NEXT_DIST_DIR=out-test node scripts/nginx-e2e.mjs --grep '0 CSP violations|Try it'"],
    {},
    BACKGROUND,
  ],
  // A site folder of docs and a small blog in three locales (no tags, APIs or pages), so a site without the
  // repository's sections keeps building; e2e/minimal-*.fixture.spec.ts check it in the "minimal" project.
  ['fixture build', 'npm', ['run', 'build'], { SITE_DIR: 'tests/fixtures/sites/minimal', NEXT_DIST_DIR: 'out-minimal' }],
  // The product's manual (manual/): docs served at the site root (routeBasePath '/', a slug: / doc as
  // home page) with every check at 'throw', so its build's link check covers a root page's links (its
  // Markdown twin once linked to "/.md"); e2e/manual.fixture.spec.ts walks it in the "manual" project.
  ['manual build', 'npm', ['run', 'build'], { SITE_DIR: 'manual', NEXT_DIST_DIR: 'out-manual' }],
  // A generated docs site (bench/generate-docs-site.mjs: four categories of ten docs, one with a generated index,
  // one with its own page, one with none, one nested): e2e/generated-sidebar.fixture.spec.ts opens its closed categories.
  [
    'fixture site (generated docs)',
    'node',
    ['bench/generate-docs-site.mjs', '--docs', '40', '--folder-size', '10', '--out', '.generated-site'],
  ],
  ['fixture build (generated docs)', 'npm', ['run', 'build'], { SITE_DIR: '.generated-site', NEXT_DIST_DIR: 'out-generated' }],
  WAIT('nginx'),
  ['e2e', 'npx', ['playwright', 'test']],
];

const { failedStep, timings } = await runSteps(steps, { cwd: projectRoot, env, reports });

/** A runner's JSON report, or undefined when the step did not write one (it failed before, or did not run). */
function readReport(name) {
  const file = path.join(reports, name);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
const vitestReport = readReport('vitest.json');
const playwrightReports = [
  ['e2e', readReport('playwright.json')],
  ['nginx', readReport('playwright-nginx.json')],
  ['nginx', readReport('playwright-nginx-out-test.json')],
];
const unit = vitestReport ? { passed: vitestReport.numPassedTests, failed: vitestReport.numFailedTests } : { passed: 0, failed: 0 };
const playwrightCounts = (r) => (r ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected } : { passed: 0, failed: 0 });
const [browser, nginxSite, nginxTest] = playwrightReports.map(([, report]) => playwrightCounts(report));
const nginx = { passed: nginxSite.passed + nginxTest.passed, failed: nginxSite.failed + nginxTest.failed };
const e2e = { passed: browser.passed + nginx.passed, failed: browser.failed + nginx.failed };

const times = [...vitestTimes(vitestReport), ...playwrightReports.flatMap(([suite, report]) => playwrightTimes(report, suite))];
console.log(`\nThe 20 slowest tests:\n${slowestLines(times, 20).join('\n')}`);
const flaky = playwrightReports.flatMap(([, report]) => playwrightFlaky(report));
if (flaky.length > 0) console.log(`\nPassed only on a retry (flaky: find the cause):\n${flaky.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nSteps: ${timings.join(', ')}`);
console.log(`unit: ${unit.passed} passed, e2e: ${browser.passed} passed, nginx: ${nginx.passed} passed`);
if (failedStep) console.log(`The ${failedStep} step failed; see its output above.`);
const failed = unit.failed + e2e.failed + (failedStep && unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
