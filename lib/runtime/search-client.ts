// The browser side of search: fetches the manifest, then only the term shards a query's terms
// need and the record blocks of the results it shows, and answers from a MiniSearch index built
// from what has arrived. Works from any static host: every URL is the base path plus search/.
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch';
import {
  buildQuery,
  MINISEARCH_OPTIONS,
  queryTerms,
  queryWords,
  SECTION_LABELS,
  shardsForTerm,
  shardsForTypos,
  type SearchManifest,
  type SearchRecord,
  type SearchSection,
  type SearchVersion,
  type ShardFile,
  type StoredRecord,
} from './search-index';

export type FetchJson = (url: string) => Promise<unknown>;

export interface SearchHit {
  id: number;
  score: number;
  record: StoredRecord;
  /** Index terms the result matched ("division" for the query "divis"), for highlighting. */
  matched: string[];
  /** The docs version it is from, on a site with docs versions. */
  version?: SearchVersion;
}

/** How much a result of another docs version than the one being read counts: it comes after the reader's version, not gone. */
export const OTHER_VERSION_WEIGHT = 0.35;

export interface SearchGroup {
  section: SearchSection;
  label: string;
  hits: SearchHit[];
}

export interface SearchAnswer {
  query: string;
  /** The query's terms as searched; empty when the query has no searchable term (one letter, stop words). */
  terms: string[];
  hits: SearchHit[];
  /** Milliseconds spent in MiniSearch, without any download. */
  searchMs: number;
}

const defaultFetch: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index file ${url} answered ${response.status}.`);
  return response.json();
};

/** MiniSearch's serialised form of the manifest's table plus the given terms. */
export function plainIndex(manifest: SearchManifest, terms: ShardFile): AsPlainObject {
  const { meta } = manifest;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  meta.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  return {
    documentCount: meta.documentCount,
    nextId: meta.nextId,
    documentIds,
    fieldIds: meta.fieldIds,
    fieldLength,
    averageFieldLength: meta.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: terms,
    serializationVersion: 2,
  };
}

export class SearchClient {
  private readonly root: string;
  private readonly fetchJson: FetchJson;
  private manifest?: Promise<SearchManifest>;
  private readonly shards = new Map<string | number, Promise<ShardFile>>();
  private readonly blocks = new Map<string | number, Promise<StoredRecord[]>>();
  private index?: { shards: number; search: MiniSearch<SearchRecord> };

  /** `root` is the URL of the index folder, e.g. "/demo/search/". */
  constructor(root: string, fetchJson: FetchJson = defaultFetch) {
    this.root = root.endsWith('/') ? root : `${root}/`;
    this.fetchJson = fetchJson;
  }

  /** Fetches the manifest (once); call it when the dialog opens so the first query waits less. */
  prepare(): Promise<SearchManifest> {
    this.manifest ??= this.fetchJson(`${this.root}index.json`).then(
      (json) => json as SearchManifest,
      (error: unknown) => {
        this.manifest = undefined; // the next query tries again
        throw error;
      },
    );
    return this.manifest;
  }

  private file(name: string): string {
    return `${this.root}${name.replace(/^search\//, '')}`;
  }

  /** Fetches a file once; a failed fetch is forgotten so that the next query tries again. */
  private cached<T>(cache: Map<string | number, Promise<T>>, key: string | number, name: string): Promise<T> {
    let value = cache.get(key);
    if (!value) {
      value = (this.fetchJson(this.file(name)) as Promise<T>).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, value);
    }
    return value;
  }

  private async load(manifest: SearchManifest, shards: SearchManifest['shards']): Promise<MiniSearch<SearchRecord>> {
    for (const shard of shards) void this.cached(this.shards, shard.file, shard.file);
    const loaded = await Promise.all(this.shards.values());
    if (!this.index || this.index.shards !== loaded.length) {
      // Rebuilt only when new shards arrived: a few milliseconds even at GitHub's scale.
      this.index = {
        shards: loaded.length,
        search: MiniSearch.loadJS<SearchRecord>(plainIndex(manifest, loaded.flat()), MINISEARCH_OPTIONS),
      };
    }
    return this.index.search;
  }

  private record(manifest: SearchManifest, id: number): Promise<StoredRecord> {
    const block = Math.floor(id / manifest.blockSize);
    return this.cached(this.blocks, block, manifest.blocks[block]!).then((list) => list[id % manifest.blockSize]!);
  }

  /**
   * Answers a query: all its terms as typed or as prefixes; else with one typo per five letters;
   * else any of its terms. When none finds anything, the shards of the terms' first letters are
   * fetched, where the corrections of wider typos live, and the same steps run again.
   */
  async search(query: string, limit = 20, { versions: preferred = [] }: { versions?: string[] } = {}): Promise<SearchAnswer> {
    const terms = queryTerms(query);
    if (queryWords(query).length === 0) return { query, terms: [], hits: [], searchMs: 0 };
    const manifest = await this.prepare();
    let searchMs = 0;
    const table = manifest.versions;
    // Results of the version being read (one key per docs instance) rank first; other versions follow.
    const docsVersionWeight = (id: number): number => {
      const version = table && preferred.length > 0 ? table.list[table.byDocument[id] ?? -1] : undefined;
      return !version || preferred.includes(version.key) ? 1 : OTHER_VERSION_WEIGHT;
    };
    // An older API version's records weigh less (manifest.weights): the latest answers first.
    const weights = manifest.weights;
    const boostDocument = (id: unknown): number => docsVersionWeight(id as number) * (weights?.[String(id)] ?? 1);
    const run = (index: MiniSearch<SearchRecord>) => {
      const started = performance.now();
      // Exact and prefix matches first: typos are tolerated only when they find nothing, so a
      // near spelling never outranks the word the reader typed.
      let results: SearchResult[] = index.search(buildQuery(query), { fuzzy: false, boostDocument });
      if (results.length === 0) results = index.search(buildQuery(query), { boostDocument });
      if (results.length === 0 && terms.length > 1) results = index.search(buildQuery(query, 'OR'), { boostDocument });
      searchMs += performance.now() - started;
      return results;
    };
    let results = run(
      await this.load(
        manifest,
        terms.flatMap((term) => shardsForTerm(term, manifest.shards)),
      ),
    );
    const words = queryWords(query);
    if (results.length === 0 && words.length > 0) {
      results = run(
        await this.load(
          manifest,
          words.flatMap((word) => shardsForTypos(word, manifest.shards)),
        ),
      );
    }
    const top = results.slice(0, limit);
    const records = await Promise.all(top.map((result) => this.record(manifest, result.id as number)));
    const hits = top.map((result, i) => {
      const version = table?.list[table.byDocument[result.id as number] ?? -1];
      return { id: result.id as number, score: result.score, record: records[i]!, matched: result.terms, ...(version ? { version } : {}) };
    });
    return { query, terms, hits, searchMs };
  }
}

/** Hits grouped by section, groups ordered by their best hit, hits by score. */
export function groupHits(hits: SearchHit[]): SearchGroup[] {
  const groups = new Map<SearchSection, SearchGroup>();
  for (const hit of hits) {
    const section = hit.record.section;
    let group = groups.get(section);
    if (!group) {
      group = { section, label: SECTION_LABELS[section], hits: [] };
      groups.set(section, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
