import { describe, expect, it } from 'vitest';
import { loadBlog } from '@/lib/blog/load';
import path from 'node:path';
import { resolveBlogOptions } from '@/lib/config/blog-options';

// The site's own content/blog: the routes spec §2 names must exist, and the content must load
// cleanly under the strict tag policy CI can switch on.
describe('content/blog', () => {
  const blog = loadBlog(
    resolveBlogOptions({ path: 'content/blog', onInlineTags: 'throw' }, { siteDir: process.cwd(), includeDrafts: false }),
    {
      staticDirs: [path.resolve('content/static')],
    },
  );

  it("has the four posts at the spec's routes, newest first", () => {
    expect(blog.listed.map((post) => post.permalink)).toEqual([
      '/blog/welcome',
      '/blog/mdx-blog-post',
      '/blog/long-blog-post',
      '/blog/first-blog-post',
    ]);
    expect(blog.posts.find((post) => post.slug === 'welcome')?.assetDir).toMatch(/2026-11-20-welcome$/);
    expect(blog.posts.every((post) => post.excerpt !== undefined)).toBe(true);
  });

  it('has one author page per name and one all-{name}-articles page', () => {
    expect(blog.authors.map(({ author }) => author.permalink)).toEqual(['/blog/authors/mara', '/blog/authors/all-jonas-articles']);
    expect(blog.authors.every(({ author }) => author.image?.startsWith('/img/blog/'))).toBe(true);
  });

  it('uses exactly the four declared tags', () => {
    expect(blog.tags.map(({ tag }) => [tag.permalink, tag.inline])).toEqual([
      ['/blog/tags/docusaurus', false],
      ['/blog/tags/facebook', false],
      ['/blog/tags/hello', false],
      ['/blog/tags/hola', false],
    ]);
  });
});
