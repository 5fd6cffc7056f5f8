import { cache } from 'react';
import type { MDXContent } from 'mdx/types';
import { archiveByYear, neighbours } from '@/lib/blog/build-index';
import { loadBlog, postAssets } from '@/lib/blog/load';
import { blogOptions } from '@/lib/blog/options';
import { paginate } from '@/lib/blog/paginate';
import type { Blog, BlogListPage, BlogPost } from '@/lib/blog/types';
import { extractToc, type TocItem } from '@/lib/content/toc';
import { compileMdx } from '@/lib/mdx/compile';

export type { Blog, BlogListPage, BlogPost } from '@/lib/blog/types';
export { blogOptions };

const root = process.cwd();
let loaded: Blog | undefined;

/** The blog index, read once per build process (every route and feed shares it). */
export function getBlog(): Blog {
  loaded ??= loadBlog(root, blogOptions);
  return loaded;
}

/** A post by its slug (listed or unlisted), or undefined. */
export function getPost(slug: string): BlogPost | undefined {
  return getBlog().posts.find((post) => post.slug === slug);
}

/** The pages of the main list: /blog, /blog/page/2, ... */
export function blogListPages(): BlogListPage[] {
  return paginate(getBlog().listed, { perPage: blogOptions.postsPerPage, basePermalink: blogOptions.routeBasePath });
}

/** Authors with a page, keyed by the last segment of their permalink ("mara", "all-jonas-articles"). */
export function authorPages() {
  return getBlog().authors.map(({ author, posts }) => ({
    segment: author.permalink!.split('/').pop()!,
    author,
    pages: paginate(posts, { perPage: blogOptions.postsPerPage, basePermalink: author.permalink! }),
  }));
}

/** Tags used by listed posts, keyed by the last segment of their permalink. */
export function tagPages() {
  return getBlog().tags.map(({ tag, posts }) => ({
    segment: tag.permalink.split('/').pop()!,
    tag,
    pages: paginate(posts, { perPage: blogOptions.postsPerPage, basePermalink: tag.permalink }),
  }));
}

export function blogArchive() {
  return archiveByYear(getBlog().listed);
}

/** The most recent listed posts for the sidebar. */
export function recentPosts(): BlogPost[] {
  return getBlog().listed.slice(0, blogOptions.sidebarCount);
}

export function postNeighbours(post: BlogPost) {
  return neighbours(getBlog().listed, post.slug);
}

/** Headings 2 to 3 of a post, with the ids its rendered page gives them. */
export function postToc(post: BlogPost): TocItem[] {
  return post.hideTableOfContents ? [] : extractToc(post.body, { minLevel: 2, maxLevel: 3, format: post.format });
}

/** The post's whole body compiled to a component (cached per build). */
export const compilePost = cache(async (slug: string): Promise<MDXContent> => {
  const post = getPost(slug)!;
  return compileMdx(post.body, { file: post.file, format: post.format });
});

/** The excerpt (up to the truncate marker, else the whole body) compiled for list pages. */
export const compileExcerpt = cache(async (slug: string): Promise<MDXContent> => {
  const post = getPost(slug)!;
  return compileMdx(post.excerpt ?? post.body, { file: post.file, format: post.format });
});

/** Every image beside a folder post, served at /blog/{slug}/{file}. */
export function blogAssets(): { post: BlogPost; file: string }[] {
  return getBlog().posts.flatMap((post) => postAssets(root, post).map((file) => ({ post, file })));
}
