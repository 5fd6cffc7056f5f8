import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// A prepared site of several locales, read through lib/content/docs-data.ts (a file of its own: it
// swaps the prepared site and a module, so it runs isolated).

describe('a locale’s doc routes by file', () => {
  afterEach(() => removeTempSites());

  it('lead both the translation’s and the original’s file to the locale’s page, and are built once for every page’s compile', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'T', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n",
      'docs/intro.md': '# Intro\n',
      'docs/setup.md': '# Setup\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n',
    });
    await prepareTestSite(dir);
    const { localeRoutesByFile } = await import('@/lib/content/docs-data');
    const routes = localeRoutesByFile('fr');
    expect(routes.get(path.join(dir, 'docs/intro.md'))).toBe('/fr/docs/intro');
    expect(routes.get(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'))).toBe('/fr/docs/intro');
    expect(routes.get(path.join(dir, 'docs/setup.md'))).toBe('/fr/docs/setup');
    // Each page's compile asks for it: the same map, not one built again from every doc of the locale.
    expect(localeRoutesByFile('fr')).toBe(routes);
  });

  it('read each file’s last update once, though every locale shows the originals', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'T', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] } };\n",
      'docs/intro.md': '# Intro\n',
      'docs/setup.md': '# Setup\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n',
    });
    await prepareTestSite(dir);
    const read: string[] = [];
    vi.doMock('@/lib/content/last-updated', async (original) => {
      const actual = await original<typeof import('@/lib/content/last-updated')>();
      return { ...actual, gitLastUpdate: (file: string) => (read.push(file), { date: '2026-11-20T00:00:00.000Z' }) };
    });
    const { getLocaleDocs } = await import('@/lib/content/docs-data');
    const de = getLocaleDocs('de').flatMap((data) => data.docs);
    vi.doUnmock('@/lib/content/last-updated');
    expect(de.map((doc) => doc.lastUpdated?.date)).toEqual(['2026-11-20T00:00:00.000Z', '2026-11-20T00:00:00.000Z']);
    // fr's own intro is dated by its file (a translation's date is its own), once too.
    expect(read.sort()).toEqual([
      path.join(dir, 'docs/intro.md'),
      path.join(dir, 'docs/setup.md'),
      path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'),
    ]);
  });

  it('of the default locale come from i18n/<defaultLocale>/ where it has a file, as Docusaurus reads them, with no notice', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'T', i18n: { defaultLocale: 'fa', locales: ['fa', 'en'] } };\n",
      'docs/intro.md': '# Introduction\n',
      'docs/setup.md': '# Setup\n',
      'i18n/fa/docusaurus-plugin-content-docs/current/intro.md': '# مقدمه\n',
    });
    await prepareTestSite(dir);
    const { allRoutesByFile, getAllDocs } = await import('@/lib/content/docs-data');
    const docs = getAllDocs().flatMap((data) => data.docs);
    expect(docs.map((doc) => [doc.route, doc.title, doc.translation])).toEqual([
      ['/docs/intro', 'مقدمه', undefined],
      ['/docs/setup', 'Setup', undefined],
    ]);
    expect(allRoutesByFile().get(path.join(dir, 'i18n/fa/docusaurus-plugin-content-docs/current/intro.md'))).toBe('/docs/intro');
  });
});

describe('the translation report', () => {
  it('reads the sources once for every locale', async () => {
    const dir = tempSite({
      'docs/a.md': '# A\n',
      'docs/b.md': '# B\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/a.md': '# A (fr)\n',
    });
    let reads = 0;
    vi.resetModules();
    vi.doMock('@/lib/content/docs-source', async (original) => {
      const actual = await original<typeof import('@/lib/content/docs-source')>();
      return { ...actual, readDocsTree: (...args: Parameters<typeof actual.readDocsTree>) => (reads++, actual.readDocsTree(...args)) };
    });
    const { translationReport } = await import('@/lib/content/translation-report');
    const { validateSiteConfig } = await import('@/lib/config/schema');
    const config = validateSiteConfig({
      title: 'T',
      url: 'https://example.com',
      basePath: '',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de', 'ja'] },
    });
    const reports = translationReport(dir, config);
    vi.doUnmock('@/lib/content/docs-source');
    expect(reports.map((report) => [report.locale, report.translated, report.missing])).toEqual([
      ['fr', 1, 1],
      ['de', 0, 2],
      ['ja', 0, 2],
    ]);
    expect(reads).toBe(1);
  });
});
