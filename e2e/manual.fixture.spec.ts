import { readPreparedEnv } from '../lib/config/env.mjs';
import { expect, test } from './fixtures';

// Runs against out-manual/ (the "manual build" step of `npm test`): the product's manual, manual/,
// with its docs at the site root (routeBasePath '/', docs/index.md has `slug: /`). Its build already
// proved every link and anchor (checks at 'throw'); this walks the journey a reader takes: the home
// page, a generated category index, the generated reference, search, and the Markdown twin of the
// root page (once "/.md").

const base = readPreparedEnv({ ...process.env, NEXT_DIST_DIR: 'out-manual' }).basePath;
const at = (path: string) => `${base}${path}`;

/** The search index's record blocks: search/index.json names them by one hash, records.<hash>.<n>.json. */
type SearchIndexFile = { records: string; documentCount: number; blockSize: number };
const recordBlocks = (index: SearchIndexFile) =>
  Array.from({ length: Math.ceil(index.documentCount / index.blockSize) }, (_, n) => `${index.records}.${n}.json`);

test.describe('the manual (manual/, docs at the site root)', () => {
  test('the home page is the slug "/" doc, and its links lead into the four kinds of pages', async ({ page }) => {
    await page.goto(at('/'));
    await expect(page).toHaveTitle(/API Docs manual/);
    await expect(page.getByRole('heading', { level: 1, name: 'API Docs manual' })).toBeVisible();
    const sidebar = page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' });
    for (const category of ['Getting started', 'Guides', 'Reference', 'Explanations']) {
      await expect(sidebar.getByRole('link', { name: category, exact: true })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Reference' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/reference/site-config')}$`));
    // The generated reference lists the options with their sentences.
    const checks = page.getByRole('table').filter({ hasText: 'checks.brokenLinks' });
    await expect(checks.getByRole('row', { name: /checks\.brokenLinks/ })).toContainText('A link in an exported page');
  });

  test("the root page's Markdown twin is <base>/index.md, not <base>/.md, and it is served", async ({ page, request }) => {
    await page.goto(at('/'));
    const twin = await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href');
    expect(twin).toBeTruthy();
    expect(twin).toBe(at('/index.md'));
    const response = await request.get(twin!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('# API Docs manual');
  });

  test('search finds a generated reference page', async ({ page }) => {
    await page.goto(at('/guides'));
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('brokenAnchors');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`${at('/reference/')}`));
  });

  test("the reference leads to the manual's own API reference: the openapi:diff JSON output as schemas", async ({ page }) => {
    await page.goto(at('/reference/api-diff-rules'));
    await page.getByRole('main').getByRole('link', { name: 'openapi:diff JSON output' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/api/diff-output')}$`));
    await expect(page.getByRole('heading', { level: 1, name: /openapi:diff JSON output/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('ApiChange');
    await expect(page.getByRole('main')).toContainText('operation-removed');
  });

  test('the Try it guide leads to the Try it manifest format, an API reference written from its schema', async ({ page }) => {
    await page.goto(at('/guides/try-it'));
    await page.getByRole('main').getByRole('link', { name: 'Try it manifest' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/api/try-manifest')}$`));
    await expect(page.getByRole('heading', { level: 1, name: /Try it manifest/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('TryManifestApi');
    await expect(page.getByRole('main')).toContainText('maxBodySize');
  });

  test('a site without a blog (blog: false) publishes nothing of one: no list, feed, sitemap entry, llms.txt section or search record', async ({
    request,
  }) => {
    for (const path of ['/blog', '/blog/rss.xml', '/blog/atom.xml', '/blog/archive'])
      expect((await request.get(at(path))).status(), path).toBe(404);
    const sitemap = await (await request.get(at('/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith(at('/blog')))).toEqual([]);
    expect(await (await request.get(at('/llms.txt'))).text()).not.toMatch(/^## Blog/m);
    const index = (await (await request.get(at('/search/index.json'))).json()) as SearchIndexFile;
    const records: { url: string; section: string }[] = [];
    for (const block of recordBlocks(index)) records.push(...((await (await request.get(at(`/${block}`))).json()) as typeof records));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((record) => record.section === 'blog' || /^\/blog(\/|$)/.test(record.url))).toEqual([]);
  });
});
