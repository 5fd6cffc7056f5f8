import { existsSync, readFileSync } from 'node:fs';
import { TEST_BUILD_TRY_IT } from '../tests/fixtures/sites/test-build/apis';
import { expect, route, test } from './fixtures';

// The "Try it" proxy behind nginx (scripts/nginx-e2e.mjs renders deploy/nginx.conf.template with the
// export's _try/manifest.json). Over the test build (out-test/: word and calculator enable tryIt
// against `npm run api:demo` on 4181 and, without CORS, 4182; playwright.nginx.config.ts starts them)
// requests go through nginx to the demo server; over the seed's build (out/) there is no proxy and
// connect-src is 'self' alone. Requests carry the console's X-Try-It header, without which the proxy
// forwards nothing (e2e/try-it-sandbox.nginx.smoke.spec.ts shows what it refuses and why).

/** The header every request of the console through the proxy carries. */
const CONSOLE = { 'X-Try-It': 'console' };

const exportDir = process.env.NEXT_DIST_DIR || 'out';
const manifestFile = `${exportDir}/_try/manifest.json`;

if (exportDir === 'out') {
  test("Try it: the seed's build has no proxy, no manifest, and connect-src is 'self' alone", async ({ page, request }) => {
    expect(existsSync(manifestFile)).toBe(false);
    const response = await page.goto(route('/api/calculator'));
    expect(await response?.headerValue('content-security-policy')).toMatch(/; connect-src 'self'; /);
    expect((await request.get(route('/_try/calculator/0/api/calc/add?a=1&b=2'))).status()).toBe(404);
  });
} else {
  test.describe('Try it proxy', () => {
    test('Try it: the test build wrote the manifest nginx:config read', () => {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        apis: { id: string; servers: string[]; proxy: boolean; allowPrivate: string[] }[];
      };
      expect(manifest.apis.map((api) => [api.id, api.servers, api.proxy, api.allowPrivate])).toEqual([
        ['word', TEST_BUILD_TRY_IT.servers, true, TEST_BUILD_TRY_IT.allowPrivate],
        ['calculator', TEST_BUILD_TRY_IT.servers, true, TEST_BUILD_TRY_IT.allowPrivate],
        ['try-secured', TEST_BUILD_TRY_IT.servers, true, TEST_BUILD_TRY_IT.allowPrivate],
      ]);
    });

    test('Try it: connect-src lists exactly the enabled servers', async ({ page }) => {
      const response = await page.goto(route('/api/word'));
      const csp = (await response?.headerValue('content-security-policy')) ?? '';
      expect(csp).toContain(`; connect-src 'self' ${TEST_BUILD_TRY_IT.servers.join(' ')}; `);
      expect(csp).toContain("; worker-src 'none'; ");
    });

    test('Try it: nginx forwards to api:demo: a 200 with its body, the 400 "Division by zero", a missing required parameter', async ({
      request,
    }) => {
      const divide = (a: number, b: number) =>
        request.post(route('/_try/calculator/0/api/calc/divide'), { data: { a, b }, headers: CONSOLE });
      const quotient = await divide(84, 2);
      expect(quotient.status()).toBe(200);
      expect(await quotient.json()).toBe(42);
      const byZero = await divide(1, 0);
      expect(byZero.status()).toBe(400);
      expect(await byZero.json()).toEqual({ message: 'Division by zero' });
      const missing = await request.get(route('/_try/calculator/0/api/calc/add?a=1'), { headers: CONSOLE });
      expect(missing.status()).toBe(400);
      expect((await missing.json()).message).toContain('"b"');
      const top = await request.post(route('/_try/word/0/api/word/top?limit=2'), {
        data: JSON.stringify('b a b a c'),
        headers: { ...CONSOLE, 'Content-Type': 'application/json' },
      });
      expect(await top.json()).toEqual([
        { key: 'b', value: 2 },
        { key: 'a', value: 2 },
      ]);
    });

    test('Try it: the server without CORS answers through the proxy', async ({ request }) => {
      const sample = await request.get(route('/_try/word/1/api/word/sample'), { headers: CONSOLE });
      expect(sample.status()).toBe(200);
      expect(await sample.text()).toBe('The quick brown fox jumps over the lazy dog.');
    });

    test("Try it: credentials go through as sent, the site's cookies do not", async ({ request }) => {
      const response = await request.get(route('/_try/word/0/api/word/help'), {
        headers: { ...CONSOLE, Authorization: 'Bearer e2e-token', 'X-API-Key': 'e2e-key', Cookie: 'api_key=site-cookie; theme=dark' },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['x-demo-auth']).toBe('bearer=e2e-token, header:X-API-Key=e2e-key');
      expect(response.headers()['set-cookie']).toBeUndefined();
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(response.headers()['cache-control']).not.toContain('public');
    });

    test("Try it: the console's X-Try-Cookie reaches the API as its Cookie, the site's Cookie does not", async ({ request }) => {
      const response = await request.get(route('/_try/word/0/api/word/help'), {
        headers: { ...CONSOLE, Cookie: 'api_key=site-cookie', 'X-Try-Cookie': 'api_key=e2e-cookie' },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['x-demo-auth']).toBe('cookie:api_key=e2e-cookie');
    });

    test("Try it: nginx forwards only the console's requests: without its header, or as a page, script or worker load, 403", async ({
      request,
    }) => {
      const url = route('/_try/word/0/api/word/sample');
      expect((await request.get(url)).status()).toBe(403);
      for (const dest of ['document', 'script', 'worker', 'serviceworker', 'iframe']) {
        expect((await request.get(url, { headers: { ...CONSOLE, 'Sec-Fetch-Dest': dest } })).status(), dest).toBe(403);
      }
      const answer = await request.get(url, {
        headers: { ...CONSOLE, 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-origin' },
      });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      expect(answer.headers()['cache-control']).toBe('no-store');
      // api:demo answers CORS for any origin: the proxy never passes that on to the site's origin.
      expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
    });

    test('Try it: a target off the allowlist answers 403', async ({ request }) => {
      for (const path of [
        '/_try/elsewhere/0/api/word/sample',
        '/_try/word/2/api/word/sample',
        '/_try/word/evil.example/x',
        '/_try/manifest.json',
        '/_try/',
      ]) {
        expect((await request.get(route(path), { headers: CONSOLE })).status(), path).toBe(403);
      }
    });

    test("Try it: a path ending in .html is the API's: a POST is forwarded, not redirected to a GET", async ({ request }) => {
      const response = await request.post(route('/_try/word/0/api/word/count.html'), {
        data: JSON.stringify('a b'),
        headers: { ...CONSOLE, 'Content-Type': 'application/json' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(404);
      expect((await response.json()).message).toBe('No operation at /api/word/count.html.');
    });

    test('Try it: a body over the limit answers 413', async ({ request }) => {
      const response = await request.post(route('/_try/word/0/api/word/count'), {
        data: JSON.stringify('a'.repeat(1024 * 1024 + 10)),
        headers: { ...CONSOLE, 'Content-Type': 'application/json' },
      });
      expect(response.status()).toBe(413);
    });
  });
}
