import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuiltRequest } from '@/lib/runtime/try-it/request';
import { send } from '@/lib/runtime/try-it/send';

// How the console tells failures apart, with fetch replaced: the browser gives one TypeError for
// all of them, so the kind comes from the URLs (mixed content), our own timer (timeout), a
// securitypolicyviolation event (connect-src) and a no-cors probe (CORS refused or unreachable).

const request: BuiltRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:4181/api/calc/add?a=1&b=2',
  targetUrl: 'http://127.0.0.1:4181/api/calc/add?a=1&b=2',
  headers: [],
  curlBody: [],
  secrets: [],
  cookies: [],
  masked: { targetUrl: '', headers: [], cookies: [] },
};
const page = 'http://docs.example.test/demo/api/calculator';
type Init = RequestInit & { mode?: string };

let listeners: ((event: { effectiveDirective: string }) => void)[] = [];

beforeEach(() => {
  listeners = [];
  vi.stubGlobal('document', {
    addEventListener: (_: string, listener: (event: { effectiveDirective: string }) => void) => listeners.push(listener),
    removeEventListener: () => {},
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('send', () => {
  it('reads a JSON answer: status, headers, size, pretty body', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"sum":3}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const answer = await send(request, 1000, false, page);
    expect(answer).toMatchObject({ kind: 'response', status: 200, bytes: 9, body: { kind: 'json', text: '{\n  "sum": 3\n}' } });
  });

  it('refuses an http: API from an https: page before sending (mixed content), but not through the proxy', async () => {
    const fetch = vi.fn(async () => new Response('3'));
    vi.stubGlobal('fetch', fetch);
    const remote = { ...request, url: 'http://api.example.test/add' };
    expect(await send(remote, 1000, false, 'https://docs.example.test/')).toMatchObject({ kind: 'error', reason: 'mixed' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await send({ ...remote, url: '/demo/_try/calculator/0/add' }, 1000, true, 'https://docs.example.test/')).toMatchObject({
      kind: 'response',
    });
  });

  it('calls a failure CORS when the no-cors probe reaches the server, unreachable when it fails too', async () => {
    vi.stubGlobal('fetch', async (_: string, init: Init) => {
      if (init.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    expect(await send(request, 1000, false, page)).toMatchObject({ kind: 'error', reason: 'cors' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await send(request, 1000, false, page)).toMatchObject({ kind: 'error', reason: 'unreachable' });
  });

  it("through the proxy, sends the console's header the proxy requires and the cookies in its reserved header; directly, neither", async () => {
    const fetch = vi.fn<(url: string, init: Init) => Promise<Response>>(async () => new Response(''));
    vi.stubGlobal('fetch', fetch);
    await send({ ...request, url: '/demo/_try/calculator/0/add', cookieHeader: 'wick=w-9' }, 1000, true, page);
    expect(fetch.mock.calls[0]![1].headers).toEqual([
      ['X-Try-It', 'console'],
      ['X-Try-Cookie', 'wick=w-9'],
    ]);
    await send({ ...request, url: '/demo/_try/calculator/0/add' }, 1000, true, page);
    expect(fetch.mock.calls[1]![1].headers).toEqual([['X-Try-It', 'console']]);
    await send(request, 1000, false, page);
    expect(fetch.mock.calls[2]![1].headers).toEqual([]);
  });

  it('reports a request the browser will not build (a header value fetch refuses) as invalid, not as the network, and sends nothing', async () => {
    const fetch = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetch);
    const answer = await send({ ...request, headers: [['X-Price', '5 €']] }, 1000, false, page);
    expect(answer).toMatchObject({ kind: 'error', reason: 'invalid', ms: 0 });
    expect((answer as { detail?: string }).detail).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('calls a failure a timeout when its own timer aborted the request', async () => {
    vi.stubGlobal(
      'fetch',
      (_: string, init: Init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    expect(await send(request, 20, false, page)).toMatchObject({ kind: 'error', reason: 'timeout' });
  });

  it('calls a failure blocked when the page’s connect-src refused the URL', async () => {
    vi.stubGlobal('fetch', async () => {
      for (const listener of listeners) listener({ effectiveDirective: 'connect-src' });
      throw new TypeError('Failed to fetch');
    });
    expect(await send(request, 1000, false, page)).toMatchObject({ kind: 'error', reason: 'blocked' });
  });
});
