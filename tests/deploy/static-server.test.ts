import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

// A small export: a route whose last segment has dots (/blog/3.9.0 → blog/3.9.0.html), a page
// beside the folder of the same name (docs/intro.html and docs/intro/), a folder index, a plain asset.
const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found page',
  'blog/3.9.0.html': 'release 3.9.0',
  'blog/index.html': 'blog index',
  'docs/intro.html': 'intro page',
  'docs/intro/__next.txt': 'segment',
  'docs/v1.2/index.html': 'v1.2 index',
  'files/data.v2.json': '{"ok":true}',
};

describe('static server resolves like nginx (try_files $uri $uri.html $uri/index.html)', () => {
  let root: string;
  let host: { server: Server; origin: string };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    host = await serveStatic({ root, basePath: '/demo' });
  });
  afterAll(async () => {
    await new Promise((resolve) => host.server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const response = await fetch(`${host.origin}${pathname}`, { redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  };

  it('serves a route with a dot in its last segment from its .html file', async () => {
    expect(await get('/demo/blog/3.9.0')).toEqual({ status: 200, text: 'release 3.9.0' });
  });

  it('serves an existing file as it is', async () => {
    expect(await get('/demo/files/data.v2.json')).toEqual({ status: 200, text: '{"ok":true}' });
    expect(await get('/demo/docs/intro/__next.txt')).toEqual({ status: 200, text: 'segment' });
  });

  it('prefers the .html file over the folder of the same name', async () => {
    expect(await get('/demo/docs/intro')).toEqual({ status: 200, text: 'intro page' });
  });

  it('serves a folder index for a folder URL, also with a dot in its name', async () => {
    expect(await get('/demo/')).toEqual({ status: 200, text: 'home' });
    expect(await get('/demo/blog/')).toEqual({ status: 200, text: 'blog index' });
    expect(await get('/demo/docs/v1.2/')).toEqual({ status: 200, text: 'v1.2 index' });
  });

  it('answers 404 with the not-found page when nothing matches', async () => {
    expect(await get('/demo/blog/3.9.1')).toEqual({ status: 404, text: 'not found page' });
    expect(await get('/demo/docs/intro/')).toEqual({ status: 404, text: 'not found page' });
  });
});
