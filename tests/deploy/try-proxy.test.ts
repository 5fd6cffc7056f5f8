import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { tryTarget, type TryManifest } from '../../scripts/lib/try-proxy.mjs';
import { close, listenInRange } from '../api-demo/listen';

// `npm run serve`'s Try it proxy against a recording upstream: what it forwards, what it strips,
// and every way it refuses (403 off the allowlist, 413 over the body limit, 504 past the timeout).

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
        res.setHeader('X-Demo-Auth', 'bearer=t');
        res.setHeader('Content-Type', 'application/json');
        res.statusCode = req.url?.startsWith('/v1/missing') ? 404 : 200;
        res.end(JSON.stringify({ path: req.url }));
      });
    });
    upstreamOrigin = await listenInRange(upstream);
    const manifest: TryManifest = {
      apis: [
        { id: 'pets', servers: ['http://127.0.0.1:1', `${upstreamOrigin}/v1`], proxy: true, timeout: 1, maxBodySize: 100 },
        { id: 'direct-only', servers: [`${upstreamOrigin}/v1`], proxy: false, timeout: 30, maxBodySize: 100 },
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
    const response = await fetch(`${siteOrigin}/demo/_try/pets/1/pets/7?full=yes`, {
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
    const response = await fetch(`${siteOrigin}/demo/_try/pets/1/pets`, { headers: { Cookie: 'session=secret; theme=dark' } });
    expect(response.status).toBe(200);
    expect(last().headers.cookie).toBeUndefined();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("sends the console's X-Try-Cookie upstream as Cookie, never the browser's own Cookie", async () => {
    const response = await fetch(`${siteOrigin}/demo/_try/pets/1/pets`, { headers: { Cookie: 'session=secret', 'X-Try-Cookie': 'api_key=k-3; lang=en' } });
    expect(response.status).toBe(200);
    expect(last().headers.cookie).toBe('api_key=k-3; lang=en');
    expect(last().headers['x-try-cookie']).toBeUndefined();
  });

  it("passes the server's own statuses through", async () => {
    expect((await fetch(`${siteOrigin}/demo/_try/pets/1/missing`)).status).toBe(404);
  });

  const refused = [
    ['an API the manifest does not have', '/demo/_try/other/0/pets'],
    ['an API without the proxy', '/demo/_try/direct-only/0/pets'],
    ['a server index past the list', '/demo/_try/pets/2/pets'],
    ['no server index', '/demo/_try/pets/pets'],
    ['a host in place of the index', '/demo/_try/pets/evil.example/pets'],
    ['a climb out of the server path', '/demo/_try/pets/1/%2e%2e/admin'],
    ['the manifest itself', '/demo/_try/manifest.json'],
    ['the bare prefix', '/demo/_try'],
  ];
  for (const [what, route] of refused) {
    it(`answers 403 to ${what} (${route}) and forwards nothing`, async () => {
      const before = seen.length;
      const response = await fetch(`${siteOrigin}${route}`);
      expect(response.status).toBe(403);
      expect(seen.length).toBe(before);
    });
  }

  it('answers 413 to a body over the limit, announced or streamed, without forwarding it', async () => {
    const before = seen.length;
    const announced = await fetch(`${siteOrigin}/demo/_try/pets/1/pets`, { method: 'POST', body: 'x'.repeat(101) });
    expect(announced.status).toBe(413);
    const streamed = await fetch(`${siteOrigin}/demo/_try/pets/1/pets`, {
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
    expect((await fetch(`${siteOrigin}/demo/_try/pets/1/pets`, { method: 'POST', body: 'x'.repeat(100) })).status).toBe(200);
  });

  it('answers 504 when the server takes longer than the timeout', async () => {
    const started = Date.now();
    const response = await fetch(`${siteOrigin}/demo/_try/pets/1/slow`);
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 502 when the server cannot be reached', async () => {
    expect((await fetch(`${siteOrigin}/demo/_try/pets/0/pets`)).status).toBe(502);
  });

  it('still serves the site beside it', async () => {
    expect(await (await fetch(`${siteOrigin}/demo/`)).text()).toBe('home');
  });
});

describe('serve: an export without a manifest (no API enables Try it)', () => {
  it('answers 403 to every /_try/ path', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'try-proxy-none-'));
    writeFileSync(path.join(root, 'index.html'), 'home');
    const site = createStaticServer({ root, basePath: '' });
    const origin = await listenInRange(site);
    try {
      expect((await fetch(`${origin}/_try/word/0/api/word/sample`)).status).toBe(403);
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

  it('never leaves the server: no dot segments, no other origin', () => {
    for (const below of ['/_try/word@v1/0/../x', '/_try/word@v1/0/a/%2E%2E/x', '/_try/word@v1/0/.', '/_try/word@v1/1/x', '/_try/word@v1/-1/x']) {
      expect(tryTarget(manifest, below, ''), below).toBeUndefined();
    }
    expect(tryTarget(manifest, '/_try/word@v1/0//evil.example/x', '')?.target.origin).toBe('https://api.example');
  });
});
