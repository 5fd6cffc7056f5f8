import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The disk cache survives between builds (node_modules/.cache): an entry must notice an edit of any
// file its spec's load read, however deep below the spec or outside its folder the `$ref` leads.
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-cache-reads-'));
const cacheDir = path.join(dir, 'cache');

/** Writes a file with a time in the past, later than the last one, so each edit has a stamp of its own. */
let tick = Date.now() - 1_000_000;
function write(file: string, text: string): string {
  const absolute = path.join(dir, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  tick += 2_000;
  utimesSync(absolute, new Date(tick), new Date(tick));
  return absolute;
}

const spec = write(
  'api/openapi.yaml',
  [
    'openapi: 3.1.0',
    "info: { title: Kettles, version: '1' }",
    'paths:',
    '  /kettles:',
    '    get:',
    '      x-codeSamples:',
    "        - { lang: Shell, source: { $ref: './code/shell/kettles/list.sh' } }",
    '      responses:',
    "        '200': { description: ok, content: { application/json: { schema: { $ref: './schemas/common/kettle.yaml' } } } }",
    "        '500': { description: broken, content: { application/json: { schema: { $ref: '../shared/fault.yaml' } } } }",
    '',
  ].join('\n'),
);
write('api/schemas/common/kettle.yaml', 'type: object\nproperties:\n  litres: { type: number }\n');
write('api/code/shell/kettles/list.sh', 'curl https://kettles.invalid/kettles\n');
write('shared/fault.yaml', 'type: object\nproperties:\n  reason: { type: string }\n');
write('overlays/notes.yaml', "overlay: 1.0.0\ninfo: { title: notes, version: '1' }\nactions:\n  - target: $.info\n    update: { description: First note }\n");

/** A new build: nothing remembered in this process, only the disk cache. */
function newProcess(): void {
  vi.resetModules();
  delete (globalThis as { __apiDocsSpecMemo?: unknown }).__apiDocsSpecMemo;
  delete (globalThis as { __apiDocsSpecRefs?: unknown }).__apiDocsSpecRefs;
}

beforeEach(() => {
  vi.stubEnv('OPENAPI_CACHE_DIR', cacheDir);
  newProcess();
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function load(overlays: string[] = [], fresh = true): Promise<string> {
  if (fresh) newProcess();
  const { getLoadedSpec } = await import('@/lib/openapi');
  return JSON.stringify(await getLoadedSpec(spec, overlays));
}

describe('the disk cache of a loaded spec', () => {
  it('sees an edit of a file two folders down, a text file three down, one outside the spec\'s folder and an overlay', async () => {
    const overlay = path.join(dir, 'overlays/notes.yaml');
    expect(await load([overlay])).toContain('litres');
    // Stored for the next build.
    expect(readdirSync(cacheDir).some((name) => name.endsWith('.spec.json'))).toBe(true);
    expect(await load([overlay])).toContain('First note');

    write('api/schemas/common/kettle.yaml', 'type: object\nproperties:\n  capacityLitres: { type: number }\n');
    expect(await load([overlay])).toContain('capacityLitres');
    write('api/code/shell/kettles/list.sh', 'curl https://kettles.invalid/kettles?full=true\n');
    expect(await load([overlay])).toContain('full=true');
    write('shared/fault.yaml', 'type: object\nproperties:\n  cause: { type: string }\n');
    expect(await load([overlay])).toContain('cause');
    write('overlays/notes.yaml', "overlay: 1.0.0\ninfo: { title: notes, version: '1' }\nactions:\n  - target: $.info\n    update: { description: Second note }\n");
    expect(await load([overlay])).toContain('Second note');
  });

  it('in development, hands the edited file\'s content to the memo that noticed it', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(await load([], false)).toContain('capacityLitres');
    write('api/schemas/common/kettle.yaml', 'type: object\nproperties:\n  boilSeconds: { type: number }\n');
    // Same process: the memo notices the edit through the spec's refs; the disk entry must too.
    expect(await load([], false)).toContain('boilSeconds');
  });
});
