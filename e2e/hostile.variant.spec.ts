import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { exportedRoutes } from './exported-routes';
import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/), which publishes tests/fixtures/hostile: a docs category
// and page, a blog post, author and tag, and an OpenAPI spec (/api/hostile) whose every field tries
// to inject markup (each attack is marked data-xss or alerts "xss-…"), beside right-to-left,
// zero-width, emoji and 306-character strings. Every page must show them as text, run nothing and
// keep its layout at phone width.

const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(9);
const RTL = 'مرحبا بالعالم שלום עולם';
const ZERO_WIDTH = 'zero\u200bwidth\u200cnon\u200djoiner';
const EMOJI = '👩🏽‍💻';

// Every exported page that carries a hostile string (the docs sidebar and the blog sidebar put
// them on most pages of the test build).
const hostileRoutes = exportedRoutes('out-test').filter((r) => {
  if (r === '/this-page-does-not-exist') return false;
  const file = path.join('out-test', r === '/' ? 'index.html' : `${r}.html`);
  return readFileSync(file, 'utf8').includes('xss-');
});

/** Elements, attributes and URLs that only an injection would put in the page. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (el.hasAttribute('data-xss')) found.push(`<${tag} data-xss>`);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`<${tag} ${attr.name}="${attr.value}">`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attr.name) && /^\s*(javascript|data):/i.test(attr.value)) {
          found.push(`<${tag} ${attr.name}="${attr.value}">`);
        }
      }
      if (
        (tag === 'script' || tag === 'style') &&
        /xss-|data-xss/.test(el.textContent ?? '') &&
        el.getAttribute('type') !== 'application/ld+json'
      ) {
        // Next's flight data (self.__next_f.push) carries the strings JSON-escaped, as data: not markup.
        if (!/^\s*\(?self\.__next_f/.test(el.textContent ?? '')) found.push(`<${tag}>${(el.textContent ?? '').slice(0, 80)}`);
      }
      if (tag === 'iframe' || tag === 'object' || tag === 'embed') found.push(`<${tag}>`);
    }
    return found;
  });
}

test('the test build publishes the hostile fixtures on many pages', () => {
  for (const expected of [
    '/docs/zz-hostile/hostile-strings',
    '/docs/category/hostile',
    '/blog/hostile-post',
    '/blog/authors/hostile',
    '/blog/tags/hostile',
    '/api/hostile',
  ]) {
    expect(hostileRoutes).toContain(expected);
  }
  expect(hostileRoutes.length).toBeGreaterThan(20);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [index, group] of [hostileRoutes.filter((_, i) => i % 2 === 0), hostileRoutes.filter((_, i) => i % 2 === 1)].entries()) {
    test(`no script runs, nothing is injected and nothing overflows, pages group ${index + 1} of 2`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 3_000);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${page.url()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      const problems: string[] = [];
      for (const path of group) {
        await page.goto(route(path));
        await page.waitForLoadState('load');
        for (const found of await injected(page)) problems.push(`${path}: ${found}`);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) problems.push(`${path}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('the text shows as written', () => {
  let dialogs: string[];
  test.beforeEach(({ page }) => {
    dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  test.afterEach(() => expect(dialogs).toEqual([]));

  test('a doc: title, sidebar label, Markdown, headings, code, tables and odd strings', async ({ page }) => {
    await page.goto(route('/docs/zz-hostile/hostile-strings'));
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`</title><script data-xss>alert('xss-title')</script> "quotes" &`);
    expect(await page.title()).toContain(`</title><script data-xss>alert('xss-title')</script>`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^"><svg onload=alert\('xss-meta'\) data-xss> zero/);
    await expect(main).toContainText(`<script data-xss>alert('xss-entity')</script>`);
    await expect(main.locator('code').first()).toHaveText(`<img src=x onerror=alert('xss-code') data-xss>`);
    await expect(
      page.getByRole('heading', { level: 2, name: /Heading <img src=x onerror=alert\('xss-heading'\) data-xss>/ }),
    ).toBeVisible();
    await expect(main).toContainText(`Right to left: ${RTL}`);
    await expect(main).toContainText(ZERO_WIDTH);
    await expect(main).toContainText(EMOJI);
    await expect(main.getByText(LONG_WORD).first()).toBeVisible();
    // The javascript: and data: links are text, not links.
    for (const text of ['a javascript: link', 'a data: link']) {
      await expect(main.getByRole('link', { name: text })).toHaveCount(0);
      await expect(main).toContainText(text);
    }
    // The sidebar and the table of contents show the same strings as text.
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar).toContainText(`<img src=x onerror=alert('xss-label') data-xss> ${RTL}`);
    await expect(sidebar).toContainText(`Hostile <img src=x onerror=alert('xss-category') data-xss>`);
    await expect(page.locator('a[data-toc-link]').first()).toContainText(`<img src=x onerror=alert('xss-heading') data-xss>`);
    expect(await injected(page)).toEqual([]);
  });

  test('the generated category index', async ({ page }) => {
    await page.goto(route('/docs/category/hostile'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`</title><script data-xss>alert('xss-index')</script>`);
    await expect(page.locator('main')).toContainText(`<svg onload=alert('xss-desc') data-xss> ${RTL}`);
    expect(await injected(page)).toEqual([]);
  });

  test('a post, its author and its tags', async ({ page }) => {
    await page.goto(route('/blog/hostile-post'));
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Post </title><script data-xss>alert('xss-post')</script> ${RTL}`);
    await expect(main).toContainText(`Eve <img src=x onerror=alert('xss-author') data-xss>`);
    await expect(main.getByRole('link', { name: /<script data-xss>alert\('xss-tag'\)<\/script>/ })).toBeVisible();
    await expect(main.getByRole('link', { name: `<img src=x onerror=alert('xss-inline-tag') data-xss>` })).toBeVisible();
    await expect(main).toContainText(`<script data-xss>alert('xss-post-body')</script>`);
    await expect(main.getByText(LONG_WORD).first()).toBeVisible();
    expect(await injected(page)).toEqual([]);

    await page.goto(route('/blog/authors/hostile'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Eve <img src=x onerror=alert('xss-author') data-xss> 🦊 ${EMOJI}`);
    await expect(page.locator('main')).toContainText(`</title><script data-xss>alert('xss-author-title')</script>`);
    expect(await injected(page)).toEqual([]);

    await page.goto(route('/blog/tags/hostile'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`<script data-xss>alert('xss-tag')</script>`);
    expect(await injected(page)).toEqual([]);
  });

  test('search results show the strings as text', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('onerror');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(dialog.getByRole('listbox')).toContainText(`<img src=x onerror=alert(`);
    expect(await injected(page)).toEqual([]);
  });

  test('the feeds are well-formed XML that carries the strings as text', async ({ page }) => {
    await page.goto(route('/blog/hostile-post'));
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
      const xml = await (await page.request.get(route(feed))).text();
      const title = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror')) return 'parse error';
        return Array.from(doc.querySelectorAll('item > title, entry > title'))
          .map((el) => el.textContent)
          .find((t) => t?.startsWith('Post '));
      }, xml);
      expect(title, feed).toContain(`Post </title><script data-xss>alert('xss-post')</script>`);
    }
  });

  test('the API reference: info, tags, summaries, parameters, enums, examples and schemas', async ({ page }) => {
    await page.goto(route('/api/hostile'));
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `Hostile </title><script data-xss>alert('xss-api-title')</script> API`,
    );
    await expect(main).toContainText('raw anchor');
    await expect(main).toContainText(`Things <img src=x onerror=alert('xss-tag') data-xss>`);
    await expect(main).toContainText(`<img src=x onerror=alert('xss-summary') data-xss> ${LONG_WORD.slice(0, 40)}`);
    await expect(main).toContainText(`<script data-xss>alert('xss-enum')</script>`);
    await expect(main).toContainText(`"'><svg onload=alert('xss-enum2') data-xss>`);
    await expect(main).toContainText(`</script><script data-xss>alert('xss-response-example')</script>`);
    await expect(main).toContainText(`q"><script data-xss>alert('xss-param-name')</script>`);
    await expect(main).toContainText(RTL);
    await expect(main).toContainText(EMOJI);
    // The sidebar lists the tag and the operation as text too.
    await expect(page.locator('[data-api-nav]').first()).toContainText(`Things <img src=x onerror=alert('xss-tag') data-xss>`);
    // Opening every expander reveals no markup either. (Descriptions are Markdown: their raw HTML is dropped.)
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => d.setAttribute('open', '')));
    await expect(main).toContainText(`Example: "<iframe data-xss src=javascript:alert('xss-prop-example')>"`);
    await expect(main).toContainText(`name${LONG_WORD}`);
    expect(await injected(page)).toEqual([]);
  });
});
