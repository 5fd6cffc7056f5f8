// Serves the exported site like a production static host: mounted at the base path, clean URLs
// (/docs/intro → docs/intro.html, as nginx's `try_files $uri $uri.html $uri/index.html`), 404.html
// with status 404, gzip, and long-lived caching for hashed assets under _next/static. serve-handler
// does the file serving; this only mounts it and maps clean URLs. `<base>/_try/` belongs to the "Try
// it" proxy (try-proxy.mjs), which forwards only to the servers the export's manifest allowlists.
import { createServer } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { decodePath, encodePath, splitTarget } from './request-target.mjs';
import { TRY_PREFIX, isTryPath, proxyTry, readTryManifest } from './try-proxy.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a path below the base path names, tried as nginx's `try_files $uri $uri.html $uri/index.html`:
 * the file itself, then the page (/blog/3.9.0 → blog/3.9.0.html: a dot in the last segment is no
 * extension to trust), then the folder's index. Null when none exists.
 * @param {string} root
 * @param {string} below decoded, starting with /
 * @returns {string | null}
 */
export function resolveFile(root, below) {
  const candidates = below.endsWith('/') ? [`${below}index.html`] : [below, `${below}.html`, `${below}/index.html`];
  return candidates.find((candidate) => isFile(path.join(root, candidate))) ?? null;
}

/**
 * @param {{ root: string, basePath: string, redirectHtml?: boolean, tryManifest?: import('./try-proxy.mjs').TryManifest }} options
 *   redirectHtml: answer /page.html and /page/index.html with a 301 to /page (default). Off, the
 *   server behaves like a plain host that serves such files as they are, or its 404 page.
 *   tryManifest: the proxy's allowlist; default the export's own (root/_try/manifest.json), if any.
 * @returns {import('node:http').Server}
 */
export function createStaticServer({ root, basePath, redirectHtml = true, tryManifest = readTryManifest(root) }) {
  const gzip = compression();
  const notFoundPage = path.join(root, '404.html');

  async function sendNotFound(res) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(existsSync(notFoundPage) ? await readFile(notFoundPage) : 'Not found');
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function answer(req, res) {
    const target = splitTarget(req.url ?? '');
    if (!target) return sendPlain(res, 400, 'Bad request: the request line names no URL path.');
    // The proxy reads its path still encoded (an API path may hold any escape) and streams the
    // server's answer as it comes (compressed or not), so it goes around the decoding and gzip.
    const rawBelow = target.path.startsWith(`${basePath}/`) ? target.path.slice(basePath.length) : undefined;
    if (rawBelow !== undefined && isTryPath(rawBelow)) return proxyTry(tryManifest, req, res, rawBelow, target.search);
    const pathname = decodePath(target.path);
    if (pathname === undefined)
      return sendPlain(
        res,
        400,
        'Bad request: the path has a malformed escape, a control character, a backslash or a ".." above the root.',
      );
    await new Promise((resolve, reject) => gzip(req, res, (error) => (error ? reject(error) : resolve(undefined))));
    if (basePath && pathname === '/') return redirect(res, 302, `${basePath}/${target.search}`);
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return sendNotFound(res);
    const below = pathname.slice(basePath.length) || '/';
    // The manifest and anything else under <base>/_try that is no proxy request (an encoded slash, a
    // dot segment, another case on a case-insensitive disk) is the proxy's, never a file to serve.
    if (below.split('/')[1].toLowerCase() === TRY_PREFIX.slice(1)) {
      return sendPlain(res, 403, `${basePath}${TRY_PREFIX}/ belongs to the Try it proxy: nothing under it is served as a file.`);
    }
    const clean = below.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (redirectHtml && clean !== below && below !== '/404.html') {
      // Built from the decoded, normalised path: one leading slash, every segment encoded, so the
      // Location is a path of this site (never `//host` or `/\host`) that any browser reads back.
      return redirect(res, 301, `${basePath}${encodePath(clean === '/' ? '/' : clean.replace(/\/$/, ''))}${target.search}`);
    }
    req.url = encodePath(resolveFile(root, below) ?? below) + target.search;
    await handler(req, res, {
      public: root,
      cleanUrls: false,
      directoryListing: false,
      etag: true,
      headers: [
        { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
        { source: '**/*.html', headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }] },
      ],
    });
  }

  return createServer((req, res) => {
    // Nothing a request does may reject unhandled: that would stop the server for everyone.
    answer(req, res).catch((error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // A malformed escape met further on (the proxy decodes the API id) is the request's fault.
      if (error instanceof URIError) return sendPlain(res, 400, 'Bad request: the path has a malformed escape.');
      console.error('serve: a request failed:', error);
      sendPlain(res, 500, 'Internal server error.');
    });
  });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} location
 */
function redirect(res, status, location) {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.end();
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function sendPlain(res, status, message) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(`${message}\n`);
}

/**
 * A static server started on a free port of 127.0.0.1, for tests and benchmarks.
 * @param {{ root: string, basePath: string, redirectHtml?: boolean }} options as createStaticServer
 * @returns {Promise<{ server: import('node:http').Server, origin: string }>}
 */
export async function serveStatic(options) {
  const server = createStaticServer(options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}` };
}
