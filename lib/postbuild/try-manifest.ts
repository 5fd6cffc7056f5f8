// The "Try it" manifest: per API that enables the console, the servers it may call (its allowlist,
// in the order the proxy's `<server index>` counts them) and the proxy's limits. The build writes it
// into the export (`_try/manifest.json`) so that what serves the export reads the same list: `npm run
// serve` forwards `<base>/_try/<api>/<n>/…` to server n, `npm run nginx:config` writes a location per
// server and the Content-Security-Policy's connect-src. Neither server ever serves the file itself
// (every `<base>/_try/` path is the proxy's, and answers 403 unless it names an allowlisted server).
import type { ApiEntry } from '@/lib/config/schema';
import type { ApiModel } from '@/lib/openapi/types';

/** Where the manifest lives, relative to the export folder. */
export const TRY_MANIFEST = '_try/manifest.json';

export interface TryManifestApi {
  /** The API's id, the `<api>` of `<base>/_try/<api>/<n>/…` (a version's too: "word@v1"). */
  id: string;
  /** Absolute server URLs without a trailing slash; `<n>` is the position in this list. */
  servers: string[];
  /** Whether the host forwards `<base>/_try/<id>/<n>/…` to servers[n]. */
  proxy: boolean;
  /** Seconds before the proxy gives up on the server (504). */
  timeout: number;
  /** Largest request body the proxy forwards, in bytes (413 above). */
  maxBodySize: number;
}

export interface TryManifest {
  apis: TryManifestApi[];
}

type SpecServer = ApiModel['servers'][number];

/**
 * One server of the allowlist as an absolute URL without a trailing slash: the spec's variables at
 * their defaults, and a relative URL ("/v1", as OpenAPI allows) resolved against the site's own
 * address (its URL and base path), where the reader's browser would send it from the page.
 */
export function absoluteServer(url: string, site: { url: string; basePath: string }): string {
  return new URL(url, `${site.url}${site.basePath}/`).href.replace(/\/+$/, '');
}

/** A spec server's URL with each `{variable}` at its default. */
export function serverAtDefaults(server: SpecServer): string {
  return server.variables.reduce((url, variable) => url.replaceAll(`{${variable.name}}`, variable.default), server.url);
}

/**
 * The allowlist of one API: tryIt.servers as configured, else the spec's servers (variables at their
 * defaults). The console numbers the same list, so `<n>` means one server on both sides.
 */
export function tryItAllowlist(api: Pick<ApiEntry, 'tryIt'>, model: Pick<ApiModel, 'servers'>, site: { url: string; basePath: string }): string[] {
  const urls = api.tryIt?.servers ?? model.servers.map(serverAtDefaults);
  return urls.map((url) => absoluteServer(url, site));
}

/** The manifest for the APIs that enable tryIt, or undefined when none does (the export then has no _try/). */
export function tryManifest(entries: { api: ApiEntry; model: Pick<ApiModel, 'servers'> }[], site: { url: string; basePath: string }): TryManifest | undefined {
  const apis = entries.flatMap(({ api, model }) => {
    if (!api.tryIt) return [];
    const { proxy, timeout, maxBodySize } = api.tryIt;
    return [{ id: api.id, servers: tryItAllowlist(api, model, site), proxy, timeout, maxBodySize }];
  });
  return apis.length ? { apis } : undefined;
}
