import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';

const dir = 'tests/openapi/fixtures/v32';
const failure = (file: string) => loadSpec(`${dir}/${file}`).then(() => undefined, (e: unknown) => e as Error);

describe('loadSpec: OpenAPI 3.2', () => {
  it('accepts a 3.2 document with the fields 3.2 adds', async () => {
    const { document } = await loadSpec(`${dir}/lanterns.yaml`);
    const item = (document.paths as Record<string, Record<string, Record<string, unknown>>>)['/lanterns']!;
    expect(item.query?.operationId).toBe('searchLanterns');
    expect(Object.keys(item.additionalOperations ?? {})).toEqual(['TRIM']);
    expect(document.$self).toBe('https://docs.example.test/lanterns/openapi.yaml');
  });

  it('refuses a querystring parameter described by a schema, naming the file and pointer', async () => {
    const error = await failure('querystring-schema.yaml');
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect(error!.message).toContain(`${dir}/querystring-schema.yaml#/paths/~1wicks/get/parameters/0: must have required property 'content'`);
  });

  it('refuses a misspelled field, naming it', async () => {
    const error = await failure('misspelled.yaml');
    expect(error!.message).toContain(`${dir}/misspelled.yaml#/paths/~1wicks/get: must NOT have unevaluated properties ("sumary")`);
    // Ajv's if/oneOf summaries are left out: one line per problem.
    expect(error!.message).not.toContain('must match "else" schema');
  });

  it('reads $refs to $self and to its folder as the local document and files', async () => {
    const { document, refs } = await loadSpec(`${dir}/self-refs.yaml`);
    const responses = (document.paths as Record<string, { get: { responses: Record<string, Record<string, unknown>> } }>)['/wicks']!.get.responses;
    expect(JSON.stringify(responses['200'])).toContain('"$ref":"#/components/schemas/Wick"');
    expect(responses['404']!.description).toBe('No such wick.');
    expect(refs.map((ref) => ref.split('/').slice(-2).join('/'))).toEqual(['parts/gone.yaml']);
  });

  it('names 3.2 in the unsupported-version message', async () => {
    const { writeFile, mkdtemp } = await import('node:fs/promises');
    const folder = await mkdtemp('/tmp/v4-');
    await writeFile(`${folder}/four.yaml`, 'openapi: 4.0.0\ninfo: {title: x, version: "1"}\npaths: {}\n');
    const error = await loadSpec(`${folder}/four.yaml`).then(() => new Error("loaded"), (e: unknown) => e as Error);
    expect(error.message).toContain('use OpenAPI 3.0.x, 3.1.x or 3.2.x');
  });
});
