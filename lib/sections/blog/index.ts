import type { BlogAuthor, BlogTag } from '@/lib/blog/types';
import {
  authorPages,
  blogListPages,
  blogLocales,
  blogOptions,
  getBlog,
  tagPages,
  type BlogListPage,
  type BlogPost,
} from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';
import { locales } from '@/lib/content/locales';
import type { Section, SectionRoute, TargetOf } from '@/lib/site/section';
import { countPosts } from '@/lib/text/counts';

/** locale (every kind but a post, which knows its own): the blog of a locale other than the default, under its prefix. */
export interface BlogTargets {
  'blog-list': { page: BlogListPage; noindex: boolean; locale?: string };
  'blog-post': { post: BlogPost };
  'blog-archive': { locale?: string };
  'blog-authors': { locale?: string };
  'blog-author': { author: BlogAuthor; page: BlogListPage; noindex: boolean; locale?: string };
  'blog-tags': { locale?: string };
  'blog-tag': { tag: BlogTag; page: BlogListPage; total: number; noindex: boolean; locale?: string };
}

/** The blog's routes in a locale (its name; the default's when undefined), every other locale's under its prefix. */
function* localeRoutes(locale?: string): Generator<SectionRoute<TargetOf<BlogTargets>>> {
  const blog = getBlog(locale);
  if (!blog) return;
  const options = blogOptions(locale);
  const of = locale ? { locale } : {};
  const base = options.routeBasePath;
  const firstPage = (permalink: string) => `${permalink === '/' ? '' : permalink}/${options.pageBasePath}/1`;
  const list = blogListPages(locale);
  for (const page of list)
    yield { route: page.permalink, source: 'the blog list', target: { kind: 'blog-list', page, noindex: false, ...of } };
  // /blog/page/1 repeats the list's first page (noindex, canonical to the list), as the seed site did.
  yield { route: firstPage(base), source: 'the blog list', target: { kind: 'blog-list', page: list[0]!, noindex: true, ...of } };
  for (const post of blog.posts) yield { route: post.permalink, source: post.file, target: { kind: 'blog-post', post } };
  if (options.archiveBasePath !== null)
    yield { route: `${base}/${options.archiveBasePath}`, source: 'the blog archive', target: { kind: 'blog-archive', ...of } };
  if (blog.authors.length > 0) {
    yield { route: `${base}/${options.authorsBasePath}`, source: 'the blog authors', target: { kind: 'blog-authors', ...of } };
    for (const { author, pages } of authorPages(locale)) {
      const source = `author ${author.key}`;
      for (const page of pages)
        yield { route: page.permalink, source, target: { kind: 'blog-author', author, page, noindex: false, ...of } };
      yield { route: firstPage(author.permalink!), source, target: { kind: 'blog-author', author, page: pages[0]!, noindex: true, ...of } };
    }
  }
  if (blog.tags.length > 0) {
    yield { route: `${base}/${options.tagsBasePath}`, source: 'the blog tags', target: { kind: 'blog-tags', ...of } };
    for (const { tag, pages } of tagPages(locale)) {
      const total = pages.reduce((sum, page) => sum + page.posts.length, 0);
      const source = `tag ${tag.label}`;
      for (const page of pages)
        yield { route: page.permalink, source, target: { kind: 'blog-tag', tag, page, total, noindex: false, ...of } };
      yield { route: firstPage(tag.permalink), source, target: { kind: 'blog-tag', tag, page: pages[0]!, total, noindex: true, ...of } };
    }
  }
}

/** The blog's list pages, posts, archive, authors and tags, in every locale; none when the site has no blog. */
export const blogSection: Section<BlogTargets> = {
  name: 'blog',
  *routes() {
    if (!locales()[0]!.remote) yield* localeRoutes();
    for (const locale of blogLocales()) yield* localeRoutes(locale);
  },
  metadata: {
    'blog-list': ({ page, noindex, locale }) => {
      const { blogTitle, blogDescription } = blogOptions(locale);
      if (page.page === 1 && !noindex)
        return blogMetadata({ title: blogTitle, description: blogDescription, path: page.permalink }, undefined, locale);
      return blogMetadata({ title: `${blogTitle}, page ${page.page}`, path: page.permalink, noindex }, undefined, locale);
    },
    'blog-post': ({ post }) =>
      blogMetadata(
        {
          title: post.title,
          description: post.description,
          path: post.permalink,
          type: 'article',
          image: post.image,
          noindex: post.unlisted,
        },
        post,
      ),
    'blog-archive': ({ locale }, route) =>
      blogMetadata({ title: 'Archive', description: 'Every blog post, by year.', path: route }, undefined, locale),
    'blog-authors': ({ locale }, route) =>
      blogMetadata({ title: 'Authors', description: 'Everyone who writes on the blog.', path: route }, undefined, locale),
    'blog-author': ({ author, page, noindex, locale }) => {
      if (page.page === 1 && !noindex)
        return blogMetadata({ title: `${author.name}: all posts`, description: author.title, path: author.permalink! }, undefined, locale);
      return blogMetadata({ title: `${author.name}: posts, page ${page.page}`, path: page.permalink, noindex }, undefined, locale);
    },
    'blog-tags': ({ locale }, route) =>
      blogMetadata({ title: 'Tags', description: 'Every tag used on the blog.', path: route }, undefined, locale),
    'blog-tag': ({ tag, page, total, noindex, locale }) => {
      if (page.page === 1 && !noindex)
        return blogMetadata(
          { title: `${countPosts(total)} tagged with "${tag.label}"`, description: tag.description, path: tag.permalink },
          undefined,
          locale,
        );
      return blogMetadata(
        { title: `Posts tagged with "${tag.label}", page ${page.page}`, path: page.permalink, noindex },
        undefined,
        locale,
      );
    },
  },
};
