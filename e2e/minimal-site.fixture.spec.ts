import type { Page } from '@playwright/test';
import { atRoute, expect, route, test } from './fixtures';

// Runs against out-minimal/ (the "fixture build" step of `npm test`): tests/fixtures/sites/minimal,
// a site with its docs at /guide, a sidebars.js of category shorthands, a blog of two posts (for the
// translated blog of e2e/minimal-locales.fixture.spec.ts), and no tags, APIs, pages or doc called
// "intro". Proves that a site without the repository's sections builds and works, and never points at
// a section it does not have. A site without a blog is the manual's (e2e/manual.fixture.spec.ts).

const DOCS = ['/guide', '/guide/getting-started/install', '/guide/getting-started/first-steps', '/guide/reference/settings'];

/** The search index's record blocks: search/index.json names them by one hash, records.<hash>.<n>.json. */
type SearchIndexFile = { records: string; documentCount: number; blockSize: number };
const recordBlocks = (index: SearchIndexFile) =>
  Array.from({ length: Math.ceil(index.documentCount / index.blockSize) }, (_, n) => `${index.records}.${n}.json`);

/** Every link of the navbar and the footer, as written. */
async function chromeLinks(page: Page): Promise<string[]> {
  return page.locator('#navbar a[href], footer a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('a site of docs and a small blog (tests/fixtures/sites/minimal)', () => {
  test('the home page shows the title and a "Read the docs" button to the main doc', async ({ page }) => {
    await page.goto(route('/'));
    await expect(page).toHaveTitle(/Gizmo Manual/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gizmo Manual' })).toBeVisible();
    const button = page.getByRole('link', { name: 'Read the docs' });
    await expect(button).toHaveAttribute('href', route('/guide'));
    await button.click();
    await expect(page).toHaveURL(atRoute('/guide'));
    await expect(page.getByRole('heading', { level: 1, name: 'Gizmo overview' })).toBeVisible();
  });

  test('the docs root is the index doc, with the shorthand categories and _category_.yml in its sidebar', async ({ page }) => {
    const response = await page.goto(route('/guide'));
    expect(response?.status()).toBe(200);
    const sidebar = page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Overview');
    for (const category of ['Getting started', 'Reference', 'Voice commands']) {
      // A category without a link is a button named by its label (sidebarCollapsed: false opens it).
      await expect(sidebar.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(sidebar.getByRole('link')).toHaveText(['Overview', 'Install Gizmo', 'First steps', 'Settings', 'Sleep', 'Wake']);
    // A relative link between docs (./getting-started/install.md) leads to the doc's route.
    await page.getByRole('main').getByRole('link', { name: 'installing Gizmo' }).click();
    await expect(page).toHaveURL(atRoute('/guide/getting-started/install'));
    await expect(page.getByRole('heading', { level: 1, name: 'Install Gizmo' })).toBeVisible();
  });

  test("the site's own Markdown plugins ran: the site-wide remark plugin and the docs' rehype plugin", async ({ page }) => {
    // site.config.mjs: remarkPlugins [[remarkCodename, { codename }]], docs.rehypePlugins [rehypeListMarker].
    await page.goto(route('/guide/reference/settings'));
    const main = page.getByRole('main');
    await expect(main.getByText('This manual describes Gizmo Mark II, the second model.')).toBeVisible();
    await expect(main).not.toContainText('CODENAME');
    await expect(main.locator('ul[data-gizmo-list="marked"] > li')).toHaveCount(3);
  });

  test('a static file is served at its path', async ({ request }) => {
    const response = await request.get(route('/files/wiring.txt'));
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('red to red');
  });

  test('a Markdown link to a static file goes to the file and prefetches no page payload', async ({ page }) => {
    // A root-relative link to a file is a plain anchor: as a next/link, its viewport prefetch would
    // ask for /files/wiring.txt/__next._tree.txt, a 404 the console reports (the fixture fails on it).
    await page.goto(route('/guide/reference/commands/sleep'));
    const link = page.getByRole('main').getByRole('link', { name: 'wiring diagram' });
    await expect(link).toHaveAttribute('href', route('/files/wiring.txt'));
    await page.waitForLoadState('networkidle');
  });

  test('no navbar or footer link leads to an API, a /docs section or a doc called intro', async ({ page }) => {
    for (const path of ['/', ...DOCS]) {
      await page.goto(route(path));
      for (const href of await chromeLinks(page)) expect(href, `a link on ${path}`).not.toMatch(/\/(api|docs)(\/|$)|intro/);
    }
  });

  test('the sections the site does not have answer 404', async ({ request }) => {
    for (const path of [
      '/blog/tags',
      '/api',
      '/api/word',
      '/api/openapi/word.yaml',
      '/docs',
      '/docs/intro',
      '/guide/intro',
      '/guide/tags',
    ]) {
      expect((await request.get(route(path))).status(), path).toBe(404);
    }
  });

  test.describe('the 404 page', () => {
    // The document's own 404 status is the console error expected here.
    test.use({ allowedConsole: [/status of 404 \(Not Found\)$/] });

    test('suggests only what the site has', async ({ page }) => {
      const response = await page.goto(route('/no-such-page'));
      expect(response?.status()).toBe(404);
      const hrefs = await page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs).toContain(route('/guide'));
      for (const href of hrefs) expect(href).not.toMatch(/\/api(\/|$)/);
    });
  });

  test('sitemap.xml, llms.txt and the search index list the docs and nothing of an API', async ({ request }) => {
    const sitemap = await (await request.get(route('/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of DOCS) expect(paths).toContain(route(path));
    expect(paths.filter((path) => /\/api(\/|$)/.test(path))).toEqual([]);

    const llms = await (await request.get(route('/llms.txt'))).text();
    expect(llms).toMatch(/^# Gizmo Manual\n/);
    expect(llms).toContain(`${route('/guide/getting-started/install.md')})`);
    expect(llms).not.toMatch(/## API reference|\/api\//);

    const index = (await (await request.get(route('/search/index.json'))).json()) as SearchIndexFile;
    const records: { url: string; section: string }[] = [];
    for (const block of recordBlocks(index)) records.push(...((await (await request.get(route(`/${block}`))).json()) as typeof records));
    expect(records.map((record) => record.url)).toEqual(expect.arrayContaining(DOCS));
    expect(records.filter((record) => record.section === 'api' || /^\/api(\/|$)/.test(record.url))).toEqual([]);
  });

  test('docs outside /docs are grouped as docs in llms.txt and the search index', async ({ request }) => {
    expect(await (await request.get(route('/llms.txt'))).text()).toContain('## Docs');
    const index = (await (await request.get(route('/search/index.json'))).json()) as SearchIndexFile;
    const records = (await (await request.get(route(`/${recordBlocks(index)[0]}`))).json()) as { url: string; section: string }[];
    expect(records.find((record) => record.url === '/guide')?.section).toBe('docs');
  });

  test('search finds a doc', async ({ page }) => {
    await page.goto(route('/guide'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('flibberwock');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText('First steps');
    await first.click();
    await expect(page).toHaveURL(atRoute('/guide/getting-started/first-steps'));
  });
});
