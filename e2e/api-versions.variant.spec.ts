import type { Page } from '@playwright/test';
import { expect, route, test } from './fixtures';
import { axeViolations, showColourMode } from './colour-mode-axe';

// The Tide Gauge API of the test build (tests/openapi/fixtures/versions): v2 at /api/corpus/versioned,
// "v1 (legacy)" at /api/corpus/versioned/v1, both one page; and the same pair split (every operation
// a page) at /api/corpus/versioned-split. v2 adds getForecast and removes deleteStation.
const API = '/api/corpus/versioned';
const SPLIT = '/api/corpus/versioned-split';

const switcher = (page: Page) => page.getByRole('navigation', { name: 'API version' });

/** Opens the switcher with the keyboard and returns the link to a version. */
async function versionLink(page: Page, label: RegExp) {
  const nav = switcher(page);
  await nav.locator('summary').focus();
  await page.keyboard.press('Enter');
  const link = nav.getByRole('link', { name: label });
  await expect(link).toBeVisible();
  return link;
}

test('the switcher is on both versions, labelled, the current version marked, and reached by keyboard', async ({ page }) => {
  await page.goto(route(API));
  await expect(switcher(page)).toContainText('Version v2 (latest)');
  let v1 = await versionLink(page, /^v1 \(legacy\)$/);
  await expect(switcher(page).getByRole('link', { name: 'v2 (latest)' })).toHaveAttribute('aria-current', 'page');
  // Escape closes the menu, back on its button.
  await page.keyboard.press('Escape');
  await expect(v1).toBeHidden();
  await expect(switcher(page).locator('summary')).toBeFocused();
  v1 = await versionLink(page, /^v1 \(legacy\)$/);
  await expect(v1).toHaveAttribute('href', route(`${API}/v1`));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(v1).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${route(`${API}/v1`)}$`));
  await expect(switcher(page)).toContainText('Version v1 (legacy)');
  await expect(await versionLink(page, /^v1 \(legacy\)$/)).toHaveAttribute('aria-current', 'page');
  // Each version is its own reference: v1 has the operation v2 removed, not the one it added.
  await expect(page.locator('[id="operation/deleteStation"]')).toBeVisible();
  await expect(page.locator('[id="operation/getForecast"]')).toHaveCount(0);
});

test('one page: the switcher keeps the operation the reader is at when the target version has it, else goes to its top', async ({
  page,
}) => {
  await page.goto(route(`${API}#operation/getStation`));
  await (await versionLink(page, /^v1/)).click();
  await expect(page).toHaveURL(new RegExp(`${route(`${API}/v1`)}#operation/getStation$`));
  await expect(page.locator('[id="operation/getStation"]')).toBeInViewport();
  // A parameter's anchor finds its operation.
  await page.goto(route(`${API}/v1#operation/deleteStation`));
  await expect(await versionLink(page, /^v2/)).toHaveAttribute('href', route(API));
  await page.goto(route(`${API}#operation/getForecast`));
  await (await versionLink(page, /^v1/)).click();
  await expect(page).toHaveURL(new RegExp(`${route(`${API}/v1`)}$`));
  // Without the fragment the reader moved to, the link follows it.
  await page.goto(route(API));
  await page.evaluate(() => {
    window.location.hash = 'operation/listReadings';
  });
  await expect(switcher(page).getByRole('link', { name: /^v1/, includeHidden: true })).toHaveAttribute(
    'href',
    route(`${API}/v1#operation/listReadings`),
  );
});

test("split: each operation and schema page links its counterpart, or the version's overview when there is none", async ({ page }) => {
  await page.goto(route(`${SPLIT}/v1/getStation`));
  await (await versionLink(page, /^v2/)).click();
  await expect(page).toHaveURL(new RegExp(`${route(`${SPLIT}/getStation`)}#operation/getStation$`));
  await expect(page.getByRole('heading', { level: 1, name: /Get a station/ })).toBeVisible();
  await page.goto(route(`${SPLIT}/getForecast`));
  await (await versionLink(page, /^v1/)).click();
  await expect(page).toHaveURL(new RegExp(`${route(`${SPLIT}/v1`)}$`));
  await page.goto(route(`${SPLIT}/schemas/Station`));
  expect(await (await versionLink(page, /^v1/)).getAttribute('href')).toBe(route(`${SPLIT}/v1/schemas/Station#schema/Station`));
  await page.goto(route(`${SPLIT}/webhooks/alertRaised`));
  expect(await (await versionLink(page, /^v1/)).getAttribute('href')).toBe(route(`${SPLIT}/v1/webhooks/alertRaised#webhook/alertRaised`));
});

test('an older version says so and links the same operation in the latest; the latest has no such note', async ({ page }) => {
  await page.goto(route(`${SPLIT}/v1/listStations`));
  const note = page.getByRole('note').filter({ hasText: 'You are reading v1' });
  await expect(note).toContainText('You are reading v1, an older version of this API; the latest is v2.');
  await note.getByRole('link', { name: 'v2' }).click();
  await expect(page).toHaveURL(new RegExp(`${route(`${SPLIT}/listStations`)}#operation/listStations$`));
  await expect(page.locator('[data-version-note]')).toHaveCount(0);
  // An operation the latest removed: the note says so and links the latest's overview.
  await page.goto(route(`${SPLIT}/v1/deleteStation`));
  await expect(page.locator('[data-version-note]')).toContainText('the latest is v2 (this page is not in it).');
  // Older pages name the latest's counterpart as canonical, when there is one.
  await page.goto(route(`${SPLIT}/v1/getStation`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route(`${SPLIT}/getStation`)}$`));
});

test('the switcher fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(route(`${SPLIT}/v1/listReadings`));
  const link = await versionLink(page, /^v2/);
  const box = (await link.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.locator('[data-version-note]')).toBeVisible();
});

test('search says which version a result is from, the latest first', async ({ page }) => {
  await page.goto(route(API));
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('combobox').fill('get a station');
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText('Tide Gauge API v2');
  await expect(dialog).toContainText('Tide Gauge API v1 (legacy) › GET /stations/{stationId}');
  await dialog.getByRole('combobox').fill('remove a station');
  await expect(options.first()).toContainText('Tide Gauge API v1 (legacy) › DELETE /stations/{stationId}');
});

test('a doc links an operation of the latest and of an older version by api:versioned@v1#op', async ({ page }) => {
  await page.goto(route('/docs/zz-api-versions/api-version-links'));
  const older = page.getByRole('link', { name: 'Remove a station' });
  await expect(older).toHaveAttribute('href', route(`${API}/v1#operation/deleteStation`));
  await expect(page.getByRole('link', { name: 'Forecast the tides' })).toHaveAttribute('href', route(`${API}#operation/getForecast`));
  await older.click();
  await expect(page).toHaveURL(new RegExp(`${route(`${API}/v1`)}#operation/deleteStation$`));
  await expect(page.locator('[id="operation/deleteStation"]')).toBeInViewport();
});

test("an older version's spec downloads as versioned.v1.yaml", async ({ request }) => {
  const response = await request.get(route('/api/openapi/versioned.v1.yaml'));
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('version: 1.4.0');
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const path of [`${API}/v1`, `${SPLIT}/v1/getStation`]) {
      test(`the switcher, open, and the note have no WCAG A/AA violation on ${path}`, async ({ page }) => {
        await page.goto(route(path));
        await showColourMode(page, mode);
        await versionLink(page, /^v2/);
        expect(await axeViolations(page, { include: '[data-version-switch]' })).toEqual([]);
      });
    }
  });
}
