import { describe, expect, it } from 'vitest';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import { methodLabel } from '@/lib/openapi/model/path-items';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import type { OperationView } from '@/lib/openapi/model/types';

// OpenAPI 3.2 in the view model, each feature on a small document of its own.
const doc = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ openapi: '3.2.0', info: { title: 'Kettles', version: '1' }, paths, ...extra });
const ok = { '200': { description: 'Done.' } };
const ops = (document: Record<string, unknown>) => modelOperations(buildApiModel(document));
const sample = (op: OperationView, id: string) => op.requestSamples.find((s) => s.id === id)!.code;

describe('the query method and additionalOperations', () => {
  it('makes a QUERY operation, after the other fixed methods, with samples that send QUERY', () => {
    const [get, query] = ops(doc({ '/kettles': { query: { responses: ok }, get: { operationId: 'listKettles', responses: ok } } }));
    expect(get!.id).toBe('listKettles');
    expect(query).toMatchObject({ method: 'query', title: 'QUERY /kettles', id: 'query-kettles', anchor: 'operation/query-kettles' });
    expect(sample(query!, 'curl')).toContain('--request QUERY');
    expect(sample(query!, 'javascript')).toContain("method: 'QUERY'");
    expect(sample(query!, 'python')).toContain('requests.request("QUERY", "https://api.example.com/kettles")');
  });

  it('makes an operation of any other method, spelt as the request sends it', () => {
    const [copy, purge] = ops(doc({
      '/kettles/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'k-1' }],
        additionalOperations: { COPY: { operationId: 'copyKettle', summary: 'Copy a kettle', responses: ok }, PURGE: { responses: ok } },
      },
    }));
    expect(copy).toMatchObject({ method: 'COPY', id: 'copyKettle', anchor: 'operation/copyKettle', title: 'Copy a kettle' });
    expect(copy!.parameters.path.map((p) => p.name)).toEqual(['id']);
    expect(sample(copy!, 'curl')).toBe('curl https://api.example.com/kettles/k-1 \\\n  --request COPY');
    expect(purge).toMatchObject({ method: 'PURGE', title: 'PURGE /kettles/{id}' });
    expect(methodLabel('PURGE')).toBe('PURGE');
    expect(methodLabel('query')).toBe('QUERY');
  });

  it('points a response link written as an operationRef at an additional operation', () => {
    const [get] = ops(doc({
      '/kettles': { get: { responses: { '200': { description: 'Listed.', links: { copy: { operationRef: '#/paths/~1kettles~1{id}/additionalOperations/COPY' } } } } } },
      '/kettles/{id}': { additionalOperations: { COPY: { operationId: 'copyKettle', responses: ok } } },
    }));
    expect(get!.responses[0]!.links![0]!.targetAnchor).toBe('operation/copyKettle');
  });
});

describe('querystring parameters', () => {
  const listing = (parameter: Record<string, unknown>) =>
    ops(doc({ '/kettles': { get: { parameters: [{ name: 'filter', in: 'querystring', ...parameter }], responses: ok } } }))[0]!;
  const form = (media: Record<string, unknown>) => ({
    content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { colour: { type: 'string' }, size: { type: 'array', items: { type: 'integer' } } } }, ...media } },
  });

  it('are a group of their own with the schema of the whole query string and its media type', () => {
    const op = listing(form({ example: { colour: 'steel', size: [1, 2] } }));
    expect(op.parameters.query).toEqual([]);
    expect(op.parameters.querystring).toMatchObject([{ name: 'filter', in: 'querystring', anchor: 'operation/get-kettles/parameter/querystring/filter', mediaType: 'application/x-www-form-urlencoded', queryString: 'colour=steel&size=1&size=2' }]);
    expect(op.parameters.querystring![0]!.schema).toMatchObject({ types: ['object'] });
    expect(sample(op, 'curl')).toContain("'https://api.example.com/kettles?colour=steel&size=1&size=2'");
    expect(sample(op, 'python')).toMatch(/params=\{\s*"colour": "steel",\s*"size": \[\s*"1",\s*"2"\s*\]\s*\}/);
  });

  it('take a serializedValue as written, a dataValue as data, and the schema when there is no example', () => {
    expect(listing(form({ examples: { a: { dataValue: { colour: 'red' }, serializedValue: '?colour=r%C3%A9d' } } })).parameters.querystring![0]!.queryString).toBe('colour=r%C3%A9d');
    expect(listing(form({ examples: { a: { dataValue: { colour: 'copper' } } } })).parameters.querystring![0]!.queryString).toBe('colour=copper');
    expect(listing(form({})).parameters.querystring![0]!.queryString).toBe('colour=string&size=0');
  });

  it('leave operations without one as they were: no querystring key', () => {
    expect(ops(doc({ '/kettles': { get: { responses: ok } } }))[0]!.parameters).toEqual({ path: [], query: [], header: [], cookie: [] });
  });
});

describe('streams (itemSchema)', () => {
  const item = { type: 'object', properties: { temp: { type: 'integer', example: 96 } } };
  const streamed = (mediaType: string, media: Record<string, unknown> = {}) =>
    ops(doc({ '/boil': { get: { responses: { '200': { description: 'Readings.', content: { [mediaType]: { itemSchema: item, ...media } } } } } } }))[0]!;

  it('keeps the item schema and shows a few generated items in the stream format', () => {
    const op = streamed('application/jsonl');
    expect(op.responses[0]!.content[0]!.itemSchema).toMatchObject({ types: ['object'], properties: [{ name: 'temp' }] });
    expect(op.responseSamples[0]!.samples[0]!.code).toBe('{"temp":96}\n{"temp":96}');
    expect(streamed('text/event-stream').responseSamples[0]!.samples[0]!.code).toBe('data: {"temp":96}\n\ndata: {"temp":96}\n');
  });

  it("frames an example's items: SSE fields one by one, JSON text sequences with the record separator", () => {
    const sse = streamed('text/event-stream', { examples: { two: { dataValue: [{ event: 'rising', id: '7', data: { temp: 80 } }, { data: 'done' }] } } });
    expect(sse.responses[0]!.content[0]!.examples[0]!.value).toBe('event: rising\nid: 7\ndata: {"temp":80}\n\ndata: done\n');
    const seq = streamed('application/json-seq', { example: [{ temp: 1 }, { temp: 2 }] });
    expect(seq.responseSamples[0]!.samples[0]!.code).toBe('\u001e{"temp":1}\n\u001e{"temp":2}');
  });

  it('sends a request stream as its framed text, not as parsed JSON', () => {
    const op = ops(doc({ '/readings': { post: { requestBody: { content: { 'application/json-seq': { itemSchema: item } } }, responses: ok } } }))[0]!;
    expect(op.requestBody!.content[0]!.itemSchema).toBeDefined();
    expect(sample(op, 'curl')).toContain(`--data-binary '\u001e{"temp":96}\n\u001e{"temp":96}'`);
  });
});

describe('3.2 fields on servers, responses, examples and security schemes', () => {
  it('keeps a server name and a response summary', () => {
    const model = buildApiModel(doc(
      { '/kettles': { get: { responses: { '200': { summary: 'Kettles listed', description: 'All of them.' } } } } },
      { servers: [{ url: 'https://kettles.example.com', name: 'Production' }, { url: 'https://test.kettles.example.com' }] },
    ));
    expect(model.servers.map((s) => s.name)).toEqual(['Production', undefined]);
    expect(model.tags[0]!.operations[0]!.responses[0]!.summary).toBe('Kettles listed');
  });

  it('shows dataValue as the value, serializedValue as written, and externalValue as a link', () => {
    const [op] = ops(doc({ '/kettles': { get: { responses: { '200': { description: 'Listed.', content: {
      'application/json': { schema: { type: 'object' }, examples: { data: { dataValue: { brand: 'Hob' } }, both: { dataValue: { a: 1 }, serializedValue: '{"a":1}' } } },
      'text/csv': { schema: { type: 'string' }, examples: { wire: { dataValue: ['x'], serializedValue: 'brand\nHob\n' }, far: { summary: 'All of them', externalValue: 'https://kettles.example.com/all.csv' } } },
    } } } } } }));
    const [json, csv] = op!.responses[0]!.content;
    expect(json!.examples.map((e) => e.value)).toEqual(['{\n  "brand": "Hob"\n}', '{\n  "a": 1\n}']);
    expect(csv!.examples).toEqual([{ name: 'wire', value: 'brand\nHob\n' }]);
    expect(csv!.externalExamples).toEqual([{ name: 'far', summary: 'All of them', url: 'https://kettles.example.com/all.csv' }]);
  });

  it('lists the device flow with its URLs and scopes, the metadata URL, and marks a deprecated scheme', () => {
    const model = buildApiModel(doc({}, { components: { securitySchemes: {
      device: { type: 'oauth2', oauth2MetadataUrl: 'https://kettles.example.com/.well-known/oauth-authorization-server', flows: { deviceAuthorization: { deviceAuthorizationUrl: 'https://kettles.example.com/device', tokenUrl: 'https://kettles.example.com/token', scopes: { 'kettles:boil': 'Boil.' } } } },
      oldKey: { type: 'apiKey', in: 'header', name: 'X-Kettle', deprecated: true },
    } } }));
    expect(model.securitySchemes[0]).toMatchObject({ name: 'device', details: [
      'oauth2MetadataUrl: https://kettles.example.com/.well-known/oauth-authorization-server',
      'flow deviceAuthorization (deviceAuthorizationUrl: https://kettles.example.com/device, tokenUrl: https://kettles.example.com/token, scopes: kettles:boil)',
    ] });
    expect(model.securitySchemes[0]!.deprecated).toBeUndefined();
    expect(model.securitySchemes[1]).toMatchObject({ name: 'oldKey', deprecated: true });
  });
});

describe('the 3.2 fixture of the test build', () => {
  it('loads and has every feature the e2e test looks for', async () => {
    const { document } = await loadSpec('tests/openapi/fixtures/v32/notes.yaml');
    const all = ops(document);
    expect(all.map((op) => `${methodLabel(op.method)} ${op.path}`)).toEqual([
      'GET /notes', 'QUERY /notes', 'COPY /notes/{noteId}', 'PURGE /notes/{noteId}', 'GET /notes/changes', 'GET /notes/export',
    ]);
    expect(all.find((op) => op.id === 'followNoteChanges')!.responses[0]!.content[0]!.itemSchema).toEqual({ ref: '#/components/schemas/NoteChange' });
  });
});
