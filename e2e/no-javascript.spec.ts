import { expect, route, test } from './fixtures';

test.use({ javaScriptEnabled: false });

// Everything a reader needs is in the HTML: no content may wait for a script to be revealed.
for (const { path, heading } of [
  { path: '/', heading: 'API Docs' },
  { path: '/docs/tutorial-basics/markdown-features', heading: 'Markdown features' },
  { path: '/blog/long-blog-post', heading: 'How the API reference is built, step by step' },
  { path: '/api/calculator', heading: 'Calculator API' },
]) {
  test(`${path} reads fully without JavaScript`, async ({ page }) => {
    await page.goto(route(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('main [hidden] h2, [hidden] > main').length)).toBe(0);
    if (path !== '/') {
      const scrollable = await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight);
      expect(scrollable).toBe(true);
    }
  });
}

test('a deep link scrolls to its target without JavaScript', async ({ page }) => {
  await page.goto(route('/docs/tutorial-basics/markdown-features#tabs'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const top = (await page.locator('h2#tabs').boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(55);
  expect(top).toBeLessThan(140);
});
