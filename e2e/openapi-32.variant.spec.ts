import type { Page } from '@playwright/test';
import { expect, route, test } from './fixtures';
import { axeViolations, showColourMode } from './colour-mode-axe';

// tests/openapi/fixtures/v32/notes.yaml, an OpenAPI 3.2 description in the test build at
// /api/corpus/stream: a QUERY operation, a COPY of additionalOperations, a querystring parameter,
// a server-sent event stream and a JSON Lines one.
const API = '/api/corpus/stream';
const section = (page: Page, id: string) => page.locator(`section[id="operation/${id}"]`);

test('the QUERY operation renders with its badge, in the sidebar, and its samples send QUERY', async ({ page }) => {
  await page.goto(route(API));
  const query = section(page, 'searchNotes');
  await expect(query.getByRole('heading', { level: 3, name: /^Search notes with a filter body/ })).toBeVisible();
  await expect(query.locator('[data-method="query"]').first()).toHaveText('QUERY');
  await expect(query.getByRole('complementary')).toContainText(/curl https:\/\/notes\.example\.com\/v1\/notes \\\s+--request QUERY/);
  const sidebarLink = page.locator('nav[data-api-nav]').getByRole('link', { name: /Search notes with a filter body/ });
  await expect(sidebarLink.locator('[data-method="query"]')).toHaveText('QUERY');
  // Whole and on one line beside a title that wraps: as tall as a GET badge, all of QUERY shown.
  const badge = await sidebarLink
    .locator('[data-method="query"]')
    .evaluate((el) => ({ height: el.getBoundingClientRect().height, cut: el.scrollWidth > el.clientWidth }));
  const getBadge = await page
    .locator('nav[data-api-nav] [data-method="get"]:visible')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(badge).toEqual({ height: getBadge, cut: false });
  expect(
    await page
      .locator('nav[data-api-nav] [data-method="PURGE"]:visible')
      .first()
      .evaluate((el) => el.scrollWidth > el.clientWidth),
  ).toBe(false);
  // An additional method has its own section and badge, read whole.
  await expect(section(page, 'copyNote').locator('[data-method="COPY"]').first()).toHaveText('COPY');
  await expect(section(page, 'listNotes')).toContainText('?topic=herons&pinned=true&label=dawn&label=river');
});

test('the SSE stream renders as a stream of its item, with events as the sample', async ({ page }) => {
  await page.goto(route(API));
  const follow = section(page, 'followNoteChanges');
  await expect(follow.getByText('A stream of NoteChange')).toBeVisible();
  await expect(follow.locator('[id="operation/followNoteChanges/response/200/event"]')).toBeVisible();
  const sample = follow.getByRole('complementary').locator('details pre');
  await expect(sample).toContainText('event: written');
  await expect(sample).toContainText('data: {"id":"n-3","title":"Kingfisher"');
  await expect(section(page, 'exportNotes').getByText('A stream of Note', { exact: true })).toBeVisible();
});

test('the search dialog finds the QUERY operation and opens it', async ({ page }) => {
  await page.goto(route(API));
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('combobox').fill('search notes filter body');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('Search notes with a filter body');
  await expect(first).toContainText('QUERY /notes');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${route(API)}#operation/searchNotes$`));
});

test('the Markdown twin has the QUERY operation and the SSE stream', async ({ request }) => {
  const response = await request.get(route(`${API}.md`));
  expect(response.status()).toBe(200);
  const twin = await response.text();
  expect(twin).toContain('### QUERY /notes — Search notes with a filter body');
  expect(twin).toContain('### COPY /notes/{noteId} — Copy a note');
  expect(twin).toContain('- `text/event-stream`\n    - A stream of NoteChange:');
  expect(twin).toContain('\nevent: written');
});

// The QUERY badge and any other method's have their own background: readable (AA) in both colour modes.
// The test build has no colour-mode switch (light only), so dark mode is set on the page as the switch would.
for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test('the 3.2 page has no WCAG A/AA violation', async ({ page }) => {
      await page.goto(route(API));
      await showColourMode(page, mode);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("3.2 tags: a parent's tags nest under it, a tag's summary names it, and a tag of another kind labels its operations", async ({
  page,
}) => {
  await page.goto(route(API));
  const nav = page.locator('nav[data-api-nav]:visible').first();
  await expect(nav).toContainText('Out in the field');
  await expect(nav).toContainText('Live feed');
  // The nested tags sit inside their parent's entry in the sidebar.
  const parent = nav.locator('li', { hasText: 'Out in the field' }).first();
  await expect(parent.getByRole('link', { name: 'Live feed', exact: true })).toBeVisible();
  await expect(parent.getByRole('link', { name: 'Notes', exact: true })).toBeVisible();
  // "Beta" is an audience, not a group: no sidebar entry, a label on its operation.
  await expect(nav.getByRole('link', { name: 'Early access' })).toHaveCount(0);
  await expect(section(page, 'followNoteChanges')).toContainText('Early access');
});
