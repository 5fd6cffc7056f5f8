import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { HIDDEN_RESPONSE_HEADERS, proxyTry, segmentRefused, tryTarget, type TryManifest } from '../../scripts/lib/try-proxy.mjs';
import { close, listenInRange } from '../api-demo/listen';

// `npm run serve`'s Try it proxy against a recording upstream: what it forwards, what it strips,
// and every way it refuses (403 off the allowlist or not the console's request, 413 over the body
// limit, 504 past the timeout). The console marks its requests with X-Try-It: console; tryFetch does too.

/** The console's own request: fetch() with the header the proxy requires. */
const CONSOLE = { 'X-Try-It': 'console' };
const tryFetch = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { ...CONSOLE, ...(init.headers as Record<string, string> | undefined) } });

/** A request sent as written (fetch would normalise the path and refuses a Connection header). */
function rawRequest(origin: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, headers: { ...CONSOLE, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What an API that means harm (or serves its users' uploads) answers besides its body. */
const HOSTILE_HEADERS: Record<string, string> = {
  'Service-Worker-Allowed': '/',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Something-New': 'x',
  'Clear-Site-Data': '"*"',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  Refresh: '0; url=https://evil.example/',
  Link: '</evil.js>; rel=preload; as=script',
  'Cache-Control': 'public, max-age=31536000, immutable',
  Expires: 'Thu, 01 Dec 2099 16:00:00 GMT',
  'Content-Security-Policy': "script-src 'unsafe-inline'",
  NEL: '{"report_to":"evil","max_age":31536000}',
  'Report-To': '{"group":"evil","max_age":31536000,"endpoints":[{"url":"https://evil.example/r"}]}',
  'Alt-Svc': 'h2="evil.example:443"',
  'Cross-Origin-Opener-Policy': 'unsafe-none',
  Connection: 'keep-alive, X-Upstream-Hop',
  'X-Upstream-Hop': 'hop-only',
  'Set-Login': 'logged-in',
  'Secure-Session-Registration': '(ES256);path="/demo/_try/pets/1/session";challenge="c"',
};

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('serve: the Try it proxy', () => {
  let upstream: Server;
  let upstreamOrigin: string;
  let site: Server;
  let siteOrigin: string;
  let root: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
        if (req.url?.startsWith('/v1/slow')) return; // never answers: the proxy's timeout must
        res.setHeader('Set-Cookie', 'tracker=1; Path=/');
        if (req.url?.startsWith('/v1/hostile')) for (const [name, value] of Object.entries(HOSTILE_HEADERS)) res.setHeader(name, value);
        res.setHeader('X-Demo-Auth', 'bearer=t');
        res.setHeader('Content-Type', 'application/json');
        res.statusCode = req.url?.startsWith('/v1/missing') ? 404 : 200;
        res.end(JSON.stringify({ path: req.url }));
      });
    });
    upstreamOrigin = await listenInRange(upstream);
    const manifest: TryManifest = {
      apis: [
        { id: 'pets', servers: ['http://127.0.0.1:1', `${upstreamOrigin}/v1`], proxy: true, allowPrivate: ['http://127.0.0.1:1', upstreamOrigin], timeout: 1, maxBodySize: 100 },
        { id: 'direct-only', servers: [`${upstreamOrigin}/v1`], proxy: false, allowPrivate: [upstreamOrigin], timeout: 30, maxBodySize: 100 },
        // The same loopback server, not allowed by name: the proxy refuses it.
        { id: 'unallowed', servers: [`${upstreamOrigin}/v1`], proxy: true, timeout: 1, maxBodySize: 100 },
      ],
    };
    root = mkdtempSync(path.join(tmpdir(), 'try-proxy-'));
    mkdirSync(path.join(root, '_try'));
    writeFileSync(path.join(root, 'index.html'), 'home');
    writeFileSync(path.join(root, '_try', 'manifest.json'), JSON.stringify(manifest));
    site = createStaticServer({ root, basePath: '/demo' });
    siteOrigin = await listenInRange(site);
  });
  afterAll(async () => {
    await Promise.all([close(site), close(upstream)]);
    rmSync(root, { recursive: true, force: true });
  });

  const last = () => seen[seen.length - 1]!;

  it('forwards <base>/_try/<api>/<n>/<path>?<query> to server n, below its path, with the method, body and headers', async () => {
    const response = await tryFetch(`${siteOrigin}/demo/_try/pets/1/pets/7?full=yes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t', 'X-API-Key': 'k' },
      body: '{"name":"Rex"}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/v1/pets/7?full=yes' });
    expect(response.headers.get('x-demo-auth')).toBe('bearer=t');
    expect(last()).toMatchObject({ method: 'POST', url: '/v1/pets/7?full=yes', body: '{"name":"Rex"}' });
    expect(last().headers).toMatchObject({ authorization: 'Bearer t', 'x-api-key': 'k', 'content-type': 'application/json', host: new URL(upstreamOrigin).host });
  });

  it("keeps the site's cookies home: no Cookie goes out, no Set-Cookie comes back", async () => {
    const response = await tryFetch(`${siteOrigin}/demo/_try/pets/1/pets`, { headers: { Cookie: 'session=secret; theme=dark' } });
    expect(response.status).toBe(200);
    expect(last().headers.cookie).toBeUndefined();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("sends the console's X-Try-Cookie upstream as Cookie, never the browser's own Cookie", async () => {
    const response = await tryFetch(`${siteOrigin}/demo/_try/pets/1/pets`, { headers: { Cookie: 'session=secret', 'X-Try-Cookie': 'api_key=k-3; lang=en' } });
    expect(response.status).toBe(200);
    expect(last().headers.cookie).toBe('api_key=k-3; lang=en');
    expect(last().headers['x-try-cookie']).toBeUndefined();
  });

  it("passes the server's own statuses through", async () => {
    expect((await tryFetch(`${siteOrigin}/demo/_try/pets/1/missing`)).status).toBe(404);
  });

  it('forwards only the console\'s own requests: not a navigation, script, worker, service worker, frame or image, nor one without its header', async () => {
    const before = seen.length;
    const url = `${siteOrigin}/demo/_try/pets/1/page.html`;
    // Without the header: what a navigation, <script src>, new Worker(), <iframe> or <form> sends.
    const bare = await fetch(url);
    expect(bare.status).toBe(403);
    expect(await bare.text()).toContain('X-Try-It');
    expect((await fetch(url, { headers: { 'X-Try-It': 'yes' } })).status).toBe(403);
    for (const dest of ['document', 'iframe', 'script', 'worker', 'serviceworker', 'sharedworker', 'image', 'style']) {
      const response = await tryFetch(url, { headers: { 'Sec-Fetch-Dest': dest } });
      expect(response.status, dest).toBe(403);
    }
    expect((await tryFetch(url, { headers: { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await rawRequest(siteOrigin, '/demo/_try/pets/1/page.html', { 'Sec-Fetch-Mode': 'navigate' })).status).toBe(403);
    expect((await rawRequest(siteOrigin, '/demo/_try/pets/1/page.html', { 'Sec-Fetch-Mode': 'no-cors' })).status).toBe(403);
    expect(seen.length).toBe(before);
    // The console's fetch() as Chromium sends it.
    const console = await tryFetch(url, { headers: { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'same-origin' } });
    expect(console.status).toBe(200);
    expect(last().headers['x-try-it']).toBeUndefined();
  });

  it('sends every answer back sandboxed, nosniff and no-store, without the headers that would act on the site', async () => {
    const response = await rawRequest(siteOrigin, '/demo/_try/pets/1/hostile');
    expect(response.status).toBe(200);
    const names = Object.keys(response.headers);
    for (const name of Object.keys(HOSTILE_HEADERS).filter((name) => !['Content-Security-Policy', 'Cache-Control', 'Connection'].includes(name))) {
      expect(names, name).not.toContain(name.toLowerCase());
    }
    expect(names.filter((name) => name.startsWith('access-control-') || name.startsWith('cross-origin-opener'))).toEqual([]);
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-demo-auth']).toBe('bearer=t');
    // The API's status codes and the proxy's own refusals alike.
    for (const path of ['/demo/_try/pets/1/missing', '/demo/_try/pets/9/x']) {
      const other = await rawRequest(siteOrigin, path);
      expect(other.headers['content-security-policy'], path).toContain('sandbox');
      expect(other.headers['cache-control'], path).toBe('no-store');
      expect(other.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect(HIDDEN_RESPONSE_HEADERS).toEqual(expect.arrayContaining(['service-worker-allowed', 'clear-site-data', 'strict-transport-security', 'refresh', 'link', 'set-cookie', 'access-control-allow-origin']));
  });

  it('drops the request headers its Connection header names, and its own headers, before forwarding', async () => {
    const response = await rawRequest(siteOrigin, '/demo/_try/pets/1/pets', { Connection: 'keep-alive, X-Hop-Secret', 'X-Hop-Secret': 'for this hop', 'X-Kept': 'end to end' });
    expect(response.status).toBe(200);
    expect(last().headers['x-hop-secret']).toBeUndefined();
    expect(last().headers['x-kept']).toBe('end to end');
    expect(last().headers['x-try-it']).toBeUndefined();
  });

  const climbs = ['%2e%2e/admin', '.%2e/admin', '%2E./admin', 'a/..;/admin', '..;/admin', 'a;jsessionid=1/x', 'a%2f..%2fadmin', 'a%2F..%2Fadmin', 'a%5c..%5cadmin', 'a\\..\\admin', 'a%00b', 'a%3b/x', '%zz'];
  for (const climb of climbs) {
    it(`refuses the path segment in /demo/_try/pets/1/${climb} (403) and forwards nothing`, async () => {
      const before = seen.length;
      expect((await rawRequest(siteOrigin, `/demo/_try/pets/1/${climb}`)).status).toBe(403);
      expect(seen.length).toBe(before);
    });
  }

  const refused = [
    ['an API the manifest does not have', '/demo/_try/other/0/pets'],
    ['an API without the proxy', '/demo/_try/direct-only/0/pets'],
    ['a server index past the list', '/demo/_try/pets/2/pets'],
    ['no server index', '/demo/_try/pets/pets'],
    ['a host in place of the index', '/demo/_try/pets/evil.example/pets'],
    ['a climb out of the server path', '/demo/_try/pets/1/%2e%2e/admin'],
    ['a loopback server the config does not allow by name', '/demo/_try/unallowed/0/pets'],
    ['the manifest itself', '/demo/_try/manifest.json'],
    ['the bare prefix', '/demo/_try'],
  ];
  for (const [what, route] of refused) {
    it(`answers 403 to ${what} (${route}) and forwards nothing`, async () => {
      const before = seen.length;
      const response = await tryFetch(`${siteOrigin}${route}`);
      expect(response.status).toBe(403);
      expect(seen.length).toBe(before);
    });
  }

  it('answers 413 to a body over the limit, announced or streamed, without forwarding it', async () => {
    const before = seen.length;
    const announced = await tryFetch(`${siteOrigin}/demo/_try/pets/1/pets`, { method: 'POST', body: 'x'.repeat(101) });
    expect(announced.status).toBe(413);
    const streamed = await tryFetch(`${siteOrigin}/demo/_try/pets/1/pets`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('x'.repeat(60)));
          controller.enqueue(new TextEncoder().encode('x'.repeat(60)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(seen.length).toBe(before);
    expect((await tryFetch(`${siteOrigin}/demo/_try/pets/1/pets`, { method: 'POST', body: 'x'.repeat(100) })).status).toBe(200);
  });

  it('answers 504 when the server takes longer than the timeout', async () => {
    const started = Date.now();
    const response = await tryFetch(`${siteOrigin}/demo/_try/pets/1/slow`);
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 502 when the server cannot be reached', async () => {
    expect((await tryFetch(`${siteOrigin}/demo/_try/pets/0/pets`)).status).toBe(502);
  });

  it('still serves the site beside it', async () => {
    expect(await (await fetch(`${siteOrigin}/demo/`)).text()).toBe('home');
  });
});

describe('serve: where a server name leads', () => {
  let upstream: Server;
  let port: string;
  let proxy: Server;
  let proxyOrigin: string;
  const hosts: string[] = [];
  const seenHosts: (string | undefined)[] = [];
  /** What the stand-in DNS answers, per name; a list answers one call each (the last repeats). */
  const answers: Record<string, { address: string; family: number }[][]> = {};
  const lookup = async (host: string) => {
    hosts.push(host);
    const list = answers[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.length > 1 ? list.shift()! : list[0]!;
  };
  const v4 = (address: string) => ({ address, family: 4 });
  const v6 = (address: string) => ({ address, family: 6 });
  let manifest: TryManifest;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seenHosts.push(req.headers.host);
      res.end('upstream');
    });
    port = new URL(await listenInRange(upstream)).port;
    proxy = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      void proxyTry(manifest, req, res, url.pathname, url.search, { lookup: lookup as never });
    });
    proxyOrigin = await listenInRange(proxy);
    manifest = {
      apis: [
        { id: 'rebind', servers: [`http://api.rebind.test:${port}/v1`], proxy: true, allowPrivate: [`http://api.rebind.test:${port}`], timeout: 2, maxBodySize: 10 },
        { id: 'internal', servers: [`http://internal.test:${port}`], proxy: true, timeout: 2, maxBodySize: 10 },
        { id: 'itself', servers: [proxyOrigin], proxy: true, allowPrivate: [proxyOrigin], timeout: 2, maxBodySize: 10 },
      ],
    };
  });
  afterAll(async () => {
    await Promise.all([close(proxy), close(upstream)]);
  });

  it('refuses a name that resolves to a loopback, private, link-local or unspecified address (any of its addresses), forwarding nothing', async () => {
    for (const resolved of [[v4('10.0.0.7')], [v4('169.254.169.254')], [v4('127.0.0.1')], [v6('::ffff:127.0.0.1')], [v4('0.0.0.0')], [v6('::')], [v6('fe80::1')], [v6('fd00::1')], [v4('198.51.100.7'), v4('192.168.1.1')]]) {
      answers['internal.test'] = [resolved];
      const response = await rawRequest(proxyOrigin, '/_try/internal/0/latest/meta-data');
      expect(response.status, JSON.stringify(resolved)).toBe(403);
      expect(response.body).toContain('tryIt.allowPrivate');
    }
    expect(seenHosts).toEqual([]);
  });

  it('resolves once per request and connects to the address it checked, so a second answer (DNS rebinding) changes nothing', async () => {
    // The first answer is the demo server on 127.0.0.1 (allowed by name); any later one is 127.0.0.2,
    // where nothing listens: a proxy that resolved again to connect would fail with 502.
    answers['api.rebind.test'] = [[v4('127.0.0.1')], [v4('127.0.0.2')]];
    hosts.length = 0;
    const response = await rawRequest(proxyOrigin, '/_try/rebind/0/x');
    expect(response.status).toBe(200);
    expect(response.body).toBe('upstream');
    expect(hosts).toEqual(['api.rebind.test']);
    // Host stays the server's name.
    expect(seenHosts).toEqual([`api.rebind.test:${port}`]);
  });

  it('answers 502 for a name that does not resolve, and refuses to call itself', async () => {
    delete answers['api.rebind.test'];
    expect((await rawRequest(proxyOrigin, '/_try/rebind/0/x')).status).toBe(502);
    const loop = await rawRequest(proxyOrigin, '/_try/itself/0/_try/itself/0/x');
    expect(loop.status).toBe(403);
    expect(loop.body).toContain('this site itself');
  });
});

describe('serve: an export without a manifest (no API enables Try it)', () => {
  it('answers 403 to every /_try/ path', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'try-proxy-none-'));
    writeFileSync(path.join(root, 'index.html'), 'home');
    const site = createStaticServer({ root, basePath: '' });
    const origin = await listenInRange(site);
    try {
      expect((await tryFetch(`${origin}/_try/word/0/api/word/sample`)).status).toBe(403);
    } finally {
      await close(site);
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('tryTarget', () => {
  const manifest: TryManifest = { apis: [{ id: 'word@v1', servers: ['https://api.example/base/'], proxy: true, timeout: 5, maxBodySize: 10 }] };

  it('appends the rest of the path and the query to the server, a versioned id percent-encoded or not', () => {
    expect(tryTarget(manifest, '/_try/word@v1/0/api/top', '?limit=3')?.target.href).toBe('https://api.example/base/api/top?limit=3');
    expect(tryTarget(manifest, '/_try/word%40v1/0', '')?.target.href).toBe('https://api.example/base/');
  });

  it('refuses each kind of segment that could climb, and nothing else', () => {
    for (const segment of ['..', '.', '%2e%2e', '.%2E', '%2e.', '..;', 'a;b=c', '%3b', '%2f', '%2F', '%5c', '\\', '%00', '%zz']) expect(segmentRefused(segment), segment).toBe(true);
    for (const segment of ['', 'pets', '...', '.well-known', 'a%20b', 'caf%C3%A9', 'a.b', '%2e%2e%2e']) expect(segmentRefused(segment), segment).toBe(false);
  });

  it('never leaves the server: no dot segments, no other origin', () => {
    for (const below of ['/_try/word@v1/0/../x', '/_try/word@v1/0/a/%2E%2E/x', '/_try/word@v1/0/.%2e/x', '/_try/word@v1/0/..;/x', '/_try/word@v1/0/a%2fb', '/_try/word@v1/0/a%5Cb', '/_try/word@v1/0/.', '/_try/word@v1/1/x', '/_try/word@v1/-1/x']) {
      expect(tryTarget(manifest, below, ''), below).toBeUndefined();
    }
    expect(tryTarget(manifest, '/_try/word@v1/0//evil.example/x', '')?.target.origin).toBe('https://api.example');
  });
});

describe('serve: an API that answers with no HTTP status', () => {
  let upstream: NetServer;
  let site: Server;
  let siteOrigin: string;

  beforeAll(async () => {
    // Writes its answer as raw bytes: node:http cannot send these statuses, its parser reads them.
    upstream = createNetServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', (data: Buffer) => {
        const status = /^GET \/(\d{3})/.exec(data.toString())?.[1] ?? '200';
        const upgrade = status === '101' ? 'Connection: Upgrade\r\nUpgrade: websocket\r\n' : '';
        socket.end(`HTTP/1.1 ${status} Odd\r\n${upgrade}Content-Type: text/plain\r\nContent-Length: 2\r\n\r\nok`);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const manifest: TryManifest = { apis: [{ id: 'odd', servers: [origin], proxy: true, allowPrivate: [origin], timeout: 5, maxBodySize: 1024 }] };
    site = createStaticServer({ root: mkdtempSync(path.join(tmpdir(), 'try-odd-')), basePath: '/demo', tryManifest: manifest });
    siteOrigin = await listenInRange(site);
  });

  afterAll(async () => {
    await close(site);
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('answers 502, sandboxed, to a status outside 200-599 and goes on serving (000 and 099 stopped the server)', async () => {
    for (const status of ['000', '099', '600']) {
      const response = await rawRequest(siteOrigin, `/demo/_try/odd/0/${status}`);
      expect(response.status, status).toBe(502);
      expect(response.body).toContain(`status ${Number(status)}`);
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
    expect((await rawRequest(siteOrigin, '/demo/_try/odd/0/201')).status).toBe(201);
    expect((await rawRequest(siteOrigin, '/demo/_try/odd/0/599')).status).toBe(599);
  });

  it('answers 502 at once to a 101 (no final response follows it), not a 504 after the timeout', async () => {
    const started = Date.now();
    const response = await rawRequest(siteOrigin, '/demo/_try/odd/0/101');
    expect(response.status).toBe(502);
    expect(response.body).toContain('status 101');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
