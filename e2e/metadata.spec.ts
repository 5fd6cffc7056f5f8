import { expect, route, test } from './fixtures';

const pages = [
  { path: '/', title: 'API Docs' },
  { path: '/markdown-page', title: 'Markdown page | API Docs' },
];

for (const { path, title } of pages) {
  test(`metadata on ${path}`, async ({ page, request }) => {
    await page.goto(route(path));
    await expect(page).toHaveTitle(title);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https?:\/\//);
    expect(new URL(canonical!).pathname).toBe(path === '/' ? route('/').replace(/\/$/, '') || '/' : route(path));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', canonical!);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', canonical!);

    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w+/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\w+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

    // The social card is a real image served under the base path.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https?:\/\/.+\.png$/);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });
}
