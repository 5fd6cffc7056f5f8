// The browser side of search: fetches the manifest, then only the term shards a query's terms
// need, the further postings of common terms only while its best results are not yet known, and
// the record blocks of the results it shows. Works from any static host: every URL is the base
// path plus search/.
import SearchableMap from 'minisearch/SearchableMap';
import {
  identifiers,
  MINISEARCH_OPTIONS,
  processTerm,
  queryTerms,
  queryWords,
  SECTION_LABELS,
  shardsForTerm,
  shardsForTypos,
  tokenizeQuery,
  type Postings,
  type SearchManifest,
  type SearchSection,
  type SearchVersion,
  type ShardFile,
  type StoredRecord,
} from './search-index';
import { rank, type LoadedPostings, type RankQuery, type Ranked, type TermQuery } from './search-rank';

export type FetchJson = (url: string) => Promise<unknown>;

export interface SearchHit {
  id: number;
  /** The score as far as the loaded postings tell: at most a common term's unloaded share less than the whole (the order is exact). */
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
  /** Milliseconds spent ranking, without any download. */
  searchMs: number;
}

const defaultFetch: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index file ${url} answered ${response.status}.`);
  return response.json();
};

// MiniSearch's weights of prefix and typo matches (its defaults), and the query options the index
// was built for: the ranking matches one MiniSearch index over every record.
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const OPTIONS = MINISEARCH_OPTIONS.searchOptions!;
/** The whole-identifier part of a query counts the identifiers field at 6 where words count it at 3 (search-index.ts buildQuery). */
const IDENTIFIER_FACTOR = 2;
/**
 * Parts of a term's postings loaded at most, after those in its shard: 64 + 256 + 512 + 1,024
 * postings, about 10 KiB gzipped. Past them a term counts as if it had no other posting, so what a
 * query downloads is bounded whatever the size of the site. Only a query whose every term is in
 * thousands of records with about the same score (the same words on every page) gets that far, and
 * its best results are then those of the postings loaded: the ones where its terms score highest.
 */
export const MAX_POSTINGS_PARTS = 3;

interface TermPostings extends LoadedPostings {
  more: string[];
  /** The next part of `more` to load. */
  next: number;
  loading?: Promise<void>;
}

const nonNull = (term: string | null | undefined): term is string => !!term;

/** The version index of each document, from the manifest's runs. */
function versionOf(manifest: SearchManifest): (id: number) => number {
  const runs = manifest.versions?.runs ?? [];
  const ends: number[] = [];
  const indices: number[] = [];
  for (let i = 0, end = 0; i < runs.length; i += 2) {
    end += runs[i + 1]!;
    ends.push(end);
    indices.push(runs[i]!);
  }
  return (id) => {
    let low = 0;
    let high = ends.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ends[middle]! > id) high = middle;
      else low = middle + 1;
    }
    return ends[low] !== undefined && ends[low]! > id ? indices[low]! : -1;
  };
}

export class SearchClient {
  private readonly root: string;
  private readonly fetchJson: FetchJson;
  private manifest?: Promise<SearchManifest>;
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly shardsLoaded = new Set<string>();
  private readonly postings = new Map<string, TermPostings>();
  private readonly dictionary = new SearchableMap<true>();
  private versionIndex?: (id: number) => number;

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

  /** Fetches a file once; a failed fetch is forgotten so that the next query tries again. */
  private file<T>(name: string): Promise<T> {
    let value = this.files.get(name);
    if (!value) {
      value = this.fetchJson(`${this.root}${name.replace(/^search\//, '')}`).catch((error: unknown) => {
        this.files.delete(name);
        throw error;
      });
      this.files.set(name, value);
    }
    return value as Promise<T>;
  }

  /** Loads term shards: their terms join the dictionary, with their best postings. */
  private async loadShards(shards: SearchManifest['shards']): Promise<void> {
    const files = [...new Set(shards.map((shard) => shard.file))];
    const loaded = await Promise.all(files.map((file) => this.file<ShardFile>(file)));
    files.forEach((file, i) => {
      if (this.shardsLoaded.has(file)) return;
      this.shardsLoaded.add(file);
      for (const [term, head, more = []] of loaded[i]!) {
        const entry: TermPostings = { scores: new Map(), floor: 0, more, next: 0 };
        addPostings(entry, head, more.length > 0 && MAX_POSTINGS_PARTS > 0);
        this.postings.set(term, entry);
        this.dictionary.set(term, true);
      }
    });
  }

  /** Loads the next part of a term's postings (once, whatever the number of queries asking). */
  private loadMore(term: string): Promise<void> {
    const entry = this.postings.get(term)!;
    entry.loading ??= this.file<Postings>(entry.more[entry.next]!)
      .then((part) => {
        entry.next += 1;
        addPostings(entry, part, entry.next < Math.min(entry.more.length, MAX_POSTINGS_PARTS));
      })
      .finally(() => {
        entry.loading = undefined;
      });
    return entry.loading;
  }

  /** A query term with the loaded index terms it matches, weighted as MiniSearch weighs them. */
  private termQuery(term: string, prefix: boolean, fuzzy: number, factor: number): TermQuery {
    const derived: TermQuery['derived'] = [];
    if (this.dictionary.has(term)) derived.push({ term, weight: factor });
    const near = fuzzy ? this.dictionary.fuzzyGet(term, fuzzy) : undefined;
    if (prefix) {
      for (const longer of this.dictionary.atPrefix(term).keys()) {
        const distance = longer.length - term.length;
        if (!distance) continue;
        near?.delete(longer);
        derived.push({ term: longer, weight: (factor * PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * distance) });
      }
    }
    for (const [spelling, [, distance]] of near ?? []) {
      if (distance) derived.push({ term: spelling, weight: (factor * FUZZY_WEIGHT * spelling.length) / (spelling.length + distance) });
    }
    return { source: term, derived };
  }

  /** The query as MiniSearch runs search-index.ts buildQuery(query, combineWith), with typos allowed or not. */
  private rankQuery(query: string, combineWith: 'AND' | 'OR', typos: boolean): RankQuery {
    const distance = (term: string, i: number, terms: string[]) => {
      const fuzzy = typos && typeof OPTIONS.fuzzy === 'function' ? OPTIONS.fuzzy(term, i, terms) : false;
      return typeof fuzzy === 'number' ? (fuzzy < 1 ? Math.min(OPTIONS.maxFuzzy ?? 6, Math.round(term.length * fuzzy)) : fuzzy) : 0;
    };
    const prefix = (term: string, i: number, terms: string[]) =>
      typeof OPTIONS.prefix === 'function' ? OPTIONS.prefix(term, i, terms) : !!OPTIONS.prefix;
    const words = tokenizeQuery(query)
      .map((token) => processTerm(token))
      .filter(nonNull);
    // An identifier is searched in the identifiers field only: of the terms it matches, those that are identifiers.
    const whole = identifiers(query)
      .map((token) => processTerm(token))
      .filter(nonNull)
      .map((term) => {
        const spec = this.termQuery(term, prefix(term, 0, [term]), distance(term, 0, [term]), IDENTIFIER_FACTOR);
        return { ...spec, derived: spec.derived.filter((one) => one.term.startsWith('/')) };
      });
    return {
      words: words.map((term, i) => this.termQuery(term, prefix(term, i, words), distance(term, i, words), 1)),
      combineWith,
      identifiers: whole,
    };
  }

  /** Ranks from the loaded postings, loading further parts of common terms' postings until the best results are sure. */
  private async ranked(query: RankQuery, limit: number, boost: (id: number) => number, timing: { ms: number }): Promise<Ranked[]> {
    for (;;) {
      const started = performance.now();
      const { results, settled, next } = rank(query, this.postings, limit, boost);
      timing.ms += performance.now() - started;
      if (settled || next.length === 0) return results;
      await Promise.all(next.map((term) => this.loadMore(term)));
    }
  }

  private record(manifest: SearchManifest, id: number): Promise<StoredRecord> {
    const block = Math.floor(id / manifest.blockSize);
    return this.file<StoredRecord[]>(`${manifest.records}.${block}.json`).then((list) => list[id % manifest.blockSize]!);
  }

  /**
   * Answers a query: all its terms as typed or as prefixes; else with one typo per five letters;
   * else any of its terms. When none finds anything, the shards of the terms' first letters are
   * fetched, where the corrections of wider typos live, and the same steps run again.
   */
  async search(query: string, limit = 20, { versions: preferred = [] }: { versions?: string[] } = {}): Promise<SearchAnswer> {
    const terms = queryTerms(query);
    const words = queryWords(query);
    if (words.length === 0) return { query, terms: [], hits: [], searchMs: 0 };
    const manifest = await this.prepare();
    const timing = { ms: 0 };
    const table = manifest.versions;
    this.versionIndex ??= versionOf(manifest);
    const versionIndex = this.versionIndex;
    // Results of the version being read (one key per docs instance) rank first; other versions follow.
    const boost = (id: number): number => {
      const version = table && preferred.length > 0 ? table.list[versionIndex(id)] : undefined;
      return !version || preferred.includes(version.key) ? 1 : OTHER_VERSION_WEIGHT;
    };
    const run = async (): Promise<Ranked[]> => {
      // Exact and prefix matches first: typos are tolerated only when they find nothing, so a
      // near spelling never outranks the word the reader typed.
      let results = await this.ranked(this.rankQuery(query, 'AND', false), limit, boost, timing);
      if (results.length === 0) results = await this.ranked(this.rankQuery(query, 'AND', true), limit, boost, timing);
      if (results.length === 0 && terms.length > 1) results = await this.ranked(this.rankQuery(query, 'OR', true), limit, boost, timing);
      return results;
    };
    await this.loadShards(terms.flatMap((term) => shardsForTerm(term, manifest.shards)));
    let results = await run();
    if (results.length === 0) {
      await this.loadShards(words.flatMap((word) => shardsForTypos(word, manifest.shards)));
      results = await run();
    }
    const records = await Promise.all(results.map((result) => this.record(manifest, result.id)));
    const hits = results.map((result, i) => {
      const version = table?.list[versionIndex(result.id)];
      return { id: result.id, score: result.score, record: records[i]!, matched: result.matched, ...(version ? { version } : {}) };
    });
    return { query, terms, hits, searchMs: timing.ms };
  }
}

/** Adds postings ([id, score…], best first) to a term's; the floor is the last score when more parts remain. */
function addPostings(entry: LoadedPostings, postings: Postings, more: boolean): void {
  for (let i = 0; i < postings.length; i += 2) entry.scores.set(postings[i]!, postings[i + 1]!);
  entry.floor = more ? (postings.at(-1) ?? 0) : 0;
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
