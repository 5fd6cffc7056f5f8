import { describe, expect, it } from 'vitest';
import { OpenApiSpecError } from '@/lib/openapi/load/errors';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';

describe('loadSpec', () => {
  it('reads JSON with a UTF-8 BOM', async () => {
    const { document } = await loadSpec('tests/openapi/fixtures/bom.json');
    expect(buildApiModel(document).counts.operations).toBe(1);
  });

  it('fails with the file, the JSON pointer and the validator message', async () => {
    const error = await loadSpec('tests/openapi/fixtures/invalid.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    const message = (error as Error).message;
    expect(message).toContain('tests/openapi/fixtures/invalid.yaml#/paths/~1broken/get/responses/200');
    expect(message).toContain("must have required property 'description'");
  });

  it('names the file and line of a YAML syntax error', async () => {
    const error = await loadSpec('tests/openapi/fixtures/broken-syntax.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    expect((error as Error).message).toMatch(/broken-syntax\.yaml: cannot be parsed at line \d+, column \d+: /);
    expect((error as Error).message).toMatch(/Fix the YAML syntax there/);
  });

  it('names a missing file', async () => {
    const error = await loadSpec('tests/openapi/fixtures/not-there.yaml').catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/not-there\.yaml.*cannot be read/);
  });

  it('converts Swagger 2.0 to OpenAPI 3 and says so', async () => {
    const { document, convertedFrom } = await loadSpec('tests/openapi/fixtures/swagger2.yaml');
    const model = buildApiModel(document, convertedFrom);
    expect(model.convertedFrom).toBe('Swagger 2.0');
    expect(model.openapi).toMatch(/^3\.0/);
    expect(model.servers[0]?.url).toBe('https://api.example.com/v1');
    expect(model.tags[0]?.operations[0]?.anchor).toBe('operation/listItems');
  });
});
