import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content/docs';

const root = path.join(__dirname, 'fixtures', 'basic');
const load = (includeDrafts = false) =>
  loadDocs({ root, repoRoot: path.join(__dirname, 'fixtures'), includeDrafts, editUrl: 'https://example.com/edit/main', lastUpdate: () => undefined });

describe('loadDocs on a fixture tree', () => {
  it('builds the sidebar from folders, _category_.json and positions', () => {
    const { sidebars } = load();
    expect(Object.keys(sidebars)).toEqual(['tutorialSidebar']);
    expect(sidebars.tutorialSidebar).toEqual([
      { type: 'doc', id: 'intro', label: 'Welcome here', href: '/docs/intro' },
      {
        type: 'category',
        label: 'Guide - One',
        href: '/docs/category/guide---one',
        collapsible: true,
        collapsed: true,
        description: 'All about the guide.',
        items: [
          { type: 'doc', id: 'guide/first', label: 'First', href: '/docs/guide/first' },
          { type: 'doc', id: 'guide/second', label: 'Second step', href: '/docs/guide/second' },
        ],
      },
      {
        type: 'category',
        label: 'extras',
        href: undefined,
        collapsible: true,
        collapsed: true,
        description: undefined,
        items: [{ type: 'doc', id: 'extras/page', label: 'Extra page', href: '/docs/custom/place' }],
      },
    ]);
  });

  it('leaves drafts out unless asked, and keeps unlisted docs routable but out of the sidebar', () => {
    expect(load().byRoute.has('/docs/guide/draft')).toBe(false);
    expect(load(true).byRoute.has('/docs/guide/draft')).toBe(true);
    const hidden = load().byRoute.get('/docs/guide/hidden');
    expect(hidden?.kind === 'doc' && hidden.unlisted).toBe(true);
    expect(hidden?.sidebar).toBeUndefined();
  });

  it('takes titles from front matter or the first h1, and descriptions from the first paragraph', () => {
    const { byRoute } = load();
    const intro = byRoute.get('/docs/intro');
    expect(intro?.title).toBe('Welcome here');
    expect(intro?.kind === 'doc' && intro.hasContentTitle).toBe(true);
    expect(intro?.description).toBe('The first paragraph becomes the description.');
    const first = byRoute.get('/docs/guide/first');
    expect(first?.kind === 'doc' && first.hasContentTitle).toBe(false);
    expect(first?.kind === 'doc' && first.tags).toEqual([
      { label: 'alpha', permalink: '/docs/tags/alpha', inline: true },
      { label: 'Beta', permalink: '/docs/tags/beta', inline: true },
    ]);
  });

  it('computes breadcrumbs, previous/next (with overrides), edit URL and front-matter last update', () => {
    const { byRoute } = load();
    const first = byRoute.get('/docs/guide/first')!;
    expect(first.breadcrumbs).toEqual([{ label: 'Guide - One', href: '/docs/category/guide---one' }, { label: 'First' }]);
    expect(first.prev).toEqual({ title: 'Guide - One', href: '/docs/category/guide---one' });
    expect(first.next).toEqual({ title: 'Second step', href: '/docs/guide/second' });
    const second = byRoute.get('/docs/guide/second')!;
    expect(second.next).toBeUndefined(); // pagination_next: null
    expect(second.kind === 'doc' && second.editUrl).toBe('https://example.com/edit/main/basic/guide/02-second.mdx');
    expect(second.kind === 'doc' && second.lastUpdated).toEqual({ date: '2026-01-02T00:00:00.000Z', author: 'Ada' });
  });

  it('makes a generated index page with a card per item', () => {
    const index = load().byRoute.get('/docs/category/guide---one');
    expect(index?.kind).toBe('category');
    expect(index?.kind === 'category' && index.cards).toEqual([
      { title: 'First', href: '/docs/guide/first', description: 'Where it starts.' },
      { title: 'Second step', href: '/docs/guide/second', description: 'See the first step.' },
    ]);
  });

  it('maps source files to routes for relative links and lists the version metadata', () => {
    const data = load();
    expect(data.routeByFile.get(path.join(root, 'guide', 'first.md'))).toBe('/docs/guide/first');
    expect(data.version).toMatchObject({ name: 'current', label: 'Next', path: '/docs', isLast: true });
    expect(data.version.docs).toContainEqual({ id: 'guide/first', path: '/docs/guide/first', sidebar: 'tutorialSidebar' });
  });

  it('pads the body so MDX error lines are file lines', () => {
    const second = load().byRoute.get('/docs/guide/second')!;
    expect(second.kind === 'doc' && second.body.split('\n')[8]).toBe('See [the first step](./first.md#top).');
  });
});
