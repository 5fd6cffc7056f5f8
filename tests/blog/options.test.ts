import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paginate } from '@/lib/blog/paginate';
import { resolveBlogOptions } from '@/lib/config/blog-options';
import type { BlogPost } from '@/lib/blog/types';

const siteDir = '/site';
const resolve = (input: unknown) => resolveBlogOptions(input, { siteDir, includeDrafts: false });

describe('blog options with Docusaurus names and defaults', () => {
  it('fills the Docusaurus defaults', () => {
    const o = resolve({});
    expect(o).toMatchObject({
      contentDir: path.resolve('/site/blog'),
      routeBasePath: '/blog',
      postsPerPage: 10,
      blogSidebarCount: 5,
      blogSidebarTitle: 'Recent posts',
      archiveBasePath: 'archive',
      showReadingTime: true,
      onInlineTags: 'warn',
      tagsFile: path.resolve('/site/blog/tags.yml'),
      tagsFileRequired: false,
      authorsMapFile: path.resolve('/site/blog/authors.yml'),
      feedOptions: { types: ['rss', 'atom'], limit: 20 },
    });
  });

  it("reads 'ALL', null archives, feed types and ignores options it does not use", () => {
    const o = resolve({
      postsPerPage: 'ALL',
      blogSidebarCount: 'ALL',
      archiveBasePath: null,
      feedOptions: { type: 'all', limit: false, xslt: true },
      tags: false,
      blogListComponent: '@theme/X',
    });
    expect([o.postsPerPage, o.blogSidebarCount, o.archiveBasePath, o.feedOptions.types, o.feedOptions.limit, o.tagsFile]).toEqual([
      'ALL',
      'ALL',
      null,
      ['rss', 'atom', 'json'],
      undefined,
      undefined,
    ]);
    expect(resolve({ feedOptions: { type: null } }).feedOptions.types).toEqual([]);
    expect(resolve({ routeBasePath: '/' }).routeBasePath).toBe('');
  });

  it('refuses a wrong value with the option and the fix', () => {
    expect(() => resolve({ postsPerPage: 0 })).toThrow(/blog options: "postsPerPage"/);
    expect(() => resolve({ onInlineTags: 'loud' })).toThrow(/"onInlineTags"/);
  });

  it("pages 'ALL' posts on one page", () => {
    const posts = Array.from({ length: 23 }, (_, i) => ({ slug: `p${i}` }) as BlogPost);
    expect(paginate(posts, { perPage: 'ALL', basePermalink: '/blog' })).toHaveLength(1);
    expect(paginate(posts, { perPage: 10, basePermalink: '', pageBasePath: 'p' }).map((p) => p.permalink)).toEqual(['/', '/p/2', '/p/3']);
  });
});
