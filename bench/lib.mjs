// The pure parts of `npm run bench`: medians, resource classes, the budget comparison and the
// Markdown report. bench/run.mjs does the measuring; tests/bench covers this file.
import { compareCorpus, renderCorpus } from './corpus-lib.mjs';

/** Resource classes the report counts bytes for. */
export const KINDS = ['html', 'js', 'css', 'font', 'image', 'other'];

/** Lighthouse categories the report scores, with their short column names. */
export const CATEGORIES = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
];

/**
 * The median of a list of numbers (the mean of the middle two for an even count).
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Which class a response belongs to, from the browser's resource type and the URL.
 * @param {string} resourceType Playwright's request.resourceType()
 * @param {string} url
 * @returns {string} one of KINDS
 */
export function resourceKind(resourceType, url) {
  const file = new URL(url).pathname;
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || /\.m?js$/.test(file)) return 'js';
  if (resourceType === 'stylesheet' || file.endsWith('.css')) return 'css';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)$/.test(file)) return 'font';
  if (resourceType === 'image' || /\.(svg|png|jpe?g|gif|webp|avif|ico)$/.test(file)) return 'image';
  return 'other';
}

/** A byte count in KB with one decimal, as the tables show it. */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)}`;
}

/**
 * Every budget the results exceed. A budget is a minimum Lighthouse score per category, a maximum
 * of gzip JS and CSS per page, a maximum CLS, and for the scale run: pages over 1 MB, the seconds
 * GitHub's spec adds to the build, and Lighthouse on its largest page. An exemption
 * lowers one check for one route to a stated floor, with a reason; it never removes the check.
 * @param {object} results the shape bench/run.mjs writes to bench/results.json
 * @param {object} budgets bench/budgets.json
 * @returns {{ route: string, check: string, actual: number, limit: number, exempted?: string, error?: string }[]}
 */
export function compareBudgets(results, budgets) {
  const failures = [];
  const exemption = (route, check) => (budgets.exemptions ?? []).find((e) => e.route === route && e.check === check);
  const min = (route, check, actual, limit) => {
    const exempt = exemption(route, check);
    const floor = exempt ? exempt.min : limit;
    if (actual < floor) failures.push({ route, check, actual, limit: floor, ...(exempt ? { exempted: exempt.reason } : {}) });
  };
  const max = (route, check, actual, limit) => {
    const exempt = exemption(route, check);
    const ceiling = exempt ? exempt.max : limit;
    if (actual > ceiling) failures.push({ route, check, actual, limit: ceiling, ...(exempt ? { exempted: exempt.reason } : {}) });
  };
  for (const route of results.routes) {
    for (const [category] of CATEGORIES) {
      const limit = budgets.lighthouse?.[category];
      const score = route.lighthouse?.scores?.[category];
      if (limit !== undefined && score !== undefined) min(route.name, `lighthouse.${category}`, score, limit);
    }
    if (budgets.maxJsGzipKB !== undefined) max(route.name, 'jsGzipKB', round1(route.bytes.js.gzip / 1024), budgets.maxJsGzipKB);
    if (budgets.maxCssGzipKB !== undefined) max(route.name, 'cssGzipKB', round1(route.bytes.css.gzip / 1024), budgets.maxCssGzipKB);
    const cls = route.lighthouse?.metrics?.cls;
    if (budgets.maxCls !== undefined && cls !== undefined) max(route.name, 'cls', cls, budgets.maxCls);
    // A page's own HTML may grow by at most maxGrowth over the bytes it had when the budget was set.
    const weight = budgets.pageWeight?.[route.name];
    if (weight) max(route.name, 'htmlBytes', route.bytes.html.raw, Math.floor(weight.baselineBytes * (1 + weight.maxGrowth)));
  }
  // A scale run that exists but breaks is a failure too: its numbers are missing, not fine.
  if (results.scale?.error) failures.push({ route: 'scale', check: 'completed', actual: 0, limit: 1, error: results.scale.error });
  const scale = results.scale ?? {};
  const scaleBudget = budgets.scale ?? {};
  if (scaleBudget.maxPagesOver1MB !== undefined && scale.pagesOver1MB !== undefined) {
    max('scale', 'pagesOver1MB', scale.pagesOver1MB, scaleBudget.maxPagesOver1MB);
  }
  if (scaleBudget.maxExtraSeconds !== undefined && scale.extraSeconds !== undefined) {
    max('scale', 'extraSeconds', scale.extraSeconds, scaleBudget.maxExtraSeconds);
  }
  const largest = scale.largestPage?.lighthouse;
  if (largest && scaleBudget.largestPage?.minPerformance !== undefined) {
    min('scale', 'largestPage.performance', largest.scores.performance, scaleBudget.largestPage.minPerformance);
  }
  if (largest && scaleBudget.largestPage?.maxTbtMs !== undefined) {
    max('scale', 'largestPage.tbtMs', Math.round(largest.metrics.tbt), scaleBudget.largestPage.maxTbtMs);
  }
  if (results.devLoop?.error) failures.push({ route: 'dev-loop', check: 'completed', actual: 0, limit: 1, error: results.devLoop.error });
  failures.push(...compareDevLoop(results.devLoop, budgets));
  failures.push(...compareCorpus(results.corpus, budgets));
  failures.push(...compareTryIt(results.tryIt, budgets));
  failures.push(...compareChangelog(results.changelog, budgets));
  failures.push(...compareDocsVersions(results.docsVersions, budgets));
  failures.push(...comparePageWeightScale(results.pageWeightScale, budgets));
  failures.push(...compareDocusaurusFaster(results.docusaurusFaster, budgets));
  return failures;
}

/**
 * The side-by-side run (bench/docusaurus-compare.mjs): at each number of docs the budget names, our
 * build's CPU seconds as a multiple of Docusaurus Faster's on the same docs (maxCpuRatio).
 */
export function compareDocusaurusFaster(run, budgets) {
  const budget = budgets.docusaurusFaster;
  if (!budget || !run || run.available === false) return [];
  if (run.error) return [{ route: 'docusaurus-faster', check: 'completed', actual: 0, limit: 1, error: run.error }];
  return run.sizes.flatMap((size) => {
    const limit = budget.maxCpuRatio?.[String(size.docs)];
    return limit !== undefined && size.cpuRatio > limit
      ? [{ route: `docusaurus-faster.${size.docs}`, check: 'cpuRatio', actual: size.cpuRatio, limit }]
      : [];
  });
}

/** The side-by-side step's line of the report. */
function renderDocusaurusFaster(run) {
  if (!run || run.available === false) return undefined;
  if (run.error) return `- Docusaurus Faster side by side: failed (${run.error})`;
  const sizes = run.sizes.map(
    (s) =>
      `${s.docs} docs: ours ${s.ours.cpuSeconds} CPU s, peak ${s.ours.peakMB} MB; Docusaurus ${s.docusaurus.cpuSeconds} CPU s, peak ${s.docusaurus.peakMB} MB; CPU ×${s.cpuRatio}`,
  );
  const fixed = run.fixedCpuSeconds ? `; fixed CPU s: ours ${run.fixedCpuSeconds.ours}, Docusaurus ${run.fixedCpuSeconds.docusaurus}` : '';
  return `- Docusaurus ${run.docusaurus} Faster side by side: ${sizes.join('; ')}${fixed}`;
}

/**
 * The docs versions run (bench/docs-versions.mjs): the five-version build's time as a multiple of
 * the one-version build's (maxRatio) and the peak memory of either (maxPeakMB).
 */
export function compareDocsVersions(run, budgets) {
  const budget = budgets.docsVersions;
  if (!budget || !run || run.available === false) return [];
  if (run.error) return [{ route: 'docs-versions', check: 'completed', actual: 0, limit: 1, error: run.error }];
  const failures = [];
  if (budget.maxRatio !== undefined && run.ratio > budget.maxRatio)
    failures.push({ route: 'docs-versions', check: 'ratio', actual: run.ratio, limit: budget.maxRatio });
  if (budget.maxPeakMB !== undefined && run.peakMB > budget.maxPeakMB)
    failures.push({ route: 'docs-versions', check: 'peakMB', actual: run.peakMB, limit: budget.maxPeakMB });
  return failures;
}

/**
 * The page-weight run (bench/page-weight.mjs): the same doc page's HTML and .txt at the largest size
 * as a multiple of the smallest (maxGrowth), and doc pages over maxDocPageBytes of HTML at any size.
 */
export function comparePageWeightScale(run, budgets) {
  const budget = budgets.pageWeightScale;
  if (!budget || !run || run.available === false) return [];
  if (run.error) return [{ route: 'page-weight', check: 'completed', actual: 0, limit: 1, error: run.error }];
  const failures = [];
  if (budget.maxGrowth !== undefined) {
    for (const kind of ['html', 'txt']) {
      if (run.growth[kind] > budget.maxGrowth)
        failures.push({ route: 'page-weight', check: `${kind}Growth`, actual: run.growth[kind], limit: budget.maxGrowth });
    }
  }
  if (budget.maxDocPageBytes !== undefined) {
    for (const size of run.sizes) {
      if (size.largestDocPage.bytes > budget.maxDocPageBytes)
        failures.push({
          route: `page-weight.${size.docs}`,
          check: 'largestDocPageBytes',
          actual: size.largestDocPage.bytes,
          limit: budget.maxDocPageBytes,
        });
    }
  }
  return failures;
}

/** The page-weight step's line of the report. */
function renderPageWeightScale(run) {
  if (!run || run.available === false) return undefined;
  if (run.error) return `- page weight: failed (${run.error})`;
  const sizes = run.sizes.map(
    (s) =>
      `${s.docs} docs: HTML ${kb(s.html)} KB, .txt ${kb(s.txt)} KB, ${s.links} links, build ${s.seconds} s (${s.cpuSeconds ?? '?'} CPU s)`,
  );
  return `- page weight (${run.page}): ${sizes.join('; ')}; growth HTML ×${run.growth.html}, .txt ×${run.growth.txt}`;
}

/** Budget failures of a measurement (budgets.tryIt: maxOpenGzipKB, maxConsoleBytesBeforeClick). */
export function compareTryIt(result, budgets) {
  const budget = budgets.tryIt;
  if (!budget || !result) return [];
  if (result.error) return [{ route: 'try-it', check: 'completed', actual: 0, limit: 1, error: result.error }];
  const failures = [];
  const openKB = Math.round(((result.click.js.gzip + result.click.css.gzip) / 1024) * 10) / 10;
  if (openKB > budget.maxOpenGzipKB) failures.push({ route: 'try-it', check: 'openGzipKB', actual: openKB, limit: budget.maxOpenGzipKB });
  if (result.click.files.length === 0) failures.push({ route: 'try-it', check: 'consoleLoadsOnClick', actual: 0, limit: 1 });
  if (result.consoleBytesBeforeClick > budget.maxConsoleBytesBeforeClick)
    failures.push({
      route: 'try-it',
      check: 'consoleBytesBeforeClick',
      actual: result.consoleBytesBeforeClick,
      limit: budget.maxConsoleBytesBeforeClick,
    });
  return failures;
}

/** The Try it step's line of the report. */
function renderTryIt(t) {
  if (!t) return undefined;
  if (t.error) return `- try it: ${t.reason ?? `failed (${t.error})`}`;
  const extra = t.firstLoadExtra
    ? `; first load beyond ${t.seed.dir} (no console): JS +${t.firstLoadExtra.jsGzip} B, CSS +${t.firstLoadExtra.cssGzip} B, HTML +${t.firstLoadExtra.htmlGzip} B gzip`
    : '';
  return `- try it (${t.dir}${t.route}): console bytes before the click ${t.consoleBytesBeforeClick}; on the first click ${t.click.files.length} files, ${kb(t.click.js.gzip + t.click.css.gzip)} KB gzip (JS ${kb(t.click.js.gzip)}, CSS ${kb(t.click.css.gzip)})${extra}`;
}

/**
 * The dev loop's numbers per kind of edit: min, median and max milliseconds from the write to the
 * page that shows it, the samples, and how many edits never showed.
 * @param {Record<string, number[]>} samples
 * @param {Record<string, number>} [failed]
 */
export function summariseDevLoop(samples, failed = {}) {
  return Object.fromEntries(
    Object.entries(samples).map(([kind, values]) => [
      kind,
      values.length
        ? { min: Math.min(...values), median: median(values), max: Math.max(...values), samples: values, failed: failed[kind] ?? 0 }
        : { samples: values, failed: failed[kind] ?? 0 },
    ]),
  );
}

/**
 * The dev loop's budget failures: a median over devLoop.maxMedianMs, an edit that never showed, or
 * a first page later than devLoop.maxFirstPageSeconds.
 * @param {{ kinds?: Record<string, { median?: number, failed: number }>, startSeconds?: number } | undefined} devLoop
 * @param {{ devLoop?: { maxMedianMs?: number, maxFirstPageSeconds?: number } }} budgets
 */
export function compareDevLoop(devLoop, budgets) {
  const limit = budgets.devLoop?.maxMedianMs;
  const firstPage = budgets.devLoop?.maxFirstPageSeconds;
  const failures = [];
  // Issue 29: the first page within 10 s of `npm run dev`, on a site of 10,000 docs too.
  if (firstPage !== undefined && devLoop?.startSeconds !== undefined && devLoop.startSeconds > firstPage)
    failures.push({
      route: 'dev-loop.start',
      check: 'firstPageSeconds',
      actual: Number(devLoop.startSeconds.toFixed(1)),
      limit: firstPage,
    });
  if (!devLoop?.kinds || limit === undefined) return failures;
  for (const [kind, entry] of Object.entries(devLoop.kinds)) {
    if (entry.failed > 0) failures.push({ route: `dev-loop.${kind}`, check: 'editsNotShown', actual: entry.failed, limit: 0 });
    if (entry.median !== undefined && entry.median > limit)
      failures.push({ route: `dev-loop.${kind}`, check: 'medianMs', actual: entry.median, limit });
  }
  return failures;
}

/**
 * The dev loop as a Markdown table.
 * @param {{ edits: number, startSeconds?: number, kinds: Record<string, { min?: number, median?: number, max?: number, failed: number }> }} devLoop
 */
export function renderDevLoop(devLoop) {
  const cell = (value) => (value === undefined ? '–' : String(Math.round(value)));
  const lines = [
    `Edit to page under \`npm run dev\` (ms from the write to the first answer that shows it; ${devLoop.edits} edits per kind${
      devLoop.startSeconds !== undefined ? `; first page ${devLoop.startSeconds.toFixed(1)} s after start` : ''
    }):`,
    '',
    '| edit | min | median | max | not shown |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [kind, entry] of Object.entries(devLoop.kinds))
    lines.push(`| ${kind} | ${cell(entry.min)} | ${cell(entry.median)} | ${cell(entry.max)} | ${entry.failed} |`);
  return `${lines.join('\n')}\n`;
}

function round1(value) {
  return Math.round(value * 10) / 10;
}

function bytesCell(entry) {
  return `${kb(entry.raw)} / ${kb(entry.gzip)}`;
}

/**
 * The Markdown report: one row per route (bytes raw / gzip in KB, requests, Lighthouse medians),
 * then the build, the export size, the scale run and the budget verdict.
 * @param {object} results
 * @param {ReturnType<typeof compareBudgets>} failures
 * @returns {string}
 */
export function renderMarkdown(results, failures) {
  const head = [
    'route',
    'status',
    'requests',
    ...KINDS.map((kind) => `${kind} KB`),
    ...CATEGORIES.map(([, short]) => short),
    'LCP ms',
    'TBT ms',
    'CLS',
  ];
  const lines = [
    `Bytes are raw / gzip KB from a cold load in Chromium (${results.environment?.viewport ?? 'desktop'}); Lighthouse ${
      results.environment?.lighthouse ?? ''
    } mobile, median of ${results.runs} run(s).`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i < 1 ? '---' : '---:')).join(' | ')} |`,
  ];
  for (const route of results.routes) {
    const lh = route.lighthouse;
    const scores = CATEGORIES.map(([category]) => (lh?.scores?.[category] ?? '–').toString());
    const metrics = lh?.metrics
      ? [Math.round(lh.metrics.lcp).toString(), Math.round(lh.metrics.tbt).toString(), lh.metrics.cls.toFixed(3)]
      : ['–', '–', '–'];
    lines.push(
      `| ${[`${route.name} (${route.path})`, route.status, route.requests, ...KINDS.map((kind) => bytesCell(route.bytes[kind])), ...scores, ...metrics].join(' | ')} |`,
    );
  }
  lines.push('');
  if (results.build) lines.push(`- build: ${results.build.seconds.toFixed(1)} s (\`npm run build\`, next build + post-build)`);
  if (results.out)
    lines.push(`- out/: ${(results.out.bytes / 1024 / 1024).toFixed(2)} MB in ${results.out.files} files (${results.out.pages} pages)`);
  const scale = results.scale;
  if (!scale || scale.available === false) lines.push(`- scale: not available${scale?.reason ? ` (${scale.reason})` : ''}`);
  else if (scale.error) lines.push(`- scale: failed (${scale.error})`);
  else {
    const extra =
      scale.extraSeconds !== undefined ? `, ${scale.extraSeconds} s more than the configured site's ${scale.baselineSeconds} s` : '';
    const lh = scale.largestPage?.lighthouse;
    const largestScores = lh
      ? `; Lighthouse mobile on it: performance ${lh.scores.performance}, LCP ${Math.round(lh.metrics.lcp)} ms, TBT ${Math.round(lh.metrics.tbt)} ms`
      : '';
    lines.push(
      // check + next build + post-build add up to the build; the spec's load and view model run inside the check.
      `- scale (GitHub REST API spec): build ${scale.buildSeconds} s${extra} (spec load ${scale.phases?.specLoad} s and view model ${scale.phases?.viewModel} s ` +
        `within the content check ${scale.phases?.check} s, next build ${scale.phases?.pages} s, post-build ${scale.phases?.postbuild} s` +
        `${scale.peakMemoryMB ? `; peak memory ${scale.peakMemoryMB} MB` : ''}), ${scale.pageCount} pages, largest ${scale.largestPage?.path} ` +
        `${kb(scale.largestPage?.bytes ?? 0)} KB (${kb(scale.largestPage?.gzipBytes ?? 0)} KB gzip)${largestScores}; ${scale.pagesOver1MB} over 1 MB`,
    );
  }
  if (results.corpus) lines.push('', renderCorpus(results.corpus));
  const tryIt = renderTryIt(results.tryIt);
  if (tryIt) lines.push(tryIt);
  if (results.changelog) lines.push(renderChangelog(results.changelog));
  const pageWeight = renderPageWeightScale(results.pageWeightScale);
  if (pageWeight) lines.push(pageWeight);
  const docusaurusFaster = renderDocusaurusFaster(results.docusaurusFaster);
  if (docusaurusFaster) lines.push(docusaurusFaster);
  if (results.devLoop?.kinds) lines.push('', renderDevLoop(results.devLoop).trimEnd());
  else if (results.devLoop)
    lines.push(`- dev loop: ${results.devLoop.error ? `failed (${results.devLoop.error})` : `not run (${results.devLoop.reason})`}`);
  const failing = results.routes.filter((route) => route.lighthouse?.failing?.length);
  if (failing.length > 0) {
    lines.push('', 'Lighthouse audits below full score in any run:', '');
    for (const route of failing) lines.push(`- ${route.name}: ${route.lighthouse.failing.join(', ')}`);
  }
  lines.push('');
  if (failures.length === 0) lines.push('Budgets (bench/budgets.json): all met.');
  else {
    lines.push(`Budgets (bench/budgets.json): ${failures.length} exceeded.`, '');
    for (const f of failures) {
      if (f.error) lines.push(`- ${f.route}: did not complete (${f.error})`);
      else lines.push(`- ${f.route}: ${f.check} is ${f.actual}, budget ${f.limit}${f.exempted ? ` (exemption: ${f.exempted})` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The API changelog's budget failures (bench/api-changelog.mjs): its time, its largest page, and its
 * operations added and removed against the direct count.
 * @param {any} changelog
 * @param {{ changelog?: { maxSeconds?: number, maxPageBytes?: number } }} budgets
 */
export function compareChangelog(changelog, budgets) {
  if (!changelog || changelog.available === false) return [];
  if (changelog.error) return [{ route: 'changelog', check: 'completed', actual: 0, limit: 1, error: changelog.error }];
  const failures = [];
  const limits = budgets.changelog ?? {};
  if (limits.maxSeconds !== undefined && changelog.seconds > limits.maxSeconds)
    failures.push({ route: 'changelog', check: 'seconds', actual: changelog.seconds, limit: limits.maxSeconds });
  if (limits.maxPageBytes !== undefined && changelog.largestPage.bytes > limits.maxPageBytes)
    failures.push({ route: 'changelog', check: 'largestPageBytes', actual: changelog.largestPage.bytes, limit: limits.maxPageBytes });
  if (!changelog.countsMatch)
    failures.push({
      route: 'changelog',
      check: 'countsMatch',
      actual: 0,
      limit: 1,
      error: `engine ${JSON.stringify(changelog.engine)}, direct count ${JSON.stringify(changelog.independent)}`,
    });
  return failures;
}

/** One line for results.md. @param {any} c */
export function renderChangelog(c) {
  if (c.available === false) return `- API changelog: not run (${c.reason})`;
  if (c.error) return `- API changelog: failed (${c.error})`;
  return (
    `- API changelog (${c.pair}, ${c.operations.before} → ${c.operations.after} operations): ${c.seconds} s, ${c.changes} changes (${c.breaking} breaking) in ` +
    `${c.operationsChanged} changed operations; added ${c.engine.added} / removed ${c.engine.removed} (direct count ${c.independent.added} / ${c.independent.removed}); ` +
    `${c.pages} pages, largest ${c.largestPage.route} ${Math.round(c.largestPage.bytes / 1024)} KB, ${c.pagesOver1MB} over 1 MB`
  );
}
