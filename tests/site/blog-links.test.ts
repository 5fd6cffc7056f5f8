import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTestSite, removeTempSites, tempSite } from './site-fixture';

// A post links to another post by its file path, relative or from the site folder, as Docusaurus'
// blog resolves them: the link becomes the other post's URL.
afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

describe('links between blog posts by file path', () => {
  it("become the linked post's permalink, with the anchor kept; a missing file warns", async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Kites', blog: { path: 'blog', routeBasePath: 'posts' } };\n",
        'blog/2025/03-01-first-flight/index.mdx':
          '---\ntitle: First flight\nslug: first-flight\n---\n\nThe kite went up.\n\n## Wind {#wind}\n\nStrong.\n',
        'blog/2026/04-02-second-flight.md':
          '---\ntitle: Second flight\nslug: second-flight\n---\n\nAfter [the first](../2025/03-01-first-flight/index.mdx), see [its wind](/blog/2025/03-01-first-flight/index.mdx#wind) and [a lost one](./lost-flight.md).\n',
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { compilePost } = await import('@/lib/content/blog');
    const html = renderToStaticMarkup(createElement(await compilePost('second-flight')));
    expect(html).toContain('<a href="/posts/first-flight">the first</a>');
    expect(html).toContain('<a href="/posts/first-flight#wind">its wind</a>');
    expect(html).toContain('href="./lost-flight.md"');
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(
      /04-02-second-flight\.md:6: the link "\.\/lost-flight\.md" points to no doc/,
    );
    warn.mockRestore();
    // Compiling a post (shiki, the pipeline) takes seconds on a loaded machine.
  }, 30_000);
});

describe("a post's Markdown twin", () => {
  it("resolves links to other posts by file path as the post's page does", async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Kites', blog: { path: 'blog', routeBasePath: 'posts' } };\n",
        'blog/2025-06-01-spool.md': '---\ntitle: Spool\nslug: spool\n---\n\nWind the line on a spool.\n',
        'blog/2025-07-01-knots.md': '---\ntitle: Knots\nslug: knots\n---\n\nTie it off once [the line is wound](./2025-06-01-spool.md).\n',
      }),
    );
    const { contentMarkdownCopies } = await import('@/lib/postbuild/copies-from-content');
    const { copies, problems } = await contentMarkdownCopies();
    expect(problems).toEqual([]);
    const twin = copies.find((copy) => copy.route === '/posts/knots.md');
    expect(twin?.content).toMatch(/\[the line is wound\]\([^)]*\/posts\/spool\)/);
    expect(twin?.content).not.toContain('2025-06-01-spool.md');
  }, 30_000);
});

describe('the link report on a site folder elsewhere', () => {
  it("finds a broken link's line in a blog post's source (read from the site folder, not the working directory)", async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Kites', blog: { path: 'blog', routeBasePath: 'posts' } };\n",
        'blog/2026/05-09-third-flight.md':
          '---\ntitle: Third flight\nslug: third-flight\n---\n\nThe string snapped.\n\nAsk at [the kite shop](/kite-shop).\n',
      }),
    );
    const { addLinkSources, loadPageSources } = await import('@/lib/checks/link-sources');
    const problem = {
      page: '/posts/third-flight',
      where: 'out/posts/third-flight.html:3',
      text: 'the kite shop',
      url: '/kite-shop',
      reason: 'no page or file exists there',
    };
    addLinkSources([problem], { ...(await loadPageSources()), basePath: '' });
    expect(problem).toMatchObject({ source: 'blog/2026/05-09-third-flight.md:8' });
  }, 30_000);
});
