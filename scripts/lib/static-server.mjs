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
import { isTryPath, proxyTry, readTryManifest } from './try-proxy.mjs';

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

  return createServer((req, res) => {
    const requested = new URL(req.url ?? '/', 'http://localhost');
    const belowBase = requested.pathname.startsWith(`${basePath}/`) ? requested.pathname.slice(basePath.length) : undefined;
    // The proxy streams the server's answer as it comes (compressed or not), so it goes around gzip.
    if (belowBase !== undefined && isTryPath(belowBase)) {
      proxyTry(tryManifest, req, res, belowBase, requested.search).catch(() => res.destroy());
      return;
    }
    gzip(req, res, async () => {
      const url = requested;
      if (basePath && url.pathname === '/') {
        res.statusCode = 302;
        res.setHeader('Location', `${basePath}/`);
        res.end();
        return;
      }
      if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
        await sendNotFound(res);
        return;
      }
      const below = decodeURIComponent(url.pathname.slice(basePath.length)) || '/';
      const clean = below.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
      if (redirectHtml && clean !== below && below !== '/404.html') {
        res.statusCode = 301;
        res.setHeader('Location', `${basePath}${clean === '/' ? '/' : clean.replace(/\/$/, '')}${url.search}`);
        res.end();
        return;
      }
      req.url = encodeURI(resolveFile(root, below) ?? below) + url.search;
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
    });
  });
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
