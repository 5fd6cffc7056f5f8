import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { atRoute, expect, route, test } from './fixtures';
import { axeViolations, showColourMode } from './colour-mode-axe';

// Runs against out-minimal/ (tests/fixtures/sites/minimal), whose i18n block adds Arabic (right to
// left) and Chinese: i18n/<locale>/docusaurus-plugin-content-docs/current/ translates the overview
// in both, the install page in Arabic (outdated: its recorded source hash is not the source's), and
// nothing else, which falls back to English. Chinese is published at /zh/ (its baseUrl), not /zh-Hans/.
// Its blog has two posts; the first is translated into Arabic.

/** The Docusaurus team's text for a theme key in a locale (@docusaurus/theme-translations), read as the site reads it. */
function theme(folder: string, key: string, file = 'theme-common'): string {
  const dir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json'));
  return (JSON.parse(fs.readFileSync(path.join(dir, 'locales', folder, `${file}.json`), 'utf8')) as Record<string, string>)[key]!;
}

/**
 * For each link of the docs pager: the side of the pager it sits on, and the side of its title its
 * « or » glyph sits on. The glyph is text, so the bidi algorithm places it and, where it resolves to
 * right to left, draws its mirror (« as »): at the outer side it points to where its link sits.
 */
async function pagerArrows(page: Page): Promise<{ rel: string; link: string; arrow: string }[]> {
  // The pager by its links, not its name: the name is in the page's language.
  return page.locator('main nav:has(> a[rel="next"])').evaluate((nav) => {
    const side = (inner: DOMRect, outer: DOMRect) => (inner.x + inner.width / 2 < outer.x + outer.width / 2 ? 'left' : 'right');
    return [...nav.querySelectorAll('a')].map((link) => {
      const title = link.lastElementChild!;
      const text = [...title.childNodes].find((node) => /[«»]/.test(node.textContent ?? ''))!;
      const range = document.createRange();
      const at = text.textContent!.search(/[«»]/);
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return {
        rel: link.rel,
        link: side(link.getBoundingClientRect(), nav.getBoundingClientRect()),
        arrow: side(range.getBoundingClientRect(), title.getBoundingClientRect()),
      };
    });
  });
}

test.describe('a site in three locales (tests/fixtures/sites/minimal)', () => {
  test('the locale dropdown keeps the reader on the same page, and the outdated notice links the original', async ({ page }) => {
    await page.goto(route('/guide/getting-started/install'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'English' }).click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(atRoute('/ar/guide/getting-started/install'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تثبيت جيزمو' })).toBeVisible();
    const notice = page.locator('[data-translation="outdated"]');
    await expect(notice).toContainText('out of date');
    await expect(notice).toContainText('2026');
    await expect(notice.getByRole('link')).toHaveAttribute('href', route('/guide/getting-started/install'));
    // The translated doc's relative link stays in the locale; the navbar leads back to English on the same page.
    await expect(page.getByRole('main').getByRole('link', { name: 'الخطوات الأولى' })).toHaveAttribute(
      'href',
      route('/ar/guide/getting-started/first-steps'),
    );
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'العربية' }).click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(atRoute('/guide/getting-started/install'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the dropdown is links to the same page in each locale', async ({ page }) => {
      await page.goto(route('/zh/guide/reference/settings'));
      // The navbar's dropdown (the mobile menu has the same list).
      const links = page.locator('details.locale-menu:not(.version-menu--mobile) a[data-locale]');
      await expect(links).toHaveCount(3);
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
        route('/guide/reference/settings'),
        route('/ar/guide/reference/settings'),
        route('/zh/guide/reference/settings'),
      ]);
    });
  });

  test('an untranslated doc shows the original in the locale’s chrome, with a notice', async ({ page }) => {
    await page.goto(route('/ar/guide/reference/settings'));
    const notice = page.locator('[data-translation="missing"]');
    await expect(notice.getByRole('link')).toHaveAttribute('href', route('/guide/reference/settings'));
    // The original's text, marked as English inside the Arabic page.
    const article = page.locator('article');
    await expect(article).toHaveAttribute('lang', 'en');
    await expect(article.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // The sidebar is the locale's: translated labels (current.json, front matter) and links, and its
    // name in Arabic (the Docusaurus team's translation: the site's code.json has none).
    const sidebar = page.locator('aside').getByRole('navigation', { name: theme('ar', 'theme.docs.sidebar.navAriaLabel') });
    await expect(sidebar.getByRole('button', { name: 'المرجع', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'نظرة عامة' })).toHaveAttribute('href', route('/ar/guide'));
    // The navbar's links, written for English, lead to the locale's pages; its title is navbar.json's.
    await expect(page.locator('a.navbar__brand').first()).toHaveAttribute('href', route('/ar'));
    await expect(page.locator('a.navbar__brand .navbar__title').first()).toHaveText('دليل جيزمو');
    // Search engines get the original, not a copy: canonical to it, and no Arabic alternate.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/guide\/reference\/settings$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(0);
  });

  test('a translated page names every translation and x-default', async ({ page }) => {
    await page.goto(route('/ar/guide'));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', route('/guide')],
        ['ar', route('/ar/guide')],
        ['zh-Hans', route('/zh/guide')],
        ['x-default', route('/guide')],
      ]),
    );
  });

  test('the right-to-left layout mirrors, keeps code left to right, and passes axe in both colour modes', async ({ page }, testInfo) => {
    await page.goto(route('/ar/guide'));
    const sidebar = await page.locator('aside').first().boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(main!.x);
    // The navbar mirrors too: the brand at the right edge, the locale menu left of it.
    const brand = await page.locator('a.navbar__brand:visible').boundingBox();
    const menu = await page.locator('details.locale-menu:visible').boundingBox();
    expect(brand!.x).toBeGreaterThan(menu!.x);
    expect(
      await page
        .locator('article pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).direction),
    ).toBe('ltr');
    for (const mode of ['light', 'dark'] as const) {
      await showColourMode(page, mode);
      expect(await axeViolations(page), mode).toEqual([]);
      // For a reader's eye in the report: the mirrored page in each mode.
      await testInfo.attach(`rtl-${mode}.png`, { body: await page.screenshot(), contentType: 'image/png' });
    }
  });

  test('arrows point along the reading direction: the docs pager’s glyphs and the mobile menu’s icons', async ({ page }) => {
    await page.goto(route('/guide/getting-started/install'));
    expect(await pagerArrows(page)).toEqual([
      { rel: 'prev', link: 'left', arrow: 'left' },
      { rel: 'next', link: 'right', arrow: 'right' },
    ]);
    // Right to left: Previous on the right, its arrow at its right pointing there; an English
    // (fallback) title in the Next link keeps its arrow at the outer side too.
    await page.goto(route('/ar/guide/getting-started/install'));
    expect(await pagerArrows(page)).toEqual([
      { rel: 'prev', link: 'right', arrow: 'right' },
      { rel: 'next', link: 'left', arrow: 'left' },
    ]);
    // The chrome's words are Arabic: the pager, the TOC's title, the skip link.
    const pager = page.getByRole('navigation', { name: theme('ar', 'theme.docs.paginator.navAriaLabel') });
    await expect(pager.locator('a[rel="prev"]')).toContainText(theme('ar', 'theme.docs.paginator.previous'));
    await expect(pager.locator('a[rel="next"]')).toContainText(theme('ar', 'theme.docs.paginator.next'));
    await expect(page.locator('a.skip-link')).toHaveText(theme('ar', 'theme.common.skipToMainContent'));
    // Icons are pictures, which no bidi algorithm mirrors: the menu's back and forward arrows turn round.
    await page.setViewportSize({ width: 390, height: 800 });
    for (const [path, transform, back] of [
      ['/guide', 'none', 'Back to main menu'],
      [
        '/ar/guide',
        'matrix(-1, 0, 0, 1, 0, 0)',
        theme('ar', 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel').replace(/^←\s*/, ''),
      ],
    ]) {
      await page.goto(route(path!));
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      const arrow = menu.locator('.mobile-menu__back svg');
      expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform), `back arrow on ${path}`).toBe(transform);
      await menu.getByRole('button', { name: back }).click();
      expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform), `forward arrow on ${path}`).toBe(transform);
    }
  });

  test('a translated blog post: in the locale, dated in its format, in its list, with hreflang, and kept by the dropdown', async ({
    page,
  }) => {
    await page.goto(route('/ar/blog'));
    const list = page.getByRole('main');
    // The list in the locale: the translated post by its Arabic title, the other as the original (fallback).
    const translated = list.getByRole('link', { name: 'جيزمو في الطريق إليكم' }).first();
    await expect(translated).toHaveAttribute('href', route('/ar/blog/2026/01/10/gizmo-ships'));
    await expect(list.getByRole('link', { name: 'Pocket mode' }).first()).toHaveAttribute('href', route('/ar/blog/2026/02/14/pocket-mode'));
    await translated.click();
    await expect(page).toHaveURL(atRoute('/ar/blog/2026/01/10/gizmo-ships'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'جيزمو في الطريق إليكم' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('صندوق بحجم الجيب');
    // Its date in Arabic, as the locale writes it (the runtime that built the site formats it the same way).
    const time = page.getByRole('main').locator('time').first();
    const day = new Date((await time.getAttribute('datetime'))!);
    const arabic = new Intl.DateTimeFormat('ar', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day);
    expect(arabic).not.toBe(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day),
    );
    await expect(time).toHaveText(arabic);
    // Alternates: the original and the Arabic translation; Chinese only falls back, so it is none.
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
    expect(alternates.toSorted()).toEqual(
      [
        ['ar', route('/ar/blog/2026/01/10/gizmo-ships')],
        ['en', route('/blog/2026/01/10/gizmo-ships')],
        ['x-default', route('/blog/2026/01/10/gizmo-ships')],
      ].toSorted(),
    );
    // The locale dropdown keeps the post.
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'العربية' }).click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(atRoute('/blog/2026/01/10/gizmo-ships'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Gizmo ships' })).toBeVisible();
  });

  test('search in Chinese finds a word inside a sentence, in the locale’s own index', async ({ page }) => {
    await page.goto(route('/zh/guide'));
    await page.getByRole('button', { name: theme('zh-Hans', 'theme.SearchBar.label', 'theme-search-algolia'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('口袋');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText('小工具概述');
    await first.click();
    await expect(page).toHaveURL(atRoute('/zh/guide'));
  });

  test('each locale has its llms.txt without fallback copies, and a status page for its translators', async ({ request }) => {
    const llms = await (await request.get(route('/ar/llms.txt'))).text();
    expect(llms).toContain(`${route('/ar/guide/getting-started/install.md')})`);
    expect(llms).not.toContain(route('/ar/guide/reference/settings.md'));
    expect(await (await request.get(route('/llms.txt'))).text()).toContain(`${route('/ar/llms.txt')})`);
    // Chinese lives in its baseUrl's folder only.
    expect(await (await request.get(route('/zh/llms.txt'))).text()).toContain(`${route('/zh/guide.md')})`);
    expect((await request.get(route('/zh-Hans/guide'))).status()).toBe(404);
    const status = await (await request.get(route('/ar/translation-status'))).text();
    expect(status).toContain('noindex');
    expect([...status.matchAll(/<tr data-state="([^"]+)"/g)].map((m) => m[1])[0]).toBe('outdated');
  });

  test.describe('a URL no page has under a locale', () => {
    // The page's own request answers 404, as a static host answers it; any other console error still fails the test.
    test.use({ allowedConsole: [/status of 404 \(Not Found\)$/] });

    test('gets the one 404 page, which hydrates without an error and then reads in that locale', async ({ page }) => {
      // 404.html is rendered for the default locale while the pathname names Arabic: words switched while
      // hydrating were a mismatch (React #418, which the console fixture fails on).
      await page.goto(route('/ar/no-such-page'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('navigation', { name: 'Main' }).locator('summary')).toHaveText(['العربية', 'العربية']);
    });
  });
});
