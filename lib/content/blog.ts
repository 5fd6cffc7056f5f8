import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type { MDXContent } from 'mdx/types';
import { archiveByYear, neighbours, recentPosts as newestPosts } from '@/lib/blog/build-index';
import { loadBlog } from '@/lib/blog/load';
import { resolveBlogOptions, type BlogOptions } from '@/lib/config/blog-options';
import { paginate } from '@/lib/blog/paginate';
import type { Blog, BlogListPage, BlogPost } from '@/lib/blog/types';
import { allRoutesByFile } from '@/lib/content/docs-data';
import { extractToc, type TocItem } from '@/lib/content/toc';
import { compileMdx } from '@/lib/mdx/compile';
import type { ImportRuntime } from '@/lib/mdx/imports/load';
import { siteAssetUrl } from '@/lib/site/assets';
import { siteImports, siteMarkdownOptions, type MarkdownSource } from '@/lib/content/markdown-options';
import { sitePlugins } from '@/lib/site/plugins';
import { staticFolders } from '@/lib/site/static-folders';
import { readPreparedSite } from '@/lib/config/prepared';
import { siteWarn } from '@/lib/site/warnings';

export type { Blog, BlogListPage, BlogPost } from '@/lib/blog/types';

let options: { key: unknown; value: BlogOptions } | undefined;

/** The blog's options from the site config (Docusaurus' names), resolved against the site folder. */
export function blogOptions(): BlogOptions {
  const site = readPreparedSite();
  if (options?.key !== site) {
    const { blog } = site.config;
    options = {
      key: site,
      value: resolveBlogOptions({ ...(blog === false ? {} : blog), editUrl: (blog !== false && blog.editUrl) || site.config.editUrl }, { siteDir: site.siteDir, includeDrafts: process.env.NODE_ENV === 'development' }),
    };
  }
  return options.value;
}

/** The site's static folders, absolute: root-relative avatars must exist in one of them. */
function staticDirs(): string[] {
  return staticFolders(readPreparedSite(), path.resolve('public'));
}

let loaded: { key: unknown; blog: Blog | undefined } | undefined;

/**
 * The blog index, or undefined for a site without a blog (blog: false, no blog folder, or no post
 * to list). Read once per build process; in development again when the prepared site changes.
 */
export function getBlog(): Blog | undefined {
  const site = readPreparedSite();
  if (loaded?.key === site) return loaded.blog;
  const settings = blogOptions();
  const present = site.config.blog !== false && fs.existsSync(settings.contentDir);
  const blog = present
    ? loadBlog(settings, { staticDirs: staticDirs(), assetUrl: (absFile) => siteAssetUrl(absFile, site), warn: siteWarn, markdownFormat: site.config.markdown.format })
    : undefined;
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
function getPost(slug: string): BlogPost | undefined {
  return getBlog()?.posts.find((post) => post.slug === slug);
}

function pages(posts: BlogPost[], basePermalink: string): BlogListPage[] {
  const { postsPerPage, pageBasePath } = blogOptions();
  return paginate(posts, { perPage: postsPerPage, basePermalink, pageBasePath });
}

/** The pages of the main list: /blog, /blog/page/2, ... */
export function blogListPages(): BlogListPage[] {
  return pages(theBlog().listed, blogOptions().routeBasePath || '/');
}

/** Authors with a page, keyed by the last segment of their permalink ("mara", "all-jonas-articles"). */
export function authorPages() {
  return theBlog().authors.map(({ author, posts }) => ({ segment: author.permalink!.split('/').pop()!, author, pages: pages(posts, author.permalink!) }));
}

/** Tags used by listed posts, keyed by the last segment of their permalink. */
export function tagPages() {
  return theBlog().tags.map(({ tag, posts }) => ({ segment: tag.permalink.split('/').pop()!, tag, pages: pages(posts, tag.permalink) }));
}

export function blogArchive() {
  return archiveByYear(theBlog().listed);
}

/** The most recent listed posts for the sidebar ("ALL" lists every one). */
export function recentPosts(): BlogPost[] {
  return newestPosts(theBlog().listed, blogOptions().blogSidebarCount);
}

export function postNeighbours(post: BlogPost) {
  return neighbours(theBlog().listed, post.slug);
}

/** The post's table of contents (levels 2 to 3 unless its front matter says otherwise), with the ids its page gives them. */
export function postToc(post: BlogPost): TocItem[] {
  if (post.hideTableOfContents) return [];
  return extractToc(post.body, { minLevel: post.tocMinHeadingLevel ?? 2, maxLevel: post.tocMaxHeadingLevel ?? 3, format: post.format, mdx1Compat: readPreparedSite().config.markdown.mdx1Compat });
}

let linkTargets: { key: unknown; value: { routes: Map<string, string>; roots: string[] } } | undefined;

/**
 * What a post's links by file path resolve to: as Docusaurus' blog, other posts (`../2024-05-01-x.md`,
 * `/blog/2024/x/index.mdx` from the blog or the site folder); docs too, which Docusaurus' blog leaves
 * broken. A link to no such file warns (checks.brokenMarkdownLinks). Built once per prepared site, as
 * getBlog(): React's cache() would rebuild it on every page render and in every script call.
 */
export function postLinkTargets(): { routes: Map<string, string>; roots: string[] } {
  const site = readPreparedSite();
  if (linkTargets?.key !== site) {
    const routes = new Map(allRoutesByFile());
    for (const post of theBlog().posts) routes.set(post.source, post.permalink);
    linkTargets = { key: site, value: { routes, roots: [blogOptions().contentDir, site.siteDir] } };
  }
  return linkTargets.value;
}

/** The Markdown source a post's page and its Markdown twin both compile, so their links cannot drift apart. */
export function postMarkdownSource(post: BlogPost): MarkdownSource & { route: string } {
  return { file: post.source, format: post.format, route: post.permalink, docLinks: postLinkTargets() };
}

function compileOptions(post: BlogPost, runtime: ImportRuntime | undefined) {
  return { ...siteMarkdownOptions(postMarkdownSource(post)), plugins: sitePlugins('blog'), imports: siteImports(runtime) };
}

/** The post's whole body compiled to a component (cached per build). */
export const compilePost = cache(async (slug: string, runtime?: ImportRuntime): Promise<MDXContent> => {
  const post = getPost(slug)!;
  return compileMdx(post.body, compileOptions(post, runtime));
});

/** The excerpt (up to the truncate marker, else the whole body) compiled for list pages. */
export const compileExcerpt = cache(async (slug: string, runtime?: ImportRuntime): Promise<MDXContent> => {
  const post = getPost(slug)!;
  return compileMdx(post.excerpt ?? post.body, compileOptions(post, runtime));
});
