import { atRoute, expect, route, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const menuButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Open navigation menu' });
const menu = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Navigation menu' });

test.describe('mobile menu', () => {
  test('holds the navbar items and hides them from the bar', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await expect(page.locator('.navbar__inner > .navbar__items')).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Word API' })).toHaveAttribute('href', route('/api/word'));
    await expect(menu(page).getByRole('link', { name: 'Calculator API' })).toBeVisible();
  });

  test('Esc closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(page).toHaveURL(atRoute('/markdown-page'));
  });

  test('an overlay click closes it', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await menuButton(page).click();
    await page.getByTestId('menu-overlay').click({ position: { x: 370, y: 400 } });
    await expect(menu(page)).toBeHidden();
  });

  test('browser back closes it and stays on the page', async ({ page }) => {
    await page.goto(route('/'));
    await page.goto(route('/markdown-page'));
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(atRoute('/markdown-page'));
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    // One more back leaves the page as usual.
    await page.goBack();
    await expect(page).toHaveURL(atRoute('/'));
  });

  test('a link click closes it and navigates', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await menuButton(page).click();
    await menu(page)
      .getByRole('link', { name: /API Docs/ })
      .click();
    await expect(page).toHaveURL(atRoute('/'));
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'API Docs' })).toBeVisible();
  });

  test('focus is trapped inside while it is open', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await menuButton(page).click();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);
  });

  test('it is forced closed at desktop width and the button is gone', async ({ page }) => {
    await page.goto(route('/markdown-page'));
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeHidden();
    // Closed in state, not only hidden by CSS: it stays closed when the window narrows again.
    await expect(page.locator('.navbar__menu-button')).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menu(page)).toBeHidden();
  });
});
