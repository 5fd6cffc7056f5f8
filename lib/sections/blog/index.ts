import type { BlogAuthor, BlogTag } from '@/lib/blog/types';
import { authorPages, blogListPages, blogOptions, getBlog, tagPages, type BlogListPage, type BlogPost } from '@/lib/content/blog';
import { blogMetadata } from '@/lib/content/blog-metadata';
import type { Section } from '@/lib/site/section';
import { countPosts } from '@/lib/text/counts';

export interface BlogTargets {
  'blog-list': { page: BlogListPage; noindex: boolean };
  'blog-post': { post: BlogPost };
  'blog-archive': object;
  'blog-authors': object;
  'blog-author': { author: BlogAuthor; page: BlogListPage; noindex: boolean };
  'blog-tags': object;
  'blog-tag': { tag: BlogTag; page: BlogListPage; total: number; noindex: boolean };
}

/** The blog's list pages, posts, archive, authors and tags; none when the site has no blog. */
export const blogSection: Section<BlogTargets> = {
  name: 'blog',
  *routes() {
    const blog = getBlog();
    if (!blog) return;
    const options = blogOptions();
    const base = options.routeBasePath;
    const firstPage = (permalink: string) => `${permalink === '/' ? '' : permalink}/${options.pageBasePath}/1`;
    const list = blogListPages();
    for (const page of list) yield { route: page.permalink, source: 'the blog list', target: { kind: 'blog-list', page, noindex: false } };
    // /blog/page/1 repeats the list's first page (noindex, canonical to the list), as the seed site did.
    yield { route: firstPage(base), source: 'the blog list', target: { kind: 'blog-list', page: list[0]!, noindex: true } };
    for (const post of blog.posts) yield { route: post.permalink, source: post.file, target: { kind: 'blog-post', post } };
    if (options.archiveBasePath !== null)
      yield { route: `${base}/${options.archiveBasePath}`, source: 'the blog archive', target: { kind: 'blog-archive' } };
    if (blog.authors.length > 0) {
      yield { route: `${base}/${options.authorsBasePath}`, source: 'the blog authors', target: { kind: 'blog-authors' } };
      for (const { author, pages } of authorPages()) {
        const source = `author ${author.key}`;
        for (const page of pages) yield { route: page.permalink, source, target: { kind: 'blog-author', author, page, noindex: false } };
        yield { route: firstPage(author.permalink!), source, target: { kind: 'blog-author', author, page: pages[0]!, noindex: true } };
      }
    }
    if (blog.tags.length > 0) {
      yield { route: `${base}/${options.tagsBasePath}`, source: 'the blog tags', target: { kind: 'blog-tags' } };
      for (const { tag, pages } of tagPages()) {
        const total = pages.reduce((sum, page) => sum + page.posts.length, 0);
        const source = `tag ${tag.label}`;
        for (const page of pages) yield { route: page.permalink, source, target: { kind: 'blog-tag', tag, page, total, noindex: false } };
        yield { route: firstPage(tag.permalink), source, target: { kind: 'blog-tag', tag, page: pages[0]!, total, noindex: true } };
      }
    }
  },
  metadata: {
    'blog-list': ({ page, noindex }) => {
      const { blogTitle, blogDescription } = blogOptions();
      if (page.page === 1 && !noindex) return blogMetadata({ title: blogTitle, description: blogDescription, path: page.permalink });
      return blogMetadata({ title: `${blogTitle}, page ${page.page}`, path: page.permalink, noindex });
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
    'blog-archive': (_target, route) => blogMetadata({ title: 'Archive', description: 'Every blog post, by year.', path: route }),
    'blog-authors': (_target, route) => blogMetadata({ title: 'Authors', description: 'Everyone who writes on the blog.', path: route }),
    'blog-author': ({ author, page, noindex }) => {
      if (page.page === 1 && !noindex)
        return blogMetadata({ title: `${author.name}: all posts`, description: author.title, path: author.permalink! });
      return blogMetadata({ title: `${author.name}: posts, page ${page.page}`, path: page.permalink, noindex });
    },
    'blog-tags': (_target, route) => blogMetadata({ title: 'Tags', description: 'Every tag used on the blog.', path: route }),
    'blog-tag': ({ tag, page, total, noindex }) => {
      if (page.page === 1 && !noindex)
        return blogMetadata({
          title: `${countPosts(total)} tagged with "${tag.label}"`,
          description: tag.description,
          path: tag.permalink,
        });
      return blogMetadata({ title: `Posts tagged with "${tag.label}", page ${page.page}`, path: page.permalink, noindex });
    },
  },
};
