import type { BlogListPage, BlogPost } from './types';

/** The route of page n of a list: page 1 is the list's own route, later pages add /{pageBasePath}/{n}. */
export function pagePermalink(basePermalink: string, page: number, pageBasePath = 'page'): string {
  // A blog at the site root has basePermalink "" (a list elsewhere may say "/"): its list is "/" and page 2 "/page/2".
  return page <= 1 ? basePermalink || '/' : `${basePermalink === '/' ? '' : basePermalink}/${pageBasePath}/${page}`;
}

/** One page of a list that {@link listPages} split (a docs tag's docs; the blog's lists as BlogListPage). */
export interface ListPage<T> {
  /** 1-based. */
  page: number;
  totalPages: number;
  permalink: string;
  items: T[];
  /** The previous and next pages' routes. */
  previous?: string;
  next?: string;
}

/** Splits items into pages of perPage under basePermalink; an empty list still has one page. */
export function listPages<T>(items: T[], perPage: number, basePermalink: string, pageBasePath = 'page'): ListPage<T>[] {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: totalPages }, (_, index) => {
    const page = index + 1;
    return {
      page,
      totalPages,
      permalink: pagePermalink(basePermalink, page, pageBasePath),
      items: items.slice(index * perPage, page * perPage),
      previous: page > 1 ? pagePermalink(basePermalink, page - 1, pageBasePath) : undefined,
      next: page < totalPages ? pagePermalink(basePermalink, page + 1, pageBasePath) : undefined,
    };
  });
}

/**
 * Splits posts (already newest first) into list pages of perPage. An empty list still has one
 * page, so /blog exists before the first post is written.
 */
export function paginate(
  posts: BlogPost[],
  { perPage: size, basePermalink, pageBasePath = 'page' }: { perPage: number | 'ALL'; basePermalink: string; pageBasePath?: string },
): BlogListPage[] {
  // 'ALL' (Docusaurus' postsPerPage: 'ALL') is one page holding every post.
  const perPage = size === 'ALL' ? Math.max(1, posts.length) : size;
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`postsPerPage must be a positive integer or 'ALL', got ${String(size)}`);
  return listPages(posts, perPage, basePermalink, pageBasePath).map(({ items, previous, next, ...page }) => ({
    ...page,
    posts: items,
    newer: previous,
    older: next,
  }));
}

/**
 * The {n} values of a list's /page/{n} route: every page, 1 included (a noindex copy of the list's
 * own page whose canonical URL is the list). Page 1 keeps the route non-empty: output: 'export' fails the build when
 * generateStaticParams returns nothing, which a one-page list would otherwise do.
 */
export function pageNumbers(pages: BlogListPage[]): string[] {
  return pages.map((page) => String(page.page));
}
