import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/), which publishes tests/fixtures/mdx: a doc that imports
// every kind of module a Docusaurus site imports in MDX. HTML written in the MDX is sanitised
// (lib/mdx/raw-html.ts drops data-* attributes), so the fixture marks its plain elements by id. The fixtures' test object fails on any
// console error or hydration warning, so the site component's hydration is checked too.

test.describe('MDX imports', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(route('/docs/mdx-imports'));
  });

  test('theme components render in the HTML: tabs with their tab list, admonition, code block, details, heading', async ({ page }) => {
    const article = page.locator('article');
    await expect(article.getByRole('tablist')).toBeVisible();
    await article.getByRole('tab', { name: 'Steel kettle' }).click();
    await expect(article.getByText('The steel kettle hums.')).toBeVisible();
    await expect(article.getByRole('note', { name: 'Kettle advice' })).toContainText('Descale the kettle');
    await expect(article.locator('[data-codeblock]').filter({ hasText: 'brew.js' })).toContainText("const tea = brew('oolong');");
    await article.getByText('Why copper?').click();
    await expect(article.getByText('Copper spreads the heat evenly.')).toBeVisible();
    await expect(article.locator('h3#made-by-heading')).toHaveText(/A heading made by Heading/);
  });

  test('the inline TOC lists the headings, and links keep the base path', async ({ page }) => {
    const toc = page.locator('[data-toc-inline]');
    await expect(toc.getByRole('link')).toHaveText([
      'Theme components',
      'Links and URLs',
      "The site's own modules",
      'A partial',
      'This category',
    ]);
    await expect(page.locator('[data-fixture="docusaurus-link"]')).toHaveAttribute('href', route('/docs/intro'));
    await expect(page.locator('[data-fixture="base-url"]')).toHaveAttribute('href', route('/img/logo.svg'));
    const image = page.locator('[data-fixture="imported-image"]');
    await expect(image).toHaveAttribute('src', route('/assets/files/content/docs/mdx-imports/_pixel.png'));
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(page.locator('[data-fixture="required-image"]')).toHaveAttribute(
      'src',
      route('/assets/files/content/docs/mdx-imports/_pixel.png'),
    );
    const mark = page.getByRole('img', { name: 'A blue mark' });
    await expect(mark).toHaveAttribute('src', route('/assets/files/content/docs/mdx-imports/_mark.svg'));
    expect(await mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
  });

  test("the site's own component renders in the HTML and hydrates; data, helpers, text and partials come from the server", async ({
    page,
  }) => {
    const counter = page.locator('[data-fixture="counter"]');
    await expect(counter).toContainText('Lanterns lit: 3');
    await counter.getByRole('button', { name: 'Light one more' }).click();
    await expect(counter).toContainText('Lanterns lit: 4');
    await expect(page.locator('#fixture-helper')).toHaveText('QUIET LANTERN!');
    await expect(page.locator('#fixture-export-const')).toHaveText('42');
    await expect(page.locator('#fixture-json li')).toHaveText(['Paper lantern', 'Stone lantern']);
    await expect(page.locator('#fixture-raw')).toHaveText('lantern --light --all');
    await expect(page.getByRole('heading', { name: 'Greetings from a partial' })).toBeVisible();
    await expect(page.getByText('Hello, Ada! This paragraph lives in a partial file.')).toBeVisible();
    await expect(page.getByText('The partial has 1 heading of its own.')).toBeVisible();
  });

  test("as on Docusaurus: a component's required video and image are URLs, a CSS module's bare selectors apply, a site plugin's data shows as text", async ({
    page,
    request,
  }) => {
    // 0mods/docsweb: `require('@site/static/x.mp4').default` in a component, and a CSS module of `:root` / `[data-theme]` rules.
    const src = await page.locator('[data-fixture="video"]').getAttribute('src');
    expect(src).toMatch(new RegExp(`^${route('/')}.*\\.mp4$`));
    expect((await request.get(src!)).status()).toBe(200);
    const image = page.locator('[data-fixture="component-image"]');
    expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1);
    const theme = await page.locator('html').getAttribute('data-theme');
    await expect(page.locator('[data-fixture="counter"]')).toHaveCSS(
      'border-left-color',
      theme === 'dark' ? 'rgb(250, 170, 40)' : 'rgb(200, 120, 0)',
    );
    // 3psLCCA: the site's own plugin set it in contentLoaded; its `</script>` is text, and nothing ran.
    await expect(page.locator('[data-fixture="plugin-data"]')).toHaveText(
      'Latest release: v2.0 </script><script>window.__pwned = 1</script><!--',
    );
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a JSX table with header cells straight in <thead> gets its row, so the page hydrates (no React #418)', async ({ page }) => {
    const table = page.locator('article table').filter({ hasText: 'Wick' });
    await expect(table.locator('thead > tr > th')).toHaveText(['Lantern', 'Wick']);
    await expect(table.locator('tbody > tr > td:first-child')).toHaveText(['Paper lantern', 'Stone lantern']);
  });

  test("DocCardList on a category's own page lists the category", async ({ page }) => {
    const card = page.locator('article').getByRole('link', { name: /A second page/ });
    await expect(card).toHaveAttribute('href', route('/docs/mdx-imports/second-page'));
    await expect(card).toContainText("The category's other page, listed by DocCardList.");
  });

  test('no import statement reaches the page as text', async ({ page }) => {
    await expect(page.locator('article')).not.toContainText("from '@theme/");
    await expect(page.locator('article')).not.toContainText(/import [\w{}, ]+ from/);
  });
});

test('the helper module never ships to the browser', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await page.goto(route('/docs/mdx-imports'));
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((text) => text.includes('toUpperCase()}!'))).toBe(false);
  expect(scripts.some((text) => text.includes('Light one more'))).toBe(true);
});
