import { createHash } from 'node:crypto';
import {
  HEAD_POSTINGS,
  MINISEARCH_OPTIONS,
  type SearchManifest,
  type SearchRecord,
  type SearchVersion,
  type ShardFile,
  type StoredRecord,
} from '@/lib/runtime/search-index';

/** The folder under the export (and so under the base path) that holds the index. */
export const SEARCH_DIR = 'search';
/** The index's fixed entry point; every other file has a content-hashed name. */
export const MANIFEST_FILE = `${SEARCH_DIR}/index.json`;

export interface BuildOptions {
  /** A shard is closed once its JSON passes this many bytes (before compression). */
  shardBytes?: number;
  /** Stored records per block file. */
  blockSize?: number;
  /** Longest excerpt kept for a result, in characters. */
  excerptLength?: number;
  /** Postings of a term kept in its shard; the rest go into files of their own. */
  headPostings?: number;
}

export interface BuiltIndex {
  manifest: SearchManifest;
  /** Path under the export folder → content, the manifest included. */
  files: Map<string, string>;
}

// Chosen on GitHub's REST description (bench/search-scale.mjs): a 24 KB shard is about 5 KB
// gzipped, so a word typed letter by letter fetches a few; blocks of 16 records keep a query's 20
// results to ~10 KB (blocks of 32: ~14 KB; of 8: ~8 KB but twice the files).
const DEFAULTS: Required<BuildOptions> = { shardBytes: 24_000, blockSize: 16, excerptLength: 180, headPostings: HEAD_POSTINGS };

/** The start of a text, cut at a word boundary. */
export function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function hashed(kind: string, content: string): string {
  return `${SEARCH_DIR}/${kind}.${createHash('sha256').update(content).digest('hex').slice(0, 12)}.json`;
}

/** Cuts the sorted terms into consecutive shards of about `bytes` bytes of JSON each. */
function shardTerms(index: ShardFile, bytes: number): ShardFile[] {
  const sorted = [...index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const shards: ShardFile[] = [];
  let shard: ShardFile = [];
  let size = 0;
  for (const entry of sorted) {
    const entrySize = JSON.stringify(entry).length + 1;
    if (shard.length > 0 && size + entrySize > bytes) {
      shards.push(shard);
      shard = [];
      size = 0;
    }
    shard.push(entry);
    size += entrySize;
  }
  if (shard.length > 0 || shards.length === 0) shards.push(shard);
  return shards;
}

/** The manifest's versions table (runs of documents of one version); nothing on a site whose records have no version. */
function versionTable(records: SearchRecord[]): Pick<SearchManifest, 'versions'> {
  if (!records.some((record) => record.version)) return {};
  const list: SearchVersion[] = [];
  const byKey = new Map<string, number>();
  const runs: number[] = [];
  for (const record of records) {
    let index = -1;
    if (record.version) {
      index = byKey.get(record.version.key) ?? list.push(record.version) - 1;
      byKey.set(record.version.key, index);
    }
    if (runs.at(-2) === index) runs[runs.length - 1]! += 1;
    else runs.push(index, 1);
  }
  return { versions: { list, runs } };
}

// MiniSearch's BM25 (its defaults, which MINISEARCH_OPTIONS keep), so that a score computed here is
// the score MiniSearch computes for the same term in the same document.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
function bm25(termFrequency: number, matching: number, documents: number, length: number, averageLength: number): number {
  const inverse = Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));
  return inverse * (BM25.d + (termFrequency * (BM25.k + 1)) / (termFrequency + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength)));
}

/** Four significant digits: the order of scores is kept (ties apart), at a third of the bytes. */
const round = (score: number) => Number(score.toPrecision(4));

/** Sizes of the files a common term's postings continue in, after its head: each twice the one before. */
function* chunkSizes(head: number): Generator<number> {
  for (let size = head * 4; ; size *= 2) yield size;
}

/** What MiniSearch would index of the records, kept small (issue 29: 90,288 records at 10,000 docs). */
interface InvertedIndex {
  fields: string[];
  /** Term → its postings, flat: field, document, frequency, … (documents in order within a field). */
  terms: Map<string, number[]>;
  /** Per field, per document: its length as MiniSearch counts it (distinct tokens). */
  lengths: Int32Array[];
  /** Per field: the average length, computed as MiniSearch computes it (a running mean). */
  averageLengths: number[];
}

/**
 * The index MiniSearch builds with MINISEARCH_OPTIONS (the same tokens, terms, frequencies, lengths
 * and averages, so the scores are the same numbers), in flat arrays: MiniSearch's own index and its
 * `toJSON()` copy held 2.7 GB for the 10,000-doc site's records, the whole post-build step's peak.
 */
function invertedIndex(records: SearchRecord[]): InvertedIndex {
  const { tokenize, processTerm } = MINISEARCH_OPTIONS;
  const fields = MINISEARCH_OPTIONS.fields as string[];
  const terms = new Map<string, number[]>();
  const lengths = fields.map(() => new Int32Array(records.length));
  const averageLengths = fields.map(() => 0);
  records.forEach((record, document) => {
    fields.forEach((field, fieldId) => {
      const value = (record as unknown as Record<string, unknown>)[field];
      if (value == null) return;
      const tokens = tokenize!(String(value), field);
      const length = new Set(tokens).size;
      lengths[fieldId]![document] = length;
      averageLengths[fieldId] = (averageLengths[fieldId]! * document + length) / (document + 1);
      const frequencies = new Map<string, number>();
      for (const token of tokens) {
        const term = processTerm!(token, field);
        if (typeof term === 'string' && term) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      }
      for (const [term, frequency] of frequencies) {
        let postings = terms.get(term);
        if (!postings) terms.set(term, (postings = []));
        postings.push(fieldId, document, frequency);
      }
    });
  });
  return { fields, terms, lengths, averageLengths };
}

/**
 * Builds the search index of the records, split for static hosting: a manifest of fixed size,
 * term shards that a query fetches only as its terms need them, the rest of common terms' postings
 * in files fetched only when its best results need them, and blocks of stored records that it
 * fetches only for the results it shows.
 */
export function buildSearchIndex(records: SearchRecord[], options: BuildOptions = {}): BuiltIndex {
  const { shardBytes, blockSize, excerptLength, headPostings } = { ...DEFAULTS, ...options };
  const index = invertedIndex(records);
  const files = new Map<string, string>();

  // Each posting's score, as MiniSearch adds it up for a query of the term over all fields.
  const boosts = MINISEARCH_OPTIONS.searchOptions?.boost ?? {};
  const fieldBoost = index.fields.map((field) => boosts[field] ?? 1);
  const entries: ShardFile = [...index.terms].map(([term, postings]) => {
    const scores = new Map<number, number>();
    // Field by field, as MiniSearch adds a document's scores up (the same sums to the last bit).
    for (let field = 0; field < index.fields.length; field++) {
      let matching = 0;
      for (let i = 0; i < postings.length; i += 3) if (postings[i] === field) matching++;
      if (matching === 0) continue;
      for (let i = 0; i < postings.length; i += 3) {
        if (postings[i] !== field) continue;
        const document = postings[i + 1]!;
        const length = index.lengths[field]![document]!;
        const score = fieldBoost[field]! * bm25(postings[i + 2]!, matching, records.length, length, index.averageLengths[field]!);
        scores.set(document, (scores.get(document) ?? 0) + score);
      }
    }
    const ranked = [...scores]
      .map(([document, score]) => [document, round(score * (records[document]!.weight ?? 1))] as const)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const head = ranked.slice(0, headPostings).flat();
    if (ranked.length <= headPostings) return [term, head];
    const more: string[] = [];
    const sizes = chunkSizes(headPostings);
    for (let start = headPostings; start < ranked.length;) {
      const end = start + sizes.next().value!;
      const content = JSON.stringify(ranked.slice(start, end).flat());
      const file = hashed('postings', content);
      files.set(file, content);
      more.push(file);
      start = end;
    }
    return [term, head, more];
  });

  const shards = shardTerms(entries, shardBytes).map((terms) => {
    const content = JSON.stringify(terms);
    const file = hashed('terms', content);
    files.set(file, content);
    return { from: terms[0]?.[0] ?? '', file };
  });
  shards[0]!.from = '';

  const blocks: string[] = [];
  for (let start = 0; start < records.length; start += blockSize) {
    const stored: StoredRecord[] = records.slice(start, start + blockSize).map((record) => ({
      section: record.section,
      url: record.url,
      title: record.title,
      context: record.context,
      excerpt: excerpt(record.text, excerptLength),
    }));
    blocks.push(JSON.stringify(stored));
  }
  // One name for every block, from their content: the manifest names the blocks without a list.
  const prefix = `${SEARCH_DIR}/records.${createHash('sha256').update(blocks.join('\n')).digest('hex').slice(0, 12)}`;
  blocks.forEach((content, block) => files.set(`${prefix}.${block}.json`, content));

  const manifest: SearchManifest = {
    version: 2,
    documentCount: records.length,
    shards,
    blockSize,
    records: prefix,
    ...versionTable(records),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { manifest, files };
}
