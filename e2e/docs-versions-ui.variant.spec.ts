import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/): the demo's docs are the current and last version ("Next")
// at /docs, with versions 1.0.0 and 0.9.0 (tests/fixtures/versioned-docs/site); the navbar has a
// docsVersionDropdown on the right. What readers get: the dropdown, the banner, the badge, the
// preferred version and search by version.

const PREFERRED = 'docs-preferred-version-default';
const dropdown = (page: Page) => page.locator('#navbar details.version-menu:not(.version-menu--mobile)');

test.describe('docs version dropdown', () => {
  test('lists every version, keeps the doc where the version has it, marks the active one and ends with All versions', async ({ page }) => {
    await page.goto(route('/docs/1.0.0/intro'));
    const menu = dropdown(page);
    const toggle = menu.locator('summary');
    await expect(toggle).toHaveText('1.0.0');
    // The links are in the HTML, closed or open: they work without JavaScript (a <details> opens by itself).
    const links = menu.locator('a');
    await expect(links).toHaveText(['Next', '1.0.0', '0.9.0', 'All versions']);
    await expect(links.nth(0)).toHaveAttribute('href', route('/docs/intro'));
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(links.nth(2)).toHaveAttribute('href', route('/docs/0.9.0/intro'));
    await expect(links.nth(3)).toHaveAttribute('href', route('/versions'));

    // A doc the current version lacks: its main doc instead.
    await page.goto(route('/docs/1.0.0/versioned-kiln'));
    await expect(dropdown(page).locator('a', { hasText: 'Next' })).toHaveAttribute('href', route('/docs/intro'));
    await expect(dropdown(page).locator('a', { hasText: '0.9.0' })).toHaveAttribute('href', route('/docs/0.9.0/versioned-kiln'));
  });

  test('opens with the keyboard, closes with Escape, and choosing a version goes to the same doc there', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    const toggle = dropdown(page).locator('summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).not.toHaveAttribute('open', '');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await dropdown(page).getByRole('link', { name: '1.0.0' }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/docs/1.0.0/intro')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to release 1.0.0' })).toBeVisible();
  });

  test("a page carries no version's docs: its HTML links this doc in each version, the first opening reads the shared file", async ({
    page,
    request,
  }) => {
    // Issue 29: the other versions' docs are not in the page, only this doc's link in each version.
    const html = await (await request.get(route('/docs/1.0.0/intro'))).text();
    expect(html).toContain(`href="${route('/docs/0.9.0/intro')}"`);
    expect(html).not.toContain(route('/docs/0.9.0/versioned-kiln'));
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/versions/')) files.push(request.url());
    });
    await page.goto(route('/docs/1.0.0/versioned-kiln'));
    const link = (name: string) => dropdown(page).locator('a', { hasText: name });
    await expect(link('0.9.0')).toHaveAttribute('href', route('/docs/0.9.0/versioned-kiln'));
    // A client navigation: the HTML's links were the last page's; until the file is read, each version's main doc.
    await page.getByRole('link', { name: 'welcome page' }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/docs/1.0.0/intro')}$`));
    await expect(link('0.9.0')).toHaveAttribute('href', route('/docs/0.9.0/intro'));
    expect(files).toEqual([]);
    await dropdown(page).locator('summary').click();
    await expect.poll(() => files.length).toBe(1);
    await page.goBack();
    await expect(link('0.9.0')).toHaveAttribute('href', route('/docs/0.9.0/versioned-kiln'));
    await expect(link('Next')).toHaveAttribute('href', route('/docs/intro'));
    expect(files).toHaveLength(1);
  });

  test('the generated versions page lists each version with its status', async ({ page }) => {
    await page.goto(route('/versions'));
    const rows = page.locator('tr[data-version]');
    await expect(rows.first()).toContainText('Latest');
    await expect(page.locator('tr[data-version="1.0.0"]')).toContainText('No longer maintained');
    await expect(page.locator('tr[data-version="1.0.0"]').getByRole('link')).toHaveAttribute('href', route('/docs/1.0.0/intro'));
  });
});

test.describe('version banner and badge', () => {
  test('an unmaintained version says so and links to the same doc in the latest version; the badge names the version', async ({ page }) => {
    await page.goto(route('/docs/1.0.0/intro'));
    const banner = page.getByRole('complementary', { name: 'Version notice' });
    await expect(banner).toContainText('which is no longer actively maintained.');
    await expect(banner).toContainText('1.0.0');
    await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', route('/docs/intro'));
    await expect(page.getByText('Version: 1.0.0', { exact: true })).toBeVisible();

    await page.goto(route('/docs/1.0.0/versioned-kiln'));
    await expect(page.getByRole('complementary', { name: 'Version notice' }).getByRole('link', { name: 'latest version' })).toHaveAttribute(
      'href',
      route('/docs/intro'),
    );
  });

  test('an unreleased version says so; the last version has no banner', async ({ page }) => {
    await page.goto(route('/versioned-community/next'));
    await expect(page.getByRole('complementary', { name: 'Version notice' })).toContainText('This is unreleased documentation for');
    await expect(page.getByRole('complementary', { name: 'Version notice' }).getByRole('link', { name: 'latest version' })).toHaveAttribute(
      'href',
      route('/versioned-community'),
    );
    await page.goto(route('/docs/intro'));
    await expect(page.getByRole('complementary', { name: 'Version notice' })).toHaveCount(0);
  });
});

test.describe('preferred version', () => {
  test('choosing 1.0.0 makes the navbar docs link land in 1.0.0; the HTML link points at the last version', async ({ page, request }) => {
    const html = await (await request.get(route('/blog'))).text();
    expect(html).toContain(`href="${route('/docs/intro')}"`);

    await page.goto(route('/docs/intro'));
    await dropdown(page).locator('summary').click();
    await dropdown(page).getByRole('link', { name: '1.0.0' }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/docs/1.0.0/intro')}$`));
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('1.0.0');

    await page.goto(route('/blog'));
    const tutorial = page.locator('#navbar .navbar__items').getByRole('link', { name: 'Tutorial' });
    await expect(tutorial).toHaveAttribute('href', route('/docs/1.0.0/intro'));
    await expect(dropdown(page).locator('summary')).toHaveText('1.0.0');
    await tutorial.click();
    await expect(page).toHaveURL(new RegExp(`${route('/docs/1.0.0/intro')}$`));
  });

  test('a saved name that matches no version is deleted', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '0.1.0-gone');
        sessionStorage.setItem('seeded', '1');
      }
    }, PREFERRED);
    await page.goto(route('/blog'));
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBeNull();
    await expect(page.locator('#navbar .navbar__items').getByRole('link', { name: 'Tutorial' })).toHaveAttribute(
      'href',
      route('/docs/intro'),
    );
  });
});

test('search answers from the version being read first and labels results from other versions', async ({ page }) => {
  await page.goto(route('/docs/1.0.0/intro'));
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('kiln');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  const docs = await options.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('href'), node.querySelector('[data-search-result-version]')?.textContent ?? null]),
  );
  const versioned = docs.filter(([href]) => href?.includes('/docs/'));
  expect(versioned[0]![0]).toContain('/docs/1.0.0/');
  expect(versioned[0]![1]).toBeNull();
  const other = versioned.find(([href]) => href?.includes('/docs/0.9.0/'));
  expect(other?.[1]).toBe('Version 0.9.0');
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`axe: versioned doc with the dropdown open, ${mode} mode at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: mode });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(route('/docs/1.0.0/intro'));
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
      if (width > 500) await dropdown(page).locator('summary').click();
      else {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.getByRole('button', { name: /Back to main menu/ }).click();
        await page.locator('#mobile-menu details.version-menu summary').click();
        await expect(page.locator('#mobile-menu details.version-menu').getByRole('link', { name: '0.9.0' })).toBeVisible();
      }
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
