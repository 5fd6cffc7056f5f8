import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// Development: an API description's edit is noticed by the in-process memo (lib/openapi/index.ts)
// and the route table (lib/site/routes.ts) without the site being prepared again; an edit of another
// spec in the same folder leaves a spec's load alone; an edit of one of its $refs does not.

const spec = (paths: string[], title = 'Pets') =>
  [
    'openapi: 3.0.3',
    `info: { title: ${title}, version: '1' }`,
    'paths:',
    ...paths.flatMap((p) => [
      `  /${p}:`,
      '    get:',
      `      operationId: get-${p}`,
      '      responses:',
      "        '200':",
      '          description: ok',
      '          content:',
      '            application/json:',
      "              schema: { $ref: './schemas/pet.yaml' }",
    ]),
    '',
  ].join('\n');

/** Writes a file with a later (past) time, so its stamp changes even within the file system's time resolution. */
let tick = Date.now() - 1_000_000;
function edit(file: string, text: string): void {
  fs.writeFileSync(file, text);
  tick += 2_000;
  fs.utimesSync(file, new Date(tick), new Date(tick));
}

afterAll(() => {
  vi.unstubAllEnvs();
  removeTempSites();
});

beforeEach(() => {
  delete (globalThis as { __apiDocsSpecMemo?: unknown }).__apiDocsSpecMemo;
  delete (globalThis as { __apiDocsSpecRefs?: unknown }).__apiDocsSpecRefs;
});

async function devSite() {
  const site = tempSite({
    'site.config.mjs': "export default { title: 'x', docs: false, apis: [{ id: 'pets', spec: 'openapi/pets.yaml', route: '/api/pets', splitAbove: 0 }, { id: 'other', spec: 'openapi/other.yaml', route: '/api/other' }] };\n",
    'openapi/pets.yaml': spec(['pets']),
    'openapi/other.yaml': spec(['others'], 'Other'),
    'openapi/schemas/pet.yaml': 'type: object\nproperties:\n  name: { type: string }\n',
  });
  await prepareTestSite(site);
  vi.stubEnv('NODE_ENV', 'development');
  vi.stubEnv('OPENAPI_CACHE', 'off');
  return { pets: path.join(site, 'openapi/pets.yaml'), other: path.join(site, 'openapi/other.yaml'), ref: path.join(site, 'openapi/schemas/pet.yaml') };
}

describe('an API description edit in development', () => {
  it('reloads a spec for its own edit and its $refs, not for another spec beside it', async () => {
    const files = await devSite();
    const { getLoadedSpec } = await import('@/lib/openapi');
    const first = await getLoadedSpec(files.pets);
    expect(first.refs).toEqual([files.ref]);
    expect(await getLoadedSpec(files.pets)).toBe(first);
    edit(files.other, spec(['others', 'more'], 'Other'));
    expect(await getLoadedSpec(files.pets)).toBe(first);
    edit(files.ref, 'type: object\nproperties:\n  nickname: { type: string }\n');
    const second = await getLoadedSpec(files.pets);
    expect(second).not.toBe(first);
    expect(JSON.stringify(second.document)).toContain('nickname');
    expect(await getLoadedSpec(files.pets)).toBe(second);
    edit(files.pets, spec(['pets'], 'Pets renamed'));
    const third = await getLoadedSpec(files.pets);
    expect((third.document.info as { title: string }).title).toBe('Pets renamed');
  });

  it('rebuilds the route table for a spec edit with the same prepared site', { timeout: 30_000 }, async () => {
    const files = await devSite();
    const { routeTable } = await import('@/lib/site/routes');
    const before = [...(await routeTable()).keys()].filter((route) => route.startsWith('/api/pets'));
    expect(before.length).toBeGreaterThan(0);
    expect(await routeTable()).toBe(await routeTable());
    edit(files.pets, spec(['pets', 'owners']));
    const after = [...(await routeTable()).keys()].filter((route) => route.startsWith('/api/pets'));
    expect(after.length).toBeGreaterThan(before.length);
  });
});
