// The "Try it" manifest: per API that enables the console, the servers it may call (its allowlist,
// in the order the proxy's `<server index>` counts them) and the proxy's limits. The build writes it
// into the export (`_try/manifest.json`) so that what serves the export reads the same list: `npm run
// serve` forwards `<base>/_try/<api>/<n>/…` to server n, `npm run nginx:config` writes a location per
// server and the Content-Security-Policy's connect-src. Neither server ever serves the file itself
// (every `<base>/_try/` path is the proxy's, and answers 403 unless it names an allowlisted server).
import type { ApiEntry } from '@/lib/config/schema';
import { tryItAllowlist } from '@/lib/openapi/try-it';
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

/** The manifest for the APIs that enable tryIt, or undefined when none does (the export then has no _try/). */
export function tryManifest(entries: { api: ApiEntry; model: Pick<ApiModel, 'servers' | 'tags' | 'webhooks'> }[], site: { url: string; basePath: string }): TryManifest | undefined {
  const apis = entries.flatMap(({ api, model }) => {
    if (!api.tryIt) return [];
    const { proxy, timeout, maxBodySize } = api.tryIt;
    return [{ id: api.id, servers: tryItAllowlist(model, api.tryIt, site), proxy, timeout, maxBodySize }];
  });
  return apis.length ? { apis } : undefined;
}
