import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import { parseSpecText } from '@/lib/openapi/load/load';
import type { Json } from '@/lib/openapi/model/resolve';

const ok = { '200': { description: 'ok' } };
const doc = (paths: Json, extra: Json = {}): Json => ({ openapi: '3.2.0', info: { title: 'Kettles', version: '1' }, paths, ...extra });

describe('diff engine', () => {
  it('knows 3.2 QUERY and additionalOperations as the reference lists them', () => {
    const before = doc({ '/kettles': { query: { responses: ok } } });
    const after = doc({ '/kettles': { additionalOperations: { PURGE: { responses: ok } } } });
    const { changes } = diffDocuments(before, after);
    expect(changes.map((c) => c.message)).toEqual(['QUERY /kettles removed', 'PURGE /kettles added']);
    expect(changes[1]!.after).toBe('/paths/~1kettles/additionalOperations/PURGE');
    expect(changes[0]!.before).toBe('/paths/~1kettles/query');
  });

  it("compares a stream's itemSchema and a querystring parameter's content schema", () => {
    const stream = (props: Json) => ({ '200': { description: 'ok', content: { 'text/event-stream': { itemSchema: { type: 'object', properties: props } } } } });
    const qs = (props: Json) => [{ name: 'filter', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: props } } } }];
    const before = doc({ '/boils': { get: { parameters: qs({ size: { type: 'string' } }), responses: stream({ temp: { type: 'number' } }) } } });
    const after = doc({ '/boils': { get: { parameters: qs({}), responses: stream({}) } } });
    const messages = diffDocuments(before, after).changes.map((c) => `${c.rule}: ${c.message}`);
    expect(messages).toEqual([
      'request-property-removed: querystring parameter `filter` property `size`: removed',
      'response-property-removed: response 200 (text/event-stream) stream item property `temp`: removed',
    ]);
  });

  it('follows $refs, points at the schema where it is written, and survives cycles', () => {
    const node = (extra: Json) => ({ type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#/components/schemas/Node' }, ...extra } });
    const reply = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } };
    const before = doc({ '/nodes': { get: { responses: reply } } }, { components: { schemas: { Node: node({ size: { type: 'integer' } }) } } });
    const after = doc({ '/nodes': { get: { responses: reply } } }, { components: { schemas: { Node: node({}) } } });
    const { changes } = diffDocuments(before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ rule: 'response-property-removed', before: '/components/schemas/Node/properties/size', after: '/components/schemas/Node', breaking: true });
  });

  it("reads a webhook's payload as what the reader's server must read", () => {
    const hook = (props: Json) => ({ post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: props } } } }, responses: ok } });
    const { changes } = diffDocuments(doc({}, { webhooks: { boiled: hook({ temp: {} }) } }), doc({}, { webhooks: { boiled: hook({}) } }));
    expect(changes.map((c) => [c.rule, c.operation.kind, c.breaking])).toEqual([['response-property-removed', 'webhook', true]]);
  });

  it('compares a plain schema that became anyOf with its closest member, the others being variants added', () => {
    const user = { type: 'object', properties: { login: { type: 'string' }, id: { type: 'integer' } } };
    const org = { type: 'object', properties: { slug: { type: 'string' } } };
    const reply = (schema: Json) => ({ get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } });
    const before = doc({ '/owner': reply({ $ref: '#/components/schemas/User' }) }, { components: { schemas: { User: user, Org: org } } });
    const after = doc({ '/owner': reply({ anyOf: [{ $ref: '#/components/schemas/User' }, { $ref: '#/components/schemas/Org' }] }) }, { components: { schemas: { User: user, Org: org } } });
    expect(diffDocuments(before, after).changes.map((c) => c.message)).toEqual(['response 200 (application/json): variant Org added']);
  });

  it('counts operations added, removed and changed, and breaking changes', () => {
    const before = doc({ '/a': { get: { responses: ok } }, '/b': { get: { responses: ok } } });
    const after = doc({ '/a': { get: { responses: ok, deprecated: true } }, '/c': { get: { responses: ok } } });
    expect(diffDocuments(before, after).counts).toEqual({ added: 1, removed: 1, changed: 1, breaking: 1 });
  });

  it('gives the expected changes on the versioned test fixtures (Tide Gauge v1 → v2)', () => {
    const read = (file: string) => parseSpecText(readFileSync(file, 'utf8'), file) as Json;
    const { changes } = diffDocuments(read('tests/openapi/fixtures/versions/v1.yaml'), read('tests/openapi/fixtures/versions/v2.yaml'));
    const rules = changes.map((c) => c.rule);
    expect(rules).toContain('operation-added');
    expect(rules).toContain('operation-removed');
    expect(rules).toContain('operation-deprecated');
    expect(rules).toContain('parameter-added-required');
    expect(rules).toContain('response-type-changed');
    expect(rules).toContain('response-enum-value-added');
  });
});
