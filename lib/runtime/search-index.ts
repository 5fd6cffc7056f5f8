// The search index's shape and text rules, shared by the build (scripts/postbuild.ts writes the
// index) and the browser (the search dialog reads it). Client-safe: no Node APIs.
import type { Options, Query } from 'minisearch';

/** On the search body of a versioned doc: its version's key and label, and the doc's own route (an alias such as /docs has another). */
export const SEARCH_VERSION = 'data-search-version';
export const SEARCH_VERSION_LABEL = 'data-search-version-label';
export const SEARCH_ROUTE = 'data-search-route';

/** The result groups, in the order the issue names them. */
export const SECTIONS = ['docs', 'blog', 'api', 'pages'] as const;
export type SearchSection = (typeof SECTIONS)[number];
export const SECTION_LABELS: Record<SearchSection, string> = { docs: 'Docs', blog: 'Blog', api: 'API', pages: 'Pages' };

/** One search result as the build makes it: a page, a heading of a page, or an API operation. */
export interface SearchRecord {
  section: SearchSection;
  /** Route plus anchor, without the base path: "/docs/intro#run-the-site", "/api/calculator#operation/divide". */
  url: string;
  title: string;
  /** Where it lives: "Tutorial - Basics › Create a Page", or "POST /api/calc/divide" for an operation. */
  context: string;
  /** Identifiers worth an exact hit: operationId, method, path. Empty for prose. */
  terms: string;
  /** Parameter and schema property names. */
  names: string;
  /** The prose: a heading's section, a page's introduction, an operation's descriptions. */
  text: string;
  /** Multiplies the record's score; below 1 for an older version's records, so the latest answers first. Default 1. */
  weight?: number;
  /** The docs version it belongs to, on sites whose docs have several: key "<plugin id>:<version name>", label as shown. */
  version?: SearchVersion;
}

/** A docs version as search knows it: "default:1.0.0" and "1.0.0 (old)". */
export interface SearchVersion {
  key: string;
  label: string;
}

/** What the browser shows for a result: the record without its indexed-only fields, text cut short. */
export interface StoredRecord {
  section: SearchSection;
  url: string;
  title: string;
  context: string;
  excerpt: string;
}

export const INDEXED_FIELDS = ['title', 'terms', 'names', 'text'] as const;

/**
 * The index's entry file (search/index.json). Its size does not grow with the number of records
 * (issue 29: it held every record's field lengths, 1.19 MB at 10,000 docs): each posting carries
 * its score, computed at build time, so the browser needs no per-record table. What grows with the
 * site is split into files a query fetches only as it needs them: term shards, the postings of
 * common terms past their best, and the blocks of stored records.
 */
export interface SearchManifest {
  version: 2;
  documentCount: number;
  /**
   * Term shards, the index's terms cut in sorted (code-unit) order into files of about equal size:
   * shard i holds the terms from its `from` up to the next shard's. The first starts at "".
   */
  shards: { from: string; file: string }[];
  /** Stored records in blocks of `blockSize` documents: document n is in block floor(n / blockSize), file `${records}.${block}.json`. */
  blockSize: number;
  records: string;
  /**
   * On sites with docs versions: the versions (key and label) and, for the documents in id order,
   * runs of [version index (-1 for none), count], so ranking can prefer the version being read
   * before fetching any record. A version's documents are consecutive: a few runs per version.
   */
  versions?: { list: SearchVersion[]; runs: number[] };
}

/**
 * A term's postings: document ids and scores, best first, flat ([id, score, id, score…]). The
 * score is the term's BM25 score in the document (MiniSearch's formula, field boosts applied) times
 * the record's weight, so a query adds its terms' scores as one MiniSearch index over every
 * record would.
 */
export type Postings = number[];

/**
 * A term shard file: [term, its best postings, the files of the rest]. A common term keeps its
 * best HEAD_POSTINGS in the shard; the rest follow in files of growing size, each holding lower
 * scores than the one before, fetched only when a query's best results are not known without them.
 */
export type ShardFile = [term: string, head: Postings, more?: string[]][];

/** Postings of a term kept in its shard. */
export const HEAD_POSTINGS = 64;

// Splits on anything that is not a letter or a digit: "/api/calc/divide" → api, calc, divide.
const SEPARATOR = /[^\p{L}\p{N}]+/u;
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;
/** Terms under two characters match nearly everything: neither indexed nor searched. */
export const MIN_TERM_LENGTH = 2;
const STOP_WORDS = new Set(['an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

// Chinese and Japanese put no spaces between words, and Korean attaches particles to them: a run of
// their letters is one "word" to the separator rule, found only by its first characters.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
let segmenter: Intl.Segmenter | undefined;

/**
 * The words of a chunk with CJK letters, as the browser's and Node's ICU dictionaries segment them
 * (Intl.Segmenter), so the index and the query split alike; its Latin parts stay whole.
 */
function cjkWords(chunk: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmenter.segment(chunk)].filter((part) => part.isWordLike).map((part) => part.segment);
}

/** Query tokens: words as written, so "wordCount" searches the identifier wordcount; CJK text split into its words. */
export function tokenizeQuery(text: string): string[] {
  return text
    .split(SEPARATOR)
    .filter(Boolean)
    .flatMap((chunk) => (CJK.test(chunk) ? cjkWords(chunk) : [chunk]));
}

/**
 * Whole identifiers of a text: its space-separated chunks that hold punctuation, lowercased, with
 * one leading slash: "/repos/{owner}/{repo}/pulls", "/pulls/create". Indexed beside their words,
 * they let a path or an operationId typed whole find its operation first; the slash keeps them out
 * of the words' prefix matches (no word starts with one) and sorts them into shards of their own.
 */
export function identifiers(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((chunk) => /[\p{L}\p{N}][^\p{L}\p{N}]+[\p{L}\p{N}{]/u.test(chunk))
    .map((chunk) => `/${chunk.replace(/^\/+/, '').toLowerCase()}`);
}

/**
 * Indexed tokens: the words, and the parts of camelCase identifiers, so "count" finds wordCount;
 * in the identifiers field also each identifier whole.
 */
export function tokenizeForIndex(text: string, field?: string): string[] {
  const tokens: string[] = field === 'terms' ? identifiers(text) : [];
  for (const word of tokenizeQuery(text)) {
    tokens.push(word);
    const parts = word.split(CAMEL);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/** Lowercases; drops one-letter terms and, in prose and queries, a few stop words. */
export function processTerm(term: string, field?: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < MIN_TERM_LENGTH) return null;
  if ((field === undefined || field === 'text' || field === 'title') && STOP_WORDS.has(lower)) return null;
  return lower;
}

/** The MiniSearch options of the index; the build and the browser must use the same. */
export const MINISEARCH_OPTIONS: Options<SearchRecord> = {
  fields: [...INDEXED_FIELDS],
  storeFields: [],
  tokenize: tokenizeForIndex,
  processTerm,
  searchOptions: {
    tokenize: tokenizeQuery,
    processTerm: (term) => processTerm(term),
    boost: { title: 4, terms: 3, names: 1.5, text: 1 },
    // Only the word being typed (the last) matches as a prefix: the ones before it are complete.
    prefix: (_term, i, terms) => i === terms.length - 1,
    // One typo per five letters; short terms are too ambiguous for it.
    fuzzy: (term) => (term.length > 3 ? 0.2 : false),
    maxFuzzy: 3,
    combineWith: 'AND',
  },
};

/** The query's words as the index spells them (lowercase, stop words and single letters dropped). */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      tokenizeQuery(query)
        .map((t) => processTerm(t))
        .filter((t): t is string => t !== null),
    ),
  ];
}

/** Every term a query looks up: its words, then its whole identifiers. */
export function queryTerms(query: string): string[] {
  return [...new Set([...queryWords(query), ...identifiers(query)])];
}

/**
 * The MiniSearch query for what the reader typed: its words, combined as asked; and when it holds
 * a path or an operationId, that identifier whole (as typed or as a prefix) adds to the score of
 * the operations that have it, so "/repos/{owner}/{repo}/pulls" puts that operation first.
 */
export function buildQuery(query: string, combineWith: 'AND' | 'OR' = 'AND'): Query {
  const words: Query = { queries: [query], combineWith };
  const whole = identifiers(query);
  if (whole.length === 0) return words;
  return {
    combineWith: 'OR',
    queries: [words, { queries: whole, combineWith: 'OR', tokenize: (text) => [text], fields: ['terms'], boost: { terms: 6 } }],
  };
}

/** The shards holding terms in [low, high], code-unit order: shard i holds [from_i, from_i+1). */
function shardsInRange(low: string, high: string, shards: SearchManifest['shards']): SearchManifest['shards'] {
  return shards.filter((shard, i) => {
    const next = shards[i + 1];
    return shard.from <= high && (next === undefined || next.from > low);
  });
}

/**
 * The shards a term needs: those holding the terms it is a prefix of (prefix search), which
 * include the term's own place in the sorted order and its near spellings there (fuzzy search).
 */
export function shardsForTerm(term: string, shards: SearchManifest['shards']): SearchManifest['shards'] {
  return shardsInRange(term, `${term}\uffff`, shards);
}

/** Every shard holding terms that begin with the term's first letter: where a typo's correction may live. */
export function shardsForTypos(term: string, shards: SearchManifest['shards']): SearchManifest['shards'] {
  return shardsInRange(term.slice(0, 1), `${term.slice(0, 1)}\uffff`, shards);
}
