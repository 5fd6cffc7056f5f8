import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load';
import { validateExamples } from '@/lib/openapi/validate-examples';

describe('example validation', () => {
  it.each(['openapi/word.yaml', 'openapi/calculator.yaml'])('finds every example of %s true to its schema', async (file) => {
    const { document } = await loadSpec(file);
    expect(validateExamples(document)).toEqual([]);
  });

  it('names the JSON pointer of each example that does not match', async () => {
    const { document } = await loadSpec('tests/fixtures/openapi-examples/bad-examples.yaml');
    expect(validateExamples(document)).toEqual([
      { pointer: '/paths/~1items~1{id}/get/parameters/0/example', message: 'example must be integer' },
      {
        pointer: '/paths/~1items~1{id}/get/responses/200/content/application~1json/examples/missing/value',
        message: "example must have required property 'name'",
      },
    ]);
  });

  it('reads nullable without a type (on allOf, as GitHub writes it) and compiles each schema once', () => {
    const media = (example: unknown) => ({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Maybe' }, example } } });
    const document = {
      openapi: '3.0.3',
      paths: { '/a': { get: { responses: { '200': media(null), '201': media({ name: 'x' }), '202': media({ name: 1 }) } } } },
      components: { schemas: { Maybe: { nullable: true, allOf: [{ type: 'object', properties: { name: { type: 'string' } } }] } } },
    };
    const problems = validateExamples(document);
    expect(problems.map((p) => p.pointer)).toEqual(Array(problems.length).fill('/paths/~1a/get/responses/202/content/application~1json/example'));
    expect(problems.length).toBeGreaterThan(0);
  });
});
