// The layer rule (scripts/lib/eslint-layers.mjs, configured in eslint.config.mjs) run through ESLint's
// API on a small house with one planted problem of each kind, so a change that stops it reporting
// one fails here rather than letting the next cycle or upward import into main.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import nextTs from 'eslint-config-next/typescript';
import { afterAll, describe, expect, it } from 'vitest';
import layers from '../../scripts/lib/eslint-layers.mjs';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A house: tsconfig.json with the `@/` alias, and the given files. */
function house(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  dirs.push(dir);
  const all = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', allowJs: true, paths: { '@/*': ['./*'] } },
    }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

// The TypeScript parser the project's own lint config (eslint.config.mjs) uses.
const parser = nextTs.find((config) => config.languageOptions?.parser)?.languageOptions?.parser as Linter.Parser;

const rooms: Array<{ room: string; layer: number; files?: string[] }> = [
  { room: 'app/', layer: 2 },
  { room: 'lib/high/', layer: 1 },
  { room: 'lib/low/', layer: 0 },
  { room: 'lib/other/', layer: 0 },
];

async function lint(dir: string, exceptions: Array<{ from: string; to: string; reason: string }> = []) {
  const config: Linter.Config[] = [
    { files: ['**/*.{ts,tsx,mjs}'], languageOptions: { parser } },
    {
      files: ['**/*.{ts,tsx,mjs}'],
      plugins: { layers },
      rules: { 'layers/layers': ['error', { folders: ['lib', 'app'], rooms, exceptions }] },
    },
  ];
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(['.']);
  return results.flatMap((result) =>
    result.messages.map((message) => `${path.relative(dir, result.filePath)}:${message.line} ${message.ruleId}: ${message.message}`),
  );
}

describe('layers/layers', () => {
  const planted = {
    // A file cycle through the `@/` alias one way and a relative `.mjs` import the other.
    'lib/low/a.ts': "import { b } from '@/lib/low/b.mjs';\nexport const a = () => b;\n",
    'lib/low/b.mjs': "import { a } from './a';\nexport const b = () => a;\n",
    // A type-only cycle: erased from the bundle, still a cycle of the design.
    'lib/low/c.ts': "import type { D } from './d';\nexport interface C { d?: D }\n",
    'lib/low/d.ts': "import type { C } from './c';\nexport interface D { c?: C }\n",
    // An upward import: layer 0 takes from layer 1.
    'lib/low/up.ts': "import { high } from '@/lib/high/high';\nexport const up = high;\n",
    'lib/high/high.ts': 'export const high = 1;\n',
    // A cycle between two rooms of one layer, with no file cycle.
    'lib/low/to-other.ts': "import { other } from '@/lib/other/other';\nexport const toOther = other;\n",
    'lib/other/other.ts': "import { a } from '@/lib/low/a';\nexport const other = a;\n",
    // Downward imports are fine.
    'app/page.ts': "import { high } from '@/lib/high/high';\nimport { a } from '@/lib/low/a';\nexport const page = [high, a];\n",
  };

  it('reports a file cycle (alias and .mjs), a type-only cycle, an upward import and a room cycle, and nothing else', async () => {
    const messages = await lint(house(planted));
    const at = (file: string, text: string) => messages.filter((message) => message.startsWith(`${file}:`) && message.includes(text));
    expect(at('lib/low/a.ts', 'Import cycle between files: lib/low/a.ts ⇄ lib/low/b.mjs')).toHaveLength(1);
    expect(at('lib/low/b.mjs', 'Import cycle between files')).toHaveLength(1);
    expect(at('lib/low/c.ts', 'Import cycle between files: lib/low/c.ts ⇄ lib/low/d.ts')).toHaveLength(1);
    expect(at('lib/low/up.ts', 'lib/low/ (layer 0) imports lib/high/ (layer 1)')).toHaveLength(1);
    expect(at('lib/low/to-other.ts', 'Import cycle between rooms: lib/low/ ⇄ lib/other/')).toHaveLength(1);
    expect(at('lib/other/other.ts', 'Import cycle between rooms')).toHaveLength(1);
    expect(messages.filter((message) => message.startsWith('app/') || message.startsWith('lib/high/'))).toEqual([]);
    expect(messages.every((message) => message.includes('layers/layers'))).toBe(true);
  });

  it('lets a listed exception pass and reports one whose import is gone', async () => {
    const dir = house(planted);
    const messages = await lint(dir, [
      { from: 'lib/low/b.mjs', to: 'lib/low/a.ts', reason: 'test' },
      { from: 'lib/low/a.ts', to: 'lib/high/high.ts', reason: 'gone' },
    ]);
    expect(messages.filter((message) => message.includes('lib/low/a.ts ⇄ lib/low/b.mjs'))).toEqual([]);
    expect(
      messages.filter((message) => message.includes('"lib/low/a.ts -> lib/high/high.ts"') && message.includes('no longer exists')),
    ).toHaveLength(1);
  });

  it('asks for a room for a file in no room', async () => {
    const messages = await lint(house({ 'lib/new/thing.ts': 'export const thing = 1;\n' }));
    expect(messages).toEqual([expect.stringContaining('lib/new/thing.ts is in no room of the layer table')]);
  });

  it('places a listed file in the room named, whatever its folder', async () => {
    // lib/other/low.ts is listed in lib/low/'s room: lib/low/ importing it is inside one room.
    const dir = house({
      'lib/low/a.ts': "import { low } from '@/lib/other/low';\nexport const a = low;\n",
      'lib/other/low.ts': 'export const low = 1;\n',
      'lib/other/other.ts': "import { a } from '@/lib/low/a';\nexport const other = a;\n",
    });
    expect(await lint(dir)).toHaveLength(2);
    rooms.push({ room: 'lib/low/', layer: 0, files: ['lib/other/low.ts'] });
    try {
      expect(await lint(dir)).toEqual([]);
    } finally {
      rooms.pop();
    }
  });
});
