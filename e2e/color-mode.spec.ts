import type { Page } from '@playwright/test';
import { expect, route, test } from './fixtures';

const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode \(currently/ });
const mode = (page: Page) => page.locator('html').getAttribute('data-theme');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test.describe('colour mode', () => {
  test('defaults to light with nothing stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(route('/'));
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await mode(page)).toBe('light');
    expect(await stored(page)).toBeNull();
  });

  test('the toggle cycles light → dark → system → light and says which is active', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(route('/'));
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    expect(await stored(page)).toBe('system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBe('light');
  });

  test('the choice survives a reload and is applied before first paint', async ({ page }) => {
    await page.goto(route('/'));
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Record the theme the document has when the body is first parsed, before any React code runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstTheme: string | null }).firstTheme = document.documentElement.getAttribute('data-theme');
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstTheme: string | null }).firstTheme)).toBe('dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(27, 27, 29)');
  });

  test('a change made in another tab is followed', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(route('/'));
    await second.goto(route('/markdown-page'));
    await toggle(first).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(second)).toHaveAccessibleName(/currently dark mode/);
  });

  test('with system chosen the page follows the OS preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route('/'));
    await page.evaluate(() => localStorage.setItem('theme', 'system'));
    await page.reload();
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
