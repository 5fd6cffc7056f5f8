import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalisedLink, isLocalisedPage, switchLocaleHref, unlocalisedCover, type LocaleData } from '@/lib/runtime/locales';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// What every page of a site with several locales carries for its links and locale dropdown
// (LocaleData, in the root layout's client payload): the locales and what the other locales do not
// publish, never the list of pages, so a site of 2,000 pages does not carry 2,000 routes on each.

const spec = [
  'openapi: 3.0.3',
  "info: { title: Pets, version: '1' }",
  'paths:',
  '  /pets:',
  '    get:',
  '      operationId: list-pets',
  "      responses: { '200': { description: ok } }",
  '  /pets/{id}:',
  '    get:',
  '      operationId: get-pet',
  '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
  "      responses: { '200': { description: ok } }",
  '',
].join('\n');

/** A site in English and Arabic with `count` standalone pages, a doc, a blog and an API. */
function siteWith(count: number): Record<string, string> {
  const files: Record<string, string> = {
    'site.config.mjs':
      "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'ar'] }, pages: { path: 'pages' }, apis: [{ id: 'pets', spec: 'openapi/pets.yaml', route: '/api/pets', splitAbove: 0 }] };\n",
    'openapi/pets.yaml': spec,
    'blog/2026-01-10-launch.md': '---\ntitle: Launch\n---\n\nHello.\n',
    'docs/doc-0.md': '# Doc\n',
  };
  for (let i = 0; i < count; i++) files[`pages/page-${i}.md`] = `# Page ${i}\n`;
  return files;
}

afterEach(() => {
  removeTempSites();
  vi.unstubAllEnvs();
});

describe('the locale data every page carries', () => {
  // Two sites prepared and their route tables built (the API's spec loaded): slow on a loaded machine, never slow logic.
  it('is the same size for a site of 2 pages and one of 200', { timeout: 30_000 }, async () => {
    const sizes: number[] = [];
    let data: LocaleData | undefined;
    for (const count of [2, 200]) {
      await prepareTestSite(tempSite(siteWith(count)));
      const { siteLocaleData } = await import('@/lib/site/links');
      const { routeTable } = await import('@/lib/site/routes');
      expect((await routeTable()).size).toBeGreaterThan(2 * count);
      data = (await siteLocaleData())!;
      sizes.push(JSON.stringify(data).length);
    }
    expect(sizes[1]).toBe(sizes[0]);
    // What it says: the API reference and the translation status page (the other locales' alone) are not
    // localised, every page, doc and post is; the blog's feeds and llms.txt are per locale.
    expect([...data!.unlocalised].sort()).toEqual(['/api', '/translation-status']);
    for (const route of ['/page-199', '/docs/doc-0', '/blog', '/blog/2026/01/10/launch', '/'])
      expect(isLocalisedPage(data!, route), route).toBe(true);
    expect(isLocalisedPage(data!, '/api/pets')).toBe(false);
    expect(isLocalisedLink(data!, '/blog/rss.xml')).toBe(true);
    expect(isLocalisedLink(data!, '/llms.txt')).toBe(true);
    // A static file is the site's, shared by every locale.
    expect(isLocalisedLink(data!, '/img/logo.svg')).toBe(false);
    // The dropdown keeps the reader on the page, or sends them to the locale's home.
    const [en, ar] = data!.locales;
    expect(switchLocaleHref('/ar/page-7', ar!, en!, (route) => isLocalisedPage(data!, route))).toBe('/page-7');
    expect(switchLocaleHref('/page-7', en!, ar!, (route) => isLocalisedPage(data!, route))).toBe('/ar/page-7');
    expect(switchLocaleHref('/api/pets/get-pet', en!, ar!, (route) => isLocalisedPage(data!, route))).toBe('/ar');
    expect(switchLocaleHref('/ar/translation-status', ar!, en!, (route) => isLocalisedPage(data!, route))).toBe('/');
    // The not-found page (prerendered at /_not-found) leads to each locale's home.
    expect(switchLocaleHref('/_not-found', en!, ar!, (route) => isLocalisedPage(data!, route))).toBe('/ar');
  });
});

describe('unlocalisedCover', () => {
  const cover = (localised: string[], not: string[]) => unlocalisedCover([...localised, ...not], (route) => localised.includes(route));

  it('names the highest route whose subtree no locale has, and nothing any locale has', () => {
    expect(cover(['/', '/about', '/docs', '/docs/a'], ['/api', '/api/x', '/api/x/y', '/versions'])).toEqual({
      bases: ['/api', '/versions'],
      pages: [],
    });
  });

  it('covers routes without a page of their own by their branch (/api/x without /api)', () => {
    expect(cover(['/', '/about'], ['/api/x', '/api/y'])).toEqual({ bases: ['/api'], pages: [] });
  });

  it('names a route alone when routes under it are localised', () => {
    const result = cover(['/', '/guide/a'], ['/guide', '/guide/b']);
    expect(result).toEqual({ bases: ['/guide/b'], pages: ['/guide'] });
    const data: LocaleData = { locales: [], unlocalised: result.bases, unlocalisedPages: result.pages, files: [] };
    expect(isLocalisedPage(data, '/guide')).toBe(false);
    expect(isLocalisedPage(data, '/guide/a')).toBe(true);
    expect(isLocalisedPage(data, '/guide/b')).toBe(false);
  });

  it('is empty when every route is localised', () => {
    expect(cover(['/', '/a', '/a/b'], [])).toEqual({ bases: [], pages: [] });
  });
});
