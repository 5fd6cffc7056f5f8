// One cold build of a site, as bench/scale.mjs and bench/api-corpus.mjs both time it: the dist
// folder, Next's build folder (the previous build's files and Turbopack's persistent cache), the
// OpenAPI cache and the compiled-MDX cache all empty, then the content check, next build and the
// post-build, each timed with its peak memory (measuredRun), and the OpenAPI steps lib/openapi timed (OPENAPI_TIMINGS). Each caller keeps its own env and its own failure policy.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measuredRun } from './measured-run.mjs';
import { BUILD_STEPS, stepCommand } from '../scripts/lib/build-steps.mjs';

export { BUILD_STEPS, stepCommand };

const root = path.resolve(import.meta.dirname, '..');

/**
 * Empties Next's build folder as a fresh checkout has it: Turbopack keeps its persistent cache in
 * .next/cache whatever the dist folder (a build right after another of the same site compiles in 3 s
 * instead of 16 s), and next build deletes the previous build's files first (.next/server: 11 s of
 * the next process's profile after a 1,000-doc build, which a cold CI build never pays). Other
 * caches (.next/cache/…) are kept: bench/warm-build.mjs puts Turbopack's back beside them.
 * @param {string} nextDir
 */
export function clearBuildFolder(nextDir) {
  if (!existsSync(nextDir)) return;
  for (const entry of readdirSync(nextDir)) if (entry !== 'cache') rmSync(path.join(nextDir, entry), { recursive: true, force: true });
  rmSync(path.join(nextDir, 'cache', 'turbopack'), { recursive: true, force: true });
}

/**
 * Builds into `dist` (relative to the project) from empty caches with `env` added to this
 * process's. Stops at the first step that fails (exit status or no start) and names it in `failed`.
 * @param {{ dist: string, env?: Record<string, string | undefined>, fd?: number, onStep?: (args: string[]) => void }} options
 *   fd: an open file for the steps' output (the terminal without one).
 * @returns {Promise<{ seconds: Record<string, number>, cpuSeconds: Record<string, number>, peakBytes: number, peakBytesByStep: Record<string, number>, timings: { phase: string, spec: string, ms: number }[],
 *   failed?: { step: string, message: string } }>}
 */
export async function coldBuild({ dist, env: extra = {}, fd, onStep }) {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'openapi-cache-'));
  const timingsFile = path.join(cacheDir, 'timings.jsonl');
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: dist,
    OPENAPI_CACHE_DIR: cacheDir,
    // Compiled MDX is cached across builds (lib/mdx/compile-cache.ts): a cold build starts without it.
    MDX_CACHE_DIR: path.join(cacheDir, 'mdx'),
    // And so is the last export's pages (lib/site/incremental.ts): a cold build renders every page.
    EXPORT_CACHE_DIR: path.join(cacheDir, 'export'),
    OPENAPI_TIMINGS: timingsFile,
    ...extra,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  rmSync(path.join(root, dist), { recursive: true, force: true });
  clearBuildFolder(path.join(root, '.next'));
  const seconds = {};
  const cpuSeconds = {};
  let peakBytes = 0;
  // Which step the peak is in (the content check, next build's workers, the post-build), not only how high.
  const peakBytesByStep = {};
  let failed;
  for (const [step, args] of BUILD_STEPS) {
    onStep?.(args);
    const result = await measuredRun(...stepCommand(args), { cwd: root, env, fd });
    seconds[step] = result.seconds;
    if (result.cpuSeconds !== undefined) cpuSeconds[step] = result.cpuSeconds;
    peakBytes = Math.max(peakBytes, result.peakBytes);
    peakBytesByStep[step] = result.peakBytes;
    if (result.status !== 0) {
      failed = { step, message: `${args.join(' ')} ${result.error ? `did not start (${result.error})` : `exited ${result.status}`}` };
      break;
    }
  }
  const timings = existsSync(timingsFile)
    ? readFileSync(timingsFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  rmSync(cacheDir, { recursive: true, force: true });
  return { seconds, cpuSeconds, peakBytes, peakBytesByStep, timings, ...(failed ? { failed } : {}) };
}

/**
 * Seconds of one OpenAPI step (`specLoad`, `viewModel`) for the specs `isSpec` accepts. A step may
 * run in several worker processes at once (before the disk cache has it): the longest counts.
 */
export function phaseSeconds(timings, isSpec, phase) {
  return Math.max(0, ...timings.filter((line) => line.phase === phase && isSpec(line.spec)).map((line) => line.ms)) / 1000;
}
