// The "Try it" proxy of `npm run serve`: `<base>/_try/<api>/<n>/<path>?<query>` is forwarded to
// server n of that API's allowlist, as the build's manifest (`_try/manifest.json` in the export,
// lib/postbuild/try-manifest.ts) lists it, and as nginx does with the locations `npm run
// nginx:config` writes. Only those servers: every other `/_try/` path answers 403, and the target
// is never taken from the request (no host, header or URL names it). Only the console's own
// requests go (they carry TRY_CONSOLE_HEADER, which a navigation, a script, a worker or a frame
// cannot): what the API answers must never act as the site, so it comes back sandboxed, nosniff,
// no-store, without the headers that would change the site's origin (HIDDEN_RESPONSE_HEADERS). A
// server name is resolved once per request and the connection goes to the address checked (no DNS
// rebinding); a loopback, private or link-local address is refused unless the site allows that
// server by name (tryIt.allowPrivate). The site's cookies stay home (the browser's Cookie header does
// not go out, no Set-Cookie comes back; the API's cookies travel in TRY_COOKIE_HEADER), the body is
// limited (413) and so is the time (504). Nothing of a request is logged.
import { existsSync, readFileSync } from 'node:fs';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import path from 'node:path';
import { addressKind, privateAllowed } from '../../lib/config/try-addresses.mjs';

/** Where the build writes the manifest, relative to the export folder (lib/postbuild/try-manifest.ts). */
export const TRY_MANIFEST = '_try/manifest.json';

/** The path prefix below the base path that belongs to the proxy. */
export const TRY_PREFIX = '/_try';

/**
 * The request header in which the console sends the API's cookies (a page cannot set Cookie): the
 * proxy, here and in nginx, sends its value upstream as the Cookie header. lib/runtime/try-it/request.ts
 * names the same header.
 */
export const TRY_COOKIE_HEADER = 'x-try-cookie';

/**
 * The header (with this value) the console sends with each request through the proxy, and without
 * which neither proxy forwards anything: a navigation, `<script src>`, `new Worker()`, a service
 * worker's registration, an `<iframe>` or a `<form>` cannot add a header, so an API's answer never
 * loads as the site's page, script or worker. A page of another origin could add it only after a
 * CORS preflight, which the proxy never grants. lib/runtime/try-it/request.ts names the same.
 */
export const TRY_CONSOLE_HEADER = 'x-try-it';
export const TRY_CONSOLE_VALUE = 'console';

/**
 * Response headers of the API that never come back through either proxy: each would act on the
 * site's origin rather than on the console's one response (a service worker's scope, CORS for
 * other sites, wiping or pinning the origin, a refresh, preloads, cookies, client hints, reporting
 * endpoints, alternative services, cross-origin isolation), or is replaced by the proxy's own
 * (caching, the policy, nosniff). nginx hides exactly these (it has no wildcard: the CORS and
 * Cross-Origin names are listed); this proxy also drops any other name with a HIDDEN_RESPONSE_PREFIXES prefix.
 */
export const HIDDEN_RESPONSE_HEADERS = [
  'set-cookie',
  'set-cookie2',
  'service-worker-allowed',
  'clear-site-data',
  'strict-transport-security',
  'refresh',
  'link',
  'cache-control',
  'expires',
  'pragma',
  'age',
  'surrogate-control',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'feature-policy',
  'document-policy',
  'origin-agent-cluster',
  'origin-trial',
  'nel',
  'report-to',
  'reporting-endpoints',
  'alt-svc',
  'accept-ch',
  'critical-ch',
  'x-dns-prefetch-control',
  'speculation-rules',
  'supports-loading-mode',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
  'access-control-allow-private-network',
  'cross-origin-opener-policy',
  'cross-origin-opener-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-embedder-policy-report-only',
  'cross-origin-resource-policy',
  // Any same-origin fetch() answer may carry these, and each acts on the origin: FedCM's login status
  // (Set-Login), a device-bound session for the origin's cookies (DBSC, both spellings). And the
  // Attribution Reporting registrations, which serve drops by their prefix, named for nginx.
  'set-login',
  'secure-session-registration',
  'secure-session-challenge',
  'sec-session-registration',
  'sec-session-challenge',
  'attribution-reporting-register-source',
  'attribution-reporting-register-trigger',
  'attribution-reporting-register-os-source',
  'attribution-reporting-register-os-trigger',
];
// x-accel-: nginx acts on those (X-Accel-Redirect serves another of its locations), should serve run behind one.
const HIDDEN_RESPONSE_PREFIXES = ['access-control-', 'cross-origin-', 'attribution-reporting-', 'sec-', 'x-accel-'];

/**
 * What every response of the proxy carries, its refusals included, in both proxies: a sandbox (an
 * answer opened as a page gets an opaque origin and runs no script) that loads nothing, nosniff (no
 * text is taken for a script or stylesheet), no-store (a reader's API response is no cache's), and
 * no embedding by other origins.
 */
export const PROXIED_RESPONSE_HEADERS = {
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

// Hop-by-hop headers (RFC 9110 §7.6.1) end at the proxy, and so do the ones a message's Connection
// header names; Cookie and Set-Cookie are the site's, not the API's.
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
const DROP_REQUEST = new Set([...HOP, 'cookie', TRY_COOKIE_HEADER, TRY_CONSOLE_HEADER]);
const DROP_RESPONSE = new Set([...HOP, ...HIDDEN_RESPONSE_HEADERS]);

/** The header names a message's Connection header lists (RFC 9110 §7.6.1: they end at this hop). */
function connectionNamed(headers) {
  const value = headers.connection;
  return new Set(
    (Array.isArray(value) ? value.join(',') : (value ?? ''))
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * @typedef {{ id: string, servers: string[], proxy: boolean, allowPrivate?: string[], timeout: number, maxBodySize: number }} TryApi
 * @typedef {{ apis: TryApi[] }} TryManifest
 */

/**
 * The export's manifest, or undefined when no API enables the console.
 * @param {string} dir the export folder
 * @returns {TryManifest | undefined}
 */
export function readTryManifest(dir) {
  const file = path.join(dir, TRY_MANIFEST);
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(manifest?.apis)) throw new Error(`${file} is not a Try it manifest (no "apis" list); build the site again.`);
  return manifest;
}

/** True for a path the proxy owns: `/_try` and everything below it. */
export function isTryPath(below) {
  return below === TRY_PREFIX || below.startsWith(`${TRY_PREFIX}/`);
}

/**
 * Whether a path segment (still percent-encoded) could leave the server's path at the server or on
 * the way: a dot-segment once decoded (`..`, `%2e%2e`, `.%2e`), `;` parameters (`..;`, which Java
 * servers read as `..`), an encoded `/` or `\\` (`%2f`, `%5c`: a second decoding makes them
 * separators), a raw `\\`, a NUL, or percent-encoding that does not decode.
 * @param {string} segment
 */
export function segmentRefused(segment) {
  if (/[\\;]|%(2f|5c|3b|00)/i.test(segment)) return true;
  try {
    const decoded = decodeURIComponent(segment);
    return decoded === '.' || decoded === '..';
  } catch {
    return true;
  }
}

/**
 * Where a proxy path goes: the allowlisted server's URL with the rest of the path and the query, and
 * the API's limits; or undefined (403) when the path names no proxied API, no server of its list,
 * or has a segment that could climb out of the server's path (segmentRefused).
 * @param {TryManifest | undefined} manifest
 * @param {string} below the request's path below the base path, still percent-encoded
 * @param {string} search the query, with its "?" (or '')
 * @returns {{ target: URL, api: TryApi, server: string } | undefined}
 */
export function tryTarget(manifest, below, search) {
  const match = /^\/_try\/([^/]+)\/(\d{1,3})(\/.*)?$/.exec(below);
  if (!manifest || !match) return undefined;
  const [, id, index, rest = '/'] = match;
  let name;
  try {
    name = decodeURIComponent(id);
  } catch {
    return undefined;
  }
  const api = manifest.apis.find((candidate) => candidate.proxy && candidate.id === name);
  const server = api?.servers[Number(index)];
  if (!api || !server) return undefined;
  if (rest.split('/').some(segmentRefused)) return undefined;
  const base = new URL(server);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return undefined;
  const target = new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}${rest}${search}`);
  // The rest of the path is appended, never resolved: the target keeps the server's origin and path.
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname.replace(/\/$/, ''))) return undefined;
  return { target, api, server };
}

/**
 * Why a request is not the console's own, or undefined when it is: it must carry TRY_CONSOLE_HEADER,
 * and where the browser says what it fetches (Fetch Metadata), that must be a same-origin fetch()
 * (destination "empty", mode "cors" or "same-origin"), not a document, script, worker, frame or image.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {string | undefined}
 */
export function consoleRefusal(headers) {
  if (headers[TRY_CONSOLE_HEADER] !== TRY_CONSOLE_VALUE)
    return `The proxy forwards only the Try it console's own requests (header X-Try-It: ${TRY_CONSOLE_VALUE}).`;
  const { 'sec-fetch-dest': dest, 'sec-fetch-mode': mode, 'sec-fetch-site': site } = headers;
  if (dest !== undefined && dest !== 'empty') return `The proxy forwards only fetch() requests, not a ${dest} load.`;
  if (mode !== undefined && mode !== 'cors' && mode !== 'same-origin')
    return `The proxy forwards only fetch() requests, not a ${mode} one.`;
  if (site !== undefined && site !== 'same-origin') return "The proxy forwards only the site's own pages' requests.";
  return undefined;
}

/**
 * The address to connect to for a target, resolved once and checked: every address the name has
 * must be public unless the site allows the server by name (tryIt.allowPrivate). The caller connects
 * to exactly this address, so a second resolution (DNS rebinding) cannot change where it goes.
 * @param {URL} target
 * @param {TryApi} api
 * @param {string} server
 * @param {typeof dnsLookup} lookup
 * @returns {Promise<{ address: string, family: number } | { status: number, message: string }>}
 */
async function pinAddress(target, api, server, lookup) {
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { status: 502, message: `The server's name ${host} could not be resolved.` };
    }
  }
  const allowed = privateAllowed(server, api.allowPrivate);
  for (const { address } of addresses) {
    const kind = addressKind(address);
    if (kind && !allowed)
      return {
        status: 403,
        message: `The server ${target.host} is on a ${kind} address, which the proxy does not reach unless the site's config allows it (tryIt.allowPrivate).`,
      };
  }
  if (addresses.length === 0) return { status: 502, message: `The server's name ${host} has no address.` };
  return addresses[0];
}

/** An address as one form, for comparing: IPv4-mapped IPv6 as IPv4. */
const plainAddress = (address = '') => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function refuse(res, status, message) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  for (const [name, value] of Object.entries(PROXIED_RESPONSE_HEADERS)) res.setHeader(name, value);
  res.end(`${message}\n`);
}

/**
 * The request's body, up to `limit` bytes; undefined once it is over (the caller answers 413).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | undefined>}
 */
function readLimited(req, limit) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      resolve(undefined);
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.resume();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Answers one request below `<base>/_try/`: forwards it to its allowlisted server, or refuses it.
 * @param {TryManifest | undefined} manifest
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} below the path below the base path, still percent-encoded
 * @param {string} search
 * @param {{ lookup?: typeof dnsLookup }} [options] lookup: name resolution (tests stand in for DNS)
 */
export async function proxyTry(manifest, req, res, below, search, { lookup = dnsLookup } = {}) {
  const found = tryTarget(manifest, below, search);
  // The request as it came, before any URL parser resolved its dot-segments or turned "\\" into "/".
  const raw = (req.url ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0];
  if (!found || raw.split('/').some(segmentRefused)) {
    req.resume();
    refuse(res, 403, 'Not a Try it target: the proxy forwards only to the servers the site allowlists.');
    return;
  }
  const refusal = consoleRefusal(req.headers);
  if (refusal) {
    req.resume();
    refuse(res, 403, refusal);
    return;
  }
  const { target, api, server } = found;
  const pinned = await pinAddress(target, api, server, lookup);
  if ('status' in pinned) {
    req.resume();
    refuse(res, pinned.status, pinned.message);
    return;
  }
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  if (plainAddress(pinned.address) === plainAddress(req.socket.localAddress) && port === req.socket.localPort) {
    req.resume();
    refuse(res, 403, 'The server is this site itself: the proxy does not call itself.');
    return;
  }
  const body = await readLimited(req, api.maxBodySize);
  if (!body) {
    refuse(res, 413, `The request body is over this API's Try it limit of ${api.maxBodySize} bytes.`);
    return;
  }
  const named = connectionNamed(req.headers);
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !DROP_REQUEST.has(name) && !named.has(name)) headers[name] = value;
  }
  if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
  // The API's cookies, as the console typed them; the site's own Cookie header was dropped above.
  const cookie = req.headers[TRY_COOKIE_HEADER];
  if (typeof cookie === 'string' && cookie) headers.cookie = cookie;
  // The connection goes to the address checked above, whatever the name resolves to by now; Host
  // and the TLS server name (and its certificate check) stay the server's name.
  const pinnedLookup = (_name, options, callback) => {
    const done = typeof options === 'function' ? options : callback;
    if (typeof options === 'object' && options?.all) done(null, [pinned]);
    else done(null, pinned.address, pinned.family);
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise((resolve) => {
    const upstream = send(target, { method: req.method, headers, lookup: pinnedLookup });
    const timer = setTimeout(() => {
      upstream.destroy();
      refuse(res, 504, `The server did not answer within this API's Try it timeout of ${api.timeout} s.`);
      resolve(undefined);
    }, api.timeout * 1000);
    upstream.on('response', (answer) => {
      // A status outside 200-599 (the parser takes any three digits: 000, 099) makes setting it throw,
      // outside any promise here: that stopped the whole server. It is the API's fault: 502.
      const status = answer.statusCode ?? 0;
      if (status < 200 || status > 599) {
        clearTimeout(timer);
        answer.destroy();
        refuse(res, 502, `The server answered with status ${status}, which is no HTTP response status.`);
        resolve(undefined);
        return;
      }
      res.statusCode = status;
      const dropped = connectionNamed(answer.headers);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (
          value === undefined ||
          DROP_RESPONSE.has(name) ||
          dropped.has(name) ||
          HIDDEN_RESPONSE_PREFIXES.some((prefix) => name.startsWith(prefix))
        )
          continue;
        res.setHeader(name, value);
      }
      for (const [name, value] of Object.entries(PROXIED_RESPONSE_HEADERS)) res.setHeader(name, value);
      answer.pipe(res);
      answer.on('end', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
      answer.on('error', () => {
        clearTimeout(timer);
        res.destroy();
        resolve(undefined);
      });
    });
    // A 101 (the API switching protocols on a request that asked for none) has no final response to
    // follow: without this, the reader's request hung until the timeout (up to tryIt.timeout, days).
    upstream.on('upgrade', (answer, socket) => {
      clearTimeout(timer);
      socket.destroy();
      refuse(res, 502, `The server answered with status ${answer.statusCode}: it switched protocols, which the proxy does not follow.`);
      resolve(undefined);
    });
    upstream.on('error', () => {
      clearTimeout(timer);
      if (!res.writableEnded) refuse(res, 502, 'The server could not be reached.');
      resolve(undefined);
    });
    upstream.end(body);
  });
}
