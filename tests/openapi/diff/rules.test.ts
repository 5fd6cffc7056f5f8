import { describe, expect, it } from 'vitest';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import { RULE_IDS, RULES, type RuleId } from '@/lib/openapi/diff/rules';
import type { Json } from '@/lib/openapi/model/resolve';

// Each rule on its own: a tiny kettle API before and after one edit, and the one change it must give.
type Op = Json;
const ok = { '200': { description: 'ok' } };
function api(op: Op, extra: Json = {}, path = '/kettles'): Json {
  return { openapi: '3.1.0', info: { title: 'Kettles', version: '1' }, paths: { [path]: { post: { responses: ok, ...op } } }, ...extra };
}
const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
const body = (schema: Json, required = false) => ({ requestBody: { required, ...json(schema) } });
const reply = (schema: Json) => ({ responses: { '200': { description: 'ok', ...json(schema) } } });
const obj = (properties: Json, required: string[] = []) => ({ type: 'object', properties, required });
const param = (name: string, extra: Json = {}) => ({ name, in: 'query', schema: { type: 'string' }, ...extra });

const cases: [RuleId, Json, Json][] = [
  ['operation-added', api({}), { ...api({}), paths: { ...(api({}).paths as Json), '/cups': { get: { responses: ok } } } }],
  ['operation-removed', { ...api({}), paths: { ...(api({}).paths as Json), '/cups': { get: { responses: ok } } } }, api({})],
  ['operation-moved', api({ operationId: 'fill' }), api({ operationId: 'fill' }, {}, '/kettle/fill')],
  ['operation-deprecated', api({}), api({ deprecated: true })],
  ['operation-undeprecated', api({ deprecated: true }), api({})],
  ['parameter-added-required', api({}), api({ parameters: [param('size', { required: true })] })],
  ['parameter-added-optional', api({}), api({ parameters: [param('size')] })],
  ['parameter-removed', api({ parameters: [param('size')] }), api({})],
  ['parameter-became-required', api({ parameters: [param('size')] }), api({ parameters: [param('size', { required: true })] })],
  ['parameter-became-optional', api({ parameters: [param('size', { required: true })] }), api({ parameters: [param('size')] })],
  ['parameter-location-changed', api({ parameters: [param('size')] }), api({ parameters: [param('size', { in: 'header' })] })],
  ['request-type-changed', api({ parameters: [param('size')] }), api({ parameters: [param('size', { schema: { type: 'integer' } })] })],
  ['request-type-widened', api({ parameters: [param('size', { schema: { type: 'integer' } })] }), api({ parameters: [param('size', { schema: { type: 'number' } })] })],
  ['request-body-added-required', api({}), api(body(obj({}), true))],
  ['request-body-added-optional', api({}), api(body(obj({})))],
  ['request-body-removed', api(body(obj({}))), api({})],
  ['request-body-became-required', api(body(obj({}))), api(body(obj({}), true))],
  ['request-body-became-optional', api(body(obj({}), true)), api(body(obj({})))],
  ['request-media-type-added', api(body(obj({}))), api({ requestBody: { content: { 'application/json': { schema: obj({}) }, 'text/plain': {} } } })],
  ['request-media-type-removed', api({ requestBody: { content: { 'application/json': { schema: obj({}) }, 'text/plain': {} } } }), api(body(obj({})))],
  ['response-added', api({}), api({ responses: { ...ok, '404': { description: 'none' } } })],
  ['response-removed', api({ responses: { ...ok, '202': { description: 'queued' } } }), api({})],
  ['response-non-success-removed', api({ responses: { ...ok, '404': { description: 'none' } } }), api({})],
  ['response-media-type-added', api(reply(obj({}))), api({ responses: { '200': { description: 'ok', content: { 'application/json': { schema: obj({}) }, 'application/xml': {} } } } })],
  ['response-media-type-removed', api({ responses: { '200': { description: 'ok', content: { 'application/json': { schema: obj({}) }, 'application/xml': {} } } } }), api(reply(obj({})))],
  ['request-property-added-required', api(body(obj({ a: { type: 'string' } }))), api(body(obj({ a: { type: 'string' }, b: { type: 'string' } }, ['b'])))],
  ['request-property-added-optional', api(body(obj({ a: { type: 'string' } }))), api(body(obj({ a: { type: 'string' }, b: { type: 'string' } })))],
  ['request-property-removed', api(body(obj({ a: { type: 'string' }, b: { type: 'string' } }))), api(body(obj({ a: { type: 'string' } })))],
  ['request-property-became-required', api(body(obj({ a: { type: 'string' } }))), api(body(obj({ a: { type: 'string' } }, ['a'])))],
  ['request-property-became-optional', api(body(obj({ a: { type: 'string' } }, ['a']))), api(body(obj({ a: { type: 'string' } })))],
  ['response-property-added', api(reply(obj({ a: { type: 'string' } }))), api(reply(obj({ a: { type: 'string' }, b: { type: 'string' } })))],
  ['response-property-removed', api(reply(obj({ a: { type: 'string' }, b: { type: 'string' } }))), api(reply(obj({ a: { type: 'string' } })))],
  ['response-property-became-optional', api(reply(obj({ a: { type: 'string' } }, ['a']))), api(reply(obj({ a: { type: 'string' } })))],
  ['response-property-became-required', api(reply(obj({ a: { type: 'string' } }))), api(reply(obj({ a: { type: 'string' } }, ['a'])))],
  ['response-type-changed', api(reply(obj({ a: { type: 'integer' } }))), api(reply(obj({ a: { type: 'number' } })))],
  ['response-type-narrowed', api(reply(obj({ a: { type: 'number' } }))), api(reply(obj({ a: { type: 'integer' } })))],
  ['request-format-changed', api(body(obj({ a: { type: 'string' } }))), api(body(obj({ a: { type: 'string', format: 'date' } })))],
  ['request-format-removed', api(body(obj({ a: { type: 'string', format: 'date' } }))), api(body(obj({ a: { type: 'string' } })))],
  ['response-format-changed', api(reply(obj({ a: { type: 'string', format: 'date' } }))), api(reply(obj({ a: { type: 'string', format: 'date-time' } })))],
  ['response-format-added', api(reply(obj({ a: { type: 'string' } }))), api(reply(obj({ a: { type: 'string', format: 'uuid' } })))],
  ['request-enum-value-added', api(body(obj({ a: { enum: ['tea'] } }))), api(body(obj({ a: { enum: ['tea', 'coffee'] } })))],
  ['request-enum-value-removed', api(body(obj({ a: { enum: ['tea', 'coffee'] } }))), api(body(obj({ a: { enum: ['tea'] } })))],
  ['response-enum-value-added', api(reply(obj({ a: { enum: ['tea'] } }))), api(reply(obj({ a: { enum: ['tea', 'coffee'] } })))],
  ['response-enum-value-removed', api(reply(obj({ a: { enum: ['tea', 'coffee'] } }))), api(reply(obj({ a: { enum: ['tea'] } })))],
  ['request-enum-added', api({ parameters: [param('size')] }), api({ parameters: [param('size', { schema: { type: 'string', enum: ['mug'] } })] })],
  ['request-enum-removed', api(body(obj({ a: { type: 'string', enum: ['mug'] } }))), api(body(obj({ a: { type: 'string' } })))],
  ['response-enum-added', api(reply(obj({ a: { type: 'string' } }))), api(reply(obj({ a: { type: 'string', enum: ['hot', 'cold'] } })))],
  ['response-enum-removed', api(reply(obj({ a: { type: 'string', enum: ['hot', 'cold'] } }))), api(reply(obj({ a: { type: 'string' } })))],
  ['request-nullable-added', api(body(obj({ a: { type: 'string' } }))), api(body(obj({ a: { type: ['string', 'null'] } })))],
  ['request-nullable-removed', api(body(obj({ a: { type: 'string', nullable: true } }))), api(body(obj({ a: { type: 'string' } })))],
  ['response-nullable-added', api(reply(obj({ a: { type: 'string' } }))), api(reply(obj({ a: { type: 'string', nullable: true } })))],
  ['response-nullable-removed', api(reply(obj({ a: { type: ['string', 'null'] } }))), api(reply(obj({ a: { type: 'string' } })))],
  ['request-variant-added', api(body({ oneOf: [obj({ a: {} })] })), api(body({ oneOf: [obj({ a: {} }), obj({ b: {} })] }))],
  ['request-variant-removed', api(body({ oneOf: [obj({ a: {} }), obj({ b: {} })] })), api(body({ oneOf: [obj({ a: {} })] }))],
  ['response-variant-added', api(reply({ anyOf: [obj({ a: {} })] })), api(reply({ anyOf: [obj({ a: {} }), obj({ b: {} })] }))],
  ['response-variant-removed', api(reply({ anyOf: [obj({ a: {} }), obj({ b: {} })] })), api(reply({ anyOf: [obj({ a: {} })] }))],
  ['security-added', api({ security: [{ key: [] }] }), api({ security: [{ key: [] }, { oauth: ['read'] }] })],
  ['security-removed', api({ security: [{ key: [] }, { oauth: ['read'] }] }), api({ security: [{ key: [] }] })],
  ['security-scope-added', api({ security: [{ oauth: ['read'] }] }), api({ security: [{ oauth: ['read', 'write'] }] })],
  ['security-scope-removed', api({ security: [{ oauth: ['read', 'write'] }] }), api({ security: [{ oauth: ['read'] }] })],
  ['security-now-required', api({}), api({ security: [{ key: [] }] })],
  ['security-now-public', api({ security: [{ key: [] }] }), api({ security: [] })],
];

describe('diff rules, one by one', () => {
  it('covers every rule', () => {
    expect(new Set(cases.map(([rule]) => rule))).toEqual(new Set(RULE_IDS));
  });
  it.each(cases)('%s', (rule, before, after) => {
    const { changes } = diffDocuments(before, after);
    expect(changes.map((change) => change.rule)).toEqual([rule]);
    expect(changes[0]!.breaking).toBe(RULES[rule].breaking);
    expect(changes[0]!.reason).toBe(RULES[rule].reason);
    // Both pointers, except where the thing is absent from one version (an operation added or removed).
    if (rule !== 'operation-added') expect(changes[0]!.before).toMatch(/^\/paths\/~1/);
    if (rule !== 'operation-removed') expect(changes[0]!.after).toMatch(/^\/paths\/~1/);
  });
  it('says which rules break clients', () => {
    expect(RULES['parameter-added-required'].reason).toBe('a new required request parameter breaks existing clients, which do not send it');
    expect(RULE_IDS.filter((rule) => RULES[rule].breaking)).toContain('operation-removed');
    expect(RULE_IDS.filter((rule) => !RULES[rule].breaking)).toContain('operation-added');
  });
});
