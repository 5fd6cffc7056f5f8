import { describe, expect, it } from 'vitest';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import type { Json } from '@/lib/openapi/model/resolve';

// readOnly properties are never sent and writeOnly ones never read: each side compares only what a client meets.
const kettle = (properties: Json, required: string[] = []): Json => ({ type: 'object', properties, required });
const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
function api(schema: Json): Json {
  return {
    openapi: '3.1.0',
    info: { title: 'Kettles', version: '1' },
    paths: { '/kettles': { post: { requestBody: { required: true, ...json({ $ref: '#/components/schemas/Kettle' }) }, responses: { '201': { description: 'made', ...json({ $ref: '#/components/schemas/Kettle' }) } } } } },
    components: { schemas: { Kettle: schema } },
  };
}
const rules = (before: Json, after: Json) => diffDocuments(before, after).changes.map((c) => `${c.rule}: ${c.message}`);

describe('readOnly and writeOnly', () => {
  it('a required readOnly property added changes only what responses give', () => {
    const before = api(kettle({ colour: { type: 'string' } }));
    const after = api(kettle({ colour: { type: 'string' }, serial: { type: 'string', readOnly: true } }, ['serial']));
    expect(rules(before, after)).toEqual(['response-property-added: response 201 (application/json) property `serial`: added, required']);
  });

  it('a writeOnly property removed changes only what requests send', () => {
    const before = api(kettle({ colour: { type: 'string' }, pin: { type: 'string', writeOnly: true } }));
    const after = api(kettle({ colour: { type: 'string' } }));
    expect(rules(before, after)).toEqual(['request-property-removed: request body (application/json) property `pin`: removed']);
  });

  it('reads the flag beside a $ref too', () => {
    const before = { ...api(kettle({})), components: { schemas: { Kettle: kettle({}), Serial: { type: 'string' } } } };
    const after = { ...api(kettle({})), components: { schemas: { Kettle: kettle({ serial: { $ref: '#/components/schemas/Serial', readOnly: true } }, ['serial']), Serial: { type: 'string' } } } };
    expect(rules(before, after)).toEqual(['response-property-added: response 201 (application/json) property `serial`: added, required']);
  });
});
