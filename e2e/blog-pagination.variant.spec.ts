import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/, tests/fixtures/sites/test-build/site.config.ts), where the blog shows two posts a
// page, so the four posts span two pages of an author and of a tag, and with the hostile fixture
// post (the oldest, tests/fixtures/hostile) three pages of the list.

async function titles(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('main article h2').allInnerTexts();
}

test('the blog list pages forward and back', async ({ page }) => {
  await page.goto(route('/blog'));
  expect(await titles(page)).toEqual(['Welcome to the new API Docs site', 'An MDX post with a live word counter']);
  const pager = page.getByRole('navigation', { name: 'Blog list pages' });
  await expect(pager).toContainText('Page 1 of 3');
  await expect(pager.getByRole('link', { name: /Newer entries/ })).toHaveCount(0);
  await pager.getByRole('link', { name: /Older entries/ }).click();
  await expect(page).toHaveURL(route('/blog/page/2'));
  expect(await titles(page)).toEqual(['How the API reference is built, step by step', 'First blog post']);
  await expect(page.getByRole('navigation', { name: 'Blog list pages' })).toContainText('Page 2 of 3');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route('/blog/page/2')}$`));
  await page.getByRole('link', { name: /Newer entries/ }).click();
  await expect(page).toHaveURL(route('/blog'));
  expect(await titles(page)).toHaveLength(2);
  expect((await page.request.get(route('/blog/page/3'))).status()).toBe(200);
  expect((await page.request.get(route('/blog/page/4'))).status()).toBe(404);
});

test('author and tag pages paginate under their own URLs', async ({ page }) => {
  await page.goto(route('/blog/authors/mara'));
  expect(await titles(page)).toEqual(['Welcome to the new API Docs site', 'An MDX post with a live word counter']);
  await page.getByRole('link', { name: /Older entries/ }).click();
  await expect(page).toHaveURL(route('/blog/authors/mara/page/2'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Okafor');
  expect(await titles(page)).toEqual(['First blog post']);

  await page.goto(route('/blog/authors/all-jonas-articles/page/2'));
  expect(await titles(page)).toEqual(['How the API reference is built, step by step']);

  await page.goto(route('/blog/tags/hello/page/2'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('3 posts tagged with "Hello"');
  expect(await titles(page)).toEqual(['How the API reference is built, step by step']);
});
