// `npm run api:demo`: the seed's two APIs (openapi/word.yaml, openapi/calculator.yaml) as a real
// server on 127.0.0.1, to try the reference's console against. No framework: a dozen routes, JSON
// bodies and CORS are a page of node:http, and nothing here needs to be downloaded.
//
// Contract for the console's tests (keep in step with manual/docs/guides/try-it.md, "The demo API"):
// - Every response carries `X-Demo-Auth`, naming the credentials that arrived, comma-separated, each
//   value percent-encoded: `bearer=<token>`, `basic=<user>:<password>`, `authorization=<other scheme and value>`,
//   `header:X-API-Key=<value>`, `query:api_key=<value>`, `cookie:api_key=<value>`; `none` when none did.
//   CORS exposes it (Access-Control-Expose-Headers), so a cross-origin fetch can read it.
// - requireAuth (`--require-auth`): a request without any of those credentials answers 401
//   `{ "message": … }` with `WWW-Authenticate: Bearer realm="api-demo"` (preflights never need them).
// - cors: '*' (default) answers any Origin (reflected, with Vary: Origin), a list only those origins,
//   false (`--no-cors`) sends no CORS header at all, so a browser refuses every cross-origin call.
// - A request the spec's request description rejects answers 400 (415 for a body that is not
//   application/json, 413 over 1 MiB) with `{ "message": … }`; an unknown path 404, a known path with
//   another method 405 (with Allow).
import { createServer } from 'node:http';
import { splitTarget } from '../request-target.mjs';
import { RequestError, jsonBody } from './request.mjs';
import { PATHS, ROUTES } from './routes.mjs';

/** Largest request body read, in bytes (the proxy's default limit too). */
export const MAX_BODY = 1024 * 1024;

/**
 * @typedef {{ cors?: '*' | string[] | false, requireAuth?: boolean }} DemoOptions
 */

/** @param {string} value */
const encode = (value) => encodeURIComponent(value);

/**
 * The credentials a request carries, as the X-Demo-Auth header names them (see the contract above).
 * @param {import('node:http').IncomingMessage} req
 * @param {URLSearchParams} query
 * @returns {string[]}
 */
export function credentials(req, query) {
  const found = [];
  const authorization = req.headers.authorization;
  if (authorization) {
    const [scheme = '', ...rest] = authorization.trim().split(/\s+/);
    const value = rest.join(' ');
    if (/^bearer$/i.test(scheme)) found.push(`bearer=${encode(value)}`);
    else if (/^basic$/i.test(scheme)) found.push(`basic=${encode(Buffer.from(value, 'base64').toString('utf8'))}`);
    else found.push(`authorization=${encode(authorization)}`);
  }
  const apiKey = req.headers['x-api-key'];
  if (typeof apiKey === 'string') found.push(`header:X-API-Key=${encode(apiKey)}`);
  for (const value of query.getAll('api_key')) found.push(`query:api_key=${encode(value)}`);
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === 'api_key') found.push(`cookie:api_key=${encode(value.join('='))}`);
  }
  return found;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new RequestError(413, `The body is larger than ${MAX_BODY} bytes.`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The CORS headers for a request's Origin, or none when that origin is not allowed.
 * @param {DemoOptions['cors']} cors
 * @param {string | undefined} origin
 * @returns {Record<string, string>}
 */
function corsHeaders(cors, origin) {
  if (!origin || cors === false) return {};
  if (cors !== '*' && !(cors ?? []).includes(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'X-Demo-Auth' };
}

/**
 * @param {DemoOptions} [options]
 * @returns {import('node:http').Server}
 */
export function createApiDemoServer({ cors = '*', requireAuth = false } = {}) {
  return createServer((req, res) => {
    // Nothing a request does may reject unhandled: that would stop the server for everyone.
    respond(req, res).catch((error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      console.error('api:demo: a request failed:', error);
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ message: 'The demo server failed; see its output.' }));
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function respond(req, res) {
    const target = splitTarget(req.url ?? '');
    const method = (req.method ?? 'GET').toUpperCase();
    res.setHeader('Vary', 'Origin');
    for (const [name, value] of Object.entries(corsHeaders(cors, req.headers.origin))) res.setHeader(name, value);
    const send = (/** @type {number} */ status, /** @type {string} */ type, /** @type {string} */ text) => {
      res.statusCode = status;
      res.setHeader('Content-Type', `${type}; charset=utf-8`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(text);
    };
    const fail = (/** @type {number} */ status, /** @type {string} */ message) =>
      send(status, 'application/json', JSON.stringify({ message }));
    if (!target) return fail(400, 'The request line names no URL path (a path such as /api/calc/add?a=1&b=2, or an absolute http URL).');
    const pathname = target.path;
    const query = new URLSearchParams(target.search);

    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      // A preflight: allowed origins learn the methods and may send the headers they asked for.
      if (res.hasHeader('Access-Control-Allow-Origin')) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        const asked = req.headers['access-control-request-headers'];
        if (asked) res.setHeader('Access-Control-Allow-Headers', asked);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.statusCode = 204;
      res.end();
      return;
    }

    const found = credentials(req, query);
    res.setHeader('X-Demo-Auth', found.length ? found.join(', ') : 'none');
    const route = ROUTES[`${method} ${pathname}`];
    if (!route) {
      if (!PATHS.has(pathname)) return fail(404, `No operation at ${pathname}.`);
      const allowed = Object.keys(ROUTES)
        .filter((key) => key.endsWith(` ${pathname}`))
        .map((key) => key.split(' ')[0]);
      res.setHeader('Allow', allowed.join(', '));
      return fail(405, `${pathname} answers ${allowed.join(' and ')}, not ${method}.`);
    }
    if (requireAuth && found.length === 0) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="api-demo"');
      return fail(401, 'Credentials required: a bearer token, basic auth, an X-API-Key header or an api_key query parameter or cookie.');
    }
    try {
      const body = await readBody(req);
      const answer = route({ query, json: () => jsonBody(req, body) });
      send(answer.status, answer.type, answer.type === 'text/plain' ? String(answer.body) : JSON.stringify(answer.body));
    } catch (error) {
      if (error instanceof RequestError) return fail(error.status, error.message);
      fail(500, 'The demo server failed; see its output.');
      console.error(error);
    }
  }
}
