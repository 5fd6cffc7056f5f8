import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nSchema, isMultiLocale, localeDirection, siteLocales } from '@/lib/config/i18n';
import { validateSiteConfig } from '@/lib/config/schema';
import { loadDocs } from '@/lib/content/docs';
import { markTranslation, sourceHash, translationStatus } from '@/lib/content/translations';
import { localeOfRoute, localisedRoute, switchLocaleHref, unlocalisedRoute } from '@/lib/runtime/locales';

const base = { title: 'T', url: 'https://example.com', basePath: '' };

describe('the i18n config', () => {
  it('takes Docusaurus’ fields and gives each locale its label, direction, lang, calendar and route prefix', () => {
    const i18n = i18nSchema.parse({
      defaultLocale: 'en',
      locales: ['en', 'ar', 'zh-Hans', 'fa'],
      localeConfigs: { 'zh-Hans': { label: '简体中文', htmlLang: 'zh-CN', path: 'zh' }, fa: { calendar: 'persian' } },
    });
    expect(i18n.path).toBe('i18n');
    const locales = siteLocales(i18n);
    expect(locales.map((l) => [l.name, l.direction, l.htmlLang, l.prefix, l.calendar])).toEqual([
      ['en', 'ltr', 'en', '', 'gregory'],
      ['ar', 'rtl', 'ar', '/ar', 'gregory'],
      ['zh-Hans', 'ltr', 'zh-CN', '/zh', 'gregory'],
      ['fa', 'rtl', 'fa', '/fa', 'persian'],
    ]);
    // Default labels are the locale's own name for itself, as Docusaurus shows them.
    expect(locales[1]!.label).toBe('العربية');
    expect(locales[2]!.label).toBe('简体中文');
    expect(isMultiLocale(i18n)).toBe(true);
  });

  it('is absent from a config without it: one locale, nothing to show', () => {
    const config = validateSiteConfig(base);
    expect(config.i18n).toBeUndefined();
    expect(isMultiLocale(config.i18n)).toBe(false);
  });

  it('names a default locale missing from locales, an unknown localeConfigs entry and two locales on one path', () => {
    expect(() => validateSiteConfig({ ...base, i18n: { defaultLocale: 'en', locales: ['fr'], localeConfigs: { de: {} } } })).toThrow(
      /i18n\.defaultLocale: "en" is not one of locales[\s\S]*i18n\.localeConfigs\.de: configures "de"/,
    );
    expect(() =>
      validateSiteConfig({
        ...base,
        i18n: { defaultLocale: 'en', locales: ['en', 'pt', 'pt-BR'], localeConfigs: { 'pt-BR': { path: 'pt' } } },
      }),
    ).toThrow(/"pt-BR" and "pt" share the path "pt"/);
  });

  it('refuses a locale name, htmlLang or path that is not a language tag or one path segment: it names a folder and an HTML attribute', () => {
    for (const name of ['../x', 'a/b', '__proto__', 'constructor', 'x" onload="alert(1)'])
      expect(() => validateSiteConfig({ ...base, i18n: { defaultLocale: 'en', locales: ['en', name] } })).toThrow(
        /i18n\.locales\.1: must be a language tag such as "zh-Hans"/,
      );
    expect(() => validateSiteConfig({ ...base, i18n: { defaultLocale: '../en', locales: ['../en'] } })).toThrow(
      /i18n\.defaultLocale: must be a language tag/,
    );
    expect(() =>
      validateSiteConfig({
        ...base,
        i18n: { defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { htmlLang: 'ar"><script>' } } },
      }),
    ).toThrow(/i18n\.localeConfigs\.ar\.htmlLang: must be a language tag/);
    expect(() =>
      validateSiteConfig({ ...base, i18n: { defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { path: '..' } } } }),
    ).toThrow(/i18n\.localeConfigs\.ar\.path: must be one path segment/);
    // A tag that is also an Object.prototype key takes nothing from the prototype.
    const [, own] = siteLocales(i18nSchema.parse({ defaultLocale: 'en', locales: ['en', 'toString'] }));
    expect([own!.path, own!.prefix, own!.htmlLang]).toEqual(['toString', '/toString', 'toString']);
  });

  it('reads the direction from the language subtag', () => {
    expect(['ar-EG', 'he', 'fa-IR', 'ur', 'en-US', 'zh-Hans', 'ja'].map(localeDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});

describe('locale routes', () => {
  const locales = [
    { name: 'en', label: 'English', htmlLang: 'en', prefix: '' },
    { name: 'ar', label: 'العربية', htmlLang: 'ar', prefix: '/ar' },
  ];
  it('find the locale of a route by its first segment, and move a route between locales', () => {
    expect(localeOfRoute('/ar/guide/x', locales)?.name).toBe('ar');
    expect(localeOfRoute('/ar', locales)?.name).toBe('ar');
    expect(localeOfRoute('/arch/x', locales)?.name).toBe('en');
    expect(unlocalisedRoute('/ar', '/ar')).toBe('/');
    expect(unlocalisedRoute('/arch', '/ar')).toBe('/arch');
    expect(localisedRoute('/', '/ar')).toBe('/ar');
    expect(localisedRoute('/guide', '')).toBe('/guide');
  });

  it('keep the reader on the same page when the other locale has it, else lead to its home', () => {
    const localised = (route: string) => route.startsWith('/guide');
    expect(switchLocaleHref('/guide/install', locales[0]!, locales[1]!, localised)).toBe('/ar/guide/install');
    expect(switchLocaleHref('/ar/guide/install', locales[1]!, locales[0]!, localised)).toBe('/guide/install');
    expect(switchLocaleHref('/api/word', locales[0]!, locales[1]!, localised)).toBe('/ar');
  });
});

describe('translation status', () => {
  const source = '# Install\n\nUnpack the crate.\n';

  it('is up to date while the recorded hash is the source’s, outdated after any edit of the source, untracked without one', () => {
    const hash = sourceHash(source);
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    // Line endings are not an edit.
    expect(sourceHash(source.replace(/\n/g, '\r\n'))).toBe(hash);
    expect(translationStatus(source, { translation_source: hash, translation_date: new Date('2026-11-20') })).toEqual({
      state: 'up-to-date',
      hash,
      recorded: hash,
      date: '2026-11-20',
    });
    expect(translationStatus(`${source}One more line.\n`, { translation_source: hash }).state).toBe('outdated');
    expect(translationStatus(source, { title: 'x' }).state).toBe('untracked');
    expect(translationStatus(source, undefined).state).toBe('missing');
  });

  it('is marked by rewriting the two fields alone, adding a front matter block where there is none', () => {
    const marked = markTranslation('---\ntitle: تثبيت\ntranslation_source: 000000000000\n---\n\n# تثبيت\n', 'abcdefabcdef', '2026-11-28');
    expect(marked).toBe('---\ntitle: تثبيت\ntranslation_source: abcdefabcdef\ntranslation_date: 2026-11-28\n---\n\n# تثبيت\n');
    expect(markTranslation(marked, 'abcdefabcdef', '2026-11-28')).toBe(marked);
    expect(markTranslation('# 第一步\n', 'abcdefabcdef', '2026-11-28')).toBe(
      '---\ntranslation_source: abcdefabcdef\ntranslation_date: 2026-11-28\n---\n\n# 第一步\n',
    );
  });
});

describe('a locale’s docs', () => {
  function site(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-docs-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('docs/intro.md', '# Intro\n\nHello.\n');
    write('docs/guide/setup.md', '# Setup\n\nSteps.\n');
    write('docs/guide/run.md', '# Run\n\nGo.\n');
    write('docs/guide/_category_.yml', 'label: Guide\n');
    const t = 'i18n/ar/docusaurus-plugin-content-docs/current';
    write(`${t}/intro.md`, markTranslation('# مقدمة\n\nمرحبا.\n', sourceHash('# Intro\n\nHello.\n'), '2026-11-20'));
    write(`${t}/guide/setup.md`, markTranslation('# الإعداد\n', sourceHash('# Setup (old)\n'), '2026-01-02'));
    return dir;
  }

  it('shows each translation, falls back to the original for the rest, translates category labels and records each status', () => {
    const dir = site();
    const docs = loadDocs({
      root: path.join(dir, 'docs'),
      repoRoot: dir,
      includeDrafts: false,
      lastUpdate: () => undefined,
      routeBase: '/ar/docs',
      translations: {
        locale: 'ar',
        folder: path.join(dir, 'i18n/ar/docusaurus-plugin-content-docs/current'),
        messages: new Map([['sidebar.tutorialSidebar.category.Guide', 'الدليل']]),
        originalBase: '/docs',
      },
    });
    const byRoute = (route: string) => docs.docs.find((doc) => doc.route === route)!;
    expect(docs.locale).toBe('ar');
    expect(byRoute('/ar/docs/intro')).toMatchObject({
      title: 'مقدمة',
      translation: { state: 'up-to-date', date: '2026-11-20', originalRoute: '/docs/intro' },
    });
    expect(byRoute('/ar/docs/guide/setup')).toMatchObject({ title: 'الإعداد', translation: { state: 'outdated', date: '2026-01-02' } });
    expect(byRoute('/ar/docs/guide/run')).toMatchObject({
      title: 'Run',
      translation: { state: 'missing', originalRoute: '/docs/guide/run' },
    });
    expect(byRoute('/ar/docs/intro').file).toBe('i18n/ar/docusaurus-plugin-content-docs/current/intro.md');
    expect(docs.sidebars.tutorialSidebar!.find((item) => item.type === 'category')).toMatchObject({ label: 'الدليل' });
  });

  it('dates a translation’s last update by its own file, a fallback by the original', () => {
    const dir = site();
    const docs = loadDocs({
      root: path.join(dir, 'docs'),
      repoRoot: dir,
      includeDrafts: false,
      lastUpdate: (file) => ({ date: path.relative(dir, file) }),
      routeBase: '/ar/docs',
      translations: {
        locale: 'ar',
        folder: path.join(dir, 'i18n/ar/docusaurus-plugin-content-docs/current'),
        messages: new Map(),
        originalBase: '/docs',
      },
    });
    const dated = (route: string) => docs.docs.find((doc) => doc.route === route)!.lastUpdated?.date;
    expect(dated('/ar/docs/intro')).toBe('i18n/ar/docusaurus-plugin-content-docs/current/intro.md');
    expect(dated('/ar/docs/guide/run')).toBe('docs/guide/run.md');
  });
});

describe('the translation report (npm run i18n:status)', () => {
  it('counts, per locale, translated, outdated, untracked and missing docs and the coverage', async () => {
    const { translationReport, findTranslation } = await import('@/lib/content/translation-report');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-report-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('docs/a.md', '# A\n');
    write('docs/b.md', '# B\n');
    write('docs/c.md', '# C\n');
    write('docs/d.md', '# D\n');
    write('i18n/fr/docusaurus-plugin-content-docs/current/a.md', markTranslation('# A (fr)\n', sourceHash('# A\n'), '2026-11-01'));
    write('i18n/fr/docusaurus-plugin-content-docs/current/b.md', markTranslation('# B (fr)\n', sourceHash('# B, before\n'), '2026-01-01'));
    write('i18n/fr/docusaurus-plugin-content-docs/current/c.md', '# C (fr)\n');
    const config = validateSiteConfig({ ...base, docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] } });
    const [fr, de] = translationReport(dir, config);
    expect(fr).toMatchObject({ locale: 'fr', translated: 3, outdated: 1, untracked: 1, missing: 1, coverage: 75 });
    expect(de).toMatchObject({ locale: 'de', translated: 0, missing: 4, coverage: 0 });
    const b = findTranslation([fr!], path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/b.md'))!;
    expect(b).toMatchObject({ state: 'outdated', hash: sourceHash('# B\n'), date: '2026-01-01' });
  });

  it('counts the blog’s posts and the Markdown pages too, translated under their plugins’ folders', async () => {
    const { translationReport } = await import('@/lib/content/translation-report');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-report-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('docs/a.md', '# A\n');
    write('blog/2026-01-10-launch.md', '# Launch\n');
    write('blog/_draft-notes.md', '# Not a post\n');
    write('src/pages/about.md', '# About\n');
    write(
      'i18n/fr/docusaurus-plugin-content-blog/2026-01-10-launch.md',
      markTranslation('# Lancement\n', sourceHash('# Launch\n'), '2026-11-01'),
    );
    const config = validateSiteConfig({ ...base, docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
    const [fr] = translationReport(dir, config);
    expect(fr!.entries.map((entry) => [path.relative(dir, entry.source), entry.state])).toEqual([
      ['docs/a.md', 'missing'],
      ['blog/2026-01-10-launch.md', 'up-to-date'],
      ['src/pages/about.md', 'missing'],
    ]);
    expect(fr).toMatchObject({ translated: 1, missing: 2, coverage: 33.3 });
  });
});

describe('<html lang dir> of an exported page', () => {
  it('is the locale’s on a site with i18n, and left untouched on a site without', async () => {
    const { localeHtmlRewriter } = await import('@/lib/postbuild/locale-html');
    expect(localeHtmlRewriter(undefined)).toBeUndefined();
    const rewrite = localeHtmlRewriter(
      i18nSchema.parse({ defaultLocale: 'en', locales: ['en', 'ar', 'zh-Hans'], localeConfigs: { 'zh-Hans': { htmlLang: 'zh-CN' } } }),
    )!;
    const html = '<!DOCTYPE html><html lang="en" dir="ltr" class="x"><head></head><body><p lang="en" dir="ltr"></p></body></html>';
    expect(rewrite(html, '/ar/guide/install')).toBe(html.replace('<html lang="en" dir="ltr"', '<html lang="ar" dir="rtl"'));
    expect(rewrite(html, '/zh-Hans')).toContain('<html lang="zh-CN" dir="ltr" class="x">');
    expect(rewrite(html, '/guide/install')).toBe(html);
  });
});

describe('write-translations', () => {
  it('keys version, category and link labels as Docusaurus does, and keeps what translators wrote', async () => {
    const { docsVersionMessages, mergeTranslationFile } = await import('@/lib/content/translations');
    const fresh = docsVersionMessages(
      { name: 'current', label: 'Next' },
      {
        manual: [
          { type: 'doc', label: 'Intro' },
          {
            type: 'category',
            label: 'Guides',
            items: [
              { type: 'link', label: 'Forum' },
              { type: 'category', label: 'Deep', items: [] },
            ],
          },
        ],
      },
    );
    expect(Object.keys(fresh)).toEqual([
      'version.label',
      'sidebar.manual.category.Guides',
      'sidebar.manual.link.Forum',
      'sidebar.manual.category.Deep',
    ]);
    const { file, added } = mergeTranslationFile(
      { 'sidebar.manual.category.Guides': { message: 'Guides (fr)' }, 'old.key': { message: 'kept' } },
      fresh,
    );
    expect(added).toBe(3);
    expect(file['sidebar.manual.category.Guides']!.message).toBe('Guides (fr)');
    expect(file['old.key']!.message).toBe('kept');
    expect(Object.keys(file)).toEqual([...Object.keys(file)].sort());
  });
});
