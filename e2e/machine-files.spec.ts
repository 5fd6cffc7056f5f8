import { expect, route, test } from './fixtures';

test.describe('files for machines', () => {
  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const response = await request.get(route('/robots.txt'));
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(new RegExp(`Sitemap: https?://[^\\s]+${route('/sitemap.xml')}`));
  });

  test('sitemap.xml lists every indexable page, absolute and under the base path', async ({ request }) => {
    const xml = await (await request.get(route('/sitemap.xml'))).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ['/docs/intro', '/api/word', '/api/calculator', '/blog', '/blog/welcome', '/markdown-page']) {
      expect(paths).toContain(route(path));
    }
    expect(paths).not.toContain(route('/404'));
    expect(paths).not.toContain(route('/docs')); // an alias whose canonical is /docs/intro
    expect(paths.some((p) => p.includes('test-only'))).toBe(false);
    // Every listed page exists.
    for (const path of paths.slice(0, 40)) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('llms.txt summarises the site and links every section', async ({ request }) => {
    const text = await (await request.get(route('/llms.txt'))).text();
    expect(text).toMatch(/^# API Docs\n\n> /);
    for (const heading of ['## API reference', '## Docs', '## Blog', '## Pages']) expect(text).toContain(heading);
    expect(text).toContain(`${route('/docs/intro.md')})`);
    expect(text).toContain(`${route('/api/calculator.md')})`);
  });

  test('docs, posts and API references have Markdown copies at their URL plus .md', async ({ request }) => {
    const doc = await request.get(route('/docs/intro.md'));
    expect(doc.status()).toBe(200);
    expect(doc.headers()['content-type']).toMatch(/markdown/);
    expect(await doc.text()).toMatch(/^# Tutorial intro\n/);
    expect(await (await request.get(route('/blog/welcome.md'))).text()).toContain('Published: ');
    const api = await (await request.get(route('/api/word.md'))).text();
    expect(api).toContain('### POST /api/word/top');
    expect(api).toContain('- `limit` (integer<int32>, optional, in query): Default: `5`.');
  });

  test("a Markdown copy's doc and API links point to the pages, as absolute URLs that answer", async ({ request }) => {
    // Code shows the syntax on purpose ("write the link as `[x](api:word#topWords)`"): left out of the checks.
    const markdown = await (await request.get(route('/docs/tutorial-basics/markdown-features.md'))).text();
    const text = markdown.replace(/^```[^]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
    expect(text).not.toMatch(/\]\((\.{1,2}\/[^)]*\.mdx?|api:)/); // no file paths or api: links left
    expect(text).not.toMatch(/^(import|export) |<ApiLink|<Tabs/m);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)/g)].map((m) => new URL(m[1]!));
    const internal = links.filter((url) => url.pathname.startsWith(route('/docs/')) || url.pathname.startsWith(route('/api/')));
    expect(internal.map((url) => url.pathname + url.hash)).toEqual(
      expect.arrayContaining([
        route('/docs/tutorial-basics/create-a-page'),
        route('/docs/intro'),
        route('/api/calculator#operation/divide'),
        route('/api/word#operation/topWords'),
      ]),
    );
    for (const url of internal) expect((await request.get(url.pathname)).status(), url.pathname).toBe(200);
  });
});

test.describe('Copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the page Markdown to the clipboard', async ({ page }) => {
    await page.goto(route('/docs/tutorial-basics/create-a-page'));
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^# Create a page\n/);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      route('/docs/tutorial-basics/create-a-page.md'),
    );
  });
});
