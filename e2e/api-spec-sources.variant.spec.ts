import { expect, route, test } from './fixtures';

// Specs as teams keep them (tests/fixtures/sites/test-build/apis.ts): tests/openapi/fixtures/multifile, a spec in
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

test("a spec's own sample, kept in a file of its own, comes first and stands in for the generated client of its language", async ({
  page,
}) => {
  await page.goto(route('/api/corpus/multifile'));
  const samples = page.locator('section[id="operation/getKite"] > aside');
  const tabs = samples.getByRole('radio');
  await expect(tabs.first()).toHaveAccessibleName('kitectl');
  await expect(samples).toContainText('kitectl fetch --id "$KITE_ID" --format json');
  // Shell is curl's language: the spec's sample takes curl's place, so no generated curl tab.
  await expect(samples.getByRole('radio', { name: 'curl', exact: true })).toHaveCount(0);
  await expect(page.locator('main')).toContainText('Kites are fetched by id');
});

test('schemas kept in files of their own are named after their files, and a discriminator mapping to a file names them', async ({
  page,
}) => {
  await page.goto(route('/api/corpus/multifile'));
  for (const name of ['box', 'delta', 'order']) await expect(page.locator(`[id="schema/${name}"]`)).toBeVisible();
  await expect(page.locator('main')).toContainText('Cells stacked one above the other.');
});
