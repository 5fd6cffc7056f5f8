import { absoluteUrl, siteConfig } from '@/lib/config';
import { buildFeed } from '@/lib/blog/feed';
import { postBodyToHtml } from '@/lib/blog/feed-html';
import { blogOptions, getBlog } from './blog';

/** The site's blog feed (RSS, Atom and JSON come from the same object), built from the loader. */
export async function siteBlogFeed() {
  return buildFeed(getBlog().listed, {
    title: siteConfig.title,
    description: `News and guides from ${siteConfig.title}`,
    absolute: (route) => absoluteUrl(route),
    routeBasePath: blogOptions.routeBasePath,
    copyright: siteConfig.footer.copyright,
    contentOf: (post) => postBodyToHtml(post.body, { format: post.format, postUrl: absoluteUrl(post.permalink), absolute: (route) => absoluteUrl(route) }),
  });
}
