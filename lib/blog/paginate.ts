import type { BlogListPage, BlogPost } from './types';

/** The route of page n of a list: page 1 is the list's own route, later pages add /page/{n}. */
export function pagePermalink(basePermalink: string, page: number): string {
  return page <= 1 ? basePermalink : `${basePermalink}/page/${page}`;
}

/**
 * Splits posts (already newest first) into list pages of perPage. An empty list still has one
 * page, so /blog exists before the first post is written.
 */
export function paginate(posts: BlogPost[], { perPage, basePermalink }: { perPage: number; basePermalink: string }): BlogListPage[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`postsPerPage must be a positive integer, got ${perPage}`);
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: totalPages }, (_, index) => {
    const page = index + 1;
    return {
      page,
      totalPages,
      permalink: pagePermalink(basePermalink, page),
      posts: posts.slice(index * perPage, page * perPage),
      newer: page > 1 ? pagePermalink(basePermalink, page - 1) : undefined,
      older: page < totalPages ? pagePermalink(basePermalink, page + 1) : undefined,
    };
  });
}

/**
 * The {n} values of a list's /page/{n} route: every page, 1 included (a noindex copy of the list's
 * own page whose canonical URL is the list). Page 1 keeps the route non-empty: output: 'export' fails the build when
 * generateStaticParams returns nothing, which a one-page list would otherwise do.
 */
export function pageNumbers(pages: BlogListPage[]): string[] {
  return pages.map((page) => String(page.page));
}
