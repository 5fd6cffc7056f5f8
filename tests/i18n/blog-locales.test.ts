import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markTranslation, sourceHash } from '@/lib/content/translations';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// The blog in each locale, as Docusaurus' blog plugin reads i18n/<locale>/docusaurus-plugin-content-blog:
// every post of the blog folder in every locale, the locale's file in priority (by path), the
// others falling back to the original with a notice. Our fixture: a launch post translated into
// Arabic (up to date), a release note that is not, and a draft-free file only the Arabic folder has.

const launch = '---\ntitle: Launch\nauthors: [mara]\ntags: [news]\n---\n\nGizmo ships today.\n';
const files = {
  'site.config.mjs': "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'ar'] } };\n",
  'docs/intro.md': '# Intro\n',
  'blog/authors.yml': 'mara:\n  name: Mara\n  page: true\n',
  'blog/2026-01-10-launch.md': launch,
  'blog/2026-02-01-release.md': '---\ntitle: Release 1.1\n---\n\nSee [the launch](./2026-01-10-launch.md).\n',
  'i18n/ar/docusaurus-plugin-content-blog/2026-01-10-launch.md': markTranslation(
    '---\ntitle: الإطلاق\nauthors: [mara]\ntags: [news]\n---\n\nيصدر جيزمو اليوم.\n',
    sourceHash(launch),
    '2026-01-12',
  ),
  'i18n/ar/docusaurus-plugin-content-blog/2026-03-01-only-here.md': '---\ntitle: فقط هنا\n---\n\nنص.\n',
  'i18n/ar/docusaurus-plugin-content-blog/authors.yml': 'mara:\n  name: مارا\n  page: true\n',
  'i18n/ar/docusaurus-plugin-content-blog/options.json': JSON.stringify({
    title: { message: 'المدونة' },
    description: { message: 'أخبار جيزمو' },
    'sidebar.title': { message: 'أحدث المقالات' },
  }),
};

describe('a locale’s blog', () => {
  afterEach(() => {
    removeTempSites();
    vi.unstubAllEnvs();
  });

  it('publishes every post of the blog folder under the locale’s prefix, its translation where the locale has the file', async () => {
    const dir = tempSite(files);
    await prepareTestSite(dir);
    const { routeTable } = await import('@/lib/site/routes');
    const table = await routeTable();
    const kinds = Object.fromEntries(
      [...table].filter(([route]) => route.startsWith('/ar/blog')).map(([route, entry]) => [route, entry.target.kind]),
    );
    expect(kinds).toEqual({
      '/ar/blog': 'blog-list',
      '/ar/blog/page/1': 'blog-list',
      '/ar/blog/2026/01/10/launch': 'blog-post',
      '/ar/blog/2026/02/01/release': 'blog-post',
      '/ar/blog/archive': 'blog-archive',
      '/ar/blog/authors': 'blog-authors',
      '/ar/blog/authors/mara': 'blog-author',
      '/ar/blog/authors/mara/page/1': 'blog-author',
      '/ar/blog/tags': 'blog-tags',
      '/ar/blog/tags/news': 'blog-tag',
      '/ar/blog/tags/news/page/1': 'blog-tag',
    });
    const post = (route: string) => {
      const target = table.get(route)!.target;
      return target.kind === 'blog-post' ? target.post : undefined;
    };
    expect(post('/ar/blog/2026/01/10/launch')).toMatchObject({
      title: 'الإطلاق',
      file: 'i18n/ar/docusaurus-plugin-content-blog/2026-01-10-launch.md',
      translation: { state: 'up-to-date', originalRoute: '/blog/2026/01/10/launch', locale: 'ar' },
    });
    // The locale's own authors.yml names the author.
    expect(post('/ar/blog/2026/01/10/launch')!.authors.map((author) => [author.name, author.permalink])).toEqual([
      ['مارا', '/ar/blog/authors/mara'],
    ]);
    expect(post('/ar/blog/2026/02/01/release')).toMatchObject({
      title: 'Release 1.1',
      file: 'blog/2026-02-01-release.md',
      translation: { state: 'missing', originalRoute: '/blog/2026/02/01/release', locale: 'ar' },
    });
    // The default locale's posts are the originals, with no translation status.
    expect(post('/blog/2026/01/10/launch')!.title).toBe('Launch');
    expect(post('/blog/2026/01/10/launch')!.translation).toBeUndefined();
    expect(table.has('/ar/blog/2026/03/01/only-here')).toBe(false);
    const { blogOptions, postMarkdownSource } = await import('@/lib/content/blog');
    expect(blogOptions('ar')).toMatchObject({
      routeBasePath: '/ar/blog',
      blogTitle: 'المدونة',
      blogDescription: 'أخبار جيزمو',
      blogSidebarTitle: 'أحدث المقالات',
    });
    expect(blogOptions()).toMatchObject({ routeBasePath: '/blog', blogTitle: 'Blog' });
    // A fallback post's link to another post by file leads to that post in the locale.
    const release = postMarkdownSource(post('/ar/blog/2026/02/01/release')!);
    expect(release.docLinks).not.toBe(true);
    const links = release.docLinks as { routes: Map<string, string> };
    expect(links.routes.get(path.join(dir, 'blog/2026-01-10-launch.md'))).toBe('/ar/blog/2026/01/10/launch');
  });

  it('has its own feeds, and a fallback post is canonical to its original with no alternate of its own', async () => {
    const dir = tempSite(files);
    await prepareTestSite(dir);
    const { blogFeedFiles } = await import('@/lib/content/blog-feed');
    const feeds = await blogFeedFiles();
    expect(feeds.map((feed) => feed.route)).toEqual(['/blog/rss.xml', '/blog/atom.xml', '/ar/blog/rss.xml', '/ar/blog/atom.xml']);
    const arRss = feeds.find((feed) => feed.route === '/ar/blog/rss.xml')!.content;
    expect(arRss).toContain('الإطلاق');
    expect(arRss).toContain('/ar/blog/2026/01/10/launch');
    const { routeTable } = await import('@/lib/site/routes');
    const { routeMetadata } = await import('@/lib/site/metadata');
    const table = await routeTable();
    const fallback = await routeMetadata(table.get('/ar/blog/2026/02/01/release')!);
    expect(String(fallback.alternates?.canonical)).toMatch(/[^r]\/blog\/2026\/02\/01\/release$/);
    expect(Object.keys(fallback.alternates?.languages ?? {})).toEqual(['en', 'x-default']);
    const translated = await routeMetadata(table.get('/ar/blog/2026/01/10/launch')!);
    expect(Object.keys(translated.alternates?.languages ?? {})).toEqual(['en', 'ar', 'x-default']);
    const list = await routeMetadata(table.get('/ar/blog')!);
    expect(list.title).toBe('المدونة');
    expect(JSON.stringify(list.alternates?.types)).toContain('/ar/blog/rss.xml');
  });
});
