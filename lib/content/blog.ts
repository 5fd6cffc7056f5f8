import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type { MDXContent } from 'mdx/types';
import { siteConfig } from '@/lib/config';
import { archiveByYear, neighbours } from '@/lib/blog/build-index';
import { loadBlog } from '@/lib/blog/load';
import { defaultBlogOptions, type BlogOptions } from '@/lib/blog/options';
import { paginate } from '@/lib/blog/paginate';
import type { Blog, BlogListPage, BlogPost } from '@/lib/blog/types';
import { extractToc, type TocItem } from '@/lib/content/toc';
import { compileMdx } from '@/lib/mdx/compile';
import { contentAssetUrl } from '@/lib/site/assets';
import { readPreparedSite } from '@/lib/site/prepared';

export type { Blog, BlogListPage, BlogPost } from '@/lib/blog/types';

/** The blog's options from the site config (Docusaurus' names), resolved against the site folder. */
export function blogOptions(): BlogOptions {
  const { blog } = siteConfig;
  const section = blog === false ? { path: 'blog', routeBasePath: '/blog' } : blog;
  const trimmed = section.routeBasePath.replace(/^\/+|\/+$/g, '');
  return {
    ...defaultBlogOptions(),
    contentDir: path.resolve(readPreparedSite().siteDir, section.path),
    routeBasePath: trimmed ? `/${trimmed}` : '',
    ...(typeof section.postsPerPage === 'number' ? { postsPerPage: section.postsPerPage } : {}),
  };
}

let loaded: { key: unknown; blog: Blog | undefined } | undefined;

/**
 * The blog index, or undefined for a site without a blog (blog: false, no blog folder, or no post
 * to list). Read once per build process; in development again when the prepared site changes.
 */
export function getBlog(): Blog | undefined {
  const site = readPreparedSite();
  if (loaded?.key === site) return loaded.blog;
  const options = blogOptions();
  const present = siteConfig.blog !== false && fs.existsSync(options.contentDir);
  const blog = present ? loadBlog(site.siteDir, options) : undefined;
  loaded = { key: site, blog: blog && blog.posts.length > 0 ? blog : undefined };
  return loaded.blog;
}

/** The blog, for routes that only exist when it does. */
function theBlog(): Blog {
  const blog = getBlog();
  if (!blog) throw new Error('The site has no blog: this route should not exist.');
  return blog;
}

/** A post by its slug (listed or unlisted), or undefined. */
export function getPost(slug: string): BlogPost | undefined {
  return getBlog()?.posts.find((post) => post.slug === slug);
}

/** The pages of the main list: /blog, /blog/page/2, ... */
export function blogListPages(): BlogListPage[] {
  return paginate(theBlog().listed, { perPage: blogOptions().postsPerPage, basePermalink: blogOptions().routeBasePath || '/' });
}

/** Authors with a page, keyed by the last segment of their permalink ("mara", "all-jonas-articles"). */
export function authorPages() {
  return theBlog().authors.map(({ author, posts }) => ({
    segment: author.permalink!.split('/').pop()!,
    author,
    pages: paginate(posts, { perPage: blogOptions().postsPerPage, basePermalink: author.permalink! }),
  }));
}

/** Tags used by listed posts, keyed by the last segment of their permalink. */
export function tagPages() {
  return theBlog().tags.map(({ tag, posts }) => ({
    segment: tag.permalink.split('/').pop()!,
    tag,
    pages: paginate(posts, { perPage: blogOptions().postsPerPage, basePermalink: tag.permalink }),
  }));
}

export function blogArchive() {
  return archiveByYear(theBlog().listed);
}

/** The most recent listed posts for the sidebar. */
export function recentPosts(): BlogPost[] {
  return theBlog().listed.slice(0, blogOptions().sidebarCount);
}

export function postNeighbours(post: BlogPost) {
  return neighbours(theBlog().listed, post.slug);
}

/** Headings 2 to 3 of a post, with the ids its rendered page gives them. */
export function postToc(post: BlogPost): TocItem[] {
  return post.hideTableOfContents ? [] : extractToc(post.body, { minLevel: 2, maxLevel: 3, format: post.format });
}

function compileOptions(post: BlogPost) {
  const siteDir = readPreparedSite().siteDir;
  return { file: post.file, format: post.format, assetUrl: (absFile: string) => contentAssetUrl(absFile, siteDir) };
}

/** The post's whole body compiled to a component (cached per build). */
export const compilePost = cache(async (slug: string): Promise<MDXContent> => {
  const post = getPost(slug)!;
  return compileMdx(post.body, compileOptions(post));
});

/** The excerpt (up to the truncate marker, else the whole body) compiled for list pages. */
export const compileExcerpt = cache(async (slug: string): Promise<MDXContent> => {
  const post = getPost(slug)!;
  return compileMdx(post.excerpt ?? post.body, compileOptions(post));
});
