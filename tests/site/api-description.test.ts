import { describe, expect, it } from 'vitest';
import { apiPages, findApiPage } from '@/lib/openapi';
import type { ApiModel } from '@/lib/openapi/model/types';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { apiPageDescription } from '@/lib/sections/api';

/** Every page of a reference (one page unless split) and its operations' pages, described. */
const described = (model: ApiModel) => apiPages(model).map(({ page }) => apiPageDescription(model, findApiPage(model, page)!));

// A reference page's description is what search results, social cards and llms.txt say of it.
describe('an API reference page’s description', () => {
  it('speaks of channels, messages and message samples for an event API, never of request samples', () => {
    const model = buildApiModel({
      asyncapi: '3.0.0',
      info: { title: 'Lights', version: '2' },
      channels: { lamp: { address: 'lamps/{id}', messages: { on: { payload: { type: 'object' } } } } },
      operations: { switchOn: { action: 'send', channel: { $ref: '#/channels/lamp' } } },
    });
    const descriptions = described(model);
    const op = model.tags.flatMap((tag) => tag.operations)[0]!;
    expect(apiPageDescription(model, { kind: 'operation', page: op.id, op })).toBe(
      'SEND lamps/{id}: its channel, messages, payloads and samples (Lights 2).',
    );
    expect(descriptions[0]).toBe('Lights 2 event reference: 1 operation on 1 channel with messages, payload schemas and message samples.');
    for (const text of descriptions) expect(text).not.toMatch(/request|response|parameters/);
  });

  it('keeps the HTTP words for an OpenAPI reference', () => {
    const model = buildApiModel({
      openapi: '3.1.0',
      info: { title: 'Tides', version: '1' },
      paths: { '/stations': { get: { operationId: 'list', responses: { '200': { description: 'ok' } } } } },
    });
    expect(described(model)[0]).toBe('Tides 1 reference: 1 operation with parameters, schemas and request samples.');
  });
});
