import { Fragment, isValidElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DocsTagsRoute, tagsByLetter } from '@/components/docs/docs-tags';
import { SiteLink } from '@/components/ui/site-link.client';
import { DOCS_TAGS_PER_INDEX_PAGE, docsTagsIndexPages, type DocsTagPage } from '@/lib/content/tags';

// The docs tags index at 10 and 400 tags (issue 29: 400 tags weighed 236,816 B of HTML on one page,
// about 590 B a tag: its list item, and again a client link's props in the page's payload).

vi.mock('next/navigation', () => ({ usePathname: () => '/docs/tags', useRouter: () => ({ prefetch: () => undefined }) }));
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  return { ...real, siteConfig: () => ({ ...real.siteConfig(), basePath: '/demo' }) };
});

const CLIENT = new Set<unknown>([SiteLink]);

/**
 * What React's payload (RSC) carries for a server-rendered tree, as Next.js writes it: host
 * elements as ["$", type, key, props], server components as what they render, and client
 * components as a reference with their props, which is where per-item props cost twice.
 */
function payload(node: ReactNode): { json: string; clientElements: number } {
  let clientElements = 0;
  const walk = (value: ReactNode): unknown => {
    if (value === null || value === undefined || typeof value === 'boolean') return null;
    if (typeof value === 'string' || typeof value === 'number') return value;
    if (Array.isArray(value)) return value.map(walk);
    if (!isValidElement(value)) return null;
    const { type, key } = value;
    const props = value.props as Record<string, unknown> & { children?: ReactNode };
    if (type === Fragment) return walk(props.children);
    if (typeof type === 'function' && !CLIENT.has(type)) return walk((type as (p: unknown) => ReactNode)(props));
    if (typeof type === 'function') clientElements += 1;
    const serialised = Object.fromEntries(Object.entries(props).map(([name, prop]) => [name, name === 'children' ? walk(prop as ReactNode) : prop]));
    return ['$', typeof type === 'string' ? type : '$L1', key, serialised];
  };
  return { json: JSON.stringify(walk(node)), clientElements };
}

/** The page's bytes: its HTML plus the payload inlined into it as a JavaScript string. */
function pageBytes(tags: DocsTagPage[]): { bytes: number; clientElements: number; shown: number } {
  const [page] = docsTagsIndexPages(tags, '/docs/tags');
  const element = <DocsTagsRoute page={page!} />;
  const { json, clientElements } = payload(element);
  return { bytes: renderToString(element).length + JSON.stringify(json).length, clientElements, shown: page!.items.length };
}

const tags = (count: number): DocsTagPage[] =>
  Array.from({ length: count }, (_, i) => ({
    label: `Topic ${String(count - i).padStart(3, '0')}`,
    permalink: `/docs/tags/topic-${String(count - i).padStart(3, '0')}`,
    inline: true,
    unlisted: false,
    docs: Array.from({ length: 25 }, (_, d) => ({ id: `doc-${d}`, title: `Doc ${d}`, route: `/docs/topic/doc-${d}` })),
  }));

describe('the docs tags index', () => {
  it('costs a tag its list item and its markup in the payload, no client link of its own', () => {
    const ten = pageBytes(tags(10));
    const fifty = pageBytes(tags(50));
    const perTag = (fifty.bytes - ten.bytes) / 40;
    // Before: a client link per tag, about 590 B a tag in the built page.
    expect(perTag).toBeLessThan(400);
    expect(fifty.clientElements).toBe(ten.clientElements);
  });

  it('shows 50 tags a page at 400 tags, so a page weighs what it shows, and every tag on one page', () => {
    const many = pageBytes(tags(400));
    expect(many.shown).toBe(DOCS_TAGS_PER_INDEX_PAGE);
    const fifty = pageBytes(tags(DOCS_TAGS_PER_INDEX_PAGE));
    // The pager (its two links and "Page 1 of 8") is all that 350 more tags add.
    expect(many.bytes - fifty.bytes).toBeLessThan(1_000);
    expect(many.bytes).toBeLessThan(100_000);
    const pages = docsTagsIndexPages(tags(400), '/docs/tags');
    expect(pages.map((page) => page.permalink).slice(0, 3)).toEqual(['/docs/tags', '/docs/tags/page/2', '/docs/tags/page/3']);
    const listed = pages.flatMap((page) => page.items.map((tag) => tag.label));
    expect(new Set(listed).size).toBe(400);
    expect(listed).toEqual([...listed].sort());
  });

  it('groups a page’s tags by their first letter, each a plain link under the base path', () => {
    const named = ['beta', 'Alpha', 'alps', 'Été', 'zeta'].map((label) => ({ ...tags(1)[0]!, label, permalink: `/docs/tags/${label}` }));
    const [page] = docsTagsIndexPages(named, '/docs/tags');
    expect(tagsByLetter(page!.items).map((group) => [group.letter, group.tags.map((tag) => tag.label)])).toEqual([
      ['A', ['Alpha', 'alps']],
      ['B', ['beta']],
      ['É', ['Été']],
      ['Z', ['zeta']],
    ]);
    const html = renderToString(<DocsTagsRoute page={page!} />);
    expect(html).toContain('<h2 id="tags-A">A</h2>');
    expect(html).toContain('href="/demo/docs/tags/alps"');
    expect(html).toMatch(/alps <span>25<\/span><span class="visually-hidden"> docs<\/span>/);
  });
});
