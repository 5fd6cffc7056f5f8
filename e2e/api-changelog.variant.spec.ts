import type { Page } from '@playwright/test';
import { expect, route, test } from './fixtures';
import { axeViolations, showColourMode } from './colour-mode-axe';

// The changelog of the test build's versioned API ('versioned': tests/openapi/fixtures/versions, v1 → v2)
// at /api/corpus/versioned/changelog: its changes with breaking marks, links into both versions,
// its feeds, and the "Added in" / "Changed in" badges on the reference's operations.
const API = '/api/corpus/versioned';
const CHANGELOG = `${API}/changelog`;
const entry = (page: Page, id: string) => page.locator(`section[data-operation="${id}"]`);

test('the changelog lists the changes of v1 → v2, breaking ones marked with their reason', async ({ page }) => {
  await page.goto(route(CHANGELOG));
  await expect(page.getByRole('heading', { level: 1, name: 'Tide Gauge API changelog' })).toBeVisible();
  const pair = page.locator('section[data-pair="v1-v2"]');
  await expect(pair.getByRole('heading', { level: 2 })).toHaveText('v1 (legacy) → v2');
  await expect(pair).toContainText('1 operation added, 1 removed, 6 changed: 10 changes, 7 breaking.');

  const removed = entry(page, 'operation delete /stations/{}');
  await expect(removed.getByRole('heading')).toContainText('Removed');
  await expect(removed.locator('li[data-rule="operation-removed"]')).toContainText('Breaking');

  const required = entry(page, 'operation get /stations/{}/readings').locator('li[data-rule="parameter-added-required"]');
  await expect(required).toContainText('Breaking');
  await expect(required).toContainText(
    'query parameter unit added, required: a new required request parameter breaks existing clients, which do not send it.',
  );
  await expect(required).toContainText('/paths/~1stations~1{stationId}~1readings/get/parameters/1');

  const deprecated = entry(page, 'operation get /alerts').locator('li[data-rule="operation-deprecated"]');
  await expect(deprecated).toBeVisible();
  await expect(deprecated).not.toContainText('Breaking');
  await expect(entry(page, 'operation get /alerts').locator('li[data-rule="response-enum-value-added"]')).toContainText(
    'enum value "severe" added',
  );
  await expect(entry(page, 'operation get /stations').locator('li[data-rule="response-type-changed"]')).toContainText(
    'type integer → number',
  );
  await expect(entry(page, 'operation get /stations/{}/forecast').getByRole('heading')).toContainText('Added');
});

test("every link into a version's reference resolves to the operation's section", async ({ page, request }) => {
  await page.goto(route(CHANGELOG));
  const links = await page
    .locator('main a[data-version]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-version'), el.getAttribute('href')!] as const));
  expect(links.filter(([v]) => v === 'v1').length).toBe(7);
  expect(links.filter(([v]) => v === 'v2').length).toBe(7);
  const pages = new Map<string, string>();
  for (const [version, href] of links) {
    const [path, anchor] = href.split('#');
    expect(path).toBe(route(version === 'v1' ? `${API}/v1` : API));
    if (!pages.has(path!)) {
      const response = await request.get(path!);
      expect(response.status()).toBe(200);
      pages.set(path!, await response.text());
    }
    expect(pages.get(path!), href).toContain(`id="${anchor}"`);
  }
  // And a reader who follows one lands on the operation.
  await page.locator('section[data-operation="operation delete /stations/{}"] a[data-version="v1"]').click();
  await expect(page.locator('section[id="operation/deleteStation"]')).toBeInViewport();
});

test('the feeds are linked from the page and its head, and are valid RSS, Atom and JSON Feed', async ({ page, request }) => {
  await page.goto(route(CHANGELOG));
  const alternates = await page
    .locator('head link[rel="alternate"][type]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('type'), new URL(el.getAttribute('href')!).pathname]));
  expect(alternates).toEqual([
    ['application/rss+xml', route(`${CHANGELOG}/rss.xml`)],
    ['application/atom+xml', route(`${CHANGELOG}/atom.xml`)],
    ['application/feed+json', route(`${CHANGELOG}/feed.json`)],
  ]);
  for (const name of ['RSS', 'Atom', 'JSON Feed'])
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', /changelog\/(rss\.xml|atom\.xml|feed\.json)$/);
  for (const [file, root, item] of [
    ['rss.xml', 'rss', 'item'],
    ['atom.xml', 'feed', 'entry'],
  ] as const) {
    const text = await (await request.get(route(`${CHANGELOG}/${file}`))).text();
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.localName,
        titles: [...doc.getElementsByTagName('title')].map((t) => t.textContent),
      };
    }, text);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(root);
    expect(parsed.titles).toContain('v2 (from v1 (legacy)): 10 changes, 7 breaking');
    expect(text.split(`<${item}>`).length - 1).toBe(1);
  }
  const json = (await (await request.get(route(`${CHANGELOG}/feed.json`))).json()) as {
    version: string;
    items: { title: string; url: string; content_html: string }[];
  };
  expect(json.version).toMatch(/jsonfeed\.org\/version\/1/);
  expect(json.items).toHaveLength(1);
  expect(json.items[0]!.url).toMatch(/\/api\/corpus\/versioned\/changelog#v1-v2$/);
  expect(json.items[0]!.content_html).toContain('query parameter `unit` added, required');
});

test('operations carry "Added in v2" and "Changed in v2" in v2, none in v1, and the header links to the changelog', async ({ page }) => {
  await page.goto(route(API));
  await expect(page.locator('[data-changelog]')).toHaveAttribute('href', route(CHANGELOG));
  const badge = (id: string) => page.locator(`section[id="operation/${id}"] h3 [data-version-badge]`);
  await expect(badge('getForecast')).toHaveText('Added in v2');
  await expect(badge('listStations')).toHaveText('Changed in v2');
  await expect(badge('listReadings')).toHaveText('Changed in v2');
  // Unchanged from v1: no badge.
  await expect(page.locator('section[id="operation/listStations"]')).toBeVisible();
  await badge('getForecast').click();
  await expect(page.locator('section[data-operation="operation get /stations/{}/forecast"]')).toBeInViewport();

  await page.goto(route(`${API}/v1`));
  await expect(page.locator('[data-version-badge]')).toHaveCount(0);
  await expect(page.locator('[data-changelog]')).toHaveAttribute('href', route(CHANGELOG));
});

test('search finds the changelog by its title, and its entries never outrank the operations they name', async ({ page }) => {
  await page.goto(route(CHANGELOG));
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('combobox').fill('tide gauge changelog');
  await expect(dialog.getByRole('option').first()).toContainText('Tide Gauge API changelog');
  await dialog.getByRole('combobox').fill('forecast a station');
  await expect(dialog.getByRole('option').first()).not.toContainText('changelog');
  await expect(dialog.getByRole('option', { name: /changelog/i })).toHaveCount(0);
});

// The test build has no colour-mode switch (light only), so dark mode is set on the page as the switch would.
for (const mode of ['light', 'dark'] as const) {
  test(`the changelog has no WCAG A/AA violation in ${mode} mode`, async ({ page }) => {
    await page.goto(route(CHANGELOG));
    await showColourMode(page, mode);
    expect(await axeViolations(page, { bestPractice: true })).toEqual([]);
  });
}
