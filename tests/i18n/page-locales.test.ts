import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// Standalone pages in each locale, as Docusaurus' pages plugin reads i18n/<locale>/docusaurus-plugin-content-pages:
// every Markdown page of the pages folder under the locale's prefix, the locale's file (same path) in
// priority, the others the original with a notice. Our fixture: an "about" page translated into
// Arabic, a "support" page that is not, and a file only the Arabic folder has.

const files = {
  'site.config.mjs': "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'ar'] }, pages: { path: 'pages' } };\n",
  'docs/intro.md': '# Intro\n',
  'pages/about.md': '# About Gizmo\n\nA small robot. Read [the intro](../docs/intro.md).\n',
  'pages/support.md': '---\ntitle: Support\n---\n\nWrite to us.\n',
  'i18n/ar/docusaurus-plugin-content-pages/about.md': '# عن جيزمو\n\nروبوت صغير. اقرأ [المقدمة](../../../docs/intro.md).\n',
  'i18n/ar/docusaurus-plugin-content-pages/only-here.md': '# فقط هنا\n',
};

describe('a locale’s pages', () => {
  afterEach(() => {
    removeTempSites();
    vi.unstubAllEnvs();
  });

  it('publishes every page under the locale’s prefix, its translation where the locale has the file, else the original with a notice', async () => {
    const dir = tempSite(files);
    await prepareTestSite(dir);
    const { routeTable } = await import('@/lib/site/routes');
    const table = await routeTable();
    const page = (route: string) => {
      const target = table.get(route)?.target;
      return target?.kind === 'page' ? target.page : undefined;
    };
    expect(page('/ar/about')).toMatchObject({
      title: 'عن جيزمو',
      file: expect.stringMatching(/(^|\/)i18n\/ar\/docusaurus-plugin-content-pages\/about\.md$/),
      translation: { state: 'untracked', originalRoute: '/about', locale: 'ar' },
    });
    expect(page('/ar/support')).toMatchObject({
      title: 'Support',
      file: expect.stringMatching(/(^|\/)pages\/support\.md$/),
      translation: { state: 'missing', originalRoute: '/support', locale: 'ar' },
    });
    expect(page('/about')!.title).toBe('About Gizmo');
    expect(page('/about')!.translation).toBeUndefined();
    expect(table.has('/ar/only-here')).toBe(false);
    // The fallback is canonical to its original; the translation is an alternate of it.
    const { routeMetadata } = await import('@/lib/site/metadata');
    const fallback = await routeMetadata(table.get('/ar/support')!);
    expect(String(fallback.alternates?.canonical)).toMatch(/[^r]\/support$/);
    const about = await routeMetadata(table.get('/about')!);
    expect(Object.keys(about.alternates?.languages ?? {})).toEqual(['en', 'ar', 'x-default']);
    // A translated page's link to a doc by file leads to the locale's doc.
    const { pageDocLinks } = await import('@/lib/pages');
    const links = pageDocLinks(page('/ar/about')!);
    expect(links !== true && links.routes.get(`${dir}/docs/intro.md`)).toBe('/ar/docs/intro');
    // The navbar's links and the locale dropdown know every locale has the pages.
    const { siteLocaleData } = await import('@/lib/site/links');
    const { isLocalisedPage } = await import('@/lib/runtime/locales');
    const data = (await siteLocaleData())!;
    for (const route of ['/docs/intro', '/about', '/support']) expect(isLocalisedPage(data, route), route).toBe(true);
  });

  it('a single-locale site reads no i18n folder', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'Gizmo', pages: { path: 'pages' } };\n",
      'pages/about.md': '# About Gizmo\n',
      'i18n/en/docusaurus-plugin-content-pages/about.md': '# Other\n',
    });
    await prepareTestSite(dir);
    const { getPages, pageLocales } = await import('@/lib/pages');
    expect(getPages().map((one) => [one.route, one.title, one.translation])).toEqual([['/about', 'About Gizmo', undefined]]);
    expect(pageLocales()).toEqual([]);
  });
});
