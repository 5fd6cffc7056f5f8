import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteLocales } from '@/lib/config/i18n';
import { validateSiteConfig } from '@/lib/config/schema';
import { localeBuild } from '@/lib/site/prepare';
import { isLocalisedPage, switchLocaleHref } from '@/lib/runtime/locales';
import { FIXTURE_SITES, prepareTestSite, removeTempSites } from '../site/site-fixture';

// A locale on a domain (or base path) of its own, as Docusaurus 3.8+ builds it: the full build
// leaves it out and links to it absolutely; `SITE_LOCALE=<l> npm run build` (docusaurus build
// --locale <l>) publishes that locale alone at its url and baseUrl, linking every other locale
// absolutely where its build publishes it.

const site = (localeConfigs: Record<string, object>, locales = ['en', 'fr', 'de']) =>
  validateSiteConfig({
    title: 'Gizmo',
    url: 'https://docs.example.com',
    basePath: '/demo',
    i18n: { defaultLocale: 'en', locales, localeConfigs },
  });

const prefixes = (config: ReturnType<typeof site>, locale?: string) =>
  siteLocales(localeBuild(config, locale).i18n).map((one) => [one.name, one.prefix, one.remote ?? false]);

describe('where each locale is published', () => {
  it('the full build leaves out a locale on another origin or outside the base path, at its url and baseUrl', () => {
    const config = site({ fr: { url: 'https://fr.example.com', baseUrl: '/' }, de: { baseUrl: '/deutsch/' } });
    expect(prefixes(config)).toEqual([
      ['en', '', false],
      ['fr', 'https://fr.example.com', true],
      ['de', 'https://docs.example.com/deutsch', true],
    ]);
    // Docusaurus' default baseUrl on another origin: the site's, then the locale's name.
    expect(prefixes(site({ fr: { url: 'https://fr.example.com' } }))[1]).toEqual(['fr', 'https://fr.example.com/demo/fr', true]);
  });

  it('a --locale build publishes its locale at its url and baseUrl, and links every other where its build does', () => {
    const config = site({ fr: { url: 'https://fr.example.com', baseUrl: '/' } });
    const built = localeBuild(config, 'fr');
    expect([built.url, built.basePath]).toEqual(['https://fr.example.com', '']);
    expect(prefixes(config, 'fr')).toEqual([
      ['en', 'https://docs.example.com/demo', true],
      ['fr', '', false],
      ['de', 'https://docs.example.com/demo/de', true],
    ]);
    const elsewhere = localeBuild(site({ de: { baseUrl: '/deutsch/' } }), 'de');
    expect([elsewhere.url, elsewhere.basePath]).toEqual(['https://docs.example.com', '/deutsch']);
  });

  it('a locale the full build publishes, or none of the site’s, is refused by name', () => {
    const config = site({ fr: { url: 'https://fr.example.com' } });
    expect(() => localeBuild(config, 'de')).toThrow(
      /"de": the site's own build publishes this locale \(at https:\/\/docs\.example\.com\/demo\/de\/\)/,
    );
    expect(() => localeBuild(config, 'en')).toThrow(/"en": the site's own build publishes this locale/);
    expect(() => localeBuild(config, 'it')).toThrow(/"it" is not one of the site's locales \(en, fr, de\)/);
  });

  it('what neither build can publish still stops the build, naming the field', () => {
    const problem = (localeConfigs: Record<string, object>) => {
      try {
        site(localeConfigs);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ en: { url: 'https://en.example.com' } })).toMatch(
      /i18n\.localeConfigs\.en\.url: .*the default locale is published at the site's url/,
    );
    expect(problem({ en: { baseUrl: '/' } })).toMatch(
      /i18n\.localeConfigs\.en\.baseUrl: .*the default locale is published at the base path/,
    );
    expect(problem({ fr: { baseUrl: '/demo/intl/fr/' } })).toMatch(
      /i18n\.localeConfigs\.fr\.baseUrl: .*more than one folder under the site's base path.*--locale fr/,
    );
    expect(problem({ fr: { baseUrl: '/demo/' } })).toMatch(
      /i18n\.localeConfigs\.fr\.baseUrl: "\/demo\/" is the default locale's base path/,
    );
    expect(problem({ fr: { url: 'https://fr.example.com', baseUrl: '/' } })).toBe('');
  });
});

describe('the minimal fixture with Arabic on a domain of its own', () => {
  const minimal = path.join(FIXTURE_SITES, 'minimal');
  const overrides = JSON.stringify({ i18n: { localeConfigs: { ar: { url: 'https://ar.example.com', baseUrl: '/' } } } });
  const install = '/guide/getting-started/install';

  afterEach(() => {
    removeTempSites();
    vi.unstubAllEnvs();
  });

  it('the full build leaves Arabic out and links it absolutely', { timeout: 30_000 }, async () => {
    await prepareTestSite(minimal, { SITE_CONFIG_OVERRIDES: overrides });
    const { routeTable } = await import('@/lib/site/routes');
    const table = await routeTable();
    expect([...table.keys()].filter((route) => route === '/ar' || route.startsWith('/ar/'))).toEqual([]);
    expect(table.has(`/zh${install}`)).toBe(true);
    const { routeMetadata } = await import('@/lib/site/metadata');
    const meta = await routeMetadata(table.get(install)!);
    expect(meta.alternates?.languages).toMatchObject({
      en: `http://localhost:3000/demo${install}`,
      ar: `https://ar.example.com${install}`,
      'x-default': `http://localhost:3000/demo${install}`,
    });
    const { siteLocaleData } = await import('@/lib/site/links');
    const data = (await siteLocaleData())!;
    const [en, ar] = data.locales;
    expect(switchLocaleHref(install, en!, ar!, (route) => isLocalisedPage(data, route))).toBe(`https://ar.example.com${install}`);
    expect(switchLocaleHref('/', en!, ar!, (route) => isLocalisedPage(data, route))).toBe('https://ar.example.com/');
    // Its translations are still the site's: npm run i18n:status and the build's summary report them.
    const { siteConfig } = await import('@/lib/config');
    const { translationReport } = await import('@/lib/content/translation-report');
    expect(translationReport(minimal, siteConfig()).map((report) => report.locale)).toEqual(['ar', 'zh-Hans']);
  });

  it(
    'SITE_LOCALE=ar publishes Arabic at its url and baseUrl, the other locales linked where the full build publishes them',
    { timeout: 30_000 },
    async () => {
      await prepareTestSite(minimal, { SITE_CONFIG_OVERRIDES: overrides, SITE_LOCALE: 'ar' });
      const { siteConfig } = await import('@/lib/config');
      expect([siteConfig().url, siteConfig().basePath]).toEqual(['https://ar.example.com', '']);
      const { routeTable } = await import('@/lib/site/routes');
      const table = await routeTable();
      const routes = [...table.keys()];
      expect(routes.filter((route) => /^\/(ar|zh)(\/|$)/.test(route))).toEqual([]);
      // Arabic's pages at the root: its translated doc, a fallback, its home, its blog and status page.
      const doc = table.get(install)!.target;
      expect(doc.kind === 'doc' && doc.page.kind === 'doc' && doc.page.translation?.locale).toBe('ar');
      const fallback = table.get('/guide/getting-started/first-steps')!.target;
      expect(fallback.kind === 'doc' && fallback.page.kind === 'doc' && fallback.page.translation?.state).toBe('missing');
      expect(table.get('/')?.target).toMatchObject({ kind: 'home', locale: 'ar' });
      expect(table.has('/translation-status')).toBe(true);
      expect(routes.some((route) => route.startsWith('/blog'))).toBe(true);
      const { routeMetadata } = await import('@/lib/site/metadata');
      const meta = await routeMetadata(table.get(install)!);
      expect(meta.alternates?.languages).toEqual({
        en: `http://localhost:3000/demo${install}`,
        ar: `https://ar.example.com${install}`,
        'zh-Hans': `http://localhost:3000/demo/zh${install}`,
        'x-default': `http://localhost:3000/demo${install}`,
      });
      // A fallback is canonical to the original, on the default locale's build.
      const shown = await routeMetadata(table.get('/guide/getting-started/first-steps')!);
      expect(String(shown.alternates?.canonical)).toBe('http://localhost:3000/demo/guide/getting-started/first-steps');
      const { siteLocaleData } = await import('@/lib/site/links');
      const data = (await siteLocaleData())!;
      expect(data.locales.map((one) => [one.name, one.prefix])).toEqual([
        ['en', 'http://localhost:3000/demo'],
        ['ar', ''],
        ['zh-Hans', 'http://localhost:3000/demo/zh'],
      ]);
      const [en, ar, zh] = data.locales;
      const localised = (route: string) => isLocalisedPage(data, route);
      expect(switchLocaleHref(install, ar!, en!, localised)).toBe(`http://localhost:3000/demo${install}`);
      expect(switchLocaleHref(install, ar!, zh!, localised)).toBe(`http://localhost:3000/demo/zh${install}`);
      expect(switchLocaleHref(install, ar!, ar!, localised)).toBe(install);
      const { originalHref } = await import('@/lib/content/locales');
      expect(originalHref('/guide/getting-started/first-steps')).toBe('http://localhost:3000/demo/guide/getting-started/first-steps');
    },
  );
});
