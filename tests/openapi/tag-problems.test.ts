import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';
import { tagProblems } from '@/lib/openapi/load/tag-problems';

// OpenAPI 3.2: a tag's parent must exist and parents must not loop. The build stops naming the
// file, the parent's pointer and what to write instead.
const dir = mkdtempSync(path.join(tmpdir(), 'tag-parents-'));

function spec(name: string, tags: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    ['openapi: 3.2.0', "info: { title: Greenhouse, version: '1' }", 'tags:', ...tags.map((tag) => `  - ${tag}`), 'paths:', '  /pots:', '    get:', '      tags: [Pots]', "      responses: { '200': { description: ok } }", ''].join('\n'),
  );
  return file;
}

const failure = (file: string) => loadSpec(file).then(() => undefined, (e: unknown) => e as Error);

describe('3.2 tag parents', () => {
  it('accepts parents that name tags, nested two deep', async () => {
    const file = spec('nested.yaml', ['{ name: Garden }', '{ name: Beds, parent: Garden }', '{ name: Pots, parent: Beds }']);
    await expect(loadSpec(file)).resolves.toBeDefined();
  });

  it('refuses a parent that names no tag, with the pointer and the tags to choose from', async () => {
    const file = spec('typo.yaml', ['{ name: Garden }', '{ name: Pots, parent: Gardn }']);
    const error = await failure(file);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain(`${file}#/tags/1/parent: parent "Gardn" names no tag of the description: use one of Garden, Pots`);
  });

  it('refuses a loop of parents once, naming the tags on it', async () => {
    const file = spec('loop.yaml', ['{ name: Garden, parent: Pots }', '{ name: Beds, parent: Garden }', '{ name: Pots, parent: Beds }', '{ name: Seeds, parent: Pots }']);
    const error = await failure(file);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect((error as OpenApiSpecError).problems).toEqual([{ pointer: '/tags/0/parent', message: 'the parents loop (Garden → Pots → Beds → Garden): remove the parent of one of these tags' }]);
    expect(error!.message).toContain('following parents must never lead back to the same tag');
  });

  it('refuses a tag that is its own parent', () => {
    expect(tagProblems({ tags: [{ name: 'Pots', parent: 'Pots' }] })).toEqual([{ pointer: '/tags/0/parent', message: 'the parents loop (Pots → Pots): remove the parent of one of these tags' }]);
  });
});
