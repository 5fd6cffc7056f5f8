import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiReference } from '@/components/api/api-reference';
import { SplitReferencePage } from '@/components/api/split-reference';
import { SecondaryMenuProvider } from '@/components/layout/secondary-menu.client';
import { duplicateIds } from '@/lib/postbuild/duplicate-ids';
import { loadSpec } from '@/lib/openapi/load/load';
import { apiPages, planPages } from '@/lib/openapi/pages/pages';
import { resolveSpecLinks } from '@/lib/openapi/links/in-spec';
import type { ApiModel } from '@/lib/openapi/model/types';
import { buildApiModel } from '@/lib/openapi/model/view-model';

// The fixture holds each way ids collided on real specs and a link in each in-spec style: every id of
// every rendered page is unique, and every "#…" link has its target on the page.
const SPEC = 'tests/openapi/fixtures/anchors/spec.yaml';

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(createElement(SecondaryMenuProvider, null, element));
  return new Response(prelude).text();
}

const idsOf = (page: string) => new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
const hashLinks = (page: string) => [...page.matchAll(/\shref="#([^"]+)"/g)].map((m) => m[1]!);
const labelRefs = (page: string) => [...page.matchAll(/\saria-(?:labelledby|describedby)="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));

async function model(splitAbove: number): Promise<ApiModel> {
  const { document } = await loadSpec(SPEC);
  const options = { route: '/api/anchors', splitAbove, basePath: '/demo' };
  const planned = planPages(buildApiModel(document), options);
  planned.unresolvedLinks = resolveSpecLinks(planned, document, options);
  return planned;
}

describe('a one-page reference of the anchors fixture', () => {
  let page: string;
  let api: ApiModel;
  beforeAll(async () => {
    api = await model(100);
    page = await html(createElement(ApiReference, { model: api, label: 'Anchors', downloadHref: '/x', downloadName: 'x', route: '/api/anchors' }));
  });

  it('has no id twice', () => {
    expect(duplicateIds(page)).toEqual([]);
  });

  it('gives a property named title its own anchor, and the schema heading none', () => {
    expect(page).toContain('id="schema/Lamp/title"');
    expect(page).not.toMatch(/<h3[^>]*id="schema\/Lamp\/title"/);
  });

  it('parts +1 and -1, which slug alike', () => {
    expect(page).toContain('id="schema/Lamp/1"');
    expect(page).toContain('id="schema/Lamp/1-2"');
  });

  it('shows an operation with two tags under each, with its own anchors under its first tag', () => {
    expect(page).toContain('id="operation/switchLamp"');
    expect(page).toContain('id="tag/Rooms/operation/switchLamp"');
    expect(page).toContain('id="tag/Rooms/operation/switchLamp/parameter/path/lampId"');
    expect(page).toContain('href="#tag/Rooms/operation/switchLamp"');
  });

  it('resolves every in-spec link style to an anchor on the page', () => {
    const ids = idsOf(page);
    expect(hashLinks(page).filter((id) => !ids.has(id))).toEqual([]);
    for (const target of ['schema/Lamp', 'schema/Room', 'operation/listRooms', 'tag/Rooms', 'tag/Rooms/operation/switchLamp', 'section/Getting-started', 'section/Getting-started/House-keys', 'operation/switchLamp']) {
      expect(page).toContain(`href="#${target}"`);
    }
  });

  it('keeps the text of a link to nothing, without its href, and says where it is written', () => {
    expect(page).toContain('<a>the cellar</a>');
    expect(api.unresolvedLinks).toEqual([{ href: '#cellar-door', pointers: ['/info/description'] }]);
  });

  it('labels each section with an id on the page', () => {
    const ids = idsOf(page);
    expect(labelRefs(page).length).toBeGreaterThan(5);
    expect(labelRefs(page).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps footnotes working when two descriptions have footnote 1', () => {
    const ids = idsOf(page);
    const footnotes = [...ids].filter((id) => id.includes('user-content-fn-1'));
    expect(footnotes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(footnotes).size).toBe(footnotes.length);
  });
});

describe('a split reference of the anchors fixture', () => {
  it('has no id twice on any page, and links go to the page of their target', async () => {
    const api = await model(0);
    const texts = await Promise.all(apiPages(api).map((page) => html(createElement(SplitReferencePage, { model: api, page, label: 'A', base: '/demo/api/anchors', downloadHref: '/x', downloadName: 'x', route: '/api/anchors' }))));
    for (const text of texts) {
      expect(duplicateIds(text)).toEqual([]);
      const ids = idsOf(text);
      expect(hashLinks(text).filter((id) => !ids.has(id))).toEqual([]);
      expect(labelRefs(text).filter((id) => !ids.has(id))).toEqual([]);
    }
    const overview = texts[0]!;
    for (const href of ['/demo/api/anchors/schemas/Lamp', '/demo/api/anchors/listRooms#operation/listRooms', '/demo/api/anchors#tag/Rooms', '/demo/api/anchors/switchLamp#operation/switchLamp', '#section/Getting-started']) {
      expect(overview).toContain(`href="${href}"`);
    }
  });
});
