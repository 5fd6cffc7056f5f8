import { describe, expect, it } from 'vitest';
import { API_LAYOUT_SEGMENTS } from '@/lib/config/api-layout';
import { apiPages, planPages } from '@/lib/openapi/pages/pages';
import { buildApiModel } from '@/lib/openapi/model/view-model';

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

  it('an operation named like a segment the layout takes (the list the config refuses as version names) gets a prefix', () => {
    const ok = { 200: { description: 'Fine.' } };
    const paths = Object.fromEntries(API_LAYOUT_SEGMENTS.map((segment) => [`/${segment}`, { get: { operationId: segment, responses: ok } }]));
    const model = buildApiModel({ openapi: '3.0.3', info: { title: 'Orchard', version: '1' }, paths });
    planPages(model, { route: '/api/orchard', splitAbove: 0, basePath: '' });
    expect(apiPages(model).filter((page) => page.kind === 'operation').map((page) => page.page)).toEqual(['op-schemas', 'op-webhooks', 'op-samples', 'op-openapi']);
  });
});
