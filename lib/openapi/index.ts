import { statSync } from 'node:fs';
import { siteConfig, type ApiEntry } from '@/lib/config';
import { cached, cacheKey, timed } from './cache';
import { highlightModelSamples } from './highlight-samples';
import { loadSpec, type LoadedSpec } from './load';
import { planPages } from './pages';
import type { ApiModel } from './types';
import { buildApiModel } from './view-model';

export type * from './types';
export { OpenApiSpecError } from './errors';
export { apiPages, findApiPage, groupOf, operationHref, type ApiPage } from './pages';

export type ApiModelInput = Pick<ApiEntry, 'spec' | 'route' | 'splitAbove'>;

// One load per spec per process, shared by every page, its metadata and the spec download. On
// globalThis: Next may instantiate this module more than once in a worker (routes, metadata).
const memo: Map<string, Promise<unknown>> = ((globalThis as { __apiDocsSpecs?: Map<string, Promise<unknown>> }).__apiDocsSpecs ??= new Map());

function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = make();
    // A failed load is not remembered: the next caller gets the same clear error, not a stale one.
    value.catch(() => memo.delete(key));
    memo.set(key, value);
  }
  return value;
}

function stamp(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return `${file}:${stat?.mtimeMs ?? 0}:${stat?.size ?? 0}`;
}

/** A spec read, validated and bundled once per build (per process, then from the disk cache). */
export function getLoadedSpec(spec: string): Promise<LoadedSpec> {
  return once(`spec ${stamp(spec)}`, () => cached('spec', cacheKey(spec, {}), () => timed('specLoad', spec, () => loadSpec(spec))));
}

/**
 * The view model of one configured API, validated, built, highlighted and laid out in pages once
 * per build: every page of a split reference asks for it, in several worker processes.
 */
export function getApiModel(api: ApiModelInput): Promise<ApiModel> {
  const options = { route: api.route, splitAbove: api.splitAbove, basePath: siteConfig.basePath, themes: siteConfig.codeThemes };
  return once(`model ${stamp(api.spec)} ${JSON.stringify(options)}`, () =>
    cached('model', cacheKey(api.spec, options), async () => {
      const { document, convertedFrom } = await getLoadedSpec(api.spec);
      return timed('viewModel', api.spec, async () => planPages(await highlightModelSamples(buildApiModel(document, convertedFrom)), options));
    }),
  );
}
