import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { SplitReferencePage } from '@/components/api/split-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import type { ApiModel, OperationView } from '@/lib/openapi';
import { loadSpec } from '@/lib/openapi/load/load';
import { apiPages, findApiPage, operationHref, planPages } from '@/lib/openapi/pages/pages';
import { resolveView } from '@/lib/openapi/model/schema-table';
import { buildApiModel } from '@/lib/openapi/model/view-model';

// A spec written like real ones (tests/openapi/fixtures/real-world/spec.json): a UTF-8 BOM,
// external $refs to a file beside it, callbacks, x-webhooks, links, a discriminator with a mapping,
// allOf three deep, oneOf of arrays, every kind of additionalProperties, patternProperties, an enum
// of mixed types, examples and example (patternProperties and 3.1 types in types-3.1.json), a long description with a table, a code fence and raw
// HTML, non-ASCII text, operations without operationId or tag, a duplicate summary, 41 parameters.
const SPEC = 'tests/openapi/fixtures/real-world/spec.json';

async function render(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(createElement(SecondaryMenuProvider, null, element));
  return new Response(prelude).text();
}

let model: ApiModel;
const all = () => [...model.tags.flatMap((tag) => tag.operations), ...model.webhooks];
const byPath = (method: string, path: string) => all().find((op) => op.method === method && op.path === path) as OperationView;

beforeAll(async () => {
  const { document } = await loadSpec(SPEC);
  model = buildApiModel(document);
});

describe('a real-world spec', () => {
  it('reads the BOM-prefixed file and the external $refs beside it', () => {
    expect(model.info.title).toBe('Real-world shop API — «Ünïcödé»');
    const list = byPath('get', '/orders');
    expect(list.parameters.query[0]).toMatchObject({ name: 'limit', descriptionHtml: '<p>How many items at most.</p>' });
    // Money lives in common.yaml; bundling brings it in where BaseOrder uses it.
    const base = model.schemas['#/components/schemas/BaseOrder']!.schema;
    const total = resolveView(base.properties!.find((p) => p.name === 'total')!.schema, model.schemas);
    expect(total.properties!.map((p) => p.name)).toEqual(['amount', 'currency']);
  });

  it('gives operations without operationId stable, readable anchors, and counts x-webhooks', () => {
    expect(byPath('get', '/orders').anchor).toBe('operation/get-orders');
    expect(byPath('delete', '/orders/{orderId}').anchor).toBe('operation/delete-orders-orderId');
    expect(byPath('put', '/orders/{orderId}/notes').anchor).toBe('operation/put-orders-orderId-notes');
    expect(model.webhooks.map((op) => op.anchor)).toEqual(['webhook/post-orderPaid']);
    expect(model.tags.map((tag) => tag.name)).toEqual(['Orders', 'Other operations']);
  });

  it('keeps 41 query parameters, callbacks, links and the discriminator mapping', () => {
    expect(byPath('get', '/orders').parameters.query).toHaveLength(41);
    const create = byPath('post', '/orders');
    expect(create.callbacks[0]!.operations[0]!.anchor).toBe('operation/createOrder/callback/orderShipped/callback/post-request.body-callbackUrl');
    expect(create.responses[0]!.links).toEqual([
      expect.objectContaining({ name: 'GetOrder', target: 'getOrder', targetAnchor: 'operation/getOrder', parameters: [{ name: 'orderId', value: '$response.body#/id' }] }),
    ]);
    const order = model.schemas['#/components/schemas/Order']!.schema;
    expect(order.discriminator!.mapping.map((m) => [m.value, m.ref])).toEqual([
      ['physical', '#/components/schemas/PhysicalOrder'],
      ['digital', '#/components/schemas/DigitalOrder'],
    ]);
  });

  it('flattens allOf three deep and keeps maps, patterns and mixed enums', () => {
    const physical = model.schemas['#/components/schemas/PhysicalOrder']!.schema;
    expect(physical.properties!.map((p) => p.name)).toEqual(['kind', 'id', 'total', 'callbackUrl', 'note', 'trackingCode', 'weightGrams']);
    const notes = model.schemas['#/components/schemas/Notes']!.schema;
    expect(notes.additionalProperties).toBe(false);
    const prop = (name: string) => notes.properties!.find((p) => p.name === name)!.schema as { additionalProperties?: unknown; enum?: string[]; patternProperties?: unknown[] };
    expect(prop('labels').additionalProperties).toEqual({ types: ['string'] });
    expect(prop('extra').additionalProperties).toBe(true);
    expect(prop('priority').enum).toEqual(['1', '"high"', 'null', 'true']);
  });

  it('reads 3.1 type arrays with null, examples arrays and patternProperties', async () => {
    const { document } = await loadSpec('tests/openapi/fixtures/real-world/types-3.1.json');
    const ping = buildApiModel(document).webhooks[0]!;
    const body = ping.requestBody!.content[0]!.schema as { properties: { name: string; schema: unknown }[] };
    expect(body.properties[0]).toMatchObject({ name: 'name', schema: { types: ['string'], nullable: true, examples: ['"Ada"', 'null'] } });
    expect(body.properties[1]!.schema).toMatchObject({ patternProperties: [{ pattern: '^[a-z]{2}$', schema: { types: ['string'] } }] });
  });

  it('renders every operation, sanitised raw HTML, the table, the code fence and the links', async () => {
    planPages(model, { route: '/api/shop', splitAbove: 100, basePath: '/demo' });
    const html = await render(createElement(ApiReference, { model, label: 'Shop API', downloadHref: '/x.json', downloadName: 'x.json', route: '/api/shop' }));
    for (const op of all()) expect(html).toContain(`id="${op.anchor}"`);
    expect(html).toContain('<td><code>amount</code></td>');
    expect(html).toContain('<details><summary>Raw HTML is sanitised</summary>');
    expect(html).toContain('日本語のテキスト');
    expect(html).not.toMatch(/<script|onerror|<img/);
    expect(html).toContain('href="#operation/getOrder"');
    expect(html).toContain('href="#schema/PhysicalOrder"');
    // Named schemas unfold two levels deep before linking: the listed orders' items open in place.
    expect(html).toMatch(/<li id="operation\/get-orders\/response\/200\/option-1\/items" class="[^"]+"><details/);
  });
});

describe('operation titles', () => {
  it('are short: a paragraph-long summary (as GitHub writes for webhooks) becomes text under a "METHOD /path" title', () => {
    const long = `This event occurs when [a pull request](https://example.com) changes. ${'More words. '.repeat(20)}`;
    const doc = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/p': { get: { summary: long, responses: { '200': { description: 'ok' } } }, post: { summary: 'Create', responses: { '200': { description: 'ok' } } } } } };
    const [get, post] = buildApiModel(doc).tags[0]!.operations;
    expect(get).toMatchObject({ title: 'GET /p', summary: long });
    expect(get!.summaryHtml).toContain('<a href="https://example.com">a pull request</a>');
    expect(post).toMatchObject({ title: 'Create' });
    expect(post!.summaryHtml).toBeUndefined();
  });
});

describe('a split reference', () => {
  it('gives each operation, webhook and schema a page, and links across pages', async () => {
    const { document } = await loadSpec(SPEC);
    const split = planPages(buildApiModel(document), { route: '/api/shop', splitAbove: 3, basePath: '/demo' });
    expect(split.split).toBe(true);
    const pages = apiPages(split).map((page) => page.page);
    expect(pages).toEqual(expect.arrayContaining(['', 'createOrder', 'get-orders', 'getOrder', 'delete-orders-orderId', 'webhooks/post-orderPaid', 'schemas', 'schemas/Order']));
    const create = split.tags[0]!.operations.find((op) => op.id === 'createOrder')!;
    expect(operationHref({ route: '/api/shop' }, create)).toBe('/api/shop/createOrder#operation/createOrder');
    expect(create.responses[0]!.links![0]!.href).toBe('/demo/api/shop/getOrder#operation/getOrder');

    const page = findApiPage(split, 'createOrder')!;
    const html = await render(createElement(SplitReferencePage, { model: split, page, label: 'Shop API', base: '/demo/api/shop', downloadHref: '/x', downloadName: 'x', route: '/api/shop' }));
    expect(html).toContain('<h1 id="operation/createOrder/title"');
    // The shared sidebar opens only this operation's group, with plain links to other pages.
    expect(html).toMatch(/href="\/demo\/api\/shop\/createOrder" aria-current="page"/);
    expect(html).toContain('href="/demo/api/shop/getOrder"');
    expect(html).toContain('href="/demo/api/shop/webhooks/post-orderPaid">Webhooks</a>');
    expect(html).not.toContain('Order paid');
    expect(html).toContain('href="/demo/api/shop/schemas/Order"');
  });

  it('keeps a one-page reference one page with in-page anchors', () => {
    const single = planPages({ ...model, split: undefined }, { route: '/api/shop', splitAbove: 100, basePath: '/demo' });
    expect(single.split).toBe(false);
    expect(apiPages(single)).toEqual([{ kind: 'overview', page: '' }]);
    expect(operationHref({ route: '/api/shop' }, byPath('get', '/orders'))).toBe('/api/shop#operation/get-orders');
  });
});
