import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTestSite, removeTempSites, tempSite } from './site-fixture';

// A post links to another post by its file path, relative or from the site folder, as Docusaurus'
// blog resolves them: the link becomes the other post's URL.
afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

describe('links between blog posts by file path', () => {
  it('become the linked post\'s permalink, with the anchor kept; a missing file warns', async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Kites', blog: { path: 'blog', routeBasePath: 'posts' } };\n",
        'blog/2025/03-01-first-flight/index.mdx': '---\ntitle: First flight\nslug: first-flight\n---\n\nThe kite went up.\n\n## Wind {#wind}\n\nStrong.\n',
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
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/04-02-second-flight\.md:6: the link "\.\/lost-flight\.md" points to no doc/);
    warn.mockRestore();
  });
});
