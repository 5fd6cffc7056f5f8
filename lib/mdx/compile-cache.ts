// Compiled MDX, cached on disk across builds (issue 29, "a build that grows linearly"): compiling a
// doc (remark, rehype, shiki) is most of a docs page's render, and most docs do not change between
// two builds (an older docs version never does). An entry is the code @mdx-js/mdx wrote, under a key
// made of what the compile was given: the prepared source, the plain options, and the fingerprint of
// the code that compiles (lib/mdx and what it imports, with the installed versions of the libraries:
// code-fingerprint.ts). What the compile asked while it ran is recorded with the entry and checked on
// a hit: the files it looked at (an image, a linked file) by stamp, and the answers of the function
// options: a doc's route (a link to `./other.md`: that doc's route, or none), an asset's URL, an
// `api:` link's target. So a doc added, moved or deleted elsewhere in the site
// leaves every other doc's entry valid (a digest of the whole route table in the key compiled the
// whole site again), and the docs that link to it compile again. What it
// reported (a broken Markdown link, removed raw HTML) is said again on a hit, so a warm build warns
// and fails exactly as a cold one. Options with functions of unknown effect (a site's own remark or
// rehype plugins) are not cached.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { PackStore } from '@/lib/files/pack-store';
import { codeFingerprint } from './code-fingerprint';
import { fileStamp, recordFileReads } from './file-reads';
import type { PipelineOptions } from './pipeline';

/** What one compile consulted and said, beyond its key. */
interface Trace {
  /** File → stamp, for every file the compile looked at (lib/mdx/file-reads.ts). */
  files: Record<string, string>;
  /** Function option calls and their answers: the same calls must answer the same for a hit. */
  asked: { option: string; args: unknown[]; answer: unknown }[];
  /** Reporting option calls (broken links, removed HTML), said again on a hit. */
  said: { option: string; args: unknown[] }[];
}

interface Entry extends Trace {
  code: string;
}

/**
 * Function options whose answer shapes the output: recorded, and asked again to validate a hit. Asking
 * again is also what makes a hit do the option's work: `storeStyle` writes a plugin's <style> CSS as a
 * file of this build and answers its URL, so a hit stores it again before the cached code links it.
 */
const ASKED = ['assetUrl', 'resolveApiLink', 'absolute', 'publishedFile', 'storeStyle', 'docRoute'] as const;

type Ask = (...args: unknown[]) => unknown;

/** Function options that report: recorded, and called again on a hit. */
const SAID = ['onRawHtmlRemoved', 'onBrokenLink', 'warn'] as const;

/**
 * The cache's folder, or undefined when it is off: MDX_CACHE=0, or under vitest (whose mocks would
 * fill it with what they made) unless a test names a folder with MDX_CACHE_DIR.
 */
export function mdxCacheDir(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.MDX_CACHE === '0') return undefined;
  if (env.MDX_CACHE_DIR) return env.MDX_CACHE_DIR;
  if (env.VITEST) return undefined;
  return path.join(process.cwd(), 'node_modules', '.cache', 'docs-site-mdx');
}

let code: string | undefined;

/**
 * The key of a compile, or undefined when it cannot be cached: an option is a function this module
 * does not know, or the site adds plugins. `extra` is the rest of what shapes the output (the
 * compiler's own options, named by the caller).
 */
export function compileKey(source: string, pipeline: PipelineOptions, extra: unknown, fingerprint?: string): string | undefined {
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(pipeline)) {
    if (typeof value === 'function') {
      if (!(ASKED as readonly string[]).includes(name) && !(SAID as readonly string[]).includes(name)) return undefined;
      plain[name] = 'function';
    } else plain[name] = value;
  }
  fingerprint ??= code ??= codeFingerprint(process.cwd(), ['lib/mdx']);
  return createHash('sha256')
    .update(fingerprint)
    .update('\0')
    .update(JSON.stringify([plain, extra]))
    .update('\0')
    .update(source)
    .digest('hex')
    .slice(0, 40);
}

// Entries live in pack files, one per process that compiles (lib/files/pack-store.ts): a build of
// 1,000 docs made 2,000 entry files (each page and its Markdown twin), 2 s of the content check's time.
const stores = new Map<string, PackStore>();
const storeOf = (dir: string) => stores.get(dir) ?? stores.set(dir, new PackStore(dir)).get(dir)!;

/** Packs the cache may hold before the content check merges them into one (a build adds about three). */
const MAX_PACKS = 24;

/** Merges the cache's packs when there are many (PackStore.compact): the content check's, before next build's workers write. */
export function compactMdxCache(dir: string | undefined = mdxCacheDir()): void {
  if (dir) storeOf(dir).compact(MAX_PACKS);
}

function readEntry(dir: string, key: string): Entry | undefined {
  try {
    const bytes = storeOf(dir).get(key);
    return bytes && (JSON.parse(bytes.toString('utf8')) as Entry);
  } catch {
    return undefined;
  }
}

/** Whether an entry's files and answers are as they were when it was made. */
async function valid(entry: Entry, pipeline: PipelineOptions): Promise<boolean> {
  for (const [file, stamp] of Object.entries(entry.files)) if (fileStamp(file) !== stamp) return false;
  for (const { option, args, answer } of entry.asked) {
    const fn = pipeline[option as (typeof ASKED)[number]] as Ask | undefined;
    if (!fn) return false;
    // JSON round trip: the stored answer is what JSON kept of it (undefined fields dropped).
    const now: unknown = await fn(...args);
    if (!isDeepStrictEqual(now === undefined ? null : JSON.parse(JSON.stringify(now)), answer ?? null)) return false;
  }
  return true;
}

/** Counts for the build's report and the tests: compiles served from the cache, and made. */
export const mdxCacheStats = { hits: 0, misses: 0 };

/**
 * The compiled code of `source` with `pipeline`: from the cache when an entry under its key is still
 * valid (its reports said again through the pipeline's options), else `compile(pipeline)`, run with the
 * function options recorded, and stored. `compile` gets the pipeline options to use (wrapped).
 * `fingerprint` stands for the code's (tests).
 */
export async function cachedCompile(
  source: string,
  pipeline: PipelineOptions,
  extra: unknown,
  compile: (pipeline: PipelineOptions) => Promise<string>,
  dir: string | undefined = mdxCacheDir(),
  fingerprint?: string,
): Promise<string> {
  const key = dir === undefined ? undefined : compileKey(source, pipeline, extra, fingerprint);
  if (dir === undefined || key === undefined) return compile(pipeline);
  const entry = readEntry(dir, key);
  if (entry && (await valid(entry, pipeline))) {
    mdxCacheStats.hits += 1;
    for (const { option, args } of entry.said)
      (pipeline[option as keyof PipelineOptions] as ((...a: unknown[]) => void) | undefined)?.(...args);
    return entry.code;
  }
  mdxCacheStats.misses += 1;
  const trace: Trace = { files: {}, asked: [], said: [] };
  const wrapped: PipelineOptions = { ...pipeline };
  for (const option of ASKED) {
    const fn = pipeline[option] as Ask | undefined;
    if (!fn) continue;
    (wrapped as unknown as Record<string, unknown>)[option] = (...args: unknown[]) => {
      const answer = fn(...args);
      const record = (value: unknown) =>
        trace.asked.push({ option, args, answer: value === undefined ? null : JSON.parse(JSON.stringify(value)) });
      if (answer instanceof Promise) return answer.then((value: unknown) => (record(value), value));
      record(answer);
      return answer;
    };
  }
  for (const option of SAID) {
    const fn = pipeline[option] as ((...args: unknown[]) => void) | undefined;
    if (!fn) continue;
    (wrapped as unknown as Record<string, unknown>)[option] = (...args: unknown[]) => {
      trace.said.push({ option, args });
      fn(...args);
    };
  }
  const started = Date.now();
  const code = await recordFileReads(trace.files, () => compile(wrapped));
  // A file changed while the compile read it may hold its old content under its new stamp: not stored.
  if (Object.keys(trace.files).some((f) => (statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= started)) return code;
  try {
    storeOf(dir).set(key, JSON.stringify({ ...trace, code } satisfies Entry));
  } catch {
    // A cache that cannot be written (read-only folder) is no cache: the build goes on.
  }
  return code;
}
