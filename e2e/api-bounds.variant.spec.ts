import { expect, route, test } from './fixtures';

// tests/openapi/fixtures/bounds.yaml: a generated response sample of about 40 KB, shown cut
// (lib/openapi/samples/bounds.ts) with the whole text a download away.

test('a long sample shows its start, says how much is left out and downloads whole', async ({ page, request }) => {
  await page.goto(route('/api/corpus/bounds'));
  const panel = page.locator('section[id="operation/getTree"]').getByRole('complementary');
  await expect(panel).toContainText(/The first \d+ of [\d,]+ lines\./);
  const download = panel.getByRole('link', { name: /Download the whole application\/json \(\d+ KB\)/ });
  await expect(download).toHaveAttribute('download', '');
  // No copy button for the cut sample: it would copy only the start. The short ones keep theirs.
  await expect(panel.locator('details [data-copy-source]').getByRole('button')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Copy the curl sample/ })).toBeVisible();

  const response = await request.get(new URL((await download.getAttribute('href'))!, page.url()).href);
  expect(response.status()).toBe(200);
  const whole = await response.text();
  expect(JSON.parse(whole)).toHaveProperty('bough12.twig12.price');
  const shown = (await panel.locator('details pre').textContent())!;
  expect(whole.length).toBeGreaterThan(shown.length * 5);
  expect(whole.startsWith(shown.trimEnd())).toBe(true);
});

test('a short sample is shown whole, with no download', async ({ page }) => {
  await page.goto(route('/api/corpus/bounds'));
  const panel = page.locator('section[id="operation/listTrees"]').getByRole('complementary');
  await expect(panel.locator('details pre')).toContainText('apple-7');
  await expect(panel.getByRole('link', { name: /Download the whole/ })).toHaveCount(0);
});
