import { expect, route, test } from './fixtures';

test('a docs link to an API operation lands on the operation below the navbar', async ({ page }) => {
  await page.goto(route('/docs/tutorial-basics/markdown-features'));
  const link = page.getByRole('link', { name: 'POST /api/calc/divide' });
  await expect(link).toHaveAttribute('href', route('/api/calculator#operation/divide'));
  await link.click();
  await expect(page).toHaveURL(/\/api\/calculator#operation\/divide$/);
  const target = page.locator('[id="operation/divide"]');
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(55);
  expect((await target.boundingBox())!.y).toBeLessThan(200);
});
