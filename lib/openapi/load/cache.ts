// A disk cache for what a spec becomes (the bundled document, the view model), so that each spec is
// parsed, validated and built once per build: `next build` runs its pages in several worker
// processes and the post-build step in another, and GitHub's 11 MB spec takes ~10 s to load and build.
import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeFingerprint } from '@/lib/mdx/code-fingerprint';
import { fileStamp as stampOf } from '@/lib/files/tree';

// OPENAPI_CACHE_DIR moves it (the scale benchmark starts from an empty one to time a cold build).
const CACHE_DIR = process.env.OPENAPI_CACHE_DIR ?? path.join(process.cwd(), 'node_modules', '.cache', 'api-docs-openapi');
/** How long a process waits for another one that is building the same entry. */
const WAIT_MS = 10 * 60_000;

/** A file's path, time and size: what the memo and the disk cache compare. */
export function fileStamp(file: string): string {
  return `${file}:${stampOf(file) ?? '0:0'}`;
}

let code: string | undefined;

/**
 * A key that changes with the spec's path, the code that reads it (lib/openapi and every source of
 * ours it imports, and the versions of the libraries they import: code-fingerprint.ts) and `extra`
 * (options that shape the result). The files a load reads are not in it: an entry records them
 * (`cached`'s `reads`), as no folder listing can know where a `$ref` leads.
 */
export function cacheKey(specFile: string, extra: unknown): string {
  code ??= codeFingerprint(process.cwd(), ['lib/openapi']);
  return createHash('sha256').update(code).update(JSON.stringify(extra)).update(path.resolve(specFile)).digest('hex').slice(0, 32);
}

/** An entry on disk: the value and the stamp of every file it was made from. */
interface Stored<T> {
  value: T;
  files?: Record<string, string>;
}

/** Whether every file an entry was made from is as it was then (an entry that lists none is from older code). */
const fresh = (entry: Stored<unknown>) => entry.files !== undefined && Object.entries(entry.files).every(([file, stamp]) => fileStamp(file) === stamp);

/**
 * The stamps of `files`, or undefined when one changed after `since` (during the computation): the
 * value may hold its old content under its new stamp, so it is not stored.
 */
function stampsOf(files: string[], since: number): Record<string, string> | undefined {
  const stamps: Record<string, string> = {};
  for (const file of files) {
    if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since) return undefined;
    stamps[file] = fileStamp(file);
  }
  return stamps;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function writeJson(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process waits for another one building the same entry: in a build, not in development. */
export function waitsForOthers(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'development';
}

/**
 * The cached value for `name` under `key`, or `compute()`'s result, stored for the next process with
 * the stamps of the files `reads` names (the spec, its `$ref`s' files, its overlays): an entry one of
 * them has changed since is a miss, and is computed and stored again.
 * A build process that finds another one computing the same entry waits for its result instead of
 * doing the work twice on the same cores; development computes it alongside. OPENAPI_CACHE=off skips the disk.
 */
export async function cached<T>(name: string, key: string, compute: () => Promise<T>, reads: (value: T) => string[] | Promise<string[]> = () => []): Promise<T> {
  if (process.env.OPENAPI_CACHE === 'off') return compute();
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `${key}.${name}.json`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const hit = readJson<Stored<T>>(file);
    if (hit && fresh(hit)) return hit.value;
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      // Development never waits: the other process is most likely Next's throwaway static-paths
      // worker, starting cold, and the page being asked for would wait on it.
      if (waitsForOthers() && Date.now() < deadline && age < WAIT_MS) {
        await sleep(200);
        continue;
      }
    }
    try {
      const started = Date.now();
      const value = await compute();
      const files = stampsOf(await reads(value), started);
      if (files) writeJson(file, { value, files } satisfies Stored<T>);
      return value;
    } finally {
      if (fd !== undefined) {
        closeSync(fd);
        unlinkSync(lock);
      }
    }
  }
}

/**
 * Times one step of turning a spec into pages. With OPENAPI_TIMINGS=<file> each step appends a line
 * `{"phase","spec","ms"}` there, for the scale benchmark; otherwise it only runs the step.
 */
export async function timed<T>(phase: string, spec: string, step: () => Promise<T>): Promise<T> {
  const file = process.env.OPENAPI_TIMINGS;
  if (!file) return step();
  const started = performance.now();
  const value = await step();
  appendFileSync(file, `${JSON.stringify({ phase, spec, ms: Math.round(performance.now() - started), pid: process.pid })}\n`);
  return value;
}
