// The "Try it" proxy of `npm run serve`: `<base>/_try/<api>/<n>/<path>?<query>` is forwarded to
// server n of that API's allowlist, as the build's manifest (`_try/manifest.json` in the export,
// lib/postbuild/try-manifest.ts) lists it, and as nginx does with the locations `npm run
// nginx:config` writes. Only those servers: every other `/_try/` path answers 403, and the target
// is never taken from the request (no host, header or URL names it). The site's cookies stay home
// (the browser's Cookie header does not go out, no Set-Cookie comes back; the API's cookies travel in
// TRY_COOKIE_HEADER), the body is limited (413) and so is the
// time (504). Nothing of a request is logged.
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';

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

// Hop-by-hop headers (RFC 9110 §7.6.1) end at the proxy; Cookie and Set-Cookie are the site's, not the API's.
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
const DROP_REQUEST = new Set([...HOP, 'cookie', TRY_COOKIE_HEADER]);
const DROP_RESPONSE = new Set([...HOP, 'set-cookie']);

/**
 * @typedef {{ id: string, servers: string[], proxy: boolean, timeout: number, maxBodySize: number }} TryApi
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
 * Where a proxy path goes: the allowlisted server's URL with the rest of the path and the query, and
 * the API's limits; or undefined (403) when the path names no proxied API, no server of its list,
 * or climbs out of the server's path ("..", also percent-encoded).
 * @param {TryManifest | undefined} manifest
 * @param {string} below the request's path below the base path, still percent-encoded
 * @param {string} search the query, with its "?" (or '')
 * @returns {{ target: URL, api: TryApi } | undefined}
 */
export function tryTarget(manifest, below, search) {
  const match = /^\/_try\/([^/]+)\/(\d{1,3})(\/.*)?$/.exec(below);
  if (!manifest || !match) return undefined;
  const [, id, index, rest = '/'] = match;
  const api = manifest.apis.find((candidate) => candidate.proxy && candidate.id === decodeURIComponent(id));
  const server = api?.servers[Number(index)];
  if (!api || !server) return undefined;
  if (rest.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return undefined;
  const base = new URL(server);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return undefined;
  const target = new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}${rest}${search}`);
  // The rest of the path is appended, never resolved: the target keeps the server's origin and path.
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname.replace(/\/$/, ''))) return undefined;
  return { target, api };
}

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
  res.setHeader('Cache-Control', 'no-store');
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
 */
export async function proxyTry(manifest, req, res, below, search) {
  const found = tryTarget(manifest, below, search);
  if (!found) {
    req.resume();
    refuse(res, 403, 'Not a Try it target: the proxy forwards only to the servers the site allowlists.');
    return;
  }
  const { target, api } = found;
  const body = await readLimited(req, api.maxBodySize);
  if (!body) {
    refuse(res, 413, `The request body is over this API's Try it limit of ${api.maxBodySize} bytes.`);
    return;
  }
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !DROP_REQUEST.has(name)) headers[name] = value;
  }
  if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
  // The API's cookies, as the console typed them; the site's own Cookie header was dropped above.
  const cookie = req.headers[TRY_COOKIE_HEADER];
  if (typeof cookie === 'string' && cookie) headers.cookie = cookie;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise((resolve) => {
    const upstream = send(target, { method: req.method, headers });
    const timer = setTimeout(() => {
      upstream.destroy();
      refuse(res, 504, `The server did not answer within this API's Try it timeout of ${api.timeout} s.`);
      resolve(undefined);
    }, api.timeout * 1000);
    upstream.on('response', (answer) => {
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !DROP_RESPONSE.has(name)) res.setHeader(name, value);
      }
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
    upstream.on('error', () => {
      clearTimeout(timer);
      if (!res.writableEnded) refuse(res, 502, 'The server could not be reached.');
      resolve(undefined);
    });
    upstream.end(body);
  });
}
