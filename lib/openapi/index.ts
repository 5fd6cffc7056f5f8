import { statSync } from 'node:fs';
import path from 'node:path';
import { siteConfig, type ApiEntry } from '@/lib/config';
import { cached, cacheKey, fileStamp, timed } from './load/cache';
import { highlightModelSamples } from './samples/highlight';
import { loadSpec, type LoadedSpec } from './load/load';
import { planPages } from './pages/pages';
import { reservedPages } from './versions/routes';
import { boundSamples } from './samples/bounds';
import { resolveSpecLinks } from './links/in-spec';
import type { ApiModel } from './model/types';
import { buildApiModel } from './model/view-model';

export type * from './model/types';
export { OpenApiSpecError } from './load/errors';
export { apiPages, findApiPage, groupOf, operationHref, type ApiPage } from './pages/pages';
export { sampleFiles } from './samples/bounds';

export type ApiModelInput = Pick<ApiEntry, 'spec' | 'route' | 'splitAbove'> & Partial<Pick<ApiEntry, 'linkBase' | 'overlays' | 'version'>>;

// One load per spec per process, shared by every page, its metadata and the spec download. On
// globalThis: Next may instantiate this module more than once in a worker (routes, metadata).
// Each slot keeps the value for its spec's latest stamp only: development replaces it on an edit.
interface Entry {
  spec: string;
  stamp: string;
  value: Promise<unknown>;
}
type Memo = Map<string, Entry>;
const shared = globalThis as { __apiDocsSpecMemo?: Memo; __apiDocsSpecRefs?: Map<string, string[]> };
const memo: Memo = (shared.__apiDocsSpecMemo ??= new Map());
/** Development: the files each spec's external $refs read at its last load (absolute), by spec. */
const refsOf: Map<string, string[]> = (shared.__apiDocsSpecRefs ??= new Map());

function once<T>(slot: string, spec: string, make: () => Promise<T>): Promise<T> {
  const stamp = specStamp(spec);
  const hit = memo.get(slot);
  if (hit?.stamp === stamp) return hit.value as Promise<T>;
  const entry: Entry = { spec, stamp, value: make() };
  // A failed load is not remembered: the next caller gets the same clear error, not a stale one.
  entry.value.catch(() => {
    if (memo.get(slot) === entry) memo.delete(slot);
  });
  memo.set(slot, entry);
  return entry.value as Promise<T>;
}

export { fileStamp } from './load/cache';

/** Every file a spec's load read: the spec, the files its `$ref`s reach (at any depth, anywhere) and its overlays. What a cache entry made from it is checked against. */
export const filesRead = (loaded: LoadedSpec): string[] => [path.resolve(loaded.file), ...(loaded.refs ?? [])];

/**
 * What a spec's in-process memo is keyed on: the spec's own size and time (cheap, asked for by
 * every page). Development adds the files its external $refs read at its last load, so an edit of
 * one shows on the next request, while an edit of another spec in the same folder leaves it be.
 */
export function specStamp(file: string, own = fileStamp(file)): string {
  if (process.env.NODE_ENV !== 'development') return own;
  return [own, ...(refsOf.get(path.resolve(file)) ?? []).map(fileStamp)].join('|');
}

/**
 * Development: remembers the files a spec's load read, and restamps the memo entries made for that
 * load (stamped `before.stamp`, when their files were not known yet) so the next request keeps them. A
 * file changed since the load began leaves them stale: the next request loads again.
 */
function recordRefs(spec: string, refs: string[], before: { stamp: string; own: string }, started: number): void {
  if (process.env.NODE_ENV !== 'development') return;
  refsOf.set(path.resolve(spec), refs);
  const changed = refs.some((ref) => (statSync(ref, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) >= started);
  const after = changed ? 'stale' : [before.own, ...refs.map(fileStamp)].join('|');
  for (const entry of memo.values()) if (entry.spec === spec && entry.stamp === before.stamp) entry.stamp = after;
}

/** A spec read, bundled, overlaid and validated once per build (per process, then from the disk cache). */
export function getLoadedSpec(spec: string, overlays: string[] = []): Promise<LoadedSpec> {
  const slot = overlays.length ? `spec ${spec} ${JSON.stringify(overlays)}` : `spec ${spec}`;
  return once(slot, spec, async () => {
    const own = fileStamp(spec);
    const before = { own, stamp: specStamp(spec, own) };
    const started = Date.now();
    const key = cacheKey(spec, overlays.length ? { overlays } : {});
    const loaded = await cached('spec', key, () => timed('specLoad', spec, () => loadSpec(spec, process.cwd(), { overlays })), filesRead);
    recordRefs(spec, loaded.refs ?? [], before, started);
    return loaded;
  });
}

/**
 * The view model of one configured API, validated, built, highlighted and laid out in pages once
 * per build: every page of a split reference asks for it, in several worker processes.
 */
export function getApiModel(api: ApiModelInput): Promise<ApiModel> {
  const overlays = api.overlays ?? [];
  const reserved = reservedPages(api);
  const options = {
    route: api.route,
    splitAbove: api.splitAbove,
    linkBase: api.linkBase,
    basePath: siteConfig().basePath,
    themes: siteConfig().codeThemes,
    sampleLanguages: siteConfig().api.sampleLanguages,
    ...(overlays.length ? { overlays } : {}),
    ...(reserved.length ? { reserved } : {}),
  };
  return once(`model ${api.spec} ${JSON.stringify(options)}`, api.spec, async () => {
    // Development reads the spec first (from the disk cache when there): its $refs key the memo.
    if (process.env.NODE_ENV === 'development') await getLoadedSpec(api.spec, overlays);
    const reads = async () => filesRead(await getLoadedSpec(api.spec, overlays));
    return cached('model', cacheKey(api.spec, options), async () => {
      const { document, convertedFrom } = await getLoadedSpec(api.spec, overlays);
      return timed('viewModel', api.spec, async () => {
        const bounded = boundSamples(buildApiModel(document, convertedFrom, { sampleLanguages: options.sampleLanguages }), api.route);
        const model = planPages(await highlightModelSamples(bounded), options);
        // In-spec "#…" links need the planned pages: on a split reference their targets are other pages.
        const unresolved = resolveSpecLinks(model, document, options);
        if (unresolved.length) model.unresolvedLinks = unresolved;
        return model;
      });
    }, reads);
  });
}
