import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import { diffMarkdown } from '@/lib/openapi/diff/markdown';
import { sourcePointers, withSources } from '@/lib/openapi/diff/source-pointers';
import { loadSpec } from '@/lib/openapi/load/load';
import { displayPath } from '@/lib/files/tree';

// A kettle API kept in two files per version: the schema in a file of its own, referenced from the entry file.
const temp = mkdtempSync(path.join(tmpdir(), 'diff-sources-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const entry = `openapi: 3.1.0
info: { title: Kettles, version: '1' }
paths:
  /kettles/{id}:
    get:
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses:
        '200':
          description: one kettle
          content: { application/json: { schema: { $ref: './schemas/kettle.yaml' } } }
`;
function version(name: string, kettle: string): string {
  const dir = path.join(temp, name);
  mkdirSync(path.join(dir, 'schemas'), { recursive: true });
  writeFileSync(path.join(dir, 'api.yaml'), entry);
  writeFileSync(path.join(dir, 'schemas/kettle.yaml'), kettle);
  return path.join(dir, 'api.yaml');
}
const v1 = version('v1', 'type: object\nproperties:\n  litres: { type: number }\n  colour: { type: string }\n');
const v2 = version('v2', 'type: object\nproperties:\n  colour: { type: string }\n');

describe('pointers of a spec kept in several files', () => {
  it('names the file that writes the changed schema, not the bundle', async () => {
    const diff = diffDocuments((await loadSpec(v1)).document, (await loadSpec(v2)).document);
    const [change] = diff.changes;
    expect(change).toMatchObject({ rule: 'response-property-removed', before: '/components/schemas/kettle/properties/litres' });
    const [before, after] = [await sourcePointers(v1), await sourcePointers(v2)];
    expect(before.of(change!.before!)).toBe(`${displayPath(path.join(temp, 'v1/schemas/kettle.yaml'))}#/properties/litres`);
    const [mapped] = withSources(diff.changes, before, after);
    expect(mapped!.afterSource).toBe(`${displayPath(path.join(temp, 'v2/schemas/kettle.yaml'))}#`);
    expect(diffMarkdown({ ...diff, changes: withSources(diff.changes, before, after) }, { before: v1, after: v2 })).toContain('v1/schemas/kettle.yaml#/properties/litres`');
  });

  it('leaves a pointer of the entry file as it is', async () => {
    const before = await sourcePointers(v1);
    expect(before.elsewhere('/paths/~1kettles~1{id}/get/parameters/0')).toBeUndefined();
    expect(before.of('/paths/~1kettles~1{id}/get')).toBe(`${displayPath(v1)}#/paths/~1kettles~1{id}/get`);
  });
});
