// The site binding of the example check: every configured API, as the content check runs it before
// `next build`. Problems are cached with the spec (lib/openapi/load/cache.ts): a rebuild of an unchanged
// spec does not validate again (4–5 s for GitHub's).
import type { ApiEntry } from '@/lib/config/schema';
import { cached, cacheKey, timed } from '../load/cache';
import { OpenApiExampleError } from '../load/errors';
import { exampleOutcome, exampleProblems, type ExampleReport } from './check';
import { filesRead, getLoadedSpec } from '..';

type ExampleApi = Pick<ApiEntry, 'id' | 'spec' | 'validateExamples'> & Partial<Pick<ApiEntry, 'exampleRules' | 'overlays'>>;

/** Checks one API's examples at its level (from the disk cache when the spec and code are unchanged). */
async function apiExampleReport(api: ExampleApi): Promise<ExampleReport> {
  // At 'ignore' the spec is not even loaded for the check (nor a cache entry written).
  if (api.validateExamples === 'ignore') return { problems: [], message: '', fail: false };
  const input = { id: api.id, validateExamples: api.validateExamples, exampleRules: api.exampleRules };
  // Only the problems are cached: the message is worded by lib/config/checks.ts, outside the cache key's code.
  const overlays = api.overlays ?? [];
  const key = cacheKey(api.spec, overlays.length ? { rules: api.exampleRules ?? {}, overlays } : (api.exampleRules ?? {}));
  const problems = await cached(
    'examples',
    key,
    () => timed('examples', api.spec, async () => exampleProblems(await getLoadedSpec(api.spec, overlays), api.exampleRules)),
    async () => filesRead(await getLoadedSpec(api.spec, overlays)),
  );
  return { problems, ...exampleOutcome(api.spec, problems, input) };
}

/**
 * Prints each API's example problems (a warning at 'warn'), then throws one OpenApiExampleError
 * naming every API at 'throw' that has some, so the build stops before `next build`.
 */
export async function checkSiteExamples(apis: ExampleApi[], warn: (message: string) => void = console.warn): Promise<void> {
  const failures: string[] = [];
  for (const api of apis) {
    // An overlay action that matches nothing is allowed by Overlay 1.0, and most likely a target gone stale.
    if (api.overlays?.length) {
      for (const note of (await getLoadedSpec(api.spec, api.overlays)).overlayNotes ?? []) warn(`\nWarning: ${note.file} (overlay of API "${api.id}"): ${note.message}. Fix or drop the action.`);
    }
    sayExampleReport(await apiExampleReport(api), failures, warn);
  }
  if (failures.length > 0) throw new OpenApiExampleError(failures.join('\n\n'));
}

/** One API's report as the build says it: a warning at 'warn'; at 'throw' its message joins `failures`, the error that stops the build. */
export function sayExampleReport(report: Pick<ExampleReport, 'message' | 'fail'>, failures: string[], warn: (message: string) => void = console.warn): void {
  if (!report.message) return;
  if (report.fail) failures.push(report.message);
  else warn(`\nWarning: ${report.message}`);
}
