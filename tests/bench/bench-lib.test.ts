import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareBudgets, KINDS, median, renderMarkdown, resourceKind } from '../../bench/lib.mjs';

function bytes(js: number, css: number) {
  const entry = Object.fromEntries(KINDS.map((kind) => [kind, { raw: 0, gzip: 0 }]));
  return { ...entry, js: { raw: js * 3, gzip: js }, css: { raw: css * 4, gzip: css } };
}

function route(name: string, overrides: { js?: number; css?: number; scores?: Record<string, number>; cls?: number } = {}) {
  return {
    name,
    path: `/${name}`,
    status: 200,
    requests: 12,
    bytes: bytes(overrides.js ?? 100 * 1024, overrides.css ?? 10 * 1024),
    lighthouse: {
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...overrides.scores },
      metrics: { lcp: 1234.4, tbt: 20, cls: overrides.cls ?? 0 },
    },
  };
}

const budgets = {
  lighthouse: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  maxJsGzipKB: 160,
  maxCssGzipKB: 30,
  maxCls: 0,
  scale: { maxPagesOver1MB: 0, maxExtraSeconds: 60, largestPage: { minPerformance: 90, maxTbtMs: 200 } },
  exemptions: [{ route: '404', check: 'lighthouse.seo', min: 60, reason: 'noindex by design' }],
};

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe('resourceKind', () => {
  it('classifies by resource type, then by file extension', () => {
    expect(resourceKind('document', 'http://h/demo/docs/intro')).toBe('html');
    expect(resourceKind('script', 'http://h/demo/_next/static/chunks/a.js')).toBe('js');
    expect(resourceKind('stylesheet', 'http://h/a.css')).toBe('css');
    expect(resourceKind('other', 'http://h/a.css?v=1')).toBe('css');
    expect(resourceKind('font', 'http://h/f.woff2')).toBe('font');
    expect(resourceKind('image', 'http://h/img/logo.svg')).toBe('image');
    expect(resourceKind('fetch', 'http://h/demo/docs/intro.txt?_rsc=1')).toBe('other');
  });
});

describe('compareBudgets', () => {
  it('passes results within every budget', () => {
    expect(compareBudgets({ routes: [route('home')], scale: { pagesOver1MB: 0 } }, budgets)).toEqual([]);
  });

  it('reports each exceeded budget with its route, actual value and limit', () => {
    const results = {
      routes: [route('doc', { js: 170 * 1024, css: 31 * 1024, scores: { performance: 97 }, cls: 0.02 })],
      scale: { pagesOver1MB: 2 },
    };
    expect(compareBudgets(results, budgets)).toEqual([
      { route: 'doc', check: 'lighthouse.performance', actual: 97, limit: 100 },
      { route: 'doc', check: 'jsGzipKB', actual: 170, limit: 160 },
      { route: 'doc', check: 'cssGzipKB', actual: 31, limit: 30 },
      { route: 'doc', check: 'cls', actual: 0.02, limit: 0 },
      { route: 'scale', check: 'pagesOver1MB', actual: 2, limit: 0 },
    ]);
  });

  it("holds a page's HTML bytes within its growth over the baseline", () => {
    const weighed = { ...budgets, pageWeight: { 'api-word': { baselineBytes: 80_000, maxGrowth: 0.05 } } };
    const page = (html: number) => {
      const entry = route('api-word');
      return { routes: [{ ...entry, bytes: { ...entry.bytes, html: { raw: html, gzip: html / 6 } } }] };
    };
    expect(compareBudgets(page(84_000), weighed)).toEqual([]);
    expect(compareBudgets(page(84_001), weighed)).toEqual([{ route: 'api-word', check: 'htmlBytes', actual: 84_001, limit: 84_000 }]);
  });

  it('an exemption lowers one check on one route to its floor, and still fails below the floor', () => {
    const at = (seo: number) => ({ routes: [route('404', { scores: { seo } }), route('home', { scores: { seo } })] });
    expect(compareBudgets(at(66), budgets)).toEqual([{ route: 'home', check: 'lighthouse.seo', actual: 66, limit: 100 }]);
    expect(compareBudgets(at(50), budgets)).toContainEqual({
      route: '404',
      check: 'lighthouse.seo',
      actual: 50,
      limit: 60,
      exempted: 'noindex by design',
    });
  });

  it('judges the scale run: the seconds GitHub adds to the build, and Lighthouse on its largest page', () => {
    const scale = (extraSeconds: number, performance: number, tbt: number) => ({
      routes: [],
      scale: {
        pagesOver1MB: 0,
        extraSeconds,
        largestPage: { path: '/api/github/x', lighthouse: { scores: { performance }, metrics: { lcp: 2000, tbt, cls: 0 } } },
      },
    });
    expect(compareBudgets(scale(45, 99, 60), budgets)).toEqual([]);
    expect(compareBudgets(scale(60, 90, 200), budgets)).toEqual([]);
    expect(compareBudgets(scale(61.5, 89, 200.4), budgets)).toEqual([
      { route: 'scale', check: 'extraSeconds', actual: 61.5, limit: 60 },
      { route: 'scale', check: 'largestPage.performance', actual: 89, limit: 90 },
    ]);
    expect(compareBudgets(scale(10, 95, 250), budgets)).toEqual([{ route: 'scale', check: 'largestPage.tbtMs', actual: 250, limit: 200 }]);
  });

  it('a scale run that breaks is a failure', () => {
    expect(compareBudgets({ routes: [], scale: { error: 'exit 1' } }, budgets)).toEqual([
      { route: 'scale', check: 'completed', actual: 0, limit: 1, error: 'exit 1' },
    ]);
  });

  it('skips Lighthouse checks when Lighthouse did not run, and the scale check when it was not available', () => {
    const results = { routes: [{ ...route('home'), lighthouse: undefined }], scale: { available: false } };
    expect(compareBudgets(results, budgets)).toEqual([]);
  });
});

describe('renderMarkdown', () => {
  const results = {
    runs: 3,
    environment: { viewport: '1280×800', lighthouse: '13.5.0' },
    routes: [route('home')],
    build: { seconds: 61.23 },
    out: { bytes: 5 * 1024 * 1024, files: 300, pages: 39 },
    scale: { available: false, reason: '--no-scale' },
  };

  it('renders one row per route with raw / gzip KB, scores and metrics', () => {
    const table = renderMarkdown(results, []);
    expect(table).toContain(
      '| route | status | requests | html KB | js KB | css KB | font KB | image KB | other KB | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |',
    );
    expect(table).toContain(
      '| home (/home) | 200 | 12 | 0.0 / 0.0 | 300.0 / 100.0 | 40.0 / 10.0 | 0.0 / 0.0 | 0.0 / 0.0 | 0.0 / 0.0 | 100 | 100 | 100 | 100 | 1234 | 20 | 0.000 |',
    );
    expect(table).toContain('median of 3 run(s)');
    expect(table).toContain('- build: 61.2 s');
    expect(table).toContain('- out/: 5.00 MB in 300 files (39 pages)');
    expect(table).toContain('- scale: not available (--no-scale)');
    expect(table).toContain('all met');
  });

  it('lists the exceeded budgets and the scale numbers', () => {
    const scale = {
      buildSeconds: 300,
      baselineSeconds: 40,
      extraSeconds: 260,
      phases: { specLoad: 5, viewModel: 10, check: 15, pages: 250, postbuild: 35 },
      peakMemoryMB: 2100,
      pageCount: 2000,
      largestPage: {
        path: '/api/github/x',
        bytes: 2048,
        gzipBytes: 1024,
        lighthouse: { scores: { performance: 97 }, metrics: { lcp: 2345.6, tbt: 61.4, cls: 0 } },
      },
      pagesOver1MB: 0,
    };
    const failing = {
      ...results,
      routes: [{ ...route('home'), lighthouse: { ...route('home').lighthouse, failing: ['performance/total-blocking-time'] } }],
    };
    const table = renderMarkdown({ ...failing, scale }, [{ route: 'home', check: 'cls', actual: 0.1, limit: 0 }]);
    expect(table).toContain('- home: performance/total-blocking-time');
    expect(table).toContain("- scale (GitHub REST API spec): build 300 s, 260 s more than the configured site's 40 s (spec load 5 s");
    // The phases listed add up to the build: the content check, next build and post-build.
    expect(table).toContain('within the content check 15 s, next build 250 s, post-build 35 s; peak memory 2100 MB)');
    expect(table).toContain(
      'largest /api/github/x 2.0 KB (1.0 KB gzip); Lighthouse mobile on it: performance 97, LCP 2346 ms, TBT 61 ms; 0 over 1 MB',
    );
    expect(table).toContain('1 exceeded');
    expect(table).toContain('- home: cls is 0.1, budget 0');
  });
});

describe('dev loop', () => {
  it('summarises each kind of edit and checks the median budget', async () => {
    const { compareDevLoop, renderDevLoop, summariseDevLoop } = await import('../../bench/lib.mjs');
    const kinds = summariseDevLoop({ doc: [900, 700, 1200], api: [2500, 2100, 1900], config: [] }, { config: 2 });
    expect(kinds.doc).toEqual({ min: 700, median: 900, max: 1200, samples: [900, 700, 1200], failed: 0 });
    const failures = compareDevLoop({ kinds }, { devLoop: { maxMedianMs: 2000 } });
    expect(failures).toEqual([
      { route: 'dev-loop.api', check: 'medianMs', actual: 2100, limit: 2000 },
      { route: 'dev-loop.config', check: 'editsNotShown', actual: 2, limit: 0 },
    ]);
    expect(compareBudgets({ routes: [], devLoop: { edits: 3, kinds } }, { devLoop: { maxMedianMs: 2000 } })).toHaveLength(2);
    expect(renderDevLoop({ edits: 3, kinds })).toMatch(/\| doc \| 700 \| 900 \| 1200 \| 0 \|/);
  });

  it('checks the first page against its budget (issue 29: 10 s), when the run measured it', async () => {
    const { compareDevLoop } = await import('../../bench/lib.mjs');
    const budgets = { devLoop: { maxMedianMs: 2000, maxFirstPageSeconds: 10 } };
    const kinds = { doc: { median: 400, failed: 0 } };
    expect(compareDevLoop({ kinds, startSeconds: 9.2 }, budgets)).toEqual([]);
    expect(compareDevLoop({ kinds, startSeconds: 11.06 }, budgets)).toEqual([
      { route: 'dev-loop.start', check: 'firstPageSeconds', actual: 11.1, limit: 10 },
    ]);
    expect(compareDevLoop({ kinds }, budgets)).toEqual([]);
  });
});

describe('docs versions budget', () => {
  const budgets = { docsVersions: { maxRatio: 5, maxPeakMB: 2048 } };
  it('passes within the ratio and memory, fails beyond either, and fails a run that broke', async () => {
    const { compareDocsVersions } = await import('../../bench/lib.mjs');
    expect(compareDocsVersions({ ratio: 3.2, peakMB: 1500 }, budgets)).toEqual([]);
    expect(compareDocsVersions({ ratio: 5.4, peakMB: 2100 }, budgets).map((f: { check: string }) => f.check)).toEqual(['ratio', 'peakMB']);
    expect(compareDocsVersions({ error: 'exited 1' }, budgets)[0]).toMatchObject({ route: 'docs-versions', check: 'completed' });
    expect(compareDocsVersions({ available: false }, budgets)).toEqual([]);
  });
});

describe('page weight at scale budget (issue 29)', () => {
  const budgets = { pageWeightScale: { maxGrowth: 1.25, maxDocPageBytes: 100_000 } };
  const size = (docs: number, bytes: number) => ({
    docs,
    html: bytes,
    txt: bytes / 2,
    links: 60,
    largestDocPage: { path: 'docs/x.html', bytes },
  });
  it('passes a page that stays within its growth and size, fails one that grows with the site, and a run that broke', async () => {
    const { comparePageWeightScale, compareBudgets } = await import('../../bench/lib.mjs');
    expect(comparePageWeightScale({ sizes: [size(100, 60_000), size(1000, 70_000)], growth: { html: 1.17, txt: 1.2 } }, budgets)).toEqual(
      [],
    );
    const grown = comparePageWeightScale({ sizes: [size(100, 60_000), size(1000, 120_000)], growth: { html: 2, txt: 1.3 } }, budgets);
    expect(grown.map((f: { route: string; check: string }) => `${f.route} ${f.check}`)).toEqual([
      'page-weight htmlGrowth',
      'page-weight txtGrowth',
      'page-weight.1000 largestDocPageBytes',
    ]);
    expect(comparePageWeightScale({ error: 'exited 1' }, budgets)[0]).toMatchObject({ route: 'page-weight', check: 'completed' });
    expect(comparePageWeightScale({ available: false }, budgets)).toEqual([]);
    expect(
      compareBudgets({ routes: [], pageWeightScale: { sizes: [size(100, 60_000)], growth: { html: 1.5, txt: 1 } } }, budgets),
    ).toHaveLength(1);
  });
});

describe('Docusaurus Faster side-by-side budget (issue 29)', () => {
  const budgets = { docusaurusFaster: { maxCpuRatio: { '1000': 1.5, '10000': 1 } } };
  const size = (docs: number, ours: number, theirs: number) => ({
    docs,
    ours: { cpuSeconds: ours, peakMB: 1000 },
    docusaurus: { cpuSeconds: theirs, peakMB: 800 },
    cpuRatio: Math.round((ours / theirs) * 100) / 100,
  });
  it('judges the CPU ratio at the sizes the budget names only, and a run that broke', async () => {
    const { compareDocusaurusFaster, compareBudgets, linearCost } = {
      ...(await import('../../bench/lib.mjs')),
      ...(await import('../../bench/docusaurus-compare.mjs')),
    };
    // 100 docs is over 1.5 but unbudgeted (fixed costs); 1,000 within.
    expect(compareDocusaurusFaster({ sizes: [size(100, 90, 30), size(1000, 140, 100)] }, budgets)).toEqual([]);
    expect(compareDocusaurusFaster({ sizes: [size(1000, 200, 100), size(10000, 900, 1000)] }, budgets)).toEqual([
      { route: 'docusaurus-faster.1000', check: 'cpuRatio', actual: 2, limit: 1.5 },
    ]);
    expect(compareDocusaurusFaster({ error: 'exited 1' }, budgets)[0]).toMatchObject({ check: 'completed' });
    expect(compareDocusaurusFaster({ available: false }, budgets)).toEqual([]);
    expect(compareBudgets({ routes: [], docusaurusFaster: { sizes: [size(10000, 1200, 1000)] } }, budgets)).toHaveLength(1);
    // The fixed cost is where the line through two sizes meets zero docs.
    expect(linearCost(size(100, 90, 30), size(1000, 180, 100), 'ours')).toEqual({ fixed: 80, perDoc: 0.1 });
  });

  it("takes the median of the runs' ratios (each pair back to back), and each side's run of median CPU seconds", async () => {
    const { medianPair } = await import('../../bench/docusaurus-compare.mjs');
    const pair = (ours: number, theirs: number) => ({ ours: { cpuSeconds: ours, pages: 1 }, docusaurus: { cpuSeconds: theirs, pages: 2 } });
    // A loaded moment slows both builds of its pair: the ratios 1.4, 1.8, 1.5 give 1.5, whatever the medians of each side.
    const result = medianPair(1000, [pair(70, 50), pair(90, 50), pair(75, 50)]);
    expect(result.cpuRatio).toBe(1.5);
    expect(result.ours).toEqual({ cpuSeconds: 75, pages: 1 });
    expect(result.docusaurus).toEqual({ cpuSeconds: 50, pages: 2 });
    expect(result.runs).toEqual([
      { ours: 70, docusaurus: 50, cpuRatio: 1.4 },
      { ours: 90, docusaurus: 50, cpuRatio: 1.8 },
      { ours: 75, docusaurus: 50, cpuRatio: 1.5 },
    ]);
    // One run is that run; two take the lower.
    expect(medianPair(100, [pair(30, 15)]).cpuRatio).toBe(2);
    expect(medianPair(100, [pair(30, 15), pair(24, 16)]).cpuRatio).toBe(1.5);
  });
});

describe('the Docusaurus side of bench:docusaurus', () => {
  it('links its home page to a doc the generated site has, at every size (past 40 folders the docs sit in sections)', async () => {
    const { writeDocusaurusSite } = await import('../../bench/docusaurus-compare.mjs');
    const { generateDocsSite } = await import('../../bench/generate-docs-site.mjs');
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-docusaurus-site-'));
    try {
      for (const docs of [10, 50]) {
        const generated = path.join(scratch, `generated-${docs}`);
        const dir = path.join(scratch, `docusaurus-${docs}`);
        generateDocsSite(docs, generated, { folderSize: 1 });
        writeDocusaurusSite(generated, dir, docs, { folderSize: 1 });
        const link = /\]\((\/docs\/[^)]+)\)/.exec(fs.readFileSync(path.join(dir, 'src', 'pages', 'index.md'), 'utf8'))![1]!;
        expect(fs.existsSync(path.join(dir, `${link.slice(1)}.md`)), `${docs} docs: ${link}`).toBe(true);
      }
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
