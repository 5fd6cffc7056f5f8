import { ContentError } from '@/lib/errors/build-error';
import type { BlogOptions } from '@/lib/config/blog-options';
import type { Blog, BlogArchiveYear, BlogAuthor, BlogPost, BlogTag } from './types';

type RouteOptions = Pick<BlogOptions, 'routeBasePath' | 'pageBasePath' | 'archiveBasePath' | 'tagsBasePath' | 'authorsBasePath'>;

/** First segments under the blog route that belong to the blog's own routes, so no post may start with them. */
export function reservedSegments(options: RouteOptions): string[] {
  return [options.pageBasePath, options.archiveBasePath, options.tagsBasePath, options.authorsBasePath, 'rss.xml', 'atom.xml', 'feed.json']
    .filter((s): s is string => !!s)
    .map((s) => s.split('/')[0]!);
}

/** Newest first; posts of the same moment by permalink, so the order never depends on the file system. */
export function byDateDesc(a: BlogPost, b: BlogPost): number {
  return b.date.localeCompare(a.date) || a.permalink.localeCompare(b.permalink);
}

/**
 * Builds the blog index from resolved posts: order, listed posts, authors (every author with a
 * page, with their listed posts) and tags (every tag a listed post uses). Fails on slug collisions.
 */
export function buildBlogIndex(
  posts: BlogPost[],
  authors: Iterable<BlogAuthor>,
  options: RouteOptions,
  remoteImageOrigins: Iterable<string> = [],
): Blog {
  const seen = new Map<string, string>();
  const reserved = reservedSegments(options);
  for (const post of posts) {
    const first = post.slug.split('/')[0]!;
    if (reserved.includes(first)) {
      throw new ContentError(
        post.file,
        undefined,
        `slug "${post.slug}" is taken by the blog's own ${options.routeBasePath}/${first} route`,
        { fix: 'Choose another slug in the front matter' },
      );
    }
    const other = seen.get(post.slug);
    if (other)
      throw new ContentError(post.file, undefined, `slug "${post.slug}" is already used by ${other}`, {
        fix: 'Give one of the posts another slug',
      });
    seen.set(post.slug, post.file);
  }
  const sorted = [...posts].sort(byDateDesc);
  const listed = sorted.filter((post) => !post.unlisted);

  // Posts keep the authors file's object, or the same key with front matter overrides: match by key.
  const authorList = [...authors]
    .filter((author) => author.permalink)
    .map((author) => ({ author, posts: listed.filter((post) => post.authors.some((a) => a.key === author.key)) }));

  const tagMap = new Map<string, { tag: BlogTag; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const entry = tagMap.get(tag.permalink) ?? { tag, posts: [] };
      entry.posts.push(post);
      tagMap.set(tag.permalink, entry);
    }
  }
  const tagList = [...tagMap.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  // Unlisted posts and drafts left out still may show their avatars (an unlisted post has a page).
  const origins = new Set(remoteImageOrigins);
  return { posts: sorted, listed, authors: authorList, tags: tagList, remoteImageOrigins: [...origins].sort() };
}

/** The sidebar's posts: the newest `count` listed posts, or all of them for 'ALL' (Docusaurus' blogSidebarCount). */
export function recentPosts(listed: BlogPost[], count: number | 'ALL'): BlogPost[] {
  return count === 'ALL' ? listed : listed.slice(0, count);
}

/** Listed posts grouped by year, newest year first (the archive page). */
export function archiveByYear(listed: BlogPost[]): BlogArchiveYear[] {
  const years = new Map<number, BlogPost[]>();
  for (const post of listed) {
    const year = new Date(post.date).getUTCFullYear();
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, posts]) => ({ year, posts }));
}

/** The newer and older listed neighbours of a post (none for an unlisted post). */
export function neighbours(listed: BlogPost[], slug: string): { newer?: BlogPost; older?: BlogPost } {
  const index = listed.findIndex((post) => post.slug === slug);
  if (index === -1) return {};
  return { newer: listed[index - 1], older: listed[index + 1] };
}
