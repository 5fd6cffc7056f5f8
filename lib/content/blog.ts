import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type { MDXContent } from 'mdx/types';
import { archiveByYear, neighbours, recentPosts as newestPosts } from '@/lib/blog/build-index';
import { loadBlog } from '@/lib/blog/load';
import { resolveBlogOptions, type BlogOptions } from '@/lib/config/blog-options';
import { paginate } from '@/lib/blog/paginate';
import type { Blog, BlogListPage, BlogPost } from '@/lib/blog/types';
import { allRoutesByFile, localeRoutesByFile } from '@/lib/content/docs-data';
import type { SiteLocale } from '@/lib/config/i18n';
import { BLOG_PLUGIN_FOLDER, localeBlogOptions, localePostSource, markPostTranslations } from './blog-locales';
import { locales } from './locales';
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

const optionsCache = new Map<string, { key: unknown; value: BlogOptions }>();

/** The locale a blog function serves: the named one, else the default. */
function blogLocale(locale: string | undefined): SiteLocale {
  const all = locales();
  return all.find((one) => one.name === locale) ?? all[0]!;
}

/** The locale's blog folder under i18n/ (docusaurus-plugin-content-blog); undefined on a site without i18n. */
function translationFolder(locale: SiteLocale): string | undefined {
  const site = readPreparedSite();
  const i18n = site.config.i18n;
  return i18n ? path.resolve(site.siteDir, i18n.path, locale.path, BLOG_PLUGIN_FOLDER) : undefined;
}

/**
 * The blog's options from the site config (Docusaurus' names), resolved against the site folder; in a
 * locale (its name; default the default locale), with its routes and translated texts.
 */
export function blogOptions(locale?: string): BlogOptions {
  const site = readPreparedSite();
  const { name } = blogLocale(locale);
  let entry = optionsCache.get(name);
  if (entry?.key !== site) {
    const { blog } = site.config;
    const value = resolveBlogOptions(
      { ...(blog === false ? {} : blog), editUrl: (blog !== false && blog.editUrl) || site.config.editUrl },
      { siteDir: site.siteDir, includeDrafts: process.env.NODE_ENV === 'development' },
    );
    const folder = translationFolder(blogLocale(locale));
    entry = { key: site, value: folder ? localeBlogOptions(value, blogLocale(locale), folder) : value };
    optionsCache.set(name, entry);
  }
  return entry.value;
}

/** The site's static folders, absolute: root-relative avatars must exist in one of them. */
function staticDirs(): string[] {
  return staticFolders(readPreparedSite(), path.resolve('public'));
}

const loaded = new Map<string, { key: unknown; blog: Blog | undefined }>();

/**
 * The blog index, or undefined for a site without a blog (blog: false, no blog folder, or no post
 * to list). Read once per build process and locale; in development again when the prepared site
 * changes. In a locale other than the default, every post of the blog folder, translated where the
 * locale has its file (lib/content/blog-locales.ts).
 */
export function getBlog(locale?: string): Blog | undefined {
  const site = readPreparedSite();
  const target = blogLocale(locale);
  const cached = loaded.get(target.name);
  if (cached?.key === site) return cached.blog;
  const settings = blogOptions(target.name);
  const present = site.config.blog !== false && fs.existsSync(settings.contentDir);
  const folder = translationFolder(target);
  const blog = present
    ? loadBlog(settings, {
        staticDirs: staticDirs(),
        assetUrl: (absFile) => siteAssetUrl(absFile, site),
        warn: siteWarn,
        markdownFormat: site.config.markdown.format,
        ...(folder ? { sourceOf: localePostSource(settings, folder) } : {}),
      })
    : undefined;
  if (blog && !target.isDefault) markPostTranslations(blog.posts, getBlog()?.posts ?? [], settings, target);
  loaded.set(target.name, { key: site, blog: blog && blog.posts.length > 0 ? blog : undefined });
  return loaded.get(target.name)!.blog;
}

/** The locales other than the default whose blog is published (every one, when the site has a blog). */
export function blogLocales(): string[] {
  return getBlog() ? locales().flatMap((locale) => (locale.isDefault || locale.remote ? [] : [locale.name])) : [];
}

/** The blog, for routes that only exist when it does. */
function theBlog(locale?: string): Blog {
  const blog = getBlog(locale);
  if (!blog) throw new Error('The site has no blog: this route should not exist.');
  return blog;
}

/** A post by its slug (listed or unlisted) in a locale, or undefined. */
function getPost(slug: string, locale?: string): BlogPost | undefined {
  return getBlog(locale)?.posts.find((post) => post.slug === slug);
}

function pages(posts: BlogPost[], basePermalink: string): BlogListPage[] {
  const { postsPerPage, pageBasePath } = blogOptions();
  return paginate(posts, { perPage: postsPerPage, basePermalink, pageBasePath });
}

/** The pages of the main list: /blog, /blog/page/2, ... (/ar/blog … in a locale). */
export function blogListPages(locale?: string): BlogListPage[] {
  return pages(theBlog(locale).listed, blogOptions(locale).routeBasePath || '/');
}

/** Authors with a page, keyed by the last segment of their permalink ("mara", "all-jonas-articles"). */
export function authorPages(locale?: string) {
  return theBlog(locale).authors.map(({ author, posts }) => ({ segment: author.permalink!.split('/').pop()!, author, pages: pages(posts, author.permalink!) }));
}

/** Tags used by listed posts, keyed by the last segment of their permalink. */
export function tagPages(locale?: string) {
  return theBlog(locale).tags.map(({ tag, posts }) => ({ segment: tag.permalink.split('/').pop()!, tag, pages: pages(posts, tag.permalink) }));
}

export function blogArchive(locale?: string) {
  return archiveByYear(theBlog(locale).listed);
}

/** The most recent listed posts for the sidebar ("ALL" lists every one). */
export function recentPosts(locale?: string): BlogPost[] {
  return newestPosts(theBlog(locale).listed, blogOptions(locale).blogSidebarCount);
}

export function postNeighbours(post: BlogPost) {
  return neighbours(theBlog(post.translation?.locale).listed, post.slug);
}

/** The post's table of contents (levels 2 to 3 unless its front matter says otherwise), with the ids its page gives them. */
export function postToc(post: BlogPost): TocItem[] {
  if (post.hideTableOfContents) return [];
  return extractToc(post.body, { minLevel: post.tocMinHeadingLevel ?? 2, maxLevel: post.tocMaxHeadingLevel ?? 3, format: post.format, mdx1Compat: readPreparedSite().config.markdown.mdx1Compat, math: readPreparedSite().config.markdown.math });
}

const linkTargets = new Map<string, { key: unknown; value: { routes: Map<string, string>; roots: string[] } }>();

/**
 * What a post's links by file path resolve to: as Docusaurus' blog, other posts (`../2024-05-01-x.md`,
 * `/blog/2024/x/index.mdx` from the blog or the site folder); docs too, which Docusaurus' blog leaves
 * broken. A link to no such file warns (checks.brokenMarkdownLinks). Built once per prepared site and
 * locale, as getBlog(): React's cache() would rebuild it on every page render and in every script call.
 * In a locale, links lead to the locale's pages, from the translation's folder or the original's.
 */
export function postLinkTargets(locale?: string): { routes: Map<string, string>; roots: string[] } {
  const site = readPreparedSite();
  const target = blogLocale(locale);
  let entry = linkTargets.get(target.name);
  if (entry?.key !== site) {
    const routes = new Map(target.isDefault ? allRoutesByFile() : localeRoutesByFile(target.name));
    const { contentDir } = blogOptions(target.name);
    for (const post of theBlog(target.name).posts) {
      routes.set(post.source, post.permalink);
      routes.set(path.join(contentDir, post.blogPath), post.permalink);
    }
    const folder = translationFolder(target);
    entry = { key: site, value: { routes, roots: [contentDir, ...(folder && !target.isDefault ? [folder] : []), site.siteDir] } };
    linkTargets.set(target.name, entry);
  }
  return entry.value;
}

/** The Markdown source a post's page and its Markdown twin both compile, so their links cannot drift apart. */
export function postMarkdownSource(post: BlogPost): MarkdownSource & { route: string } {
  return { file: post.source, format: post.format, route: post.permalink, docLinks: postLinkTargets(post.translation?.locale) };
}

function compileOptions(post: BlogPost, runtime: ImportRuntime | undefined) {
  return { ...siteMarkdownOptions(postMarkdownSource(post)), plugins: sitePlugins('blog'), imports: siteImports(runtime) };
}

/** The post's whole body compiled to a component (cached per build). */
export const compilePost = cache(async (slug: string, runtime?: ImportRuntime, locale?: string): Promise<MDXContent> => {
  const post = getPost(slug, locale)!;
  return compileMdx(post.body, compileOptions(post, runtime));
});

/** The excerpt (up to the truncate marker, else the whole body) compiled for list pages. */
export const compileExcerpt = cache(async (slug: string, runtime?: ImportRuntime, locale?: string): Promise<MDXContent> => {
  const post = getPost(slug, locale)!;
  return compileMdx(post.excerpt ?? post.body, compileOptions(post, runtime));
});
