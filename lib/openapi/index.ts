import { statSync } from 'node:fs';
import { siteConfig, type ApiEntry } from '@/lib/config';
import { cached, cacheKey, timed } from './cache';
import { resolveDescriptionLinks } from './description-links';
import { highlightModelSamples } from './highlight-samples';
import { loadSpec, type LoadedSpec } from './load';
import { planPages } from './pages';
import type { ApiModel } from './types';
import { buildApiModel } from './view-model';

export type * from './types';
export { OpenApiSpecError } from './errors';
export { apiPages, findApiPage, groupOf, operationHref, type ApiPage } from './pages';

export type ApiModelInput = Pick<ApiEntry, 'spec' | 'route' | 'splitAbove'> & Partial<Pick<ApiEntry, 'linkBase'>>;

// One load per spec per process, shared by every page, its metadata and the spec download. On
// globalThis: Next may instantiate this module more than once in a worker (routes, metadata).
// Each slot keeps the value for its spec's latest stamp only: development replaces it on an edit.
type Memo = Map<string, { stamp: string; value: Promise<unknown> }>;
const memo: Memo = ((globalThis as { __apiDocsSpecMemo?: Memo }).__apiDocsSpecMemo ??= new Map());

function once<T>(slot: string, stamp: string, make: () => Promise<T>): Promise<T> {
  const hit = memo.get(slot);
  if (hit?.stamp === stamp) return hit.value as Promise<T>;
  const entry = { stamp, value: make() };
  // A failed load is not remembered: the next caller gets the same clear error, not a stale one.
  entry.value.catch(() => {
    if (memo.get(slot) === entry) memo.delete(slot);
  });
  memo.set(slot, entry);
  return entry.value;
}

/**
 * What a spec's in-process memo is keyed on. A build: the spec's own size and time (cheap, asked for
 * by every page). Development: also every file beside it (its external $refs, as cacheKey reads
 * them), so an edit of any of them shows on the next request.
 */
function stamp(file: string): string {
  if (process.env.NODE_ENV === 'development') return `${file}:${cacheKey(file, {})}`;
  const stat = statSync(file, { throwIfNoEntry: false });
  return `${file}:${stat?.mtimeMs ?? 0}:${stat?.size ?? 0}`;
}

/** A spec read, validated and bundled once per build (per process, then from the disk cache). */
export function getLoadedSpec(spec: string): Promise<LoadedSpec> {
  return once(`spec ${spec}`, stamp(spec), () => cached('spec', cacheKey(spec, {}), () => timed('specLoad', spec, () => loadSpec(spec))));
}

/**
 * The view model of one configured API, validated, built, highlighted and laid out in pages once
 * per build: every page of a split reference asks for it, in several worker processes.
 */
export function getApiModel(api: ApiModelInput): Promise<ApiModel> {
  const options = { route: api.route, splitAbove: api.splitAbove, linkBase: api.linkBase, basePath: siteConfig.basePath, themes: siteConfig.codeThemes };
  return once(`model ${api.spec} ${JSON.stringify(options)}`, stamp(api.spec), () =>
    cached('model', cacheKey(api.spec, options), async () => {
      const { document, convertedFrom } = await getLoadedSpec(api.spec);
      return timed('viewModel', api.spec, async () => {
        const model = resolveDescriptionLinks(buildApiModel(document, convertedFrom), api.linkBase);
        return planPages(await highlightModelSamples(model), options);
      });
    }),
  );
}
