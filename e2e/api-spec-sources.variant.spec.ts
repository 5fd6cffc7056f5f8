import { expect, route, test } from './fixtures';

// Specs as teams keep them (lib/config/test-build.ts): tests/openapi/fixtures/multifile, a spec in
// several files, and tests/openapi/fixtures/overlay, a generated spec documented by an overlay.

test('a spec split over several files renders as one reference', async ({ page }) => {
  await page.goto(route('/api/corpus/multifile'));
  await expect(page.locator('main')).toContainText('List the kites on the rack');
  await expect(page.locator('main')).toContainText('Fetch one kite');
  await expect(page.locator('main')).toContainText('Something went wrong in the workshop.');
});

test("an overlay's words show on the page", async ({ page }) => {
  await page.goto(route('/api/corpus/overlaid'));
  await expect(page.locator('main')).toContainText('Ring, tune and count the bells of the tower.');
  await expect(page.locator('main')).toContainText('List every bell in the tower');
});
