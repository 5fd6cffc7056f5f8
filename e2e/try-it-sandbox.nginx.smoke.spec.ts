import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ensureNginx } from '../scripts/lib/ensure.mjs';
import { renderSiteConf, renderStandaloneConf } from '../scripts/lib/nginx-config.mjs';
import { createStaticServer } from '../scripts/lib/static-server.mjs';
import type { TryManifest } from '../scripts/lib/try-proxy.mjs';
import { expect, test } from './fixtures';

// The Try it proxy against an API that means harm (or serves its users' uploads), in Chromium,
// through both proxies: real nginx with the rendered deploy/nginx.conf.template, and `npm run
// serve`'s static server. The upstream is this test's own server on 127.0.0.1: it answers a script
// with `Service-Worker-Allowed: /`, and an HTML page that loads a script of the same path, which
// (as issue 28 found) once ran as the docs site and registered itself as the service worker of
// every page. Now no page of the site can register it, the HTML never runs as the site, and nothing
// of it reaches the upstream unless the console itself asks. The nginx part also reads nginx's own
// logs after odd requests that carry an API key in their query: none of them is written down.

const exportDir = process.env.NEXT_DIST_DIR || 'out';
const BASE = '/demo';
const PROXY = `${BASE}/_try/hostile/0`;
const CONSOLE = { 'X-Try-It': 'console' };

const EVIL_JS = `
  localStorage.setItem('pwned', 'the API ran as the site');
  if (self.document && navigator.serviceWorker) navigator.serviceWorker.register('${PROXY}/sw.js', { scope: '/' }).then(() => localStorage.setItem('sw', 'registered'));
`;
const SW_JS = `self.addEventListener('fetch', (event) => event.respondWith(new Response('<h1>pwned</h1>', { headers: { 'Content-Type': 'text/html' } })));`;

/** The hostile upstream: what it answers, and every request that reached it. */
function hostileUpstream(seen: { url: string; headers: IncomingHttpHeaders }[]): Server {
  return createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    // An interim 103, then a whole response of its own and a third one for whatever comes next on the connection.
    if (req.url?.endsWith('/interim')) {
      const page = '<!doctype html><title>pwned</title><p>served as the site</p>';
      req.socket.end(
        'HTTP/1.1 103 Early Hints\r\n\r\n' +
          'HTTP/1.1 200 OK\r\nClear-Site-Data: "storage"\r\nContent-Length: 2\r\n\r\nok' +
          `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${page.length}\r\n\r\n${page}`,
      );
      return;
    }
    res.setHeader('Service-Worker-Allowed', '/');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Clear-Site-Data', '"cache", "storage"');
    res.setHeader('Strict-Transport-Security', 'max-age=31536000');
    res.setHeader('Link', '</demo/_try/hostile/0/evil.js>; rel=preload; as=script');
    res.setHeader('Set-Cookie', 'tracker=1; Path=/');
    res.setHeader('Cache-Control', 'public, max-age=31536000');
    // FedCM login status and a device-bound session for the site's origin, from any fetch() answer.
    res.setHeader('Set-Login', 'logged-in');
    res.setHeader('Secure-Session-Registration', `(ES256);path="${PROXY}/session";challenge="c"`);
    res.setHeader('Attribution-Reporting-Register-Source', '{"destination":"https://evil.example"}');
    // nginx acts on this one itself: it would answer with the site's page (and the site's policy) instead.
    if (req.url?.endsWith('/accel')) res.setHeader('X-Accel-Redirect', `${BASE}/index.html`);
    if (req.url?.endsWith('.js')) {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(req.url.includes('sw.js') ? SW_JS : EVIL_JS);
    } else {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!doctype html><title>pwned</title><script src="${PROXY}/evil.js"></script><p>an upload</p>`);
    }
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A port nothing listens on now, for nginx. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A request exactly as written (a browser or fetch would normalise the path, and cannot send Connection). */
function raw(origin: string, target: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request line and headers as bytes, for what no HTTP client sends; resolves with the status line. */
function rawLines(origin: string, text: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    import('node:net').then(({ connect }) => {
      const socket = connect(Number(port), hostname, () => socket.end(text));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
      socket.on('error', () => resolve(answer.split('\r\n')[0] ?? ''));
    });
  });
}

async function noServiceWorker(page: Page): Promise<void> {
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => [localStorage.getItem('pwned'), localStorage.getItem('sw')])).toEqual([null, null]);
}

if (exportDir !== 'out') {
  test.describe('Try it proxy against a hostile API', () => {
    test.describe.configure({ mode: 'default' });
    // What the refused loads log in the browser: the point of these tests.
    test.use({
      allowedConsole: [
        /status of 403|bad HTTP response code \(403\)|Refused to|ServiceWorker|service worker|Failed to (load|fetch|register)|worker-src|frame-ancestors|net::ERR_/i,
      ],
      waitForHydration: false,
    });

    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    let upstream: Server;
    let serve: Server;
    let nginx: ChildProcess;
    let scratch: string;
    const origins: Record<'nginx' | 'serve', string> = { nginx: '', serve: '' };

    test.beforeAll(async () => {
      upstream = hostileUpstream(seen);
      const upstreamOrigin = `http://127.0.0.1:${await listen(upstream)}`;
      const manifest: TryManifest = {
        apis: [{ id: 'hostile', servers: [upstreamOrigin], proxy: true, allowPrivate: [upstreamOrigin], timeout: 5, maxBodySize: 1024 }],
      };
      // The site: one page of its own, under the base path.
      scratch = mkdtempSync(path.join(tmpdir(), 'try-sandbox-'));
      const site = path.join(scratch, 'www', BASE.slice(1));
      mkdirSync(site, { recursive: true });
      writeFileSync(path.join(site, 'index.html'), '<!doctype html><html lang="en"><title>Docs</title><h1>Docs</h1></html>');
      writeFileSync(path.join(site, '404.html'), '<!doctype html><html lang="en"><title>Not found</title></html>');
      serve = createStaticServer({ root: site, basePath: BASE, tryManifest: manifest });
      origins.serve = `http://127.0.0.1:${await listen(serve)}`;
      const port = await freePort();
      const template = readFileSync(path.join(import.meta.dirname, '../deploy/nginx.conf.template'), 'utf8');
      const siteConf = path.join(scratch, 'site.conf');
      writeFileSync(
        siteConf,
        renderSiteConf({
          template,
          basePath: BASE,
          root: path.join(scratch, 'www'),
          listen: `127.0.0.1:${port}`,
          serverName: 'localhost',
          hashes: new Map(),
          tryManifest: manifest,
          accessLog: path.join(scratch, 'access.log'),
        }),
      );
      const main = path.join(scratch, 'nginx.conf');
      writeFileSync(
        main,
        renderStandaloneConf({ dir: scratch, siteConf, user: process.getuid?.() === 0 ? userInfo().username : undefined }),
      );
      nginx = spawn(ensureNginx(), ['-p', scratch, '-c', main, '-e', path.join(scratch, 'error.log'), '-g', 'daemon off;'], {
        stdio: 'inherit',
      });
      origins.nginx = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${origins.nginx}${BASE}/`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 10_000 },
        )
        .toBe(200);
    });

    test.afterAll(async () => {
      nginx?.kill('SIGQUIT');
      await Promise.all([upstream, serve].map((server) => server && new Promise((resolve) => server.close(resolve))));
      rmSync(scratch, { recursive: true, force: true });
    });

    for (const proxy of ['nginx', 'serve'] as const) {
      test(`Try it (${proxy}): a page of the site cannot register the API's script as its service worker`, async ({ page }) => {
        const before = seen.length;
        await page.goto(`${origins[proxy]}${BASE}/`);
        const outcome = await page.evaluate(async (url) => {
          const tries = [url, `${url}?again`].map((script, index) =>
            navigator.serviceWorker.register(script, index === 0 ? { scope: '/' } : undefined).then(
              (registration) => `registered for ${registration.scope}`,
              (error: Error) => `refused: ${error.name}`,
            ),
          );
          return Promise.all(tries);
        }, `${PROXY}/sw.js`);
        expect(outcome.filter((result) => result.startsWith('registered'))).toEqual([]);
        await noServiceWorker(page);
        // Neither registration reached the API: the proxy (or, in nginx, worker-src 'none') refused it first.
        expect(seen.slice(before).map((request) => request.url)).toEqual([]);
      });

      test(`Try it (${proxy}): the API's HTML never runs as the site, opened, framed, or its script loaded or run as a worker`, async ({
        page,
      }) => {
        const before = seen.length;
        const opened = await page.goto(`${origins[proxy]}${PROXY}/page.html`);
        expect(opened?.status()).toBe(403);
        expect(await opened?.headerValue('content-security-policy')).toContain('sandbox');
        await page.goto(`${origins[proxy]}${BASE}/`);
        const loads = await page.evaluate(async (proxyPath) => {
          const frame = document.createElement('iframe');
          frame.src = `${proxyPath}/page.html`;
          const framed = new Promise((resolve) => {
            frame.addEventListener('load', () => resolve('frame loaded'));
            setTimeout(() => resolve('frame timed out'), 2000);
          });
          document.body.append(frame);
          const script = document.createElement('script');
          script.src = `${proxyPath}/evil.js`;
          const scripted = new Promise((resolve) => {
            script.onload = () => resolve('script ran');
            script.onerror = () => resolve('script refused');
          });
          document.body.append(script);
          const worker = new Promise((resolve) => {
            try {
              const started = new Worker(`${proxyPath}/evil.js`);
              started.onerror = () => resolve('worker refused');
              setTimeout(() => resolve('worker started'), 2000);
            } catch {
              resolve('worker refused');
            }
          });
          return Promise.all([framed, scripted, worker]);
        }, PROXY);
        expect(loads.slice(1)).toEqual(['script refused', 'worker refused']);
        await page.waitForTimeout(300);
        await noServiceWorker(page);
        expect(seen.slice(before).map((request) => request.url)).toEqual([]);
      });

      test(`Try it (${proxy}): the console's own fetch gets the answer sandboxed, nosniff, no-store, without the headers that act on the site`, async ({
        page,
        request,
      }) => {
        await page.goto(`${origins[proxy]}${BASE}/`);
        // In the page, as the console sends it (same-origin fetch, its header): the answer comes, but as data.
        const body = await page.evaluate(
          (url) => fetch(url, { headers: { 'X-Try-It': 'console' }, credentials: 'omit' }).then((r) => r.text()),
          `${PROXY}/page.html`,
        );
        expect(body).toContain('<title>pwned</title>');
        expect(seen.at(-1)?.headers['x-try-it']).toBeUndefined();
        const answer = await request.get(`${origins[proxy]}${PROXY}/sw.js`, { headers: CONSOLE });
        expect(answer.status()).toBe(200);
        const headers = answer.headers();
        expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['cache-control']).toBe('no-store');
        for (const name of [
          'service-worker-allowed',
          'access-control-allow-origin',
          'clear-site-data',
          'strict-transport-security',
          'link',
          'set-cookie',
          'set-login',
          'secure-session-registration',
          'attribution-reporting-register-source',
        ])
          expect(headers[name], name).toBeUndefined();
        await noServiceWorker(page);
      });

      test(`Try it (${proxy}): a path segment that could climb at the API is refused, and nothing reaches it`, async () => {
        const before = seen.length;
        const overlong = ['%c0%ae%c0%ae/admin', 'a/%C0%AE%c0%ae/b', '%e0%80%ae%e0%80%ae/admin', '%c0%afadmin'];
        for (const climb of [
          'a/..;/admin',
          '..;/admin',
          'a;b',
          'a%3bb',
          '%2e%2e/admin',
          '.%2e/admin',
          'a/%2e%2e/b',
          'a%2f..%2fadmin',
          'a%5c..%5cadmin',
          'a\\..\\admin',
          ...overlong,
        ]) {
          expect(await raw(origins[proxy], `${PROXY}/${climb}`, CONSOLE), climb).toBe(403);
        }
        // A "#" in the request line (no browser sends one) ends nginx's path: it resolved "a/..#x" and forwarded "/".
        // serve answers 400 to any target with a fragment.
        for (const climb of ['a/..#x', 'a/.#x', 'a/%2e%2e#x']) {
          expect([400, 403], climb).toContain(await raw(origins[proxy], `${PROXY}/${climb}`, CONSOLE));
        }
        expect(seen.slice(before).map((request) => request.url)).toEqual([]);
        expect(await raw(origins[proxy], `${PROXY}/fine`, CONSOLE)).toBe(200);
        expect(await raw(origins[proxy], `${PROXY}/caf%C3%A9`, CONSOLE)).toBe(200);
      });

      test(`Try it (${proxy}): an X-Accel-Redirect from the API neither serves a page of the site in its place nor comes back`, async ({
        request,
      }) => {
        const response = await request.get(`${origins[proxy]}${PROXY}/accel`, { headers: CONSOLE });
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain('an upload');
        expect(response.headers()['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
        expect(response.headers()['x-accel-redirect']).toBeUndefined();
      });
    }

    test("Try it (nginx): headers a request's Connection header names never reach the API (nginx would pass them: it refuses)", async () => {
      const before = seen.length;
      expect(
        await raw(origins.nginx, `${PROXY}/hop`, { ...CONSOLE, Connection: 'keep-alive, X-Hop-Secret', 'X-Hop-Secret': 'for this hop' }),
      ).toBe(403);
      expect(seen.slice(before)).toEqual([]);
      expect(await raw(origins.nginx, `${PROXY}/hop`, { ...CONSOLE, Connection: 'keep-alive' })).toBe(200);
      // No Connection header at all, as every request over HTTP/2 comes (nginx's map tried no regex on the empty value: 403).
      const { port } = new URL(origins.nginx);
      const status = await new Promise<string>((resolve) => {
        // Kept open: nginx takes a client's half-close for an abort and answers nothing.
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET ${PROXY}/hop HTTP/1.1\r\nHost: localhost\r\nX-Try-It: console\r\n\r\n`),
        );
        socket.once('data', (chunk: Buffer) => {
          resolve(chunk.toString().split('\r\n')[0] ?? '');
          socket.destroy();
        });
        socket.on('error', () => resolve(''));
      });
      expect(status).toBe('HTTP/1.1 200 OK');
      expect(seen.at(-1)?.headers['x-hop-secret']).toBeUndefined();
      // serve drops them and forwards the rest.
      expect(
        await raw(origins.serve, `${PROXY}/hop`, { ...CONSOLE, Connection: 'keep-alive, X-Hop-Secret', 'X-Hop-Secret': 'for this hop' }),
      ).toBe(200);
      expect(seen.at(-1)?.headers['x-hop-secret']).toBeUndefined();
    });

    test("Try it (nginx): what an API writes after a 1xx never answers the reader's next request on the connection", async () => {
      // nginx 1.22 passes the 103 on as the final answer and the rest as it comes; the connection must then end.
      const { port } = new URL(origins.nginx);
      const received = await new Promise<string>((resolve) => {
        let text = '';
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET ${PROXY}/interim HTTP/1.1\r\nHost: localhost\r\nX-Try-It: console\r\n\r\n`),
        );
        socket.on('data', (chunk: Buffer) => {
          // The reader's next request, on the same connection, as a browser's keep-alive would send it.
          if (!text) socket.write(`GET ${BASE}/ HTTP/1.1\r\nHost: localhost\r\n\r\n`);
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
        setTimeout(() => socket.destroy(), 5000);
      });
      expect(received.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 1\d\d /);
      expect(received).toMatch(/\r\nConnection: close\r\n/);
      // The site's home page never came: the connection ended with the API's bytes.
      expect(received).not.toContain('<h1>Docs</h1>');
    });

    test('Try it (nginx): no request line with an API key in its query is logged, malformed or refused ones included', async () => {
      const origin = origins.nginx;
      const statuses = [
        await raw(origin, `${BASE}//_try/hostile/0/x.html?api_key=SECRET-1`),
        await raw(origin, `${BASE}/%5Ftry/hostile/0/x.html?api_key=SECRET-2`),
        await raw(origin, `${BASE}/./_try/hostile/0/x.html?api_key=SECRET-3`),
        await raw(origin, `${BASE}/_try/../../../x?api_key=SECRET-4`),
        await raw(origin, `${BASE}/_try/hostile/0/a%00b?api_key=SECRET-5`),
        await raw(origin, `${BASE}/_try/hostile/0/%zz?api_key=SECRET-6`),
        await raw(origin, `${PROXY}/page.html?api_key=SECRET-7`),
        await raw(origin, `${PROXY}/ok?api_key=SECRET-8`, CONSOLE),
        await raw(origin, `${BASE}/_TRY/hostile/0/x?api_key=SECRET-9`),
        await raw(origin, `${BASE}/_try/elsewhere/0/x.html?api_key=SECRET-10`),
      ];
      const lines = [
        await rawLines(origin, 'GET http://[/demo/_try/hostile/0/x?api_key=SECRET-11 HTTP/1.1\r\nHost: localhost\r\n\r\n'),
        await rawLines(origin, 'GET /demo/_try/hostile/0/x?api_key=SECRET-12 HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'),
        await rawLines(origin, 'GET /demo/_try/hostile/0/x?api_key=SECRET-13 HTTP/1.1\r\n\r\n'),
        await rawLines(origin, 'GET /demo/_try/hostile/0/x?api_key=SECRET-14 HTTP/2.0\r\nHost: localhost\r\n\r\n'),
      ];
      // None of them was redirected (a 301 would have been logged at server level, and turn a POST into a GET).
      expect(statuses.filter((status) => status === 301)).toEqual([]);
      expect(
        lines.every((line) => /^HTTP\/1\.1 (400|505)/.test(line)),
        lines.join(' | '),
      ).toBe(true);
      // The log works: a page of the site with a query is written down.
      await raw(origin, `${BASE}/?visible=LOGGED`);
      await expect.poll(() => readFileSync(path.join(scratch, 'access.log'), 'utf8')).toContain('LOGGED');
      const logs = ['access.log', 'error.log'].map((file) => readFileSync(path.join(scratch, file), 'utf8')).join('\n');
      expect(logs.split('\n').filter((line) => line.includes('SECRET'))).toEqual([]);
    });
  });
}
