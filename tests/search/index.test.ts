import { readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { recordsFromApi } from '@/lib/search/api-records';
import { buildSearchIndex, excerpt, MANIFEST_FILE } from '@/lib/search/build-index';
import { recordsFromHtml } from '@/lib/search/html-records';
import { groupHits, SearchClient } from '@/lib/runtime/search-client';
import { buildQuery, MINISEARCH_OPTIONS, queryTerms, shardsForTerm, type SearchRecord, type ShardFile } from '@/lib/runtime/search-index';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

async function fixtureRecords(): Promise<SearchRecord[]> {
  const { document } = await loadSpec(path.join(__dirname, 'fixtures', 'spec.yaml'));
  return [
    ...recordsFromHtml('/docs/basics/create-a-page', fixture('doc-page.html'), { siteTitle: 'API Docs' }),
    ...recordsFromHtml('/blog/first', fixture('blog-post.html'), { siteTitle: 'API Docs' }),
    ...recordsFromApi({ route: '/api/shop' }, buildApiModel(document)),
  ];
}

/** A client over built files in memory that records what it fetched. */
function clientOver(files: Map<string, string>) {
  const fetched: string[] = [];
  const client = new SearchClient('/demo/search/', async (url) => {
    fetched.push(url);
    const content = files.get(url.replace(/^\/demo\//, ''));
    if (content === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(content);
  });
  return { client, fetched };
}

describe('the built index', async () => {
  const records = await fixtureRecords();
  // Small shards, so that the fixture's few hundred terms need several.
  const built = buildSearchIndex(records, { shardBytes: 300, blockSize: 4 });
  const { manifest, files } = built;
  const shards = manifest.shards.map((shard) => JSON.parse(files.get(shard.file)!) as ShardFile);

  it('cuts the sorted terms into shards, every term in the shard its range names, once', () => {
    expect(manifest.shards.length).toBeGreaterThan(5);
    expect(manifest.shards[0]!.from).toBe('');
    const all = shards.flat().map(([term]) => term);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual([...all].sort());
    shards.forEach((terms, i) => {
      const next = manifest.shards[i + 1]?.from;
      for (const [term] of terms) {
        expect(term >= manifest.shards[i]!.from).toBe(true);
        if (next !== undefined) expect(term < next).toBe(true);
      }
    });
  });

  it('holds every record, in blocks, with its excerpt; the manifest at a fixed name, the rest content-hashed', () => {
    expect(manifest.documentCount).toBe(records.length);
    const blocks = Math.ceil(records.length / 4);
    const stored = Array.from({ length: blocks }, (_, block) => JSON.parse(files.get(`${manifest.records}.${block}.json`)!));
    expect(stored.flat().map((record: SearchRecord) => record.url)).toEqual(records.map((record) => record.url));
    expect(files.has(MANIFEST_FILE)).toBe(true);
    for (const name of files.keys())
      if (name !== MANIFEST_FILE)
        expect(name).toMatch(/^search\/(terms\.[0-9a-f]{12}|records\.[0-9a-f]{12}\.\d+|postings\.[0-9a-f]{12})\.json$/);
  });

  it('indexes operation identifiers, camelCase parts, property names and prose', () => {
    const terms = new Set(shards.flat().map(([term]) => term));
    for (const term of ['placeorder', 'place', 'order', 'shops', 'shopid', 'giftwrap', 'gift', 'wrap', 'stock', 'post']) {
      expect(terms, term).toContain(term);
    }
    // One-letter terms and stop words in prose are not indexed.
    expect(terms).not.toContain('a');
    expect(terms).not.toContain('the');
  });

  it('answers as one MiniSearch index over all records, whatever the share of postings kept in the shards', async () => {
    const whole = new MiniSearch<SearchRecord & { id: number }>(MINISEARCH_OPTIONS);
    whole.addAll(records.map((record, id) => ({ ...record, id })));
    // MiniSearch's answer to the steps the client takes: exact and prefix, else typos, else any word.
    const expected = (query: string) => {
      let results = whole.search(buildQuery(query), { fuzzy: false });
      if (results.length === 0) results = whole.search(buildQuery(query));
      if (results.length === 0 && queryTerms(query).length > 1) results = whole.search(buildQuery(query, 'OR'));
      return results;
    };
    const queries = [
      'order',
      'place order',
      'shopId',
      'giftWrap',
      'out of stock',
      'orde',
      'ordr',
      '/shops/{shopId}/orders',
      'the page',
      'shop',
      'request',
    ];
    for (const headPostings of [32, 2, 1]) {
      const split = buildSearchIndex(records, { shardBytes: 300, blockSize: 4, headPostings });
      for (const limit of [3, 100]) {
        const { client } = clientOver(split.files);
        for (const query of queries) {
          const want = expected(query).slice(0, limit);
          const got = (await client.search(query, limit)).hits;
          expect(want.length, query).toBeGreaterThan(0);
          expect(
            got.map((hit) => hit.id),
            `${query} (head ${headPostings}, limit ${limit})`,
          ).toEqual(want.map((result) => result.id));
          // Scores are kept to four significant digits; with every posting in the shards, they are MiniSearch's.
          if (headPostings === 32)
            got.forEach((hit, i) => expect(Math.abs(hit.score - want[i]!.score), query).toBeLessThan(want[i]!.score * 1e-3));
        }
      }
    }
  });

  it('finds an operation by its path, operationId, a parameter and a phrase of its description', async () => {
    const { client } = clientOver(files);
    for (const query of ['/shops/{shopId}/orders', 'placeOrder', 'X-Request-Id', 'Out of stock']) {
      const answer = await client.search(query);
      expect(answer.hits[0]?.record.url, query).toBe('/api/shop#operation/placeOrder');
    }
    // A nested property name finds the operation too (and the schema that declares it).
    const urls = (await client.search('giftWrap')).hits.map((hit) => hit.record.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/shop#operation/placeOrder', '/api/shop#schema/Line']));
  });

  it('finds a doc heading by a word of its section, and the page part of a camelCase identifier', async () => {
    const { client } = clientOver(files);
    expect((await client.search('folder')).hits[0]?.record.url).toBe('/docs/basics/create-a-page#write-it');
    expect((await client.search('wrap')).hits.map((hit) => hit.record.url)).toContain('/api/shop#operation/placeOrder');
  });

  it('downloads only the manifest, the shards its terms need and the blocks of its results', async () => {
    const { client, fetched } = clientOver(files);
    const answer = await client.search('quantity');
    const needed = shardsForTerm('quantity', manifest.shards).map((shard) => `/demo/${shard.file}`);
    const blocks = new Set(answer.hits.map((hit) => `/demo/${manifest.records}.${Math.floor(hit.id / 4)}.json`));
    expect(fetched.sort()).toEqual(['/demo/search/index.json', ...needed, ...blocks].sort());
    expect(needed.length).toBeLessThan(manifest.shards.length / 2);
  });

  it('tolerates typos: within the loaded shards, then across the shards of the first letter', async () => {
    const { client } = clientOver(files);
    expect((await client.search('ordr')).hits.length).toBeGreaterThan(0);
    // One term per shard: "qauntity" sorts before "quantity", in another shard, found only once
    // the shards of the letter q are all fetched.
    const tiny = buildSearchIndex(records, { shardBytes: 1 });
    const quantityShard = shardsForTerm('quantity', tiny.manifest.shards).at(-1);
    expect(shardsForTerm('qauntity', tiny.manifest.shards)).not.toContain(quantityShard);
    const { client: fresh, fetched } = clientOver(tiny.files);
    const answer = await fresh.search('qauntity');
    expect(answer.hits.map((hit) => hit.record.url)).toContain('/api/shop#operation/placeOrder');
    expect(fetched).toContain(`/demo/${quantityShard!.file}`);
  });

  it('prefers all the words, falls back to any of them, and searches nothing for a single letter', async () => {
    const { client } = clientOver(files);
    const both = await client.search('place order');
    expect(both.hits[0]?.record.url).toBe('/api/shop#operation/placeOrder');
    const either = await client.search('order zzzzzz');
    expect(either.hits.length).toBeGreaterThan(0);
    expect(await client.search('a')).toMatchObject({ terms: [], hits: [] });
  });

  it('tries a failed download again on the next query', async () => {
    let fail = true;
    const client = new SearchClient('/demo/search/', async (url) => {
      if (fail) throw new Error('offline');
      return JSON.parse(files.get(url.replace(/^\/demo\//, ''))!);
    });
    await expect(client.search('order')).rejects.toThrow('offline');
    fail = false;
    expect((await client.search('order')).hits.length).toBeGreaterThan(0);
  });

  it('groups hits by section, ordered by their best hit', async () => {
    const { client } = clientOver(files);
    const groups = groupHits((await client.search('words')).hits);
    expect(groups.map((group) => group.label)).toEqual(['Blog']);
    const mixed = groupHits((await client.search('page')).hits);
    expect(mixed[0]!.label).toBe('Docs');
  });
});

describe('words a page may hold that name object properties', () => {
  // The index is built in Maps and read from arrays: a page about `__proto__` or `constructor` is found like any other.
  it('finds __proto__, constructor, toString and hasOwnProperty', async () => {
    const records: SearchRecord[] = [
      {
        section: 'docs',
        url: '/a',
        title: 'The __proto__ chain',
        context: 'A',
        terms: '',
        names: '',
        text: 'toString hasOwnProperty prototype',
      },
      { section: 'docs', url: '/b', title: 'Gauges', context: 'B', terms: '', names: '', text: 'The constructor of a gauge' },
    ];
    const { client } = clientOver(buildSearchIndex(records).files);
    expect((await client.search('__proto__', 10)).hits.map((hit) => hit.id)).toEqual([0]);
    expect((await client.search('constructor', 10)).hits.map((hit) => hit.id)).toEqual([1]);
    expect((await client.search('toString', 10)).hits.map((hit) => hit.id)).toEqual([0]);
    expect((await client.search('hasOwnProperty', 10)).hits.map((hit) => hit.id)).toEqual([0]);
  });
});

describe('excerpt', () => {
  it('cuts at a word boundary and marks the cut', () => {
    expect(excerpt('short', 10)).toBe('short');
    expect(excerpt('Returns the number of words in the text.', 20)).toBe('Returns the number…');
  });
});
