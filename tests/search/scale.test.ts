import { describe, expect, it } from 'vitest';
import { buildSearchIndex, MANIFEST_FILE } from '@/lib/search/build-index';
import { SearchClient } from '@/lib/runtime/search-client';
import { queryTerms, type SearchRecord } from '@/lib/runtime/search-index';

// What grows with the site (issue 29): the manifest must not, and what one query downloads must
// grow with its results, not with the number of records. Records as a generated docs site's: every
// page uses the same words, so a common word's postings grow with the site.

const WORDS = 'gauge station alert quality flag calibrate sensor reading tide level offset drift sample window threshold report'.split(' ');

function records(count: number): SearchRecord[] {
  // A fixed pseudo-random sequence, so both sizes draw from the same vocabulary the same way.
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const word = () => WORDS[Math.floor(next() ** 2 * WORDS.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    section: 'docs' as const,
    url: `/docs/topic-${Math.floor(i / 25)}/doc-${i}`,
    title: `${word()} ${word()}`,
    context: `Topic ${Math.floor(i / 25)}`,
    terms: '',
    names: '',
    text: Array.from({ length: 12 + (i % 12) }, word).join(' '),
  }));
}

/** The bytes of index files a query fetches (the manifest, terms and postings) and of record blocks (at most one per result). */
async function downloads(files: Map<string, string>, query: string): Promise<{ index: number; blocks: number; hits: number }> {
  const fetched = { index: 0, blocks: 0 };
  const client = new SearchClient('/search/', async (url) => {
    const content = files.get(url.slice(1))!;
    fetched[/\/records\./.test(url) ? 'blocks' : 'index'] += content.length;
    return JSON.parse(content);
  });
  const answer = await client.search(query);
  return { ...fetched, hits: answer.hits.length };
}

describe('the search index as the site grows', () => {
  // At 10,000 records a common word has more postings than a query loads (MAX_POSTINGS_PARTS).
  const small = buildSearchIndex(records(1_000));
  const large = buildSearchIndex(records(10_000));

  it('keeps the manifest the same size at 1,000 and 10,000 records', () => {
    const size = (built: typeof small) => built.files.get(MANIFEST_FILE)!.length;
    // The same words at both sizes: only the number of documents and of record blocks' digits differ.
    expect(size(large)).toBeLessThanOrEqual(size(small) + 10);
  });

  it('downloads about as much for a query at 10,000 records as at 1,000', async () => {
    for (const query of ['gauge', 'calibrate the station', 'quality flag', 'sens']) {
      const [few, many] = [await downloads(small.files, query), await downloads(large.files, query)];
      expect(many.hits, query).toBe(few.hits);
      // The manifest, the shards of its terms and at most MAX_POSTINGS_PARTS parts of each term's postings (2,000 of them).
      expect(many.index, query).toBeLessThan(Math.max(few.index * 4, queryTerms(query).length * 30_000));
      // A block per result at most, whatever the number of records.
      expect(many.blocks, query).toBeLessThan(few.blocks * 1.5);
    }
  });
});
