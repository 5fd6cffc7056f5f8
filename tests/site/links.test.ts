import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SITES, removeTempSites, tempSite, prepareTestSite } from './site-fixture';

// Config links (lib/site/links.ts) on a site of docs and a blog without tags, APIs or pages
// (tests/fixtures/sites/minimal): links to pages it does not have are left out with a warning;
// external links and files are kept.

afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

describe('presentLinks on a site of docs and a blog', () => {
  beforeEach(() => prepareTestSite(path.join(FIXTURE_SITES, 'minimal')));

  it('drops internal links to absent pages, once warned, and keeps routes, external links and files', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { presentLinks } = await import('@/lib/site/links');
    const items = [
      { label: 'Guide', href: '/guide' },
      { label: 'Settings', href: '/guide/reference/settings#hum' },
      { label: 'Blog', href: '/blog' },
      { label: 'Blog tags', href: '/blog/tags' },
      { label: 'Tutorial', href: '/docs/intro' },
      { label: 'Word API', href: '/api/word?x=1' },
      { label: 'GitHub', href: 'https://github.com/example/gizmo' },
      { label: 'Mail', href: 'mailto:help@example.com' },
      { label: 'Wiring', href: '/files/wiring.txt' },
      { label: 'Feed', href: '/blog/rss.xml' },
    ];
    expect((await presentLinks(items, 'footer')).map((item) => item.label)).toEqual([
      'Guide',
      'Settings',
      'Blog',
      'GitHub',
      'Mail',
      'Wiring',
      'Feed',
    ]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Warning: footer item "Blog tags" links to /blog/tags, which this site does not have; it is left out.',
      'Warning: footer item "Tutorial" links to /docs/intro, which this site does not have; it is left out.',
      'Warning: footer item "Word API" links to /api/word?x=1, which this site does not have; it is left out.',
    ]);
    await presentLinks(items, 'footer');
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('the default home button leads to the main doc; 404 links and search links to the main doc and the blog', async () => {
    const { homeActions, notFoundLinks, searchBrowseLinks, docsEntry } = await import('@/lib/site/links');
    expect(docsEntry()).toBe('/guide');
    expect(await homeActions()).toEqual([{ label: 'Read the docs', href: '/guide', variant: 'primary' }]);
    expect(await notFoundLinks()).toEqual([
      { label: 'Docs', href: '/guide' },
      { label: 'Blog', href: '/blog' },
    ]);
    expect(await searchBrowseLinks()).toEqual([
      { label: 'Docs', href: '/guide' },
      { label: 'Blog', href: '/blog' },
    ]);
  });
});

describe('a site with neither docs nor configured links', () => {
  it('has no home buttons and no sections to suggest', async () => {
    await prepareTestSite(tempSite({ 'site.config.mjs': "export default { title: 'Empty' };\n" }));
    const { homeActions, notFoundLinks, docsEntry } = await import('@/lib/site/links');
    expect(docsEntry()).toBeUndefined();
    expect(await homeActions()).toEqual([]);
    expect(await notFoundLinks()).toEqual([]);
  });
});
