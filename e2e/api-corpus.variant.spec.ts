import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { TEST_BUILD_APIS } from '../tests/fixtures/sites/test-build/apis';
import { countEntries } from '../tests/openapi/corpus-helpers';
import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/), which also publishes real-world specs from
// @readme/oas-examples and tests/openapi/fixtures (tests/fixtures/sites/test-build/apis.ts). Each must show every
// operation and webhook in a real browser, with no console error (the fixture fails on any).
function entriesOf(spec: string) {
  // YAML is a superset of JSON: one parser reads both kinds of fixture.
  const read = (file: string) => load(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as Record<string, unknown>;
  // A path item in a file of its own (a multi-file description) is counted from that file.
  return countEntries(read(spec), (ref) => read(path.join(path.dirname(spec), ref.split('#')[0]!)));
}

// Versioned APIs have their own spec (e2e of issue 19); these are the one-file ones. AsyncAPI documents
// have channels, not paths: e2e/asyncapi.variant.spec.ts reads those.
const isAsyncApi = (spec: string) => /^asyncapi:/m.test(readFileSync(spec, 'utf8'));
const oneFile = TEST_BUILD_APIS.flatMap((api) => (api.spec && !isAsyncApi(api.spec) ? [{ ...api, spec: api.spec }] : []));
const single = oneFile.filter((api) => api.splitAbove === undefined);
const split = oneFile.filter((api) => api.splitAbove !== undefined);

for (const api of single) {
  test(`${api.route} (${api.spec}) shows every operation and webhook`, async ({ page }) => {
    const { operations, webhooks } = entriesOf(api.spec);
    await page.goto(route(api.route));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Callbacks are sections inside their operation; count the operations themselves.
    const ops = page.locator('section[id^="operation/"]:not([id*="/callback/"])');
    await expect(ops).toHaveCount(operations);
    await expect(page.locator('section[id^="webhook/"]')).toHaveCount(webhooks);
    // Its own samples panel (a callback inside it has another).
    for (const section of await ops.all()) await expect(section.locator(':scope > aside')).toContainText('Request sample');
  });
}

for (const api of split) {
  test(`${api.route} (${api.spec}) is split into a page per operation and webhook, all reachable from the sidebar`, async ({ page }) => {
    const { operations, webhooks } = entriesOf(api.spec);
    await page.goto(route(api.route));
    const nav = page.locator('aside nav[data-api-nav]');
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // Every group link opens that group; its operation links are the pages.
    const groups = await nav.locator(':scope > ul > li > a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const pages = new Set<string>();
    for (const group of groups.filter((href) => !/\/schemas$/.test(href) && !href.endsWith(api.route))) {
      await page.goto(group);
      for (const href of await nav.locator('ul ul a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)))
        pages.add(href);
    }
    expect(pages.size).toBe(operations + webhooks);
    for (const href of pages) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('section[id^="operation/"], section[id^="webhook/"]').first()).toBeVisible();
      await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', new URL(href).pathname);
    }
  });

  test(`${api.route}: the split sidebar and schema links work without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route(api.route));
    const nav = page.locator('aside nav[data-api-nav]');
    await nav.locator(':scope > ul > li > a').nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Schemas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schemas' })).toBeVisible();
    await page.locator('main li a').first().click();
    await expect(page.locator('main section[id^="schema/"]')).toBeVisible();
    await context.close();
  });
}

test('3.1 type arrays with null and patternProperties are shown as the spec writes them', async ({ page }) => {
  await page.goto(route('/api/corpus/types-3-1'));
  const ping = page.locator('section[id^="webhook/"]');
  await expect(ping).toHaveCount(1);
  // type: [string, "null"] is a nullable string; patternProperties are rows named by their pattern.
  await expect(ping.getByText('string | null').first()).toBeAttached();
  await expect(ping.getByText('/^[a-z]{2}$/').first()).toBeAttached();
});
