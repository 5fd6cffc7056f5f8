import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiDemoServer, MAX_BODY } from '../../scripts/lib/api-demo/server.mjs';
import { rawRequest } from '../deploy/raw-request';
import { startScript, stopScript, type ScriptServer } from '../deploy/script-server';
import { close, listenInRange } from './listen';

// What the console's tests lean on besides the specs: CORS as configured, the X-Demo-Auth header
// naming the credentials that arrived, --require-auth, and plain answers off the specs' paths.

async function start(options: Parameters<typeof createApiDemoServer>[0]): Promise<{ server: Server; origin: string }> {
  const server = createApiDemoServer(options);
  return { server, origin: await listenInRange(server) };
}

const preflight = (origin: string, from: string) =>
  fetch(`${origin}/api/calc/divide`, {
    method: 'OPTIONS',
    headers: { Origin: from, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
  });

describe('demo server: CORS', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map(close)));

  it('by default answers any origin: the preflight allows POST and the asked headers, responses expose X-Demo-Auth', async () => {
    const { server, origin } = await start({});
    servers.push(server);
    const response = await preflight(origin, 'http://docs.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://docs.example');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,authorization');
    const call = await fetch(`${origin}/api/word/sample`, { headers: { Origin: 'http://docs.example' } });
    expect(call.headers.get('access-control-allow-origin')).toBe('http://docs.example');
    expect(call.headers.get('access-control-expose-headers')).toBe('X-Demo-Auth');
  });

  it('with a list answers only those origins', async () => {
    const { server, origin } = await start({ cors: ['http://docs.example'] });
    servers.push(server);
    expect((await preflight(origin, 'http://docs.example')).headers.get('access-control-allow-origin')).toBe('http://docs.example');
    const other = await preflight(origin, 'http://elsewhere.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('with cors: false sends no CORS header, so a browser refuses the call', async () => {
    const { server, origin } = await start({ cors: false });
    servers.push(server);
    expect((await preflight(origin, 'http://docs.example')).headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${origin}/api/word/sample`, { headers: { Origin: 'http://docs.example' } });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('demo server: credentials', () => {
  let open: { server: Server; origin: string };
  let locked: { server: Server; origin: string };
  beforeAll(async () => {
    open = await start({});
    locked = await start({ requireAuth: true });
  });
  afterAll(() => Promise.all([close(open.server), close(locked.server)]));

  it('names every credential that arrived in X-Demo-Auth, values percent-encoded', async () => {
    const response = await fetch(`${open.origin}/api/calc/add?a=1&b=2&api_key=k%201`, {
      headers: { Authorization: 'Bearer tok/en', 'X-API-Key': 'key-2', Cookie: 'theme=dark; api_key=c3' },
    });
    expect(await response.json()).toBe(3);
    expect(response.headers.get('x-demo-auth')).toBe('bearer=tok%2Fen, header:X-API-Key=key-2, query:api_key=k%201, cookie:api_key=c3');
  });

  it('decodes basic auth and says none when nothing arrived', async () => {
    const basic = await fetch(`${open.origin}/api/word/sample`, {
      headers: { Authorization: `Basic ${Buffer.from('ada:se:cret').toString('base64')}` },
    });
    expect(basic.headers.get('x-demo-auth')).toBe('basic=ada%3Ase%3Acret');
    expect((await fetch(`${open.origin}/api/word/sample`)).headers.get('x-demo-auth')).toBe('none');
  });

  it('with requireAuth answers 401 without credentials and 200 with any', async () => {
    const refused = await fetch(`${locked.origin}/api/calc/add?a=1&b=2`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="api-demo"');
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('Credentials required') });
    const allowed = await fetch(`${locked.origin}/api/calc/add?a=1&b=2`, { headers: { 'X-API-Key': 'k' } });
    expect(allowed.status).toBe(200);
    // A preflight carries no credentials and must still pass.
    expect((await preflight(locked.origin, 'http://docs.example')).status).toBe(204);
  });
});

describe('demo server: off the specs', () => {
  let host: { server: Server; origin: string };
  beforeAll(async () => {
    host = await start({});
  });
  afterAll(() => close(host.server));

  it('answers 404 for an unknown path and 405 with Allow for another method', async () => {
    const missing = await fetch(`${host.origin}/api/calc/power?a=2&b=3`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No operation at /api/calc/power.' });
    const wrong = await fetch(`${host.origin}/api/calc/subtract?a=2&b=3`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('answers 413 to a body over its limit', async () => {
    const response = await fetch(`${host.origin}/api/word/count`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify('a '.repeat(MAX_BODY / 2 + 10)),
    });
    expect(response.status).toBe(413);
  });
});

describe('npm run api:demo: hostile request lines', () => {
  let demo: ScriptServer;
  beforeAll(async () => {
    demo = await startScript('scripts/api-demo.mjs', [], 'Word and Calculator APIs at');
  });
  afterAll(() => stopScript(demo));

  it('answers 400 to a target that names no path, a malformed escape with 404 or 400, and keeps serving', async () => {
    const answers: Record<string, number> = {
      'http://[/': 400,
      'http://[/api/calc/add?a=1&b=2': 400,
      '*': 400,
      '/%ff': 404,
      '/api/calc/%ff': 404,
      '/api/calc/add?a=%ff&b=1': 400,
      '/api/calc/add?a=1&b=%E0%A4': 400,
      '//evil.example/api/calc/add?a=1&b=2': 404,
    };
    for (const [target, status] of Object.entries(answers)) {
      const response = await rawRequest(demo.origin, target);
      expect(response.status, target).toBe(status);
      expect(response.headers['content-type'], target).toContain('application/json');
      const sum = await rawRequest(demo.origin, '/api/calc/add?a=2&b=3');
      expect(sum.status, `after ${target}; api:demo's stderr: ${demo.stderr()}`).toBe(200);
      expect(demo.child.exitCode).toBeNull();
    }
  });

  it('reads an absolute-form request line as its path and query', async () => {
    const response = await rawRequest(demo.origin, `${demo.origin}/api/calc/add?a=2&b=3`);
    expect(response.status).toBe(200);
    expect(response.body).toBe('5');
  });
});
