import { expect, route, test } from './fixtures';

// A reference page's static content is in its HTML once: the payload inlined for hydration no longer
// repeats it (lib/postbuild/static-islands.ts). These tests prove the page still hydrates and reads
// whichever way the reader arrives: loaded, by a client navigation, and back again.

const DESCRIPTION = 'operation/wordFrequency';

test('the inline payload of an API page does not repeat its reference, and the HTML has it once', async ({ request }) => {
  const html = await (await request.get(route('/api/word'))).text();
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)].map((m) => m[1]).join('');
  expect(payload.length).toBeGreaterThan(1000);
  expect(html.split(`id="${DESCRIPTION}"`)).toHaveLength(2);
  expect(payload).not.toContain(DESCRIPTION);
  expect(payload).not.toContain('Request sample');
  // It is less than a third of the page: it was two thirds.
  expect(payload.length / html.length).toBeLessThan(0.34);
});

test('an API page reached by a client navigation, and again by Back, shows its whole reference', async ({ page }) => {
  await page.goto(route('/docs/intro'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Word API' }).click();
  await expect(page).toHaveURL(new RegExp(`${route('/api/word')}$`));
  await expect(page.locator(`section[id="${DESCRIPTION}"]`)).toContainText('Request sample');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${route('/docs/intro')}$`));
  await page.goForward();
  await expect(page.locator(`section[id="${DESCRIPTION}"]`)).toContainText('Request sample');
});

test('an API page loaded first, left by a client navigation and come back to by Back, shows its whole reference', async ({ page }) => {
  await page.goto(route('/api/word'));
  const sidebarLinks = await page.locator('aside nav[data-api-nav] a').count();
  expect(sidebarLinks).toBeGreaterThan(5);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calculator API' }).click();
  await expect(page.locator('section[id="operation/divide"]')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${route('/api/word')}$`));
  await expect(page.locator(`section[id="${DESCRIPTION}"]`)).toContainText('Request sample');
  await expect(page.locator('aside nav[data-api-nav] a')).toHaveCount(sidebarLinks);
  // The copy buttons live in the island: shown and working again after the remount.
  await expect(page.locator(`section[id="${DESCRIPTION}"]`).getByRole('button', { name: /Copy the curl sample/ })).toBeVisible();
});
