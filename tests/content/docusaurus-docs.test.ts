import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDocs, type LoadDocsOptions } from '@/lib/content/docs';

const root = path.join(__dirname, 'fixtures', 'kitchen');
const load = (options: Partial<LoadDocsOptions> = {}) =>
  loadDocs({ root, repoRoot: path.join(__dirname, 'fixtures'), includeDrafts: false, lastUpdate: () => undefined, onInlineTags: 'ignore', ...options });

afterEach(() => vi.restoreAllMocks());

describe('a Docusaurus docs folder (fixtures/kitchen)', () => {
  it('gives index docs (index, README, folder/folder) their folder URL and makes them the category page', () => {
    const { byRoute, sidebars } = load();
    expect(byRoute.get('/docs')).toMatchObject({ id: 'index', slug: '/' });
    expect(byRoute.get('/docs/getting-started')).toMatchObject({ id: 'getting-started/getting-started' });
    expect(byRoute.get('/docs/recipes')).toMatchObject({ id: 'recipes/README' });
    expect(byRoute.get('/docs/tools')).toMatchObject({ id: 'tools/index' });
    const [start, tools, recipes] = sidebars.tutorialSidebar!;
    // The linked doc names the category when no category file does, and leaves the items.
    expect(start).toMatchObject({ type: 'category', label: 'Start here', href: '/docs/getting-started', linkDocId: 'getting-started/getting-started' });
    expect(start?.type === 'category' && start.items.map((item) => item.type === 'doc' && item.id)).toEqual(['getting-started/knives']);
    expect(tools).toMatchObject({ label: 'Tools overview', href: '/docs/tools' });
    expect(recipes).toMatchObject({ label: 'The recipes', href: '/docs/recipes' });
  });

  it('strips number prefixes from ids and URLs unless a doc says parse_number_prefixes: false; resolves relative slugs', () => {
    const { byRoute } = load();
    expect(byRoute.get('/docs/getting-started/knives')).toMatchObject({ id: 'getting-started/knives' });
    expect(byRoute.get('/docs/03-raw/05-keep')).toMatchObject({ id: '03-raw/05-keep' });
    expect(byRoute.get('/docs/tools/cutting/saw')).toMatchObject({ id: 'tools/saw', slug: '/tools/cutting/saw' });
  });

  it('reads _category_.yml and carries className, customProps, collapsed and collapsible into the sidebar', () => {
    const [, tools, recipes] = load().sidebars.tutorialSidebar!;
    expect(recipes).toMatchObject({ className: 'recipes-category', customProps: { emoji: 'bread' }, collapsed: false, collapsible: true });
    // collapsible: false in _category_.json: always open.
    expect(tools).toMatchObject({ collapsible: false, collapsed: false });
    expect(tools?.type === 'category' && tools.items[0]).toMatchObject({ id: 'tools/hammer', className: 'tool-item', customProps: { heavy: true } });
  });

  it('applies the docs options sidebarCollapsed and sidebarCollapsible to categories that say nothing', () => {
    const start = (options: Partial<LoadDocsOptions>) => load(options).sidebars.tutorialSidebar![0];
    expect(start({ sidebarCollapsed: false })).toMatchObject({ collapsible: true, collapsed: false });
    expect(start({ sidebarCollapsible: false })).toMatchObject({ collapsible: false, collapsed: false });
  });

  it('uses pagination_label in the pager and takes the main doc from slug /', () => {
    const data = load();
    expect(data.byRoute.get('/docs/getting-started')?.next).toEqual({ title: 'Knife safety', href: '/docs/getting-started/knives' });
    expect(data.mainDocRoute).toBe('/docs');
  });

  it('lists tags with their routes and docs, from tags.yml, leaving unlisted docs out', () => {
    const { tags, tagsRoute, byRoute } = load();
    expect(tagsRoute).toBe('/docs/tags');
    expect(tags.map((tag) => [tag.label, tag.permalink, tag.inline, tag.docs.map((doc) => doc.id)])).toEqual([
      ['Baking', '/docs/tags/baking', false, ['recipes/bread']],
      ['Safety', '/docs/tags/safety', false, ['getting-started/knives']],
      ['Sourdough Starter', '/docs/tags/sourdough-starter', true, ['recipes/bread']],
      ['Tools', '/docs/tags/equipment', false, ['getting-started/knives']],
    ]);
    expect(tags[0]?.description).toBe('Things that go in the oven.');
    const bread = byRoute.get('/docs/recipes/bread');
    expect(bread?.kind === 'doc' && bread.tags.map((tag) => tag.permalink)).toEqual(['/docs/tags/baking', '/docs/tags/sourdough-starter']);
  });

  it('reports tags missing from tags.yml at the onInlineTags level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load({ onInlineTags: 'warn' });
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/kitchen\/02_recipes\/bread\.md:3: tags \[Sourdough Starter\] are not declared in .*tags\.yml/);
    expect(() => load({ onInlineTags: 'throw' })).toThrow(/^kitchen\/02_recipes\/bread\.md:3: tags \[Sourdough Starter\]/);
    // Without a tags file every tag is inline and nothing is reported.
    warn.mockClear();
    load({ onInlineTags: 'throw', tags: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('honours custom_edit_url (a URL, or null for none)', () => {
    const { byRoute } = load({ editUrl: 'https://example.com/edit/main/' });
    const editUrl = (route: string) => {
      const page = byRoute.get(route);
      return page?.kind === 'doc' ? page.editUrl : 'not a doc';
    };
    expect(editUrl('/docs/recipes/bread')).toBe('https://example.com/wiki/bread');
    expect(editUrl('/docs/recipes/secret-sauce')).toBeUndefined();
    expect(editUrl('/docs/tools')).toBe('https://example.com/edit/main/kitchen/tools/index.mdx');
  });
});

describe('docs at the site root (routeBasePath "/")', () => {
  it('routes docs without a prefix and puts the index doc on /', () => {
    for (const routeBase of ['', '/']) {
      const data = load({ routeBase });
      expect(data.byRoute.get('/')).toMatchObject({ id: 'index' });
      expect(data.byRoute.get('/recipes/bread')).toMatchObject({ id: 'recipes/bread' });
      expect(data.mainDocRoute).toBe('/');
      expect(data.tagsRoute).toBe('/tags');
      expect(data.tags[0]?.permalink).toBe('/tags/baking');
      expect(data.version.path).toBe('/');
    }
  });
});

describe('the docs exclude option', () => {
  it('leaves files an exclude glob matches out of the pages, as Docusaurus', () => {
    const all = load();
    const some = load({ exclude: ['**/02-knives.md', '02_recipes/**'] });
    expect(all.byRoute.has('/docs/getting-started/knives')).toBe(true);
    expect(some.byRoute.has('/docs/getting-started/knives')).toBe(false);
    expect([...some.byRoute.keys()].some((route) => route.startsWith('/docs/recipes'))).toBe(false);
    expect(some.byRoute.has('/docs/tools')).toBe(true);
  });
});
