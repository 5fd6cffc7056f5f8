import { describe, expect, it } from 'vitest';
import { modelOperations } from '@/lib/openapi/model/each-operation';
import { buildApiModel } from '@/lib/openapi/model/view-model';

describe('modelOperations', () => {
  it('lists an operation with two tags once, in tag order, then the webhooks', () => {
    const model = buildApiModel({
      openapi: '3.1.0',
      info: { title: 'Bakery', version: '1' },
      paths: {
        '/loaves': { get: { operationId: 'listLoaves', tags: ['Bread', 'Shop'], responses: { 200: { description: 'Loaves.' } } } },
        '/rolls': { get: { operationId: 'listRolls', tags: ['Shop'], responses: { 200: { description: 'Rolls.' } } } },
      },
      webhooks: { ovenReady: { post: { operationId: 'ovenReady', responses: { 204: { description: 'Seen.' } } } } },
    });
    expect(model.tags.map((tag) => tag.operations.length)).toEqual([1, 2]);
    expect(modelOperations(model).map((op) => op.id)).toEqual(['listLoaves', 'listRolls', 'ovenReady']);
  });
});
