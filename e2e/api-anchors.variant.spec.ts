import type { Page } from '@playwright/test';
import { expect, route, test } from './fixtures';

// The anchors fixture (tests/openapi/fixtures/anchors/spec.yaml) in the test build: a property named
// `title`, an operation under two tags, properties `+1` and `-1`, and a description link in every
// in-spec style. Ids are unique in the browser's document, and each link lands on its target.

async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) counts.set(el.id, (counts.get(el.id) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
  });
}

async function deadHashLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
      .map((a) => decodeURIComponent(a.hash.slice(1)))
      .filter((id) => !document.getElementById(id)),
  );
}

const description = (page: Page) => page.locator('#overview');

test.describe('the anchors fixture on one page', () => {
  test('has unique ids and no in-page link without its target', async ({ page }) => {
    await page.goto(route('/api/corpus/anchors'));
    expect(await duplicateIds(page)).toEqual([]);
    expect(await deadHashLinks(page)).toEqual([]);
    await expect(page.locator('[id="schema/Lamp/title"]')).toContainText('What the lamp is called');
    await expect(page.locator('[id="schema/Lamp/1"]')).toContainText('+1');
    await expect(page.locator('[id="schema/Lamp/1-2"]')).toContainText('-1');
    await expect(page.locator('[id="operation/switchLamp"]')).toHaveCount(1);
    await expect(page.locator('[id="tag/Rooms/operation/switchLamp"]')).toHaveCount(1);
  });

  const styles: [string, string][] = [
    ['Lamp', 'schema/Lamp'],
    ['Room', 'schema/Room'],
    ['Room again', 'schema/Room'],
    ['list the rooms', 'operation/listRooms'],
    ['the rooms', 'tag/Rooms'],
    ['switch, among rooms', 'tag/Rooms/operation/switchLamp'],
    ['keys', 'section/Getting-started/House-keys'],
  ];
  for (const [text, target] of styles) {
    test(`the description link "${text}" goes to #${target}`, async ({ page }) => {
      await page.goto(route('/api/corpus/anchors'));
      await description(page).getByRole('link', { name: text, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${target.replace(/[/+]/g, (c) => `\\${c}`)}$`));
      await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    });
  }

  test('a link to nothing shows as text', async ({ page }) => {
    await page.goto(route('/api/corpus/anchors'));
    const cellar = description(page).locator('a', { hasText: 'the cellar' });
    await expect(cellar).toHaveCount(1);
    await expect(cellar).not.toHaveAttribute('href');
  });
});

test.describe('the anchors fixture split', () => {
  test('description links go to the page of their target', async ({ page }) => {
    await page.goto(route('/api/corpus/anchors-split'));
    await description(page).getByRole('link', { name: 'list the rooms', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/api/corpus/anchors-split/listRooms')}#operation/listRooms$`));
    await expect(page.locator('[id="operation/listRooms"]')).toBeInViewport();
    // From an operation's page to a schema's page.
    await page.locator('[id="operation/listRooms"]').getByRole('link', { name: 'switchLamp', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/api/corpus/anchors-split/switchLamp')}#operation/switchLamp$`));
    expect(await duplicateIds(page)).toEqual([]);
    await page.goto(route('/api/corpus/anchors-split'));
    await description(page).getByRole('link', { name: 'Lamp', exact: true }).click();
    await expect(page).toHaveURL(route('/api/corpus/anchors-split/schemas/Lamp'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lamp/);
    expect(await duplicateIds(page)).toEqual([]);
  });
});
