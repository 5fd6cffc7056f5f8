import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './raw-request';
import { startScript, stopScript, type ScriptServer as Serve } from './script-server';

// `npm run serve` (scripts/serve.mjs in a child process, so a crash is a dead process, not a test
// error) against request lines a browser or curl can send: malformed escapes, line breaks, a target
// `new URL` cannot parse, paths that would redirect to another host, and ways around the rule that
// nothing under <base>/_try is served as a file. After each, an ordinary request must still get 200.

/** `npm run serve -- --dir <root> <args>`, on a free port. */
const startServe = (root: string, args: string[]) => startScript('scripts/serve.mjs', ['--dir', root, ...args], 'Serving');

const MARKER = 'manifest-marker-7f3a';
const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found page',
  'docs/intro.html': 'intro page',
  '_try/manifest.json': JSON.stringify({ apis: [], note: MARKER }),
};

function writeSite(list: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
  for (const [file, text] of Object.entries(list)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** The server is still up and serving: the home page answers 200. */
async function expectServing(serve: Serve, base: string, after: string): Promise<void> {
  const home = await rawRequest(serve.origin, `${base}/`);
  expect(home.status, `home page after ${after}; serve's stderr: ${serve.stderr()}`).toBe(200);
  expect(home.body).toContain('home');
  expect(serve.child.exitCode).toBeNull();
}

for (const base of ['/demo', '']) {
  describe(`npm run serve --base '${base}': hostile requests`, () => {
    let root: string;
    let serve: Serve;
    beforeAll(async () => {
      root = writeSite(files);
      serve = await startServe(root, ['--base', base]);
    });
    afterAll(async () => {
      await stopScript(serve);
      rmSync(root, { recursive: true, force: true });
    });

    it('answers 400 to a target or path that does not parse, and keeps serving', async () => {
      const malformed = [
        '/%ff',
        `${base}/%ff`,
        `${base}/docs/%ff.html`,
        `${base}/docs/intro%E0%A4.html`,
        `${base}/a%0d%0ab.html`,
        `${base}/a%0D%0ASet-Cookie:%20x=1/b.html`,
        `${base}/%00.html`,
        `${base}/../../etc/passwd`,
        `${base}/%2e%2e/%2e%2e/etc/passwd`,
        'http://[/',
        `http://[${base}/`,
        '*',
      ];
      for (const target of malformed) {
        const response = await rawRequest(serve.origin, target);
        expect(response.status, target).toBe(400);
        expect(response.headers.location, target).toBeUndefined();
        await expectServing(serve, base, target);
      }
    });

    it('redirects a page with a non-ASCII name to its clean URL, percent-encoded', async () => {
      const response = await rawRequest(serve.origin, `${base}/%C4%80.html?x=1`);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(`${base}/%C4%80?x=1`);
      await expectServing(serve, base, 'the non-ASCII redirect');
    });

    it('serves an absolute-form request line as its path', async () => {
      const response = await rawRequest(serve.origin, `${serve.origin}${base}/docs/intro`);
      expect(response.status).toBe(200);
      expect(response.body).toContain('intro page');
    });

    it('never redirects to another host: every Location is a path of this origin', async () => {
      const offSite = [
        '/%2fevil.example/x.html',
        '/%2Fevil.example/x.html',
        '/.//evil.example/x.html',
        '//evil.example/x.html',
        '/%2F%2Fevil.example/x.html',
        '/./%2fevil.example/x.html',
        '/docs/..//evil.example/x.html',
        '/%2e//evil.example/x.html',
        '/%5cevil.example/x.html',
        '/%5Cevil.example/x.html',
        '/\\evil.example/x.html',
        '/%2f%5cevil.example/x.html',
        '/%09/evil.example/x.html',
        '//evil.example/index.html',
        '/.//evil.example/',
      ].map((rest) => `${base}${rest}`);
      let redirects = 0;
      for (const target of offSite) {
        const response = await rawRequest(serve.origin, target);
        if (response.status >= 300 && response.status < 400) {
          redirects += 1;
          const location = response.headers.location;
          expect(location, target).toBeDefined();
          expect(new URL(location!, serve.origin).origin, `${target} → ${location}`).toBe(serve.origin);
          expect(decodeURIComponent(location!), `${target} → ${location}`).not.toMatch(/^\/[/\\]/);
        }
        await expectServing(serve, base, target);
      }
      // The clean-URL redirect itself still works on these paths (it lands on this site).
      expect(redirects).toBeGreaterThan(0);
    });

    it('never serves the Try it manifest or anything else under <base>/_try as a file', async () => {
      const around = [
        '/_try/manifest.json',
        '/_try%2fmanifest.json',
        '/_try%2Fmanifest.json',
        '/_TRY/manifest.json',
        '/_Try%2fmanifest.json',
        '/%5ftry/manifest.json',
        '/%5Ftry%2Fmanifest.json',
        '/docs/../_try/manifest.json',
        '/docs/%2e%2e/_try/manifest.json',
        '/./_try/manifest.json',
        '//_try/manifest.json',
        '/_try/./manifest.json',
        '/_try//manifest.json',
        '/_try/manifest',
      ].map((rest) => `${base}${rest}`);
      for (const target of around) {
        const response = await rawRequest(serve.origin, target);
        expect([403, 404], `${target}: ${response.status}`).toContain(response.status);
        expect(response.body, target).not.toContain(MARKER);
      }
    });
  });
}

describe('npm run serve: an unexpected failure', () => {
  let root: string;
  let serve: Serve;
  beforeAll(async () => {
    // 404.html is a folder: reading it fails inside the async handler.
    root = writeSite({ 'index.html': 'home' });
    mkdirSync(path.join(root, '404.html'));
    serve = await startServe(root, ['--base', '/demo']);
  });
  afterAll(async () => {
    await stopScript(serve);
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 500 without details and keeps serving', async () => {
    const response = await rawRequest(serve.origin, '/elsewhere');
    expect(response.status).toBe(500);
    expect(response.body).not.toMatch(/EISDIR|404\.html|at /);
    await expectServing(serve, '/demo', 'a failed request');
  });
});

describe('npm run serve --no-redirects', () => {
  let root: string;
  let serve: Serve;
  beforeAll(async () => {
    root = writeSite(files);
    serve = await startServe(root, ['--base', '/docs-site', '--no-redirects']);
  });
  afterAll(async () => {
    await stopScript(serve);
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a .html URL as it is, under the base path it was given', async () => {
    const page = await rawRequest(serve.origin, '/docs-site/docs/intro.html');
    expect(page.status).toBe(200);
    expect(page.body).toContain('intro page');
    expect((await rawRequest(serve.origin, '/')).headers.location).toBe('/docs-site/');
  });
});
