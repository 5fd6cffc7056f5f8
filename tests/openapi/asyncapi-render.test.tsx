import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { EventOperation } from '@/components/api/asyncapi/event-operation';
import { SplitReferencePage } from '@/components/api/split-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { apiPages, planPages } from '@/lib/openapi/pages/pages';
import { duplicateIds } from '@/lib/postbuild/duplicate-ids';
import { recordsFromApi } from '@/lib/search/api-records';
import { IdAllocator } from '@/lib/openapi/model/ids';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { twoReceivesOnRoot } from './two-receives';

// An AsyncAPI operation as the page renders it (the whole reference is proved in e2e/asyncapi.variant.spec.ts).
async function html(page?: string): Promise<string> {
  const model = buildApiModel((await loadSpec('tests/fixtures/asyncapi/greenhouse/asyncapi.yaml')).document);
  const op = model.tags.flatMap((tag) => tag.operations).find((o) => o.id === 'publishReading')!;
  const tree = await EventOperation({ op: { ...op, page }, entries: model.schemas, level: 3, ids: new IdAllocator() });
  return new Response((await prerender(createElement('div', null, tree))).prelude).text();
}

describe('EventOperation', () => {
  it('links its channel on a one-page reference, and names it on a split page, where the channel is elsewhere', { timeout: 30_000 }, async () => {
    expect(await html()).toContain('href="#channel/readings"');
    const split = await html('readings/publishReading');
    expect(split).not.toContain('href="#channel/readings"');
    expect(split).toMatch(/<span[^>]*>channel (<!-- -->)?readings<\/span>/);
  });
});

// A message two operations use (a WebSocket echo: the application receives and sends the same
// message): one view, one anchor, which the second operation links to and search points at once.
const ECHO = [
  'asyncapi: 3.0.0',
  "info: { title: Echo, version: '1' }",
  'channels:',
  "  echo: { address: /echo, messages: { echo: { $ref: '#/components/messages/echo' } } }",
  'operations:',
  "  hear: { action: receive, channel: { $ref: '#/channels/echo' }, messages: [{ $ref: '#/channels/echo/messages/echo' }] }",
  "  say: { action: send, channel: { $ref: '#/channels/echo' }, messages: [{ $ref: '#/channels/echo/messages/echo' }] }",
  'components: { messages: { echo: { payload: { type: object, properties: { text: { type: string } } } } } }',
  '',
].join('\n');

async function page(element: React.ReactElement): Promise<string> {
  return new Response((await prerender(createElement(SecondaryMenuProvider, null, element))).prelude).text();
}

describe('an AsyncAPI reference', () => {
  it('gives a message two operations use one anchor, linked from the second, and one search result', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'asyncapi-echo-'));
    writeFileSync(path.join(dir, 'echo.yaml'), ECHO);
    const model = buildApiModel((await loadSpec(path.join(dir, 'echo.yaml'))).document);
    const [hear, say] = model.tags[0]!.operations;
    expect([hear!.event!.messages[0]!.anchor, say!.event!.messages[0]!.anchor]).toEqual(['message/echo', 'message/echo']);
    const html = await page(createElement(ApiReference, { model, label: 'Echo', downloadHref: '/x', downloadName: 'x', route: '/api/echo' }));
    expect(duplicateIds(html)).toEqual([]);
    expect(html.match(/id="message\/echo"/g)).toHaveLength(1);
    expect(html).toContain('href="#message/echo"');
    const records = recordsFromApi({ route: '/api/echo' }, model).filter((record) => record.url.includes('message/'));
    expect(records.map((record) => record.url)).toEqual(['/api/echo#message/echo']);
  });

  it('shows the parameters of a channel without operations in its section, where nothing else lists them', { timeout: 30_000 }, async () => {
    const model = buildApiModel((await loadSpec('tests/fixtures/asyncapi/harbour-2.6.yaml')).document);
    const html = await page(createElement(ApiReference, { model, label: 'Harbour', downloadHref: '/x', downloadName: 'x', route: '/api/harbour' }));
    expect(duplicateIds(html)).toEqual([]);
    const lights = html.slice(html.indexOf('id="channel/berth-berthId-lights"'), html.indexOf('id="channel/crane-commands"'));
    expect(lights).toContain('Parameters of channel berth/{berthId}/lights');
    expect(lights).toMatch(/The berth(&#x27;|'|’)s number\./);
    // A channel with operations leaves them to its operations.
    expect(html.match(/Parameters of channel/g)).toHaveLength(1);
  });

  it('shows each channel\'s address and bindings on the overview of a split reference', { timeout: 30_000 }, async () => {
    const model = planPages(buildApiModel((await loadSpec('tests/fixtures/asyncapi/greenhouse/asyncapi.yaml')).document), {
      route: '/api/events',
      splitAbove: 0,
      basePath: '/demo',
    });
    const overview = apiPages(model).find((p) => p.kind === 'overview')!;
    const html = await page(
      createElement(SplitReferencePage, { model, page: overview, label: 'Events', base: '/demo/api/events', downloadHref: '/x', downloadName: 'x', route: '/api/events' }),
    );
    expect(html).toMatch(/Address (<!-- -->)?<code>greenhouse\/\{houseId\}\/readings<\/code>/);
    expect(html).toContain('Kafka binding of channel readings');
    // ventAcks, a reply's channel, has no operation and so no page: named and described, never linked to one.
    const pageHrefs = new Set(apiPages(model).map((p) => `/demo/api/events${p.page ? `/${p.page}` : ''}`));
    const links = [...html.matchAll(/<a href="(\/demo\/api\/events[^"#]*)"/g)].map((m) => m[1]!);
    expect(links.filter((href) => !pageHrefs.has(href))).toEqual([]);
    expect(html).toMatch(/<li id="channel\/ventAcks">ventAcks/);
  });
});

describe('the event changelog', () => {
  it('shows each operation at its address as written (no leading "/"), on the page, in its feeds and in openapi:diff\'s text and JSON', { timeout: 30_000 }, async () => {
    const { diffDocuments } = await import('@/lib/openapi/diff/diff');
    const { diffMarkdown } = await import('@/lib/openapi/diff/markdown');
    const { planChangelog } = await import('@/lib/openapi/diff/changelog-plan');
    const { versionOperations } = await import('@/lib/openapi/diff/changelog');
    const { changelogFeedFiles } = await import('@/lib/openapi/diff/feed');
    const { ChangeList } = await import('@/components/api/changelog/change-list');
    const [before, after] = [(await loadSpec('tests/fixtures/asyncapi/greenhouse-v1.yaml')).document, (await loadSpec('tests/fixtures/asyncapi/greenhouse/asyncapi.yaml')).document];
    const diff = diffDocuments(before, after);
    const entry = (name: string) => ({ id: `events-${name}`, route: `/api/events/${name}`, version: { name, label: name } }) as never;
    const plan = planChangelog({ id: 'events', route: '/api/events', title: 'Events' }, [versionOperations(entry('v2'), buildApiModel(after)), versionOperations(entry('v1'), buildApiModel(before))], [diff]);
    const pair = plan.pairs[0]!;
    const readings = pair.operations.find((op) => op.key.method === 'SEND' && op.key.path.includes('readings'))!;
    // Shown as written; matched by the key it always had (the reference's changelogPath, the page's data-operation).
    expect(readings.label).toBe('SEND greenhouse/{houseId}/readings');
    expect(readings.id).toBe('operation SEND /greenhouse/{}/readings');
    const html = await page(createElement(ChangeList, { pair, operations: pair.operations, level: 2 }));
    expect(html).toContain('<code>greenhouse/{houseId}/readings</code>');
    const shown = [
      // What the page shows (its data-operation attributes hold the keys).
      html.replace(/<[^>]*>/g, ''),
      ...changelogFeedFiles(plan, { siteTitle: 'Site', copyright: 'c', absolute: (r: string) => `https://x.test${r}`, dateOf: () => new Date(0) }).map((file) => file.content),
      diffMarkdown(diff, { before: 'v1', after: 'v2' }),
    ];
    for (const text of shown) {
      expect(text).toContain('greenhouse/{houseId}/readings');
      expect(text).not.toContain('/greenhouse/');
    }
    expect(diff.changes.find((c) => c.operation.path === '/greenhouse/{houseId}/readings')!.operation.address).toBe('greenhouse/{houseId}/readings');
    // An address written with its "/" keeps it; a second operation of one action on one address is told apart by its id.
    expect(pair.operations.find((op) => op.key.path === '/alerts')!.changes[0]!.message).toBe('RECEIVE /alerts added');
    const ws = twoReceivesOnRoot;
    expect(diffMarkdown(diffDocuments(ws('pair'), ws('symbol')), { before: 'a', after: 'b' })).toContain('### RECEIVE / (unsubscribe)');
  });
});
