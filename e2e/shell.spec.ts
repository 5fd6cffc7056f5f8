import { atRoute, basePath, expect, route, test } from './fixtures';

test.describe('layout shell', () => {
  test('the skip link is the first focusable element and jumps to the main content', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('the navbar links the two API references on the left, and brand goes home', async ({ page }) => {
    // Next fetches the home page's payload from "<base>.txt", a 404 on static hosts (vercel/next.js#73427).
    // A data-saving reader gets no prefetch, so the click itself must not need that payload.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
      });
    });
    const strayPayloads: string[] = [];
    page.on('request', (request) => {
      if (basePath && new URL(request.url()).pathname.startsWith(`${basePath}.txt`)) strayPayloads.push(request.url());
    });
    await page.goto(route('/markdown-page'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Word API' })).toHaveAttribute('href', route('/api/word'));
    await expect(nav.getByRole('link', { name: 'Calculator API' })).toHaveAttribute('href', route('/api/calculator'));
    const left = await nav.locator('.navbar__inner > .navbar__items a').allTextContents();
    expect(left.slice(0, 2)).toEqual(['Word API', 'Calculator API']);
    await expect(nav.getByRole('link', { name: 'Source code on GitHub' })).toHaveAttribute('target', '_blank');
    await nav
      .getByRole('link', { name: /API Docs/ })
      .first()
      .click();
    await expect(page).toHaveURL(atRoute('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'API Docs' })).toBeVisible();
    expect(strayPayloads).toEqual([]);
  });

  test('the navbar stays at the top while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(route('/markdown-page'));
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const box = await page.locator('#navbar').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('the footer has Docs, Community and More columns and a copyright line', async ({ page }) => {
    await page.goto(route('/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Docs', 'Community', 'More']);
    await expect(footer.getByRole('link', { name: 'Tutorial' })).toHaveAttribute('href', route('/docs/intro'));
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', route('/blog'));
    const community = footer.locator('section').filter({ hasText: 'Community' }).getByRole('link');
    await expect(community).toHaveCount(3);
    for (const link of await community.all()) await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(footer).toContainText(/Copyright ©/);
  });

  test('the home page has a hero with a call to action and a features section', async ({ page }) => {
    await page.goto(route('/'));
    await expect(page.getByRole('link', { name: 'Start the tutorial' })).toHaveAttribute('href', route('/docs/intro'));
    await expect(page.getByRole('region', { name: 'Features' }).getByRole('heading', { level: 2 })).toHaveCount(3);
  });

  test('the markdown page renders MDX with heading anchors and base-path links', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    const anchor = page.getByRole('link', { name: 'Direct link to What a page like this is for' });
    await expect(anchor).toHaveAttribute('href', '#what-a-page-like-this-is-for');
    await expect(anchor).toHaveAttribute('title', 'Direct link to What a page like this is for');
    await expect(page.locator('main table')).toBeVisible();
    await expect(page.getByRole('link', { name: 'the tutorial' })).toHaveAttribute('href', route('/docs/intro'));
  });

  test.describe('not found', () => {
    // The browser logs the document's own 404 status; that is the point of this test.
    test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });

    test('an unknown path answers 404 with the not-found page', async ({ page }) => {
      const response = await page.goto(route('/no/such/page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).toHaveCount(1);
      await expect(robots).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  });
});

test.describe('announcement bar', () => {
  test('dismissal is remembered across reloads', async ({ page }) => {
    await page.goto(route('/'));
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('announcement.dismiss'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });

  test('a bar with a new id shows again to readers who dismissed the old one', async ({ page }) => {
    await page.goto(route('/'));
    const currentId = await page.evaluate(() => localStorage.getItem('announcement.id'));
    expect(currentId).toBeTruthy();
    await page.evaluate(() => {
      localStorage.setItem('announcement.id', 'an-older-announcement');
      localStorage.setItem('announcement.dismiss', 'true');
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('announcement.id'))).toBe(currentId);
    expect(await page.evaluate(() => localStorage.getItem('announcement.dismiss'))).toBeNull();
  });
});
