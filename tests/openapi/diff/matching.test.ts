import { describe, expect, it } from 'vitest';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import type { Json } from '@/lib/openapi/resolve';

// Which operation and parameter of one version is which of the next, on a tiny kettle API.
const ok = { '200': { description: 'ok' } };
const doc = (paths: Json): Json => ({ openapi: '3.1.0', info: { title: 'Kettles', version: '1' }, paths });
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const header = (name: string, required = false) => ({ name, in: 'header', required, schema: { type: 'string' } });

describe('matching across versions', () => {
  it('takes a renamed path variable for the same path and the same parameter', () => {
    const before = doc({ '/kettles/{id}': { get: { parameters: [pathParam('id')], responses: ok } } });
    const after = doc({ '/kettles/{kettleId}': { get: { parameters: [pathParam('kettleId')], responses: ok } } });
    expect(diffDocuments(before, after).changes).toEqual([]);
  });

  it('still sees a real change under the renamed variable, named as the newer version writes it', () => {
    const before = doc({ '/kettles/{id}': { parameters: [pathParam('id')], get: { responses: ok } } });
    const after = doc({ '/kettles/{kettleId}': { parameters: [{ ...pathParam('kettleId'), schema: { type: 'integer' } }], get: { responses: ok } } });
    const { changes } = diffDocuments(before, after);
    expect(changes.map((c) => `${c.rule}: ${c.message}`)).toEqual(['request-type-changed: path parameter `kettleId`: type string → integer']);
    expect(changes[0]!.operation.path).toBe('/kettles/{kettleId}');
  });

  it('compares header names without case', () => {
    const before = doc({ '/kettles': { get: { parameters: [header('X-Kettle-Key')], responses: ok } } });
    const after = doc({ '/kettles': { get: { parameters: [header('x-kettle-key', true)], responses: ok } } });
    expect(diffDocuments(before, after).changes.map((c) => `${c.rule}: ${c.message}`)).toEqual(['parameter-became-required: header parameter `x-kettle-key` became required']);
  });

  it('keeps query parameter names case-sensitive', () => {
    const query = (name: string) => ({ name, in: 'query', schema: { type: 'string' } });
    const before = doc({ '/kettles': { get: { parameters: [query('Size')], responses: ok } } });
    const after = doc({ '/kettles': { get: { parameters: [query('size')], responses: ok } } });
    expect(diffDocuments(before, after).changes.map((c) => c.rule)).toEqual(['parameter-removed', 'parameter-added-optional']);
  });
});
