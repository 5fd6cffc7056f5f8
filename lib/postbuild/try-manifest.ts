// The "Try it" manifest: per API that enables the console, the servers it may call (its allowlist,
// in the order the proxy's `<server index>` counts them) and the proxy's limits. The build writes it
// into the export (`_try/manifest.json`) so that what serves the export reads the same list: `npm run
// serve` forwards `<base>/_try/<api>/<n>/…` to server n, `npm run nginx:config` writes a location per
// server and the Content-Security-Policy's connect-src. Neither server ever serves the file itself
// (every `<base>/_try/` path is the proxy's, and answers 403 unless it names an allowlisted server).
import { z } from 'zod';
import { TRY_IT_MAX_BODY_SIZE, TRY_IT_MAX_TIMEOUT, type ApiEntry } from '@/lib/config/schema';
import { hostKind, privateAllowed } from '@/lib/config/try-addresses.mjs';
import { tryItAllowlist } from '@/lib/openapi/samples/try-it';
import type { ApiModel } from '@/lib/openapi/model/types';

/** Where the manifest lives, relative to the export folder. */
export const TRY_MANIFEST = '_try/manifest.json';

// The manifest's format, as a schema with a sentence per field: the types below are read from it, and
// the manual's reference of the format (`npm run manual:reference`, /api/try-manifest) is written
// from it, so what the build writes and what the manual says cannot part. Strict: a field the
// servers do not read has no place in the file.
const httpUrl = z.url({ protocol: /^https?$/ });

export const tryManifestApiSchema = z
  .strictObject({
    id: z
      .string()
      .min(1)
      .describe(
        'The API\'s id in the site config, the `<api>` of `<base>/_try/<api>/<n>/…`; a version\'s is "<id>@<version>" (e.g. "word@v1").',
      ),
    servers: z
      .array(httpUrl.regex(/^https?:\/\/\S*[^/\s]$/, 'an absolute http(s) URL without a trailing slash'))
      .describe(
        "The console's allowlist: absolute http(s) server URLs without a trailing slash, in the order the console and the proxy count them (`<n>` is the position in this list). `tryIt.servers`, else the spec's.",
      ),
    proxy: z.boolean().describe('Whether the host forwards `<base>/_try/<id>/<n>/…` to `servers[n]` (`tryIt.proxy`).'),
    allowPrivate: z
      .array(httpUrl.regex(/^https?:\/\/[^/\s]+\/?$/, 'an origin alone'))
      .describe(
        'Origins the proxy may reach on a loopback, private or link-local address (`tryIt.allowPrivate`); every other server on such an address is refused.',
      ),
    timeout: z
      .int()
      .positive()
      .max(TRY_IT_MAX_TIMEOUT)
      .describe('Seconds before the proxy gives up on the server and answers 504 (`tryIt.timeout`).'),
    maxBodySize: z
      .int()
      .positive()
      .max(TRY_IT_MAX_BODY_SIZE)
      .describe('The largest request body the proxy forwards, in bytes; a larger one is answered 413 (`tryIt.maxBodySize`).'),
  })
  .describe('One API whose reference has the Try it console.');

export const tryManifestSchema = z
  .strictObject({
    apis: z
      .array(tryManifestApiSchema)
      .min(1)
      .describe('Every API whose site config entry has `tryIt`, in the order of `apis`; an export without any has no manifest at all.'),
  })
  .describe(
    "`_try/manifest.json` in the export: what `npm run serve` and `npm run nginx:config` read to set up the Try it proxy and the Content-Security-Policy's connect-src.",
  );

export type TryManifestApi = z.output<typeof tryManifestApiSchema>;
export type TryManifest = z.output<typeof tryManifestSchema>;

/**
 * Why the proxy may not forward to an allowlisted server, or undefined: the site itself (a relative
 * spec server, or one on the site's origin: the proxy would answer its own requests as an API's), or
 * a literal non-public address (or localhost) the config does not allow by name. Names are checked
 * where they are resolved: by `npm run serve`'s proxy and by `npm run nginx:config`.
 */
function proxyRefusal(server: string, allowPrivate: string[], site: { url: string }): string | undefined {
  if (new URL(server).origin === new URL(site.url).origin)
    return 'is the site\'s own origin (a relative server such as "/" or "/v1"): the proxy would call the site itself. List the API\'s real server in tryIt.servers';
  const kind = hostKind(new URL(server).hostname);
  if (kind && !privateAllowed(server, allowPrivate))
    return `is a ${kind} address. If it is meant (a local demo server), allow it by name: tryIt.allowPrivate: ["${new URL(server).origin}"]; else list the API's public servers in tryIt.servers`;
  return undefined;
}

/**
 * The manifest for the APIs that enable tryIt, or undefined when none does (the export then has no
 * _try/). Throws, naming the API and server, when a proxied API's allowlist holds a server the proxy
 * must refuse (see proxyRefusal): with tryIt.trustSpecServers those come from the spec.
 */
export function tryManifest(
  entries: { api: ApiEntry; model: Pick<ApiModel, 'servers' | 'tags' | 'webhooks'> }[],
  site: { url: string; basePath: string },
): TryManifest | undefined {
  const apis = entries.flatMap(({ api, model }) => {
    if (!api.tryIt) return [];
    const { proxy, timeout, maxBodySize } = api.tryIt;
    const allowPrivate = api.tryIt.allowPrivate ?? [];
    const servers = tryItAllowlist(model, api.tryIt, site);
    if (proxy) {
      const problems = servers.flatMap((server) => {
        const why = proxyRefusal(server, allowPrivate, site);
        return why ? [`  - server "${server}" ${why}.`] : [];
      });
      const unused = allowPrivate.filter((origin) => !servers.some((server) => privateAllowed(server, [origin])));
      problems.push(...unused.map((origin) => `  - tryIt.allowPrivate names "${origin}", the origin of none of its servers: remove it.`));
      if (problems.length)
        throw new Error(`site.config: API "${api.id}" enables the Try it proxy (tryIt.proxy), which refuses:\n${problems.join('\n')}`);
    }
    return [{ id: api.id, servers, proxy, allowPrivate, timeout, maxBodySize }];
  });
  return apis.length ? { apis } : undefined;
}
