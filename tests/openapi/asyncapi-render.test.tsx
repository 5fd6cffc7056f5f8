import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { EventOperation } from '@/components/api/asyncapi/event-operation';
import { SplitReferencePage } from '@/components/api/split-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { apiPages, planPages } from '@/lib/openapi/pages/pages';
import { IdAllocator } from '@/lib/openapi/model/ids';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';

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

async function page(element: React.ReactElement): Promise<string> {
  return new Response((await prerender(createElement(SecondaryMenuProvider, null, element))).prelude).text();
}

describe('an AsyncAPI reference', () => {
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
  });
});
