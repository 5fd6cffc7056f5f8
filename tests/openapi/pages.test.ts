import { describe, expect, it } from 'vitest';
import { apiPages, planPages } from '@/lib/openapi/pages';
import { buildApiModel } from '@/lib/openapi/view-model';

describe('page paths of a split reference', () => {
  it('part names that slug alike with -2, -3, in spec order, around the schema index', () => {
    const ok = { 200: { description: 'Fine.' } };
    const model = buildApiModel({
      openapi: '3.0.3',
      info: { title: 'Orchard', version: '1' },
      paths: {
        '/a': { get: { operationId: 'pick apple', responses: ok } },
        '/b': { get: { operationId: 'pick-apple', responses: ok } },
        '/c': { get: { operationId: 'pick+apple', responses: ok } },
        '/d': { get: { operationId: 'schemas', responses: ok } },
      },
      components: { schemas: { 'Tree house': { type: 'object' }, 'Tree-house': { type: 'object' } } },
    });
    planPages(model, { route: '/api/orchard', splitAbove: 0, basePath: '' });
    expect(apiPages(model).map((page) => page.page)).toEqual(['', 'pick-apple', 'pick-apple-2', 'pick-apple-3', 'op-schemas', 'schemas', 'schemas/Tree-house', 'schemas/Tree-house-2']);
  });
});
