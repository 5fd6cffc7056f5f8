import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { expect, route, test } from './fixtures';

// The operations each page must show come from the specs themselves, not from a list kept here.
function operationIds(spec: string): string[] {
  const doc = yaml.load(readFileSync(spec, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId ?? ''));
}

const apis = [
  { path: '/api/word', spec: 'openapi/word.yaml', title: 'Word API' },
  { path: '/api/calculator', spec: 'openapi/calculator.yaml', title: 'Calculator API' },
];

for (const api of apis) {
  test(`${api.path} shows every operation of ${api.spec}, each with its sidebar link and samples`, async ({ page }) => {
    await page.goto(route(api.path));
    await expect(page.getByRole('heading', { level: 1, name: api.title })).toBeVisible();
    const ids = operationIds(api.spec);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    for (const id of ids) {
      const section = page.locator(`section[id="operation/${id}"]`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('complementary')).toContainText('Request sample');
      await expect(page.locator(`aside nav a[href="#operation/${id}"]`)).toHaveCount(1);
    }
    const download = page.getByRole('link', { name: /Download OpenAPI/ });
    const response = await page.request.get(new URL((await download.getAttribute('href')) ?? '', page.url()).href);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`title: ${api.title}`);
  });
}

test('the calculator documents int32 operands, the 400 division by zero and the server', async ({ page }) => {
  await page.goto(route('/api/calculator'));
  const add = page.locator('section[id="operation/add"]');
  await expect(add.locator('tr[id="operation/add/parameter/a"]')).toContainText('integer<int32>');
  await expect(add.locator('tr[id="operation/add/parameter/a"]')).toContainText('required');
  const divide = page.locator('section[id="operation/divide"]');
  await expect(divide.locator('[id="operation/divide/response/400"]')).toContainText('Division by zero');
  await expect(page.locator('#overview')).toContainText('http://localhost:8080');
  await expect(page.locator('#overview')).toContainText('Generated server url');
});

test('deep links land below the fixed navbar', async ({ page }) => {
  for (const hash of ['#operation/divide/response/400', '#tag/Multiplication-and-division', '#operation/add/parameter/b']) {
    await page.goto(`${route('/api/calculator')}${hash}`);
    const target = page.locator(`[id="${hash.slice(1)}"]`);
    await expect(target).toBeInViewport();
    const navbar = await page.locator('nav.navbar, header.navbar, .navbar').first().boundingBox();
    const box = await target.boundingBox();
    expect(navbar && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
    expect(box!.y).toBeLessThan(navbar!.y + navbar!.height + 40);
  }
});

test('the sidebar marks the section in view', async ({ page }) => {
  await page.goto(route('/api/calculator'));
  await page.locator('aside nav a[href="#operation/divide"]').click();
  await expect(page.locator('aside nav a[href="#operation/divide"]')).toHaveAttribute('aria-current', 'location');
  await page.locator('aside nav a[href="#operation/add"]').click();
  await expect(page.locator('aside nav a[href="#operation/add"]')).toHaveAttribute('aria-current', 'location');
  await expect(page.locator('aside nav a[href="#operation/divide"]')).not.toHaveAttribute('aria-current', 'location');
});

test('the sample language is remembered across operations and visits', async ({ page }) => {
  await page.goto(route('/api/calculator'));
  const divide = page.locator('section[id="operation/divide"]');
  const multiply = page.locator('section[id="operation/multiply"]');
  await expect(divide.locator('[data-lang="curl"]')).toBeVisible();
  await divide.getByText('Python', { exact: true }).click();
  await expect(divide.locator('[data-lang="python"]')).toBeVisible();
  await expect(divide.locator('[data-lang="curl"]')).toBeHidden();
  await expect(multiply.locator('[data-lang="python"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('section[id="operation/add"] [data-lang="python"]')).toBeVisible();
  await expect(page.locator('section[id="operation/add"] [data-lang="python"]')).toContainText('requests.get');
});

test('the copy button copies the sample', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(route('/api/calculator'));
  const panel = page.locator('section[id="operation/divide"] [data-lang="curl"]');
  await panel.getByRole('button', { name: /Copy the curl sample/ }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('curl http://localhost:8080/api/calc/divide');
  expect(copied).toContain('--request POST');
  expect(copied).toMatch(/"a": 84,\s+"b": 2/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('schemas expand, sample tabs switch and every sample is in the HTML', async ({ page }) => {
    await page.goto(route('/api/word'));
    const response = page.locator('[id="operation/topWords/response/200"]');
    const items = response.locator('li[id="operation/topWords/response/200/items"]');
    const key = items.locator('li[id="operation/topWords/response/200/items/key"]');
    await expect(key).toBeHidden();
    await items.locator('summary').first().click();
    await expect(key).toBeVisible();
    await expect(key).toContainText('string');
    const top = page.locator('section[id="operation/topWords"]');
    await expect(top.locator('[data-lang="javascript"]')).toBeHidden();
    await top.getByText('JavaScript', { exact: true }).click();
    await expect(top.locator('[data-lang="javascript"]')).toBeVisible();
    await expect(top.locator('[data-lang="javascript"]')).toContainText("fetch('http://localhost:8080/api/word/top?limit=3'");
    // No copy button without JavaScript: it could not work.
    await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sample tabs wrap inside the panel and switch from the keyboard', async ({ page }) => {
    await page.goto(route('/api/calculator'));
    const panel = page.locator('section[id="operation/divide"]').getByRole('complementary');
    const group = panel.getByRole('radiogroup', { name: 'Sample language' });
    const radios = group.getByRole('radio');
    expect(await radios.count()).toBeGreaterThanOrEqual(4);
    const box = await panel.boundingBox();
    for (const label of await group.locator('label').all()) {
      const tab = await label.boundingBox();
      expect(tab!.x + tab!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    }
    await radios.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeChecked();
    await expect(panel.locator('[data-lang="javascript"]')).toBeVisible();
    await expect(panel.locator('[data-lang="curl"]')).toBeHidden();
  });

  test('the sidebar moves into the menu and the panels stack', async ({ page }) => {
    await page.goto(route('/api/word'));
    await expect(page.locator('aside nav[data-api-nav]').first()).toBeHidden();
    const op = page.locator('section[id="operation/wordCount"]');
    const main = await op.locator('h3').boundingBox();
    const samples = await op.getByRole('complementary').boundingBox();
    expect(samples!.y).toBeGreaterThan(main!.y);
    expect(Math.abs(samples!.x)).toBeLessThan(2);
    expect(samples!.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu).toContainText('Word API');
    await menu.locator('a[href="#operation/wordCount"]').click();
    await expect(menu).toBeHidden();
    await expect(op.locator('h3')).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
