import { describe, expect, it } from 'vitest';
import { listPages, pageNumbers, pagePermalink, paginate } from '@/lib/blog/paginate';
import type { BlogPost } from '@/lib/blog/types';

const posts = Array.from({ length: 23 }, (_, i) => ({ slug: `p${i}` }) as BlogPost);

describe('pagination', () => {
  it('splits posts into pages of ten with permalinks and newer/older links', () => {
    const pages = paginate(posts, { perPage: 10, basePermalink: '/blog' });
    expect(pages.map((p) => [p.page, p.permalink, p.posts.length, p.newer, p.older])).toEqual([
      [1, '/blog', 10, undefined, '/blog/page/2'],
      [2, '/blog/page/2', 10, '/blog', '/blog/page/3'],
      [3, '/blog/page/3', 3, '/blog/page/2', undefined],
    ]);
    expect(pages.every((p) => p.totalPages === 3)).toBe(true);
    expect(pages[2]!.posts.map((p) => p.slug)).toEqual(['p20', 'p21', 'p22']);
  });

  it('paginates an author page under its own permalink', () => {
    const pages = paginate(posts.slice(0, 11), { perPage: 10, basePermalink: '/blog/authors/all-jonas-articles' });
    expect(pages.map((p) => p.permalink)).toEqual(['/blog/authors/all-jonas-articles', '/blog/authors/all-jonas-articles/page/2']);
  });

  it('keeps one page for exactly ten posts and for none', () => {
    expect(paginate(posts.slice(0, 10), { perPage: 10, basePermalink: '/blog' })).toHaveLength(1);
    const empty = paginate([], { perPage: 10, basePermalink: '/blog' });
    expect(empty).toHaveLength(1);
    expect(empty[0]).toMatchObject({ page: 1, totalPages: 1, posts: [], newer: undefined, older: undefined });
  });

  it('lists every page number for the /page/{n} route, never none', () => {
    expect(pageNumbers(paginate(posts, { perPage: 10, basePermalink: '/blog' }))).toEqual(['1', '2', '3']);
    expect(pageNumbers(paginate([], { perPage: 10, basePermalink: '/blog' }))).toEqual(['1']);
  });

  it('builds page permalinks and rejects a bad page size', () => {
    expect(pagePermalink('/blog/tags/hello', 1)).toBe('/blog/tags/hello');
    expect(pagePermalink('/blog/tags/hello', 4)).toBe('/blog/tags/hello/page/4');
    expect(() => paginate(posts, { perPage: 0, basePermalink: '/blog' })).toThrow(/positive integer/);
  });
});

describe('a list at the site root', () => {
  // The docs tags' pages use the same pagination (tests/site/routes.test.ts splits a tag of 120 docs).
  it('pages without a double slash', () => {
    expect(pagePermalink('/', 2)).toBe('/page/2');
    expect(pagePermalink('', 2)).toBe('/page/2');
    expect(listPages(['a', 'b', 'c'], 2, '/').map((p) => [p.permalink, p.items, p.previous, p.next])).toEqual([
      ['/', ['a', 'b'], undefined, '/page/2'],
      ['/page/2', ['c'], '/', undefined],
    ]);
  });
});
