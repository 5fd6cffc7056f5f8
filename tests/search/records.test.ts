import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { planPages } from '@/lib/openapi/pages/pages';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { recordsFromApi, propertyNames } from '@/lib/search/api-records';
import { recordsFromHtml, sectionOfRoute } from '@/lib/search/html-records';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const site = { siteTitle: 'API Docs' };

describe('records from exported pages', () => {
  it('indexes the marked body: the page, then each heading with an id, with breadcrumbs as context', () => {
    expect(recordsFromHtml('/docs/basics/create-a-page', fixture('doc-page.html'), site)).toEqual([
      {
        section: 'docs',
        url: '/docs/basics/create-a-page',
        title: 'Create a page',
        context: 'Tutorial - Basics',
        terms: '',
        names: '',
        text: 'A page is anything that is neither a doc nor a post.',
      },
      {
        section: 'docs',
        url: '/docs/basics/create-a-page#write-it',
        title: 'Write it in page.mdx',
        context: 'Tutorial - Basics › Create a page',
        terms: '',
        names: '',
        // The copy button, the heading's own "#" link and the ignored region are left out; entities decoded.
        text: 'Create a folder. Then a file & run npm run dev. npm start',
      },
      {
        section: 'docs',
        url: '/docs/basics/create-a-page#front-matter',
        title: 'Front matter',
        context: 'Tutorial - Basics › Create a page › Write it in page.mdx',
        terms: '',
        names: '',
        // A heading without an id cannot be linked: its words stay in the section above.
        text: 'title description No id here Still part of front matter.',
      },
      {
        section: 'docs',
        url: '/docs/basics/create-a-page#react',
        title: 'Write it in React',
        context: 'Tutorial - Basics › Create a page',
        terms: '',
        names: '',
        text: 'Use page.tsx. Line two.',
      },
    ]);
  });

  it('takes the title from <title> when the body has no h1, and the route as context without breadcrumbs', () => {
    const records = recordsFromHtml('/blog/first', fixture('blog-post.html'), site);
    expect(records.map(({ url, title, context, text }) => ({ url, title, context, text }))).toEqual([
      { url: '/blog/first', title: 'First post', context: '/blog/first', text: 'Hola! The first words.' },
      { url: '/blog/first#more', title: 'More', context: 'First post', text: 'Even more words.' },
    ]);
    expect(records.every((record) => record.section === 'blog')).toBe(true);
  });

  it('gives no records for a page without a marked body (lists, tags, the 404)', () => {
    expect(recordsFromHtml('/blog', fixture('list-page.html'), site)).toEqual([]);
  });

  it('groups routes into sections', () => {
    expect(['/docs', '/docs/intro', '/blog/x', '/api/word', '/', '/markdown-page', '/docsy'].map((route) => sectionOfRoute(route))).toEqual(
      ['docs', 'docs', 'blog', 'api', 'pages', 'pages', 'pages'],
    );
  });

  it('follows the configured sections: docs at /guide, a blog at /news, docs at the site root', () => {
    const guide = { docs: '/guide', blog: '/news', apis: ['/reference/shop'] };
    expect(
      ['/guide', '/guide/x', '/news/post', '/reference/shop/op', '/docs/intro', '/api/word'].map((route) => sectionOfRoute(route, guide)),
    ).toEqual(['docs', 'docs', 'blog', 'api', 'pages', 'pages']);
    const root = { docs: '', blog: '/blog', apis: [] };
    expect(['/', '/intro', '/blog', '/blog/x'].map((route) => sectionOfRoute(route, root))).toEqual(['docs', 'docs', 'blog', 'blog']);
  });
});

describe('records from an API view model', async () => {
  const { document } = await loadSpec(path.join(__dirname, 'fixtures', 'spec.yaml'));
  const model = buildApiModel(document);
  const records = recordsFromApi({ route: '/api/shop' }, model);

  it('has the overview, each tag, each operation and each schema, linking to their anchors', () => {
    expect(records.map((record) => [record.url, record.title, record.context])).toEqual([
      ['/api/shop', 'Shop API', 'API reference'],
      ['/api/shop#tag/Orders', 'Orders', 'Shop API'],
      ['/api/shop#operation/placeOrder', 'Place an order', 'Shop API › POST /shops/{shopId}/orders'],
      ['/api/shop#tag/Other-operations', 'Other operations', 'Shop API'],
      // Titled as its heading: the summary, else method and path.
      ['/api/shop#operation/health', 'GET /health', 'Shop API › GET /health'],
      ['/api/shop#schema/Order', 'Order', 'Shop API › Schemas'],
      ['/api/shop#schema/Line', 'Line', 'Shop API › Schemas'],
    ]);
    expect(records.every((record) => record.section === 'api')).toBe(true);
  });

  it('indexes an operation by method, path, operationId, descriptions, parameter and property names', () => {
    const order = records.find((record) => record.url.endsWith('placeOrder'))!;
    expect(order.terms).toBe('placeOrder POST /shops/{shopId}/orders');
    // Parameters, then body properties through references and arrays, each once, cycles followed once.
    expect(order.names.split(' ')).toEqual([
      'shopId',
      'X-Request-Id',
      'orderId',
      'lines',
      'sku',
      'quantity',
      'extras',
      'giftWrap',
      'parent',
    ]);
    expect(order.text).toBe(
      'Creates an order. Fails with 409 Out of stock when an item is gone. The order to place. The order, placed. Out of stock.',
    );
  });

  it('gives descriptions as text, entities decoded', () => {
    expect(records[0]!.text).toBe('Sells things & ships them.');
  });

  it('follows a recursive schema once', () => {
    const order = Object.values(model.schemas).find((entry) => entry.name === 'Order')!;
    expect([...propertyNames({ ref: order.id }, model.schemas)]).toEqual([
      'orderId',
      'lines',
      'sku',
      'quantity',
      'extras',
      'giftWrap',
      'parent',
    ]);
  });

  it('links into the pages of a split reference: operations and schemas on their own pages, tags on the overview', () => {
    const split = planPages(buildApiModel(document), { route: '/api/shop', splitAbove: 1, basePath: '/demo' });
    const urls = recordsFromApi({ route: '/api/shop' }, split).map((record) => record.url);
    expect(urls).toEqual([
      '/api/shop',
      '/api/shop#tag/Orders',
      `/api/shop/${split.tags[0]!.operations[0]!.page}#operation/placeOrder`,
      '/api/shop#tag/Other-operations',
      `/api/shop/${split.tags[1]!.operations[0]!.page}#operation/health`,
      '/api/shop/schemas/Order#schema/Order',
      '/api/shop/schemas/Line#schema/Line',
    ]);
    expect(split.tags[0]!.operations[0]!.page).toBeTruthy();
  });

  it('indexes an operation listed under two tags once, where its anchors are', () => {
    const twoTags = buildApiModel({
      openapi: '3.0.3',
      info: { title: 'Dairy', version: '1' },
      paths: {
        '/cheese': { get: { operationId: 'listCheese', tags: ['Cheese', 'Shop'], responses: { 200: { description: 'Cheeses.' } } } },
      },
    });
    const urls = recordsFromApi({ route: '/api/dairy' }, twoTags).map((record) => record.url);
    expect(urls).toEqual(['/api/dairy', '/api/dairy#tag/Cheese', '/api/dairy#operation/listCheese', '/api/dairy#tag/Shop']);
  });
});

describe('records keep none of their page', () => {
  // V8 keeps a string's parent alive while a slice of it lives: records cut from the parser's texts held
  // each page's whole HTML (1.4 GB for the 10,000-doc site's records, the post-build step's peak).
  it('the records of 40 pages of 1 MB each hold a few KB, not the pages', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // A doc page of bench/generate-docs-site.mjs's 10,000-doc site, as exported (the fixture page above holds no slice).
    const page = fixture('generated-doc-page.html');
    const pages = Array.from({ length: 40 }, (_, i) => page.replace('<body', `<!-- ${'x'.repeat(1_000_000)} ${i} --><body`));
    gc();
    const before = process.memoryUsage().heapUsed;
    let records = pages.map((html, i) => recordsFromHtml(`/docs/page-${i}`, html, site));
    pages.length = 0;
    gc();
    const held = process.memoryUsage().heapUsed - before;
    expect(records.flat().map((record) => record.title)).toContain('Setting up');
    // The pages were 40 MB; their records' own text is a few KB a page.
    expect(held).toBeLessThan(8 * 2 ** 20);
    records = [];
  });
});
