import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
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
}

export interface BuiltIndex {
  manifest: SearchManifest;
  /** Path under the export folder → content, the manifest included. */
  files: Map<string, string>;
}

// Chosen on GitHub's REST description (bench/search-scale.mjs): a 24 KB shard is about 5 KB
// gzipped, so a word typed letter by letter fetches a few; blocks of 16 records keep a query's 20
// results to ~10 KB (blocks of 32: ~14 KB; of 8: ~8 KB but twice the files).
const DEFAULTS: Required<BuildOptions> = { shardBytes: 24_000, blockSize: 16, excerptLength: 180 };

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

/** The manifest's versions table; nothing on a site whose records have no version. */
function versionTable(records: SearchRecord[]): Pick<SearchManifest, 'versions'> {
  if (!records.some((record) => record.version)) return {};
  const list: SearchVersion[] = [];
  const byKey = new Map<string, number>();
  const byDocument = records.map((record) => {
    if (!record.version) return -1;
    let index = byKey.get(record.version.key);
    if (index === undefined) {
      index = list.push(record.version) - 1;
      byKey.set(record.version.key, index);
    }
    return index;
  });
  return { versions: { list, byDocument } };
}

/**
 * Builds the MiniSearch index of the records and splits it for static hosting: a manifest with
 * the document table, term shards that a query fetches only as its terms need them, and blocks of
 * stored records that it fetches only for the results it shows.
 */
export function buildSearchIndex(records: SearchRecord[], options: BuildOptions = {}): BuiltIndex {
  const { shardBytes, blockSize, excerptLength } = { ...DEFAULTS, ...options };
  const search = new MiniSearch<SearchRecord & { id: number }>(MINISEARCH_OPTIONS);
  search.addAll(records.map((record, id) => ({ ...record, id })));
  const json = search.toJSON();
  const files = new Map<string, string>();

  const shards = shardTerms(json.index as ShardFile, shardBytes).map((terms) => {
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
    const content = JSON.stringify(stored);
    const file = hashed('records', content);
    files.set(file, content);
    blocks.push(file);
  }

  const manifest: SearchManifest = {
    version: 1,
    meta: {
      documentCount: json.documentCount,
      nextId: json.nextId,
      fieldIds: json.fieldIds,
      averageFieldLength: json.averageFieldLength,
      fieldLength: records.map((_, id) => json.fieldLength[id] ?? []),
    },
    shards,
    blockSize,
    blocks,
    ...versionTable(records),
  };
  const weights = Object.fromEntries(
    records.flatMap((record, id) => (record.weight !== undefined && record.weight !== 1 ? [[String(id), record.weight]] : [])),
  );
  if (Object.keys(weights).length) manifest.weights = weights;
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { manifest, files };
}
