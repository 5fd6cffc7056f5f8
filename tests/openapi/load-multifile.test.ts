import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';

const dir = 'tests/openapi/fixtures/multifile';
const broken = 'tests/openapi/fixtures/multifile-broken';
const failure = (file: string) => loadSpec(`${broken}/${file}`).then(() => undefined, (e: unknown) => e as Error);

describe('loadSpec: multi-file descriptions', () => {
  it('bundles path items, schemas and responses from nested folders into one tree', async () => {
    const { document, refs } = await loadSpec(`${dir}/openapi.yaml`);
    const model = buildApiModel(document);
    expect(model.counts.operations).toBe(3);
    // No external $ref is left, and the result is a tree (JSON round-trips it).
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"\$ref":"\.{0,2}\//);
    expect(text).toContain('Red diamond');
    expect(text).toContain('Something went wrong in the workshop.');
    // The same file referenced from several places is read once, and listed once.
    expect(refs.map((ref) => path.relative(path.resolve(dir), ref))).toEqual(['paths/kite.yaml', 'paths/kites.yaml', 'schemas/common/problem.yaml', 'schemas/kite.json', 'schemas/orders/box.yaml', 'schemas/orders/delta.yaml', 'schemas/orders/order.yaml', 'texts/fetch-kite.sh', 'texts/kite-notes.md']);
  });

  it('reads a $ref to a file that is not YAML or JSON as its text (a Markdown description, a code sample)', async () => {
    const { document } = await loadSpec(`${dir}/openapi.yaml`);
    const get = (document.paths as Record<string, { get: Record<string, unknown> }>)['/kites/{kiteId}']!.get;
    expect(get.description).toBe('Kites are fetched **by id**; a retired kite answers 404.\n');
    expect(get['x-codeSamples']).toEqual([{ lang: 'Shell', label: 'kitectl', source: 'kitectl fetch --id "$KITE_ID" --format json\n' }]);
  });

  it('points a discriminator mapping that names a file where the bundle put that file', async () => {
    const { document } = await loadSpec(`${dir}/openapi.yaml`);
    const model = buildApiModel(document);
    const order = model.tags.flatMap((tag) => tag.operations).find((op) => op.id === 'orderKite')!;
    const schema = order.requestBody!.content[0]!.schema!;
    const node = 'ref' in schema ? model.schemas[schema.ref]!.schema : schema;
    expect(node.discriminator!.mapping.map((m) => m.value)).toEqual(['box', 'delta']);
    // Each mapping names the same schema as the oneOf entry for that file.
    const oneOf = node.oneOf!.map((view) => ('ref' in view ? view.ref : undefined));
    expect(node.discriminator!.mapping.map((m) => m.ref)).toEqual(oneOf);
    expect(oneOf).toEqual(['#/components/schemas/box', '#/components/schemas/delta']);
  });

  it('names each schema another file holds after its file (or pointer), in components, as Redocly bundles', async () => {
    const { document } = await loadSpec(`${dir}/openapi.yaml`);
    const names = Object.values(buildApiModel(document).schemas).map((entry) => entry.name);
    // Kite was named in the root already; the others come from their files and pointers.
    expect(names).toEqual(['Kite', 'Tail', 'order', 'box', 'delta', 'Problem']);
    expect(Object.keys(buildApiModel(document).schemas).every((id) => id.startsWith('#/components/schemas/'))).toBe(true);
  });

  it('names a discriminator mapping that names no schema, at its pointer', async () => {
    const error = await failure('mapping-typo.yaml');
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain('#/components/schemas/Spool/discriminator/mapping/cotton: discriminator mapping "cotton" → "#/components/schemas/Coton" names no schema');
  });

  it('names a pointer into a text file', async () => {
    const error = await failure('text-pointer.yaml');
    expect(error!.message).toContain('$ref "./parts/notes.md#/intro" points into "./parts/notes.md", a text file, which has no parts');
  });

  it('keeps a recursive schema from another file as an internal $ref', async () => {
    const { document } = await loadSpec(`${dir}/openapi.yaml`);
    expect(JSON.stringify(document)).toMatch(/"sibling":\{"\$ref":"#\/[^"]+"\}/);
  });

  it('names the referencing file and the $ref pointer of a missing file, from inside a referenced file', async () => {
    const error = await failure('missing-file.yaml');
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain(`${broken}/parts/spools.yaml#/get/responses/200/$ref: $ref "./not-written-yet.yaml" cannot be followed: ${broken}/parts/not-written-yet.yaml does not exist`);
    expect(error!.message).toContain('Fix the path');
  });

  it('names a pointer the target file does not have', async () => {
    const error = await failure('missing-pointer.yaml');
    expect(error!.message).toContain(`${broken}/missing-pointer.yaml#/paths/~1spools/get/responses/200/$ref: $ref "./parts/responses.yaml#/Spoool" points at "#/Spoool", which ${broken}/parts/responses.yaml does not have`);
  });

  it('names a YAML syntax error in a referenced file with its line', async () => {
    const error = await failure('bad-yaml.yaml');
    expect(error!.message).toContain(`${broken}/bad-yaml.yaml#/paths/~1spools/get/responses/200/$ref: $ref "./parts/tangled.yaml" cannot be followed:`);
    expect(error!.message).toMatch(/tangled\.yaml: cannot be parsed at line \d+, column \d+/);
  });
});
