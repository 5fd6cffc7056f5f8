import { absoluteUrl, siteConfig } from '@/lib/config';
import { buildFeed, atomXml, feedRoutes } from '@/lib/blog/feed';
import { postBodyToHtml } from '@/lib/blog/feed-html';
import { localFileOf } from '@/lib/mdx/file-links';
import { siteAssetUrl } from '@/lib/site/assets';
import { siteMarkdownOptions } from '@/lib/content/markdown-options';
import { readPreparedSite } from '@/lib/config/prepared';
import { blogLocales, blogOptions, getBlog } from './blog';

/** The route a relative link of a post names when it is a local file: the same URL its page links. */
function publishedFile(source: string, relative: string): string | undefined {
  const absFile = localFileOf(relative, source);
  return absFile ? siteAssetUrl(absFile, readPreparedSite()) : undefined;
}

/**
 * The site's blog feed (RSS, Atom and JSON come from the same object), built from the loader; in a
 * locale (its name), that locale's posts under its prefix; undefined without a blog.
 */
export async function siteBlogFeed(locale?: string) {
  const blog = getBlog(locale);
  if (!blog) return undefined;
  return buildFeed(blog.listed, {
    title: siteConfig().title,
    description: `News and guides from ${siteConfig().title}`,
    absolute: (route) => absoluteUrl(route),
    routeBasePath: blogOptions(locale).routeBasePath,
    copyright: siteConfig().footer.copyright,
    feedOptions: blogOptions().feedOptions,
    contentOf: (post) =>
      postBodyToHtml(post.body, {
        format: post.format,
        postUrl: absoluteUrl(post.permalink),
        absolute: (route) => absoluteUrl(route),
        publishedFile: (relative) => publishedFile(post.source, relative),
        pipeline: siteMarkdownOptions({ file: post.source, format: post.format, route: post.permalink }),
      }),
  });
}

/**
 * The feed files the post-build step writes beside the blog (as Docusaurus writes them after its
 * build): rss.xml, atom.xml and feed.json, beside every locale's blog too; none for a site without a blog.
 */
export async function blogFeedFiles(): Promise<{ route: string; content: string }[]> {
  const files: { route: string; content: string }[] = [];
  for (const locale of [undefined, ...blogLocales()]) {
    const feed = await siteBlogFeed(locale);
    if (!feed) continue;
    const base = blogOptions(locale).routeBasePath;
    const content = { rss: () => feed.rss2(), atom: () => atomXml(feed), json: () => feed.json1() };
    for (const type of blogOptions().feedOptions.types) files.push({ route: `${base}${feedRoutes([type])[0]!.path}`, content: content[type]() });
  }
  return files;
}
