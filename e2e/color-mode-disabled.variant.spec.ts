import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/), whose config switches the colour-mode toggle off.
test('with the toggle disabled, the stored choice is deleted and the default applies', async ({ page }) => {
  await page.goto(route('/'));
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});
