// A disk cache for what a spec becomes (the bundled document, the view model), so that each spec is
// parsed, validated and built once per build: `next build` runs its pages in several worker
// processes and the post-build step in another, and GitHub's 11 MB spec takes ~10 s to load and build.
import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeFingerprint } from './code-fingerprint';

// OPENAPI_CACHE_DIR moves it (the scale benchmark starts from an empty one to time a cold build).
const CACHE_DIR = process.env.OPENAPI_CACHE_DIR ?? path.join(process.cwd(), 'node_modules', '.cache', 'api-docs-openapi');
/** How long a process waits for another one that is building the same entry. */
const WAIT_MS = 10 * 60_000;

interface FileStamp {
  file: string;
  stamp: string;
}

function filesIn(dir: string, depth: number, out: FileStamp[]): FileStamp[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    if (name.startsWith('.') || name === 'node_modules' || out.length > 500) continue;
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (depth > 0) filesIn(file, depth - 1, out);
    } else if (stat) out.push({ file, stamp: `${file}:${stat.size}:${stat.mtimeMs}` });
  }
  return out;
}

let code: string | undefined;

/**
 * A key that changes with the spec, the files beside it (external `$ref`s: its folder and one level
 * of subfolders), the code that reads it (lib/openapi and every source of ours it imports, and the
 * versions of the libraries they import: code-fingerprint.ts) and `extra` (options that shape the result).
 */
export function cacheKey(specFile: string, extra: unknown): string {
  code ??= codeFingerprint(process.cwd(), ['lib/openapi']);
  const absolute = path.resolve(specFile);
  const hash = createHash('sha256').update(code).update(JSON.stringify(extra)).update(absolute);
  for (const { stamp } of filesIn(path.dirname(absolute), 1, [])) hash.update(stamp);
  return hash.digest('hex').slice(0, 32);
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
 * The cached value for `name` under `key`, or `compute()`'s result, stored for the next process.
 * A build process that finds another one computing the same entry waits for its result instead of
 * doing the work twice on the same cores; development computes it alongside. OPENAPI_CACHE=off skips the disk.
 */
export async function cached<T>(name: string, key: string, compute: () => Promise<T>): Promise<T> {
  if (process.env.OPENAPI_CACHE === 'off') return compute();
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `${key}.${name}.json`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const hit = readJson<{ value: T }>(file);
    if (hit) return hit.value;
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
      const value = await compute();
      writeJson(file, { value });
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
