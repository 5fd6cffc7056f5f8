import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { SplitReferencePage } from '@/components/api/split-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { loadSpec } from '@/lib/openapi/load/load';
import { apiPages, planPages } from '@/lib/openapi/pages/pages';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { CORPUS_ROOT } from './corpus-helpers';

// A handful of @readme/oas-examples specs rendered to HTML as the pages are, one page and split:
// every operation and webhook is on a page, and every in-page link has its target. The test build
// publishes others and checks them in a browser (e2e/api-corpus.variant.spec.ts).
const handful = ['3.0/json/uspto.json', '3.0/json/star-trek.json', '3.0/json/parameters-style.json', '3.1/json/readme.json', '3.0/json/schema-types.json', '2.0/json/petstore-expanded.json'];

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(createElement(SecondaryMenuProvider, null, element));
  return new Response(prelude).text();
}

function brokenHashLinks(page: string): string[] {
  const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
  return [...page.matchAll(/\shref="#([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((id) => !ids.has(id));
}

describe.each(handful)('%s rendered', { timeout: 60_000 }, (file) => {
  it('as one page shows every operation and webhook, with no dangling anchor link', async () => {
    const { document, convertedFrom } = await loadSpec(`${CORPUS_ROOT}/${file}`);
    const model = planPages(buildApiModel(document, convertedFrom), { route: '/api/x', splitAbove: 1000, basePath: '/demo' });
    const page = await html(createElement(ApiReference, { model, label: 'X', downloadHref: '/x', downloadName: 'x', route: '/api/x' }));
    for (const op of [...model.tags.flatMap((tag) => tag.operations), ...model.webhooks]) expect(page).toContain(`id="${op.anchor}"`);
    expect(brokenHashLinks(page)).toEqual([]);
  });

  it('split shows each operation and webhook on its page', async () => {
    const { document, convertedFrom } = await loadSpec(`${CORPUS_ROOT}/${file}`);
    const model = planPages(buildApiModel(document, convertedFrom), { route: '/api/x', splitAbove: 0, basePath: '/demo' });
    for (const page of apiPages(model)) {
      const text = await html(createElement(SplitReferencePage, { model, page, label: 'X', base: '/demo/api/x', downloadHref: '/x', downloadName: 'x', route: '/api/x' }));
      expect(text).toContain('<h1');
      if (page.kind === 'operation') expect(text).toContain(`id="${page.op.anchor}"`);
      expect(brokenHashLinks(text)).toEqual([]);
    }
  });
});
