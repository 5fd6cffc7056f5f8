import type { Server } from 'node:http';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import { atRoute, basePath, expect, route, test } from './fixtures';

// Servers started here play other static hosts: a plain one that serves *.html files as they are
// (no redirects), and one that serves the export under the wrong base path.

function start(options: { basePath: string; redirectHtml: boolean }): Promise<{ server: Server; origin: string }> {
  return serveStatic({ root: 'out-test', ...options });
}

test.describe('.html normalisation', () => {
  test('our server redirects /page.html and /page/index.html to the clean URL', async ({ page }) => {
    for (const suffix of ['.html', '/index.html']) {
      const response = await page.goto(route(`/markdown-page${suffix}`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(atRoute('/markdown-page'));
      await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    }
  });

  test.describe('on a plain host', () => {
    let host: { server: Server; origin: string };
    test.beforeAll(async () => {
      host = await start({ basePath, redirectHtml: false });
    });
    test.afterAll(() => host.server.close());
    test.use({ allowedConsole: [/status of 404/] });

    test('/page.html shows the page and the address bar drops .html', async ({ page }) => {
      const response = await page.goto(`${host.origin}${route('/markdown-page.html')}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(atRoute('/markdown-page'));
      await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    });

    test('/page/index.html, answered with the 404 page, still shows the page at its clean URL', async ({ page }) => {
      const response = await page.goto(`${host.origin}${route('/markdown-page/index.html')}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(atRoute('/markdown-page'));
      await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    });
  });
});

test.describe('base-URL banner', () => {
  let wrong: { server: Server; origin: string };
  test.beforeAll(async () => {
    wrong = await start({ basePath: '/somewhere-else', redirectHtml: true });
  });
  test.afterAll(() => wrong.server.close());

  test.describe('served under another base path', () => {
    test.use({ allowedConsole: [/status of 404|Failed to load resource/] });
    for (const javaScriptEnabled of [true, false]) {
      test(`says so and what to set (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`${wrong.origin}/somewhere-else/markdown-page`);
        const banner = page.locator('#base-url-issue-banner');
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('This site did not load properly');
        await expect(banner).toContainText(`${basePath}/`);
        await expect(banner).toContainText('BASE_PATH');
        if (javaScriptEnabled) await expect(banner).toContainText('/somewhere-else/markdown-page');
        await context.close();
      });
    }
  });

  test('never shows in normal use, with or without JavaScript', async ({ page, browser }) => {
    await page.goto(route('/markdown-page'));
    await expect(page.locator('#base-url-issue-banner')).toBeHidden();
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${test.info().project.use.baseURL}${route('/markdown-page')}`);
    await expect(plain.locator('#base-url-issue-banner')).toBeHidden();
    await noJs.close();
  });
});

test.describe('storage unavailable', () => {
  test('logs one warning and the page keeps working', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('localStorage')) warnings.push(message.text());
    });
    await page.goto(route('/'));
    const bar = page.getByRole('region', { name: 'Announcement' });
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    await page.getByRole('link', { name: 'Source code on GitHub' }).hover();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Browser storage \(localStorage\) is not available/);
  });
});
