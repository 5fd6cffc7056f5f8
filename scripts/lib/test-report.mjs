// What `npm test` says about its own speed and health after the counts: the slowest tests of every
// runner (vitest's and Playwright's JSON reports), so a test that grows slow is seen the day it
// does, and the tests that passed only on a retry, which count as passed but are not.

/**
 * @typedef {{ name: string, file: string, ms: number, suite: string }} TestTime
 */

/**
 * Every test of a vitest JSON report with its duration.
 * @param {any} report
 * @returns {TestTime[]}
 */
export function vitestTimes(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      name: test.fullName ?? test.title,
      file: file.name,
      ms: test.duration ?? 0,
      suite: 'unit',
    })),
  );
}

/**
 * Walks a Playwright JSON report's nested suites down to each test of each project.
 * @param {any} report
 * @param {(spec: any, test: any) => void} visit
 */
function eachPlaywrightTest(report, visit) {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) visit(spec, test);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
}

/**
 * Every test of a Playwright JSON report with the duration of its last run (retries excluded).
 * @param {any} report
 * @param {string} suite the label for this report ("e2e", "nginx")
 * @returns {TestTime[]}
 */
export function playwrightTimes(report, suite) {
  /** @type {TestTime[]} */
  const out = [];
  eachPlaywrightTest(report, (spec, test) => {
    const last = test.results?.at(-1);
    if (last) out.push({ name: `[${test.projectName}] ${spec.title}`, file: spec.file, ms: last.duration ?? 0, suite });
  });
  return out;
}

/**
 * The tests Playwright marked flaky: failed first, passed on a retry.
 * @param {any} report
 * @returns {string[]}
 */
export function playwrightFlaky(report) {
  /** @type {string[]} */
  const out = [];
  eachPlaywrightTest(report, (spec, test) => {
    if (test.status === 'flaky') out.push(`[${test.projectName}] ${spec.file}: ${spec.title}`);
  });
  return out;
}

/**
 * The `count` slowest tests, slowest first, as lines ready to print.
 * @param {TestTime[]} times
 * @param {number} [count]
 * @returns {string[]}
 */
export function slowestLines(times, count = 20) {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.suite.padEnd(5)} ${t.file}: ${t.name}`);
}
