import { describe, expect, it } from 'vitest';
import { planChangelog, versionBadges, type VersionOperations } from '@/lib/openapi/diff/changelog-plan';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import { documentOperations, identityOf, operationId } from '@/lib/openapi/diff/operations';
import type { Json } from '@/lib/openapi/model/resolve';
import type { ApiModel, OperationView } from '@/lib/openapi/model/types';
import { matchOperation } from '@/lib/openapi/versions/match';

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

describe('one rule for the switcher, the changelog and the badges', () => {
  // Version 1 and 2 of a tiny tide API: getStation moves to a singular path, listStations loses its operationId.
  const v1 = doc({
    '/stations': { get: { operationId: 'listStations', responses: ok } },
    '/stations/{id}': { get: { operationId: 'getStation', parameters: [pathParam('id')], responses: ok } },
  });
  const v2 = doc({
    '/stations': { get: { responses: ok, deprecated: true } },
    '/station/{stationId}': { get: { operationId: 'getStation', parameters: [pathParam('stationId')], responses: ok } },
  });
  /** A reference's operations as the view model has them (what the switcher reads). */
  const viewOf = (d: Json) => documentOperations(d).map((found) => ({ ...identityOf(found), anchor: `operation/${found.id}`, title: found.id, tags: ['Stations'] }) as unknown as OperationView);
  const modelOf = (d: Json) => ({ tags: [{ operations: viewOf(d) }], webhooks: [] }) as unknown as ApiModel;
  const versionOf = (name: string, d: Json): VersionOperations => ({
    version: { name, label: name, route: `/api/tides/${name}` },
    operations: new Map(viewOf(d).map((op) => [operationId(op), { title: op.title, tag: 'Stations', href: `/api/tides/${name}#${op.anchor}` }])),
  });

  it('pairs what the switcher pairs: a moved operation is moved, not removed and added', () => {
    const diff = diffDocuments(v1, v2);
    expect(diff.counts).toMatchObject({ added: 0, removed: 0, changed: 2 });
    expect(diff.changes.map((c) => `${c.rule}: ${c.message}`)).toEqual(['operation-moved: GET /stations/{id} moved to GET /station/{stationId}', 'operation-deprecated: GET /stations deprecated']);
    for (const op of viewOf(v1)) {
      const there = matchOperation(op, modelOf(v2), modelOf(v1));
      expect(there, op.id).toBeDefined();
      const change = diff.changes.find((c) => operationId(c.previous ?? c.operation) === operationId(op));
      expect(change && operationId(change.operation)).toBe(operationId(there!));
    }
  });

  it('links the moved operation in both versions and badges it under its new path', () => {
    const plan = planChangelog({ id: 'tides', route: '/api/tides', title: 'Tides' }, [versionOf('v2', v2), versionOf('v1', v1)], [diffDocuments(v1, v2)]);
    const moved = plan.pairs[0]!.operations.find((op) => op.key.path === '/station/{stationId}')!;
    expect(moved).toMatchObject({ status: 'changed', beforeHref: '/api/tides/v1#operation/getStation', afterHref: '/api/tides/v2#operation/getStation' });
    const badges = versionBadges(plan, 'v2');
    expect(badges.get(operationId({ kind: 'operation', method: 'get', path: '/station/{stationId}' }))?.kind).toBe('changed');
    expect([...badges.values()].map((b) => b.kind)).not.toContain('added');
  });
});
