import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteLocales } from '@/lib/config/i18n';
import { validateSiteConfig } from '@/lib/config/schema';
import { isLocalisedPage, switchLocaleHref } from '@/lib/runtime/locales';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// A locale's own url and baseUrl (Docusaurus' i18n.localeConfigs.<l>.url/baseUrl) inside the site's
// export: a baseUrl one folder under the base path publishes the locale in that folder instead of
// /<locale>/; deeper, or at the base path itself, stops the build naming the field and what is
// supported. A locale on another origin or outside the base path is built on its own (locale-build.test.ts).

const site = (localeConfigs: Record<string, object>, locales = ['en', 'fr']) => ({
  title: 'Gizmo',
  url: 'https://docs.example.com',
  basePath: '/demo',
  i18n: { defaultLocale: 'en', locales, localeConfigs },
});

/** The validation message, or '' when the config is valid. */
function problem(localeConfigs: Record<string, object>, locales?: string[]): string {
  try {
    validateSiteConfig(site(localeConfigs, locales));
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a locale’s baseUrl', () => {
  it('one folder under the base path publishes the locale there, in Docusaurus’ spellings', () => {
    for (const baseUrl of ['/demo/francais/', '/demo/francais', 'demo/francais/']) {
      const config = validateSiteConfig(site({ fr: { baseUrl } }));
      expect(siteLocales(config.i18n).map((locale) => [locale.name, locale.prefix, locale.path])).toEqual([
        ['en', '', 'en'],
        ['fr', '/francais', 'fr'],
      ]);
    }
  });

  it('the site’s own url and the default locale at the base path are accepted', () => {
    expect(problem({ en: { baseUrl: '/demo/', url: 'https://docs.example.com/' }, fr: { url: 'https://docs.example.com' } })).toBe('');
  });

  it('deeper in the base path, or at it, stops the build, naming the field and what is supported', () => {
    // Outside the base path is a locale built on its own (tests/i18n/locale-build.test.ts).
    expect(problem({ fr: { baseUrl: '/fr/' } })).toBe('');
    expect(problem({ fr: { baseUrl: '/demo/intl/fr/' } })).toMatch(
      /i18n\.localeConfigs\.fr\.baseUrl: "\/demo\/intl\/fr\/" is more than one folder under the site's base path \("\/demo\/".*e\.g\. "\/demo\/fr\/"/,
    );
    expect(problem({ fr: { baseUrl: '/demo/' } })).toMatch(
      /i18n\.localeConfigs\.fr\.baseUrl: "\/demo\/" is the default locale's base path/,
    );
    expect(problem({ en: { baseUrl: '/demo/en/' } })).toMatch(
      /i18n\.localeConfigs\.en\.baseUrl: .*the default locale is published at the base path/,
    );
    expect(problem({ fr: { baseUrl: '/demo/de/' } }, ['en', 'fr', 'de'])).toMatch(
      /i18n\.localeConfigs\.(fr|de)\.baseUrl: "(fr|de)" and "(fr|de)" are both published at "\/demo\/de\/"/,
    );
  });
});

describe('a site with a locale in a folder of its own', () => {
  afterEach(() => {
    removeTempSites();
    vi.unstubAllEnvs();
  });

  it('publishes its pages, alternates and dropdown links there', async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs':
          "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { baseUrl: '/demo/francais/' } } } };\n",
        'docs/intro.md': '# Intro\n',
        'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n',
      }),
    );
    const { routeTable } = await import('@/lib/site/routes');
    const table = await routeTable();
    expect(table.has('/francais/docs/intro')).toBe(true);
    expect(table.has('/francais')).toBe(true);
    expect([...table.keys()].some((route) => route.startsWith('/fr/') || route === '/fr')).toBe(false);
    const { routeMetadata } = await import('@/lib/site/metadata');
    const meta = await routeMetadata(table.get('/docs/intro')!);
    expect(meta.alternates?.languages).toEqual({
      en: 'http://localhost:3000/demo/docs/intro',
      fr: 'http://localhost:3000/demo/francais/docs/intro',
      'x-default': 'http://localhost:3000/demo/docs/intro',
    });
    const own = await routeMetadata(table.get('/francais/docs/intro')!);
    expect(String(own.alternates?.canonical)).toMatch(/\/demo\/francais\/docs\/intro$/);
    const { siteLocaleData } = await import('@/lib/site/links');
    const data = (await siteLocaleData())!;
    const [en, fr] = data.locales;
    expect(switchLocaleHref('/docs/intro', en!, fr!, (route) => isLocalisedPage(data, route))).toBe('/francais/docs/intro');
    expect(switchLocaleHref('/francais/docs/intro', fr!, en!, (route) => isLocalisedPage(data, route))).toBe('/docs/intro');
  });
});
