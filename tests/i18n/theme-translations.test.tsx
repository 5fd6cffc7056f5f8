import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Fragment } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeLocalesToTry } from '@/lib/content/theme-translations';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// The theme's UI strings in the reader's language: the locale's code.json, else the Docusaurus
// team's translations (@docusaurus/theme-translations), else English; a single-locale site untouched.

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ prefetch: () => undefined }) }));

/** The package's own text for a key, read here as the site reads it: no translation is written into this test. */
function packaged(folder: string, key: string, file = 'theme-common'): string {
  const dir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json'));
  return (JSON.parse(fs.readFileSync(path.join(dir, 'locales', folder, `${file}.json`), 'utf8')) as Record<string, string>)[key]!;
}

const prev = { href: '/docs/a', title: 'A' };
const next = { href: '/docs/c', title: 'C' };

async function multiLocaleSite(files: Record<string, string> = {}) {
  await prepareTestSite(
    tempSite({
      'site.config.mjs':
        "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'fa', 'ar', 'zh-Hans', 'pt'] } };\n",
      'docs/intro.md': '# Intro\n',
      ...files,
    }),
  );
}

describe('the theme’s UI strings in the locale of the page', () => {
  afterEach(() => removeTempSites());

  it('picks the package’s folder as Docusaurus does: the name, language-region, language-script, the language', () => {
    expect(themeLocalesToTry('pt')).toEqual(['pt', 'pt-BR', 'pt-Latn']);
    expect(themeLocalesToTry('zh')).toContain('zh-Hans');
    expect(themeLocalesToTry('fa-IR').at(-1)).toBe('fa');
  });

  it('renders the Persian, Arabic and Chinese pager from the Docusaurus team’s translations, and English on the default locale', async () => {
    await multiLocaleSite();
    const { Pager } = await import('@/components/docs/pager');
    const pager = (route: string) => renderToStaticMarkup(<Pager prev={prev} next={next} route={route} />);
    for (const [prefix, folder] of [
      ['fa', 'fa'],
      ['ar', 'ar'],
      ['zh-Hans', 'zh-Hans'],
      ['pt', 'pt-BR'],
    ] as const) {
      const html = pager(`/${prefix}/docs/b`);
      expect(html).toContain(`>${packaged(folder, 'theme.docs.paginator.next')}<`);
      expect(html).toContain(`>${packaged(folder, 'theme.docs.paginator.previous')}<`);
    }
    expect(packaged('fa', 'theme.docs.paginator.next')).not.toBe('Next');
    const english = pager('/docs/b');
    expect(english).toContain('>Next<');
    expect(english).toContain('>Previous<');
  });

  it('lets the locale’s code.json override the package, key by key', async () => {
    await multiLocaleSite({ 'i18n/fa/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'صفحهٔ بعد' } }) });
    const { Pager } = await import('@/components/docs/pager');
    const html = renderToStaticMarkup(<Pager prev={prev} next={next} route="/fa/docs/b" />);
    expect(html).toContain('>صفحهٔ بعد<');
    expect(html).toContain(`>${packaged('fa', 'theme.docs.paginator.previous')}<`);
  });

  it('gives chrome rendered once for every locale (admonition titles, the TOC’s title, the skip link) the text of the route being read', async () => {
    await multiLocaleSite();
    const { Admonition } = await import('@/components/mdx/admonition');
    const { TocCollapsible } = await import('@/components/layout/toc');
    const { SkipLink } = await import('@/components/layout/skip-link');
    const { LocaleProvider } = await import('@/components/ui/locale.client');
    const { siteLocaleData } = await import('@/lib/site/links');
    const data = (await siteLocaleData())!;
    const render = (route: string) => {
      pathname = route;
      return renderToStaticMarkup(
        <LocaleProvider data={data}>
          <SkipLink />
          <TocCollapsible items={[{ id: 'a', text: 'A', level: 2 }]} />
          <Admonition type="tip">Text</Admonition>
        </LocaleProvider>,
      );
    };
    const arabic = render('/ar/docs/intro');
    for (const key of ['theme.admonition.tip', 'theme.TOCCollapsible.toggleButtonLabel', 'theme.common.skipToMainContent'])
      expect(arabic).toContain(packaged('ar', key));
    const english = render('/docs/intro');
    for (const text of ['Tip', 'On this page', 'Skip to main content']) expect(english).toContain(text);
  });

  it('translate a Persian default locale too (a site Persian by default, English beside it)', async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Gizmo', i18n: { defaultLocale: 'fa', locales: ['fa', 'en'] } };\n",
        'docs/intro.md': '# Intro\n',
      }),
    );
    const { Pager } = await import('@/components/docs/pager');
    const { DocFooter } = await import('@/components/docs/doc-footer');
    expect(renderToStaticMarkup(<Pager prev={prev} next={next} route="/docs/b" />)).toContain(
      `>${packaged('fa', 'theme.docs.paginator.next')}<`,
    );
    expect(renderToStaticMarkup(<Pager prev={prev} next={next} route="/en/docs/b" />)).toContain('>Next<');
    const doc = { route: '/docs/b', tags: [], editUrl: 'https://example.com/edit' } as unknown as Parameters<typeof DocFooter>[0]['doc'];
    expect(renderToStaticMarkup(<DocFooter doc={doc} />)).toContain(packaged('fa', 'theme.common.editThisPage'));
  });

  it('are neither read from code.json nor from the package on a single-locale site', async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Gizmo', i18n: { defaultLocale: 'fa', locales: ['fa'] } };\n",
        'docs/intro.md': '# Intro\n',
        'i18n/fa/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'بعد' } }),
      }),
    );
    const { Pager } = await import('@/components/docs/pager');
    const { themeTranslationsLoaded } = await import('@/lib/content/theme-translations');
    const html = renderToStaticMarkup(<Pager prev={prev} next={next} route="/docs/b" />);
    expect(html).toContain('>Next<');
    expect(themeTranslationsLoaded()).toBe(false);
  });
});

describe('the theme’s words in client components and our own keys', () => {
  afterEach(() => removeTempSites());

  it('give the sidebar’s toggles, the version badge and "Copy page as Markdown" the page’s words; English pages pass no words', async () => {
    await multiLocaleSite({
      'i18n/fa/code.json': JSON.stringify({ 'theme.markdown.copyPage': { message: 'کپی صفحه به صورت مارک‌داون' } }),
    });
    const { DocsSidebar } = await import('@/components/docs/sidebar');
    const { PageMarkdownActions } = await import('@/components/ui/page-markdown');
    const { VersionBadge } = await import('@/components/docs/version-notice');
    const items = [
      {
        type: 'category',
        label: 'Guides',
        href: '/fa/docs/guides',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'A', href: '/fa/docs/a' }],
      },
    ];
    const sidebar = (route: string) =>
      renderToStaticMarkup(<DocsSidebar items={items as Parameters<typeof DocsSidebar>[0]['items']} activeRoute={route} />);
    expect(sidebar('/fa/docs/b')).toContain(
      packaged('fa', 'theme.DocSidebarItem.expandCategoryAriaLabel').replace('{label}', 'Guides').replaceAll("'", '&#x27;'),
    );
    expect(sidebar('/docs/b')).toContain('Expand sidebar category &#x27;Guides&#x27;');
    expect(renderToStaticMarkup(<PageMarkdownActions route="/fa/docs/b" />)).toContain('کپی صفحه به صورت مارک‌داون');
    expect(renderToStaticMarkup(<PageMarkdownActions route="/docs/b" />)).toContain('Copy page as Markdown');
    const data = { version: { badge: true, label: '2.0' } } as unknown as Parameters<typeof VersionBadge>[0]['data'];
    expect(renderToStaticMarkup(<VersionBadge data={data} route="/ar/docs/b" />)).toContain(
      packaged('ar', 'theme.docs.versionBadge.label').replace('{versionLabel}', '2.0'),
    );
  });

  it('give the search button the locale’s word, from the labels the navbar passes (none on an English-only site)', async () => {
    await multiLocaleSite();
    const { SearchButton } = await import('@/components/layout/search-button.client');
    const { SEARCH_WORDS } = await import('@/components/search/search-words');
    const { uiLabels } = await import('@/lib/content/locales');
    const { LocaleProvider } = await import('@/components/ui/locale.client');
    const { siteLocaleData } = await import('@/lib/site/links');
    const data = (await siteLocaleData())!;
    const labels = uiLabels(SEARCH_WORDS);
    expect(labels.placeholder?.byLocale?.fa).toBe(packaged('fa', 'theme.SearchModal.placeholder', 'theme-search-algolia'));
    const render = (route: string) => {
      pathname = route;
      return renderToStaticMarkup(
        <LocaleProvider data={data}>
          <SearchButton browse={[]} labels={labels} />
        </LocaleProvider>,
      );
    };
    expect(render('/fa/docs/intro')).toContain(`>${packaged('fa', 'theme.SearchBar.label', 'theme-search-algolia')}<`);
    expect(render('/docs/intro')).toContain('>Search<');
  });
});

describe('the names of landmarks, menus and the search dialog, and the sentences left', () => {
  afterEach(() => removeTempSites());

  // Our own keys, as a translator would write them in the Arabic code.json: the page must say what the file says.
  const arabic: Record<string, string> = {
    'theme.toc.navAriaLabel': 'جدول المحتويات',
    'theme.blog.post.authorsAriaLabel': 'المؤلفون',
    'theme.blog.noPosts': 'لا توجد مقالات بعد.',
    'theme.AnnouncementBar.regionAriaLabel': 'إعلان',
    'theme.docs.versions.noticeAriaLabel': 'تنبيه الإصدار',
    'theme.navbar.mobileMenu.openButtonAriaLabel': 'افتح قائمة التنقل',
    'theme.navbar.mobileMenu.ariaLabel': 'قائمة التنقل',
    'theme.SearchModal.ariaLabel': 'ابحث في الموقع',
    'theme.SearchModal.startScreen.introText': 'ابحث في الدروس والمدونة والصفحات.',
    'theme.SearchModal.startScreen.examplesText': 'جرّب {examples}.',
  };
  const codeJson = JSON.stringify(Object.fromEntries(Object.entries(arabic).map(([key, message]) => [key, { message }])));
  const attribute = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

  async function renderIn(route: string, element: () => React.ReactNode) {
    const { LocaleProvider } = await import('@/components/ui/locale.client');
    const { siteLocaleData } = await import('@/lib/site/links');
    const data = (await siteLocaleData())!;
    pathname = route;
    return renderToStaticMarkup(<LocaleProvider data={data}>{element()}</LocaleProvider>);
  }

  it('names the chrome rendered once for every locale in the page’s language: the package’s words, else code.json’s', async () => {
    await multiLocaleSite({ 'i18n/ar/code.json': codeJson });
    const { Toc, TocCollapsible } = await import('@/components/layout/toc');
    const { PostAuthors } = await import('@/components/blog/post-authors');
    const { PostList } = await import('@/components/blog/post-list');
    const { UiLabelled } = await import('@/components/ui/ui-text');
    const items = [{ id: 'a', text: 'A', level: 2 }];
    const chrome = () => (
      <>
        <UiLabelled as="nav" className="navbar" aria-label="Main" k="theme.NavBar.navAriaLabel" />
        <Toc items={items} />
        <TocCollapsible items={items} />
        <PostAuthors authors={[{ key: 'jo', name: 'Jo' } as Parameters<typeof PostAuthors>[0]['authors'][number]]} />
        <PostList posts={[]} />
      </>
    );
    const ar = await renderIn('/ar/docs/intro', chrome);
    for (const key of ['theme.toc.navAriaLabel', 'theme.blog.post.authorsAriaLabel']) expect(ar).toContain(`aria-label="${arabic[key]}"`);
    expect(ar).toContain(`>${arabic['theme.blog.noPosts']}<`);
    expect(ar).toContain(`aria-label="${attribute(packaged('ar', 'theme.TOCCollapsible.toggleButtonLabel'))}"`);
    const fa = await renderIn('/fa/docs/intro', chrome);
    expect(fa).toContain(`class="navbar" aria-label="${attribute(packaged('fa', 'theme.NavBar.navAriaLabel'))}"`);
    const en = await renderIn('/docs/intro', chrome);
    for (const name of ['Main', 'Table of contents', 'On this page', 'Authors']) expect(en).toContain(`aria-label="${name}"`);
    expect(en).toContain('>No posts yet.<');
  });

  it('names the version notice by the page’s route', async () => {
    await multiLocaleSite({ 'i18n/ar/code.json': codeJson });
    const { VersionBanner } = await import('@/components/docs/version-notice');
    const data = {
      pluginId: 'default',
      version: { name: 'next', label: 'Next', banner: 'unreleased', badge: false },
      versions: [{ name: '2.0', label: '2.0', isLast: true, docs: [], path: '/ar/docs' }],
    } as unknown as Parameters<typeof VersionBanner>[0]['data'];
    const banner = (route: string) =>
      renderToStaticMarkup(<VersionBanner data={data} page={{ kind: 'category', route } as Parameters<typeof VersionBanner>[0]['page']} />);
    expect(banner('/ar/docs/next/x')).toContain(`aria-label="${arabic['theme.docs.versions.noticeAriaLabel']}"`);
    expect(banner('/docs/next/x')).toContain('aria-label="Version notice"');
  });

  it('gives the mobile menu and the search dialog the words the navbar passes', async () => {
    await multiLocaleSite({ 'i18n/ar/code.json': codeJson });
    const { MobileMenu } = await import('@/components/layout/mobile-menu.client');
    const { default: SearchDialog } = await import('@/components/search/search-dialog.client');
    const { SecondaryMenuProvider } = await import('@/components/layout/secondary-menu.client');
    const { ENGLISH_SEARCH_WORDS, SEARCH_WORDS } = await import('@/components/search/search-words');
    const { uiLabels } = await import('@/lib/content/locales');
    const { useUiLabels } = await import('@/components/ui/locale.client');
    const menuLabels = uiLabels({
      open: ['theme.navbar.mobileMenu.openButtonAriaLabel', 'Open navigation menu'],
      menu: ['theme.navbar.mobileMenu.ariaLabel', 'Navigation menu'],
    });
    const searchLabels = uiLabels(SEARCH_WORDS);
    function Dialog() {
      const words = useUiLabels(searchLabels, ENGLISH_SEARCH_WORDS);
      return (
        <SearchDialog
          open={false}
          opening={0}
          onClose={() => undefined}
          browse={[]}
          takeTypedAhead={() => ''}
          words={words}
          examples={['kiln']}
        />
      );
    }
    const page = () => (
      <SecondaryMenuProvider>
        <MobileMenu brand={null} primary={null} hasItems labels={menuLabels} />
        <Dialog />
      </SecondaryMenuProvider>
    );
    const ar = await renderIn('/ar/docs/intro', page);
    for (const key of ['theme.navbar.mobileMenu.openButtonAriaLabel', 'theme.navbar.mobileMenu.ariaLabel', 'theme.SearchModal.ariaLabel'])
      expect(ar).toContain(`aria-label="${arabic[key]}"`);
    expect(ar).toContain(arabic['theme.SearchModal.startScreen.introText']);
    const [before] = arabic['theme.SearchModal.startScreen.examplesText']!.split('{examples}');
    expect(ar).toContain(`<p>${before}<span>`);
    const en = await renderIn('/docs/intro', page);
    for (const name of [
      'Open navigation menu',
      'Navigation menu',
      'Search the site',
      'Search docs, blog, pages and API operations',
      'Cancel search',
    ])
      expect(en).toContain(`aria-label="${name}"`);
    expect(en).toContain('<p>Try <span>');
  });

  it('says the 404 page’s sentence in the page’s language, and in English as before, text node for text node', async () => {
    const words = { 'theme.NotFound.tryThe': 'جرّب', 'theme.NotFound.homePage': 'الصفحة الرئيسية', 'theme.NotFound.end': '؟' };
    const json = JSON.stringify(Object.fromEntries(Object.entries(words).map(([key, message]) => [key, { message }])));
    const render = async (route: string) => {
      const { default: NotFound } = await import('@/app/not-found');
      const page = await NotFound();
      return renderIn(route, () => page);
    };
    await multiLocaleSite({ 'i18n/ar/code.json': json, 'blog/2026-01-01-a.md': '# A\n' });
    const ar = await render('/ar/missing');
    for (const text of Object.values(words)) expect(ar).toContain(text);
    const en = await render('/missing');
    expect(en).toMatch(/Try the <a [^>]*>home page<\/a>(, the <a [^>]*>[^<]+<\/a>)* or the <a [^>]*>[^<]+<\/a>\./);

    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Gizmo' };\n",
        'docs/intro.md': '# Intro\n',
        'blog/2026-01-01-a.md': '# A\n',
      }),
    );
    const { default: NotFound } = await import('@/app/not-found');
    const { notFoundLinks } = await import('@/lib/site/links');
    const { SiteLink } = await import('@/components/ui/site-link.client');
    const links = [{ label: 'home page', href: '/' }, ...(await notFoundLinks())];
    // The sentence as it was written before its words became messages.
    const before = renderToString(
      <p>
        Try the{' '}
        {links.map((link, index) => (
          <Fragment key={link.href}>
            {index > 0 && (index === links.length - 1 ? ' or the ' : ', the ')}
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </Fragment>
        ))}
        .
      </p>,
    );
    pathname = '/missing';
    expect(renderToString(await NotFound())).toContain(before);
  });

  it('counts the search results as before in English, and in the plural form a language takes', async () => {
    const { resultCount } = await import('@/components/search/search-dialog.client');
    const { ENGLISH_SEARCH_WORDS } = await import('@/components/search/search-words');
    expect([0, 1, 2, 7, 20].map((count) => resultCount(ENGLISH_SEARCH_WORDS, count, 'en'))).toEqual([
      '0 results',
      '1 result',
      '2 results',
      '7 results',
      'Top 20 results',
    ]);
    const arabic = { ...ENGLISH_SEARCH_WORDS, resultCount: 'zero {count}|one {count}|two {count}|few {count}|many {count}|other {count}' };
    expect(resultCount(arabic, 2, 'ar')).toBe('two 2');
    expect(resultCount(arabic, 11, 'ar')).toBe('many 11');
  });

  it('writes our own keys into code.json with the English the pages show', async () => {
    const { OWN_CODE_MESSAGES } = await import('@/lib/content/translations');
    const { themeBaseMessages } = await import('@/lib/content/theme-translations');
    const { SEARCH_WORDS } = await import('@/components/search/search-words');
    const base = themeBaseMessages();
    for (const [key, english] of Object.values(SEARCH_WORDS))
      if (!(key in base)) expect(OWN_CODE_MESSAGES[key]?.message, key).toBe(english);
    const sources = [
      'components/layout/toc.tsx',
      'components/blog/post-authors.tsx',
      'components/layout/navbar.tsx',
      'components/docs/docs-page.tsx',
    ]
      .map((file) => fs.readFileSync(path.join(process.cwd(), file), 'utf8'))
      .join('\n');
    for (const [, key] of sources.matchAll(/['"](theme\.[\w.]+)['"]/g)) expect(key! in base || key! in OWN_CODE_MESSAGES, key).toBe(true);
  });
});

describe('write-translations’ code.json', () => {
  it('has every theme key with the locale’s default from the package, our English where it has none, and our own keys', async () => {
    const { codeMessages, CODE_MESSAGES, OWN_CODE_MESSAGES } = await import('@/lib/content/translations');
    const { themeBaseMessages, themeMessages } = await import('@/lib/content/theme-translations');
    const base = themeBaseMessages();
    const persian = codeMessages(base, themeMessages('fa'));
    expect(Object.keys(persian)).toEqual(
      expect.arrayContaining([...Object.keys(base), ...Object.keys(OWN_CODE_MESSAGES), ...Object.keys(CODE_MESSAGES)]),
    );
    expect(persian['theme.docs.paginator.next']!.message).toBe(packaged('fa', 'theme.docs.paginator.next'));
    expect(persian['theme.docs.paginator.next']!.description).toBe(base['theme.docs.paginator.next']!.description);
    // Pashto: the package has no translation; the file says what the pages show (our "Note", not Docusaurus' "note").
    const pashto = codeMessages(base, themeMessages('ps'));
    expect(pashto['theme.admonition.note']!.message).toBe('Note');
    expect(pashto['theme.docs.paginator.next']!.message).toBe('Next');
    expect(pashto['theme.markdown.copyPage']!.message).toBe('Copy page as Markdown');
  });

  it('writes the search dialog’s words of the site’s own sections: a docs-only site’s name no blog and no API', async () => {
    const { codeMessages } = await import('@/lib/content/translations');
    const { themeBaseMessages, themeMessages } = await import('@/lib/content/theme-translations');
    const { siteSearchWords } = await import('@/components/search/search-words');
    const words = siteSearchWords({ docs: true, blog: false, pages: false, apis: 0 });
    const pashto = codeMessages(themeBaseMessages(), themeMessages('ps'), Object.fromEntries(Object.values(words)));
    for (const name of ['placeholder', 'input', 'intro'] as const) expect(pashto[words[name][0]]!.message).toBe(words[name][1]);
    expect(pashto[words.input[0]]!.message).toBe('Search docs');
  });
});

describe('an English page’s HTML', () => {
  afterEach(() => removeTempSites());

  it('keeps the version banner’s and badge’s markup of before, text nodes and all (the sentence now comes from a message)', async () => {
    await prepareTestSite(tempSite({ 'site.config.mjs': "export default { title: 'Gizmo' };\n", 'docs/intro.md': '# Intro\n' }));
    const { VersionBadge, VersionBanner } = await import('@/components/docs/version-notice');
    const { PreferredVersionLink } = await import('@/components/docs/preferred-version-link.client');
    const latest = { name: '2.0', label: '2.0', isLast: true, docs: [], path: '/docs' };
    const data = {
      pluginId: 'default',
      version: { name: '1.0', label: '1.0', banner: 'unmaintained', badge: true },
      versions: [latest],
    } as unknown as Parameters<typeof VersionBanner>[0]['data'];
    const page = { kind: 'category', route: '/docs/1.0/x' } as unknown as Parameters<typeof VersionBanner>[0]['page'];
    const banner = renderToString(<VersionBanner data={data} page={page} />);
    // The same sentence written as JSX, as the banner was before its words became a message.
    const before = renderToString(
      <p>
        For up-to-date documentation, see the{' '}
        <PreferredVersionLink pluginId="default" version="2.0" href="/docs">
          <b>latest version</b>
        </PreferredVersionLink>{' '}
        ({latest.label}).
      </p>,
    );
    expect(banner).toContain(before);
    expect(renderToString(<VersionBadge data={data} route="/docs/1.0/x" />)).toContain(renderToString(<>Version: {'1.0'}</>));
  });
});

describe('an element named by a UI string', () => {
  afterEach(() => removeTempSites());

  it('keeps its attributes in their places: a single-locale page, and an English page of a site with more locales, as the plain element', async () => {
    const plain = renderToStaticMarkup(
      <nav className="navbar" id="navbar" aria-label="Main" data-x="">
        <b>x</b>
      </nav>,
    );
    const named = async () => {
      const { UiLabelled } = await import('@/components/ui/ui-text');
      const { LocaleProvider } = await import('@/components/ui/locale.client');
      const { siteLocaleData } = await import('@/lib/site/links');
      const data = await siteLocaleData();
      pathname = '/docs/intro';
      const element = (
        <UiLabelled as="nav" className="navbar" id="navbar" aria-label="Main" k="theme.NavBar.navAriaLabel" data-x="">
          <b>x</b>
        </UiLabelled>
      );
      return renderToStaticMarkup(data ? <LocaleProvider data={data}>{element}</LocaleProvider> : element);
    };
    await prepareTestSite(tempSite({ 'site.config.mjs': "export default { title: 'Gizmo' };\n", 'docs/intro.md': '# Intro\n' }));
    expect(await named()).toBe(plain);
    await multiLocaleSite();
    expect(await named()).toBe(plain);
  });
});

describe('the colour mode toggle’s name before it knows the mode', () => {
  it('is the sentence without its "(currently {mode})" part, in English as before and in every language of the package', async () => {
    const { withoutMode } = await import('@/components/layout/theme-toggle.client');
    expect(withoutMode('Switch between dark and light mode (currently {mode})')).toBe('Switch between dark and light mode');
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')), 'locales');
    for (const folder of fs.readdirSync(dir)) {
      const name = withoutMode(packaged(folder, 'theme.colorToggle.ariaLabel'));
      expect(name, folder).not.toMatch(/\{mode\}|[(（]\s*$/);
      expect(name.length, folder).toBeGreaterThan(0);
    }
  });
});
