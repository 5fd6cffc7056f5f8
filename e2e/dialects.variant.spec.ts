import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/), which publishes tests/fixtures/dialects: a .md page read
// as MDX (the default markdown.format), a page whose front matter asks for CommonMark, and a doc,
// all written with MDX 1 habits (comments, `:::tip Title`, `{#id}`) and raw HTML.

test.beforeEach(async ({ page }) => {
  // The embeds point at a host the test machine cannot reach: answer them locally.
  await page.route('https://player.example.com/**', (request) => request.fulfill({ contentType: 'text/html', body: '<p>embedded</p>' }));
});

/** Text a reader would see that only unconverted syntax would put there. */
async function literalSyntax(page: import('@playwright/test').Page): Promise<string[]> {
  const text = await page.locator('main article').evaluate((article) => {
    const clone = article.cloneNode(true) as HTMLElement;
    // Code may show any syntax: that is what it is for.
    for (const code of Array.from(clone.querySelectorAll('pre, code'))) code.remove();
    return clone.innerText;
  });
  return ['<!--', '-->', ':::', '{#', '{/*', '<details', '<iframe', '<center', '<summary'].filter((needle) => text.includes(needle));
}

for (const { path, drawer, embed, tipTitle, ids } of [
  {
    path: '/dialects/mdx-page',
    drawer: 'Open the drawer',
    embed: '/embed/tour',
    tipTitle: 'What this page checks',
    ids: ['dialect-explicit', 'dialect-comment'],
  },
  {
    path: '/dialects/commonmark-page',
    drawer: 'Open the CommonMark drawer',
    embed: '/embed/commonmark',
    tipTitle: 'A legacy title in CommonMark',
    ids: ['commonmark-explicit', 'commonmark-comment'],
  },
]) {
  test(`${path}: raw HTML renders, legacy syntax converts, nothing shows literally`, async ({ page }) => {
    await page.goto(route(path));
    const article = page.locator('main article');

    const details = article.locator('details').filter({ hasText: drawer });
    await expect(details).toHaveCount(1);
    await expect(details).not.toHaveAttribute('open');
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open');
    await expect(details.getByText(/Markdown\.?$/)).toBeVisible();

    await expect(article.locator(`iframe[src$="${embed}"]`)).toHaveCount(1);
    await expect(article.locator('a[name]:not([href])')).toHaveCount(1);
    await expect(article.locator('center kbd').first()).toBeVisible();

    const tip = article.getByRole('note').filter({ hasText: tipTitle });
    await expect(tip).toHaveCount(1);
    await expect(tip).toContainText(tipTitle);

    for (const id of ids) {
      await expect(article.locator(`h2#${id}`)).toHaveCount(1);
      await page.goto(`${route(path)}#${id}`);
      await expect(article.locator(`h2#${id}`)).toBeInViewport();
    }
    expect(await literalSyntax(page)).toEqual([]);
  });
}

test('the MDX page turns HTML attributes into React props and never nests paragraphs', async ({ page }) => {
  await page.goto(route('/dialects/mdx-page'));
  const article = page.locator('main article');
  await expect(article.locator('button.dialect-button')).toHaveText('A plain button');
  await expect(article.locator('div.dialect-box')).toHaveCSS('padding-top', '4px');
  await expect(article.locator('div', { hasText: 'A paragraph written inside a raw p element.' }).locator('> p')).toHaveCount(1);
  expect(await article.locator('p p').count()).toBe(0);
  await expect(article.getByRole('button', { name: 'A button whose handler is removed' })).not.toHaveAttribute('onclick');
  await article.getByRole('button', { name: 'A button whose handler is removed' }).click();
  expect(await page.evaluate(() => (window as { __dialectHandler?: boolean }).__dialectHandler)).toBeUndefined();
  // The code block keeps what looks like legacy syntax.
  await expect(article.locator('pre').filter({ hasText: ':::note Code keeps its colons' })).toContainText('{#not-an-id}');
});

test('the CommonMark page drops the script and the javascript: URL, and keeps the table', async ({ page }) => {
  await page.goto(route('/dialects/commonmark-page'));
  const article = page.locator('main article');
  expect(await page.evaluate(() => (window as { __dialectScript?: boolean }).__dialectScript)).toBeUndefined();
  await expect(article.locator('script')).toHaveCount(0);
  const link = article.getByText('A link whose URL is removed');
  await expect(link).toBeVisible();
  expect(await link.evaluate((el) => el.closest('a')?.getAttribute('href') ?? null)).toBeNull();
  await expect(article.locator('table th')).toHaveText('Key');
  await expect(article.getByText('{curly braces}', { exact: false })).toBeVisible();
});

test('a doc written with MDX 1 syntax lists its explicit ids in the table of contents', async ({ page }) => {
  await page.goto(route('/docs/zz-dialects/legacy-syntax'));
  const article = page.locator('main article');
  await expect(article.getByRole('note').filter({ hasText: 'Written the old way' })).toHaveCount(1);
  await expect(article.locator('h2#legacy-first')).toHaveText(/First section/);
  await expect(article.locator('h2#legacy-second')).toHaveText(/Second section/);
  await expect(page.locator('a[href="#legacy-first"]').first()).toBeAttached();
  await expect(page.locator('a[href="#legacy-second"]').first()).toBeAttached();
  await article.locator('summary', { hasText: 'More about the second section' }).click();
  await expect(article.getByText('Hidden until opened.')).toBeVisible();
  expect(await literalSyntax(page)).toEqual([]);
});
