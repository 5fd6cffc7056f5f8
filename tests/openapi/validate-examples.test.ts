import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { schemasForExamples } from '@/lib/openapi/examples/ajv-schema';
import { checkExamples } from '@/lib/openapi/examples/check';
import { loadSpec, parseSpecText } from '@/lib/openapi/load/load';
import { lookup } from '@/lib/openapi/model/resolve';
import { validateExamples, type ExampleRules } from '@/lib/openapi/examples/validate';
import { buildApiModel } from '@/lib/openapi/model/view-model';

// Counts the schema copies the check makes (the real function runs).
vi.mock('@/lib/openapi/examples/ajv-schema', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/openapi/examples/ajv-schema')>();
  return { ...original, schemasForExamples: vi.fn(original.schemasForExamples) };
});

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

describe('schema annotations', () => {
  it('checks a spec whose schema examples hold the same "$id" twice, as Box\'s do', () => {
    const note = { type: 'object', properties: { tag: { type: 'string' } }, example: { tag: { $id: 'same-value' } } };
    const document = {
      openapi: '3.0.3',
      components: { schemas: { Note: note, Memo: { ...note } } },
      paths: {
        '/notes': {
          get: {
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' }, example: { tag: 7 } } } } },
          },
        },
      },
    };
    expect(validateExamples(document).map((p) => p.message)).toEqual(['example at /tag must be string']);
  });
});

describe('example pointers', () => {
  it('names where a $ref example lives and where it is used, each problem once', async () => {
    const { document } = await loadSpec('tests/fixtures/openapi-examples/ref-examples.yaml');
    expect(validateExamples(document)).toEqual([
      {
        pointer: '/components/examples/SmallKettle/value',
        usedAt: '/paths/~1kettles/post/requestBody/content/application~1json/examples/small',
        message: 'example at /litres must be number',
      },
      {
        pointer: '/components/examples/SmallKettle/value',
        usedAt: '/paths/~1kettles/post/responses/201/content/application~1json/examples/small',
        message: "example must have required property 'id'",
      },
      {
        pointer: '/components/examples/SmallKettle/value',
        usedAt: '/paths/~1kettles/post/responses/201/content/application~1json/examples/small',
        message: 'example at /litres must be number',
      },
      { pointer: '/components/parameters/KettleId/example', usedAt: undefined, message: 'example must be integer' },
    ]);
  });

  it.each(['bad-examples.yaml', 'ref-examples.yaml', 'idioms.yaml', 'swagger2-bad-examples.yaml'])('reports only pointers that exist in %s', async (name) => {
    const file = `tests/fixtures/openapi-examples/${name}`;
    const loaded = await loadSpec(file);
    const source = parseSpecText(readFileSync(file, 'utf8'), file);
    const { problems } = await checkExamples(loaded, { validateExamples: 'warn', exampleRules: { extensibleEnums: false, allOfProperties: false } });
    expect(problems.length).toBeGreaterThan(0);
    for (const pointer of problems.flatMap((p) => [p.pointer, ...(p.usedAt ? [p.usedAt] : [])])) {
      expect(() => lookup(source, `#${pointer}`), pointer).not.toThrow();
    }
  });

  it('points into a Swagger 2.0 file, not into its OpenAPI 3 conversion', async () => {
    const loaded = await loadSpec('tests/fixtures/openapi-examples/swagger2-bad-examples.yaml');
    const { problems } = await checkExamples(loaded, { validateExamples: 'warn' });
    expect(problems.map((p) => p.pointer)).toEqual([
      '/paths/~1lamps/parameters/0/x-example',
      // The body parameter is first in the 2.0 list and leaves it in the conversion.
      '/paths/~1lamps/post/parameters/1/x-example',
      '/paths/~1lamps/post/responses/201/examples/application~1json',
      '/responses/Missing/examples/application~1json',
      '/parameters/LampId/x-example',
    ]);
  });
});

describe('example rules: where JSON Schema is stricter than the authors meant', () => {
  it('lets x-ms-enum modelAsString values outside the enum pass, unless extensibleEnums is off', async () => {
    const { document } = await loadSpec('tests/fixtures/openapi-examples/idioms.yaml');
    const messages = (rules: ExampleRules) => validateExamples(document, rules).map((p) => p.message);
    expect(messages({ extensibleEnums: true, allOfProperties: true })).toEqual(['example at /glass must be equal to one of the allowed values ("clear", "tinted")']);
    expect(messages({ extensibleEnums: false, allOfProperties: true })).toEqual([
      'example at /fuel must be equal to one of the allowed values ("Oil", "Gas")',
      'example at /glass must be equal to one of the allowed values ("clear", "tinted")',
    ]);
  });

  it("lets additionalProperties pass the properties of the schema's allOf members, unless allOfProperties is off", async () => {
    const { document } = await loadSpec('tests/fixtures/openapi-examples/idioms.yaml');
    const strict = validateExamples(document, { extensibleEnums: true, allOfProperties: false }).map((p) => p.message);
    expect(strict).toContain('example at /id must be object');
    expect(validateExamples(document).map((p) => p.message)).not.toContain('example at /id must be object');
  });

  it('reads 3.0 boolean exclusiveMinimum and readOnly required properties as OpenAPI means them', () => {
    const media = (example: unknown) => ({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Cup' }, example } } });
    const document = {
      openapi: '3.0.3',
      paths: { '/cups': { post: { requestBody: media({ volume: 0 }), responses: { '200': media({ volume: 2 }) } } } },
      components: {
        schemas: {
          Cup: {
            type: 'object',
            required: ['id', 'volume'],
            properties: { id: { type: 'integer', readOnly: true }, volume: { type: 'number', minimum: 0, exclusiveMinimum: true } },
          },
        },
      },
    };
    expect(validateExamples(document)).toEqual([
      { pointer: '/paths/~1cups/post/requestBody/content/application~1json/example', usedAt: undefined, message: 'example at /volume must be > 0' },
      { pointer: '/paths/~1cups/post/responses/200/content/application~1json/example', usedAt: undefined, message: "example must have required property 'id'" },
    ]);
  });

  it('reads a required readOnly or writeOnly property declared in an allOf member, as a base schema holds it', () => {
    const media = (example: unknown) => ({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Saucer' }, example } } });
    const document = {
      openapi: '3.0.3',
      paths: {
        '/saucers': {
          // The request leaves out the readOnly `serial`, the response the writeOnly `glaze`: both are right.
          post: { requestBody: media({ glaze: 'blue', rim: 2 }), responses: { '200': media({ serial: 7, rim: 2 }), '201': media({ glaze: 'blue' }) } },
        },
      },
      components: {
        schemas: {
          Made: { type: 'object', properties: { serial: { $ref: '#/components/schemas/Serial' } } },
          Serial: { type: 'integer', readOnly: true },
          Saucer: {
            // `serial` is readOnly in a $ref'd member (through its own $ref) and required by an inline
            // sibling; `glaze` is writeOnly in another member and required, with `rim`, by the parent.
            allOf: [{ $ref: '#/components/schemas/Made' }, { type: 'object', properties: { glaze: { type: 'string', writeOnly: true }, rim: { type: 'integer' } } }, { required: ['serial'] }],
            required: ['glaze', 'rim'],
          },
        },
      },
    };
    expect(validateExamples(document)).toEqual([
      { pointer: '/paths/~1saucers/post/responses/201/content/application~1json/example', usedAt: undefined, message: "example must have required property 'serial'" },
      { pointer: '/paths/~1saucers/post/responses/201/content/application~1json/example', usedAt: undefined, message: "example must have required property 'rim'" },
    ]);
  });
  it('keeps the required readOnly property of an inline allOf member when its sibling declares another', () => {
    const media = (example: unknown) => ({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Mug' }, example } } });
    const document = {
      openapi: '3.0.3',
      paths: { '/mugs': { post: { requestBody: media({}), responses: { '200': media({ handle: 'left' }) } } } },
      components: {
        schemas: {
          Mug: {
            allOf: [
              { type: 'object', properties: { kiln: { type: 'integer', readOnly: true } } },
              { type: 'object', properties: { handle: { type: 'string', readOnly: true } }, required: ['handle', 'kiln'] },
            ],
          },
        },
      },
    };
    expect(validateExamples(document)).toEqual([
      { pointer: '/paths/~1mugs/post/responses/200/content/application~1json/example', usedAt: undefined, message: "example must have required property 'kiln'" },
    ]);
    document.paths['/mugs'].post.responses['200'] = media({ kiln: 3 });
    expect(validateExamples(document).map((p) => p.message)).toEqual(["example must have required property 'handle'"]);
  });
});

describe('which examples are checked: those of every operation the reference renders', () => {
  const ping = (example: unknown) => ({
    requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { beat: { type: 'integer' } } }, example } } },
    responses: { '204': { description: 'heard' } },
  });

  it('checks webhook and callback examples, each named by its exact pointer', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Drums', version: '1' },
      paths: {
        '/drums': {
          post: {
            ...ping({ beat: 1 }),
            callbacks: { onRoll: { '{$request.body#/hook}': { post: ping({ beat: 'loud' }) } }, onStop: { $ref: '#/components/callbacks/Stopped' } },
          },
        },
      },
      webhooks: { drumTuned: { post: ping({ beat: 'sharp' }) } },
      components: { callbacks: { Stopped: { '{$request.body#/stopHook}': { put: ping({ beat: 'late' }) } } } },
    };
    expect(validateExamples(document).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/paths/~1drums/post/callbacks/onRoll/{$request.body#~1hook}/post/requestBody/content/application~1json/example: example at /beat must be integer',
      '/components/callbacks/Stopped/{$request.body#~1stopHook}/put/requestBody/content/application~1json/example: example at /beat must be integer',
      '/webhooks/drumTuned/post/requestBody/content/application~1json/example: example at /beat must be integer',
    ]);
  });

  it("checks a 3.0 spec's x-webhooks, and 3.2's query and additionalOperations, which the reference shows", () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Drums', version: '1' },
      paths: { '/drums': { query: ping({ beat: 'unseen' }), additionalOperations: { TUNE: ping({ beat: 'flat' }) } } },
      'x-webhooks': { drumSplit: { post: ping({ beat: 'cracked' }) } },
    };
    expect(validateExamples(document).map((p) => p.pointer)).toEqual([
      '/paths/~1drums/query/requestBody/content/application~1json/example',
      '/paths/~1drums/additionalOperations/TUNE/requestBody/content/application~1json/example',
      '/x-webhooks/drumSplit/post/requestBody/content/application~1json/example',
    ]);
    expect(buildApiModel(document).counts).toMatchObject({ operations: 2, webhooks: 1 });
  });
});

describe('schema copies for Ajv', () => {
  const lamp = (required: string[], flags: Record<string, unknown> = {}) => {
    const media = (example: unknown) => ({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Lamp' }, example } } });
    return {
      openapi: '3.0.3',
      paths: { '/lamps': { put: { requestBody: media({ watts: 40 }), responses: { '200': media({ serial: 'L-1', watts: 40 }) } } } },
      components: {
        schemas: { Lamp: { type: 'object', required, properties: { serial: { type: 'string', ...flags }, watts: { type: 'integer' } } } },
      },
    };
  };

  it('makes one copy for requests and responses, also when a required property is readOnly', () => {
    vi.mocked(schemasForExamples).mockClear();
    expect(validateExamples(lamp(['watts'], { readOnly: true }))).toEqual([]);
    expect(schemasForExamples).toHaveBeenCalledTimes(1);
    vi.mocked(schemasForExamples).mockClear();
    // The request leaves out the required readOnly `serial`; the response must hold it.
    const document = lamp(['serial', 'watts'], { readOnly: true });
    expect(validateExamples(document)).toEqual([]);
    document.paths['/lamps'].put.responses['200'].content['application/json'].example = { watts: 40 } as never;
    expect(validateExamples(document).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      "/paths/~1lamps/put/responses/200/content/application~1json/example: example must have required property 'serial'",
    ]);
    expect(schemasForExamples).toHaveBeenCalledTimes(2);
  });
});
