import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';

async function renderPage(spec: string): Promise<string> {
  const { document } = await loadSpec(spec);
  const model = buildApiModel(document);
  const tree = createElement(SecondaryMenuProvider, null, createElement(ApiReference, { model, label: 'Hostile API', downloadHref: '/x.yaml', downloadName: 'x.yaml', route: '/api/hostile' }));
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe('the rendered reference page escapes spec text', () => {
  it('has no injected element, handler or javascript: URL', async () => {
    const html = await renderPage('tests/openapi/fixtures/hostile.yaml');
    expect(html).toContain('Hostile &lt;script&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<(iframe|style|svg|img)\b/i);
    // Attribute values are escaped text (a title may quote "onerror="): look at attribute names only.
    const tags = html.replace(/="[^"]*"/g, '=""');
    expect(tags).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/\s(href|src|action|formaction)="\s*(javascript|data):/i);
    // A circular schema is a link to its definition, not an endless tree.
    expect(html).toContain('circular: see Thing');
  });
});
