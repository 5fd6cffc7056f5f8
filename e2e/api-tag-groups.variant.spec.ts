import { expect, route, test } from './fixtures';

// The x-tagGroups fixture (tests/openapi/fixtures/tag-groups.yaml) in the test build: groups nest
// their tags in the sidebar and the split overview, and a split reference's operation page has its
// own Markdown twin and "Copy page as Markdown".

test('the sidebar nests tags under their x-tagGroups groups and shows a tag by its display name', async ({ page }) => {
  await page.goto(route('/api/corpus/tag-groups'));
  const nav = page.locator('aside [data-api-nav]');
  const growing = nav.locator('li', { has: page.locator('> a', { hasText: 'Growing' }) });
  await expect(growing.locator('> ul > li > a').first()).toHaveText('Trees');
  await expect(growing.getByRole('link', { name: /List the trees/ })).toBeVisible();
  await expect(page.locator('[id="group/Storing"]')).toBeVisible();
});

test("a split reference's overview nests its groups, and each operation page has a Markdown twin", async ({ page, request }) => {
  await page.goto(route('/api/corpus/tag-groups-split'));
  await expect(page.locator('[id="group/Growing"] ul a', { hasText: 'Trees' })).toBeVisible();
  await page.goto(route('/api/corpus/tag-groups-split/listTrees'));
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    route('/api/corpus/tag-groups-split/listTrees.md'),
  );
  const twin = await (await request.get(route('/api/corpus/tag-groups-split/listTrees.md'))).text();
  expect(twin).toMatch(/^# List the trees\n/);
  expect(twin).toContain('- `limit` (integer, optional, in query): Constraints: ≥ 1, ≤ 50. Default: `10`.');
  const llms = await (await request.get(route('/llms.txt'))).text();
  expect(llms).toContain(`${route('/api/corpus/tag-groups-split/listTrees.md')})`);
});
