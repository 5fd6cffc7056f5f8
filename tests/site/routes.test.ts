import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SITES, removeTempSites, tempSite, prepareTestSite } from './site-fixture';

// The route table (lib/site/routes.ts): every exported route and what it shows, built from the
// prepared site. Each test prepares a site folder and imports the module afresh.

afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

async function table(siteDir: string) {
  await prepareTestSite(siteDir);
  const { routeTable } = await import('@/lib/site/routes');
  const entries = await routeTable();
  return { entries, kinds: Object.fromEntries([...entries].map(([route, entry]) => [route, entry.target.kind])) };
}

describe('routeTable', () => {
  it('the minimal site: its docs, its blog without tags, the default home page, and no tags or API routes; the same again under each other locale, with its translation status page', async () => {
    const { kinds } = await table(path.join(FIXTURE_SITES, 'minimal'));
    const docs = [
      '/guide',
      '/guide/getting-started/install',
      '/guide/getting-started/first-steps',
      '/guide/reference/settings',
      '/guide/reference/commands/sleep',
      '/guide/reference/commands/wake',
    ];
    const posts = ['/blog/2026/01/10/gizmo-ships', '/blog/2026/02/14/pocket-mode'];
    // The fixture's i18n block: en (default, at the root), ar under its prefix, zh-Hans in the folder its baseUrl names.
    const expected: Record<string, string> = {};
    for (const prefix of ['', '/ar', '/zh']) {
      expected[prefix || '/'] = 'home';
      for (const route of docs) expected[`${prefix}${route}`] = 'doc';
      // Every post in every locale (translated or the original), as Docusaurus' blog plugin publishes them.
      for (const route of posts) expected[`${prefix}${route}`] = 'blog-post';
      for (const route of ['/blog', '/blog/page/1']) expected[`${prefix}${route}`] = 'blog-list';
      expected[`${prefix}/blog/archive`] = 'blog-archive';
      // Each other locale's status page, for its translators.
      if (prefix) expected[`${prefix}/translation-status`] = 'translation-status';
    }
    expect(kinds).toEqual(expected);
  });

  it('docs at the site root: the slug "/" doc is the home page', async () => {
    const site = tempSite({
      'site.config.mjs': "export default { title: 'Rootbeer Docs', docs: { path: 'docs', routeBasePath: '/' } };\n",
      'docs/welcome.md': '---\nslug: /\ntitle: Welcome to Rootbeer\n---\n\n# Welcome to Rootbeer\n\nRead about [brewing](./brewing.md).\n',
      'docs/brewing.md': '# Brewing\n\nSteep the sassafras.\n',
    });
    const { entries, kinds } = await table(site);
    expect(kinds).toEqual({ '/': 'doc', '/brewing': 'doc' });
    const home = entries.get('/')!.target;
    expect(home.kind === 'doc' && home.page.title).toBe('Welcome to Rootbeer');
  });

  it('the docs base without a doc of its own shows the main doc (a redirect entry)', async () => {
    const site = tempSite({
      'site.config.mjs': "export default { title: 'x' };\n",
      'docs/first.md': '---\nsidebar_position: 1\n---\n# First\n',
      'docs/second.md': '---\nsidebar_position: 2\n---\n# Second\n',
    });
    const { entries, kinds } = await table(site);
    expect(kinds).toEqual({ '/': 'home', '/docs': 'docs-root', '/docs/first': 'doc', '/docs/second': 'doc' });
    const root = entries.get('/docs')!;
    expect(root.target.kind === 'docs-root' && root.target.page.route).toBe('/docs/first');
    expect(root.source).toBe("the docs' main doc (/docs/first)");
  });

  it('the blog: its list, /blog/page/1 as a noindex copy, posts and the archive', async () => {
    const site = tempSite({
      'site.config.mjs': "export default { title: 'x', docs: false };\n",
      'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\nHi.\n',
    });
    const { entries, kinds } = await table(site);
    expect(kinds).toEqual({
      '/': 'home',
      '/blog': 'blog-list',
      '/blog/page/1': 'blog-list',
      '/blog/2024/01/02/hello': 'blog-post',
      '/blog/archive': 'blog-archive',
    });
    const list = entries.get('/blog')!.target;
    const copy = entries.get('/blog/page/1')!.target;
    expect(list.kind === 'blog-list' && list.noindex).toBe(false);
    expect(copy.kind === 'blog-list' && copy.noindex).toBe(true);
  });

  it('a docs tag of 120 docs: pages of DOCS_PER_TAG_PAGE docs at its route and /page/n, each doc on one page (issue 29)', async () => {
    const { DOCS_PER_TAG_PAGE } = await import('@/lib/content/tags');
    const docs = Object.fromEntries(
      Array.from({ length: 120 }, (_, i) => [
        `docs/d${String(i).padStart(3, '0')}.md`,
        `---\ntags: [gauge]\nsidebar_position: ${i}\n---\n# Doc ${i}\n`,
      ]),
    );
    const { entries, kinds } = await table(tempSite({ 'site.config.mjs': "export default { title: 'x' };\n", ...docs }));
    const pages = Math.ceil(120 / DOCS_PER_TAG_PAGE);
    const routes = Object.keys(kinds).filter((route) => route.startsWith('/docs/tags/gauge'));
    expect(routes.sort()).toEqual(
      ['/docs/tags/gauge', ...Array.from({ length: pages - 1 }, (_, i) => `/docs/tags/gauge/page/${i + 2}`)].sort(),
    );
    const shown = routes.flatMap((route) => {
      const target = entries.get(route)!.target;
      if (target.kind !== 'docs-tag') throw new Error(`${route} is ${target.kind}`);
      expect(target.page.items.length).toBeLessThanOrEqual(DOCS_PER_TAG_PAGE);
      expect(target.page.totalPages).toBe(pages);
      return target.page.items.map((doc) => doc.route);
    });
    expect(shown).toHaveLength(120);
    expect(new Set(shown).size).toBe(120);
    const second = entries.get('/docs/tags/gauge/page/2')!.target;
    expect(second.kind === 'docs-tag' && [second.page.previous, second.page.next]).toEqual([
      '/docs/tags/gauge',
      pages > 2 ? '/docs/tags/gauge/page/3' : undefined,
    ]);
  });

  it('two sources of one route: the first keeps it, with a warning, or the build stops (checks.duplicateRoutes)', async () => {
    const files = (level: string) => ({
      'site.config.mjs': `export default { title: 'x', checks: { duplicateRoutes: '${level}' } };\n`,
      'docs/setup.md': '# Setup doc\n',
      'src/pages/docs/setup.md': '# Setup page\n',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { entries } = await table(tempSite(files('warn')));
    expect(entries.get('/docs/setup')!.target.kind).toBe('page');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/docs\/setup\.md: publishes \/docs\/setup, as .*src\/pages\/docs\/setup\.md does\. .*checks\.duplicateRoutes/),
    );
    warn.mockRestore();
    // A content error (file first, no stack in the content check's output), naming both sources.
    await expect(table(tempSite(files('throw')))).rejects.toMatchObject({
      name: 'ContentError',
      message: expect.stringMatching(
        /docs\/setup\.md: publishes \/docs\/setup, as .*src\/pages\/docs\/setup\.md does\. Two pages cannot share a route/,
      ),
    });
  });
});

describe('routeOfSlug, slugOfRoute, hasRoute', () => {
  it('turns catch-all params into routes and back', async () => {
    const { routeOfSlug, slugOfRoute } = await import('@/lib/site/routes');
    expect(routeOfSlug(undefined)).toBe('/');
    expect(routeOfSlug(['guide', 'caf%C3%A9', '%E0%A4%A'])).toBe('/guide/café/%E0%A4%A');
    expect(slugOfRoute('/')).toEqual([]);
    expect(slugOfRoute('/guide/reference')).toEqual(['guide', 'reference']);
  });

  it('answers for routes of the site, ignoring queries and fragments', async () => {
    await prepareTestSite(path.join(FIXTURE_SITES, 'minimal'));
    const { hasRoute } = await import('@/lib/site/routes');
    expect(await hasRoute('/guide/reference/settings#top')).toBe(true);
    expect(await hasRoute('/guide?x=1')).toBe(true);
    expect(await hasRoute('/')).toBe(true);
    expect(await hasRoute('/blog/tags')).toBe(false);
    expect(await hasRoute('/docs/intro')).toBe(false);
  });
});
