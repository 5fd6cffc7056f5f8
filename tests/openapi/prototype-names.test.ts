import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { highlightModelSamples } from '@/lib/openapi/samples/highlight';
import { loadSpec } from '@/lib/openapi/load/load';
import { get, lookup } from '@/lib/openapi/model/resolve';
import { grammarOf } from '@/lib/openapi/samples/spec-code-samples';
import { tryItApi, tryItOperation } from '@/lib/openapi/samples/try-it';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import type { ApiModel, OperationView } from '@/lib/openapi';

// A spec may name anything "constructor", "toString" or "__proto__": a code sample's language, a tag,
// a schema, a property, a security scheme, a server variable, a discriminator value, an encoding. Every
// JavaScript object answers those names through its prototype, so a table looked up by them must
// answer with its own entries only (tests/openapi/fixtures/prototype-names.yaml names each).

const SPEC = 'tests/openapi/fixtures/prototype-names.yaml';

async function model(): Promise<ApiModel> {
  const { document } = await loadSpec(SPEC);
  return buildApiModel(document);
}

const operation = (m: ApiModel, id: string): OperationView => m.tags.flatMap((tag) => tag.operations).find((op) => op.id === id)!;

describe('names that every object answers', () => {
  it("takes x-codeSamples' languages as plain languages, never the prototype's functions", async () => {
    const op = operation(await model(), 'constructor');
    const own = op.requestSamples.filter((sample) => sample.id.startsWith('x-'));
    expect(own.map((sample) => [sample.id, sample.lang, sample.label, sample.code])).toEqual([
      ['x-constructor', 'text', 'Constructor', 'new Thing()'],
      ['x-__proto__', 'text', '__proto__', 'proto()'],
      ['x-tostring', 'text', 'toString', 'String(x)'],
      ['x-hasownproperty', 'text', 'hasOwnProperty', "Object.hasOwn(x, 'y')"],
    ]);
    for (const lang of ['constructor', '__proto__', 'toString', 'valueOf']) expect(grammarOf(lang)).toBe('text');
    expect(grammarOf('Python')).toBe('python');
  });

  it('keeps tags, schemas and properties of those names, and discriminator values that point at them', async () => {
    const m = await model();
    expect(m.tags.map((tag) => [tag.name, tag.operations.map((op) => op.id)])).toEqual([
      ['constructor', ['constructor', 'hasOwnProperty']],
      ['toString', ['toString']],
    ]);
    const proto = m.schemas['#/components/schemas/__proto__']!;
    expect(proto.name).toBe('__proto__');
    expect(proto.schema.properties?.map((p) => p.name)).toEqual(['name', 'constructor', '__proto__']);
    // allOf merges the properties of "__proto__" as its own, with the member's.
    const merged = m.schemas['#/components/schemas/merged']!.schema;
    expect(merged.properties?.map((p) => p.name)).toEqual(['name', 'constructor', '__proto__', 'valueOf']);
    const valueOf = m.schemas['#/components/schemas/valueOf']!.schema;
    expect(valueOf.discriminator?.mapping).toEqual([
      { value: 'constructor', ref: '#/components/schemas/constructor' },
      { value: '__proto__', ref: '#/components/schemas/toString' },
      { value: 'toString', ref: '#/components/schemas/toString' },
    ]);
  });

  it('puts each security scheme where it says, and builds bodies with those property names', async () => {
    const m = await model();
    expect(m.securitySchemes.map((scheme) => scheme.name)).toEqual(['toString', '__proto__']);
    const curl = operation(m, 'constructor').requestSamples.find((sample) => sample.id === 'curl')!.code;
    expect(curl).toContain("--header 'X-Key: YOUR_API_KEY'");
    expect(curl).toContain("--header 'Authorization: Bearer YOUR_TOKEN'");
    expect(curl).toContain('https://api.example.com/v1/valueOf/');
    // The form body: every property of "merged" is a field, "__proto__" and "constructor" included,
    // and a string of format "toString" is a plain string.
    const form = operation(m, 'hasOwnProperty').requestSamples.find((sample) => sample.id === 'curl')!.code;
    for (const field of ['name=string', 'constructor=string', '__proto__={"toString":0}', 'valueOf=string']) expect(form).toContain(`--data-urlencode '${field}'`);
  });

  it('finds nothing where a pointer names what only the prototype has', () => {
    const doc = { components: { schemas: { Real: { type: 'string' } } } };
    expect(get(doc, ['components', 'schemas', 'Real'])).toEqual({ type: 'string' });
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(get(doc, ['components', 'schemas', name])).toBeUndefined();
      expect(() => lookup(doc, `#/components/schemas/${name}`)).toThrow(`$ref "#/components/schemas/${name}" points nowhere`);
    }
  });

  it('offers the server variables and the form fields of those names in Try it', async () => {
    const m = await model();
    const site = { url: 'https://docs.example.test', basePath: '' };
    const api = tryItApi(m, { id: 'proto', tryIt: { proxy: false, trustSpecServers: false, allowPrivate: [], timeout: 30, maxBodySize: 1 } }, site);
    expect(api.servers.map((server) => server.url)).toEqual(['https://api.example.com/v1', 'https://sandbox.example.com/v1']);
    expect(Object.keys(api.schemes)).toEqual(['toString', '__proto__']);
    expect(Object.hasOwn(api.schemes, '__proto__') && api.schemes['__proto__']).toMatchObject({ kind: 'http', scheme: 'bearer' });
    expect(api.schemes.toString).toMatchObject({ kind: 'apiKey', in: 'header', name: 'X-Key' });
    // A bare `type: string` prefills nothing; the object "__proto__" refers to is prefilled as JSON.
    const op = tryItOperation(operation(m, 'hasOwnProperty'), m.schemas, site);
    expect(op.body?.media[0]?.fields?.map((field) => [field.name, field.value ?? null])).toEqual([
      ['name', null],
      ['constructor', null],
      ['__proto__', '{"toString":0}'],
      ['valueOf', null],
    ]);
  });

  it('renders the reference page, each sample in its tab', async () => {
    const m = await highlightModelSamples(await model());
    const tree = createElement(SecondaryMenuProvider, null, createElement(ApiReference, { model: m, label: 'Prototype names', downloadHref: '/x.yaml', downloadName: 'x.yaml', route: '/api/proto' }));
    const html = await new Response((await prerender(tree)).prelude).text();
    for (const label of ['Constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(html).toContain(`>${label}</`);
    expect(html).toContain('new Thing()');
    expect(html).not.toContain('[native code]');
  });
});
