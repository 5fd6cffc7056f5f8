import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { generateDocsSite } from '@/bench/generate-docs-site.mjs';
import { SidebarTree } from '@/components/docs/sidebar-category.client';
import { loadDocs } from '@/lib/content/docs';
import { flattenSidebar, type SidebarItem } from '@/lib/content/sidebar';
import { categoryFirstHref, sidebarFile, sidebarFileOutput, sidebarView } from '@/lib/content/sidebar-file';
import {
  childKey,
  fileCategoryContains,
  ROOT_KEY,
  viewCategoryContains,
  type SidebarFile,
  type SidebarViewCategory,
  type SidebarViewItem,
} from '@/lib/runtime/sidebar-file';

// Issue 29, "a page weighs what it shows": on a generated site of 300 docs (12 folders of 25, nested
// categories, categories with a generated index, an index.md or no page), a doc page's sidebar keeps
// the items of the categories on its path only, and the shared file holds every list once.

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ prefetch: () => undefined }) }));

const scratch = mkdtempSync(path.join(tmpdir(), 'sidebar-file-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
generateDocsSite(300, scratch);
const docs = loadDocs({ root: path.join(scratch, 'docs'), repoRoot: scratch, includeDrafts: false, editUrl: undefined, lastUpdate: () => undefined });
const sidebar = Object.values(docs.sidebars)[0]!;
/** A doc inside a nested category: topic 4 puts its last ten docs in "advanced". */
const nestedDoc = '/docs/topic-04/advanced/guide-100';

type Category = Extract<SidebarItem, { type: 'category' }>;
const categories = (items: SidebarItem[]): Category[] => items.flatMap((item) => (item.type === 'category' ? [item, ...categories(item.items)] : []));
/** Every category of a page's view with its key in the shared file (its position). */
const viewCategories = (items: SidebarViewItem[], parent = ROOT_KEY): (SidebarViewCategory & { key: string })[] =>
  items.flatMap((item, index) => {
    if (item.type !== 'category') return [];
    const key = childKey(parent, index);
    return [{ ...item, key }, ...viewCategories(item.items ?? [], key)];
  });
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);

describe('sidebarView: what a doc page renders', () => {
  it('keeps the items of the categories on the reader’s path only', () => {
    const view = viewCategories(sidebarView(sidebar, nestedDoc));
    const open = view.filter((category) => category.items).map((category) => category.label);
    expect(open).toEqual(['Topic 4', 'Topic 4, advanced']);
    expect(view.filter((category) => category.items).every((category) => viewCategoryContains(category, nestedDoc))).toBe(true);
    // Every other category is there, closed, with the key of its items in the shared file.
    const file = sidebarFile(sidebar);
    for (const category of view.filter((c) => !c.items)) expect(file[category.key]?.length).toBeGreaterThan(0);
  });

  it('gives the one client leaf a closed category’s label and link only: no key, no default flags, no items', () => {
    // A closed category's cost in the page's payload (issue 29: 40 folders are 40 of them on every page).
    const closed = sidebarView(sidebar, nestedDoc).filter((item) => item.type === 'category' && !item.items);
    expect(closed.length).toBe(11);
    for (const category of closed) {
      expect(Object.keys(category).sort()).toEqual(category.type === 'category' && category.href ? ['href', 'label', 'type'] : ['firstHref', 'label', 'type']);
    }
  });

  it('keeps the items of a category configured open or not collapsible, as Docusaurus renders them', () => {
    const [first, ...rest] = sidebar as Category[];
    const items: SidebarItem[] = [{ ...first!, collapsed: false }, { ...rest[0]!, collapsible: false, collapsed: false }, ...rest.slice(1)];
    const open = sidebarView(items, nestedDoc).filter((item) => item.type === 'category' && item.items);
    expect(open.map((item) => item.type === 'category' && item.label)).toEqual(['Topic 1', 'Topic 2', 'Topic 4']);
  });

  it('keeps every category’s items when told not to prune (a test render, which has no shared file)', () => {
    expect(viewCategories(sidebarView(sidebar, nestedDoc, { prune: false })).every((category) => category.items)).toBe(true);
  });

  it('renders no link of a closed category, and a closed category without a page links its first doc', () => {
    const html = renderToString(
      <SidebarTree src="/sidebar.json" activeRoute={nestedDoc} items={sidebarView(sidebar, nestedDoc)} />,
    );
    const hrefs = links(html);
    const topic4 = (sidebar as Category[])[3]!;
    const inTopic4 = flattenSidebar(topic4.items).map((link) => link.href);
    const closed = (sidebar as Category[]).filter((category) => category !== topic4);
    // The open category's docs are there (with its page, and its nested category's link to its first
    // doc); of the eleven others, only the one link each leads to.
    for (const href of inTopic4) expect(hrefs).toContain(href);
    expect(hrefs.length).toBe(inTopic4.length + 2 + closed.length);
    for (const category of closed) expect(hrefs).toContain(categoryFirstHref(category));
    // Topic 3 has no page (generator: every third folder): its label is a link to its first doc, a button with JavaScript.
    const topic3 = closed.find((category) => category.label === 'Topic 3')!;
    expect(topic3.href).toBeUndefined();
    expect(html).toMatch(new RegExp(`<a href="${topic3.items[0]!.type === 'doc' && topic3.items[0]!.href}" role="button"[^>]*aria-expanded="false"`));
    expect(html).toContain('aria-current="page"');
    // Only the two open categories have a list element; a closed one gets it when first opened.
    expect(html.match(/data-testid="sidebar-collapsible"/g)).toHaveLength(2);
  });
});

describe('the shared sidebar file', () => {
  const file: SidebarFile = sidebarFile(sidebar);

  it('lists every list once under its key, categories by key without children', () => {
    expect(file[ROOT_KEY]!.length).toBe(sidebar.length);
    expect(Object.keys(file).length).toBe(1 + categories(sidebar).length);
    const every = Object.values(file).flat();
    expect(every.some((item) => 'items' in item)).toBe(false);
    // Every doc of the sidebar is in it exactly once.
    const docHrefs = every.flatMap((item) => (item.type === 'doc' ? [item.href] : []));
    expect(docHrefs.length).toBe(300);
    expect(new Set(docHrefs).size).toBe(300);
  });

  it('finds the categories that hold a route, as the page does', () => {
    const held = Object.entries(file).flatMap(([key, list]) =>
      list.flatMap((item, index) => (item.type === 'category' && fileCategoryContains(file, item, childKey(key, index), nestedDoc) ? [item.label] : [])),
    );
    expect(held.sort()).toEqual(['Topic 4', 'Topic 4, advanced']);
  });

  it('is named by a hash of its content: the same sidebar gives the same name, a changed one another', () => {
    const output = sidebarFileOutput(sidebar);
    expect(output.path).toMatch(/^_next\/static\/sidebars\/[0-9a-f]{12}\.json$/);
    expect(JSON.parse(output.json)).toEqual(file);
    expect(sidebarFileOutput(structuredClone(sidebar)).path).toBe(output.path);
    const renamed = structuredClone(sidebar) as Category[];
    renamed[5]!.label = 'Topic six';
    expect(sidebarFileOutput(renamed).path).not.toBe(output.path);
  });
});

describe('npm run dev: the sidebar as the export has it', () => {
  it('writes the shared file where next dev serves /_next/static/, once per content, and the page keeps what it shows', async () => {
    const cwd = mkdtempSync(path.join(scratch, 'dev-'));
    const { publishDevSidebarFile } = await import('@/lib/content/sidebar-file');
    publishDevSidebarFile(sidebar, cwd);
    const written = path.join(cwd, '.next', 'dev', 'static', path.relative('_next/static', sidebarFileOutput(sidebar).path));
    expect(JSON.parse(readFileSync(written, 'utf8'))).toEqual(sidebarFile(sidebar));
    const first = statSync(written).mtimeMs;
    publishDevSidebarFile(sidebar, cwd);
    expect(statSync(written).mtimeMs).toBe(first);

    // The docs sidebar under next dev: closed categories without their items, read from that file when opened.
    vi.stubEnv('NODE_ENV', 'development');
    vi.resetModules();
    const cwdSpy = vi.spyOn(process, 'cwd').mockReturnValue(cwd);
    try {
      vi.doMock('@/lib/config', async (importOriginal) => ({
        ...(await importOriginal<typeof import('@/lib/config')>()),
        withBase: (route: string) => `/demo${route}`,
      }));
      vi.doMock('@/lib/content/locales', () => ({ routeText: (_route: string, _key: string, text: string) => text }));
      const { DocsSidebar } = await import('@/components/docs/sidebar');
      const html = renderToString(<DocsSidebar items={sidebar} activeRoute={nestedDoc} />);
      const all = renderToString(<SidebarTree src="/sidebar.json" activeRoute={nestedDoc} items={sidebarView(sidebar, nestedDoc, { prune: false })} />);
      expect(links(html).length).toBeLessThan(links(all).length / 3);
      expect(links(html)).toContain(nestedDoc);
    } finally {
      cwdSpy.mockRestore();
      vi.unstubAllEnvs();
      vi.doUnmock('@/lib/config');
      vi.doUnmock('@/lib/content/locales');
    }
  });
});
