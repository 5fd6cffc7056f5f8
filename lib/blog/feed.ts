import { Feed } from 'feed';
import type { BlogOptions, FeedType } from '@/lib/config/blog-options';
import type { BlogPost } from './types';

export interface FeedSite {
  title: string;
  description: string;
  /** Absolute URL of a route under the base path. */
  absolute: (route: string) => string;
  /** Blog route, e.g. "/blog". */
  routeBasePath: string;
  copyright: string;
  /** Full HTML of a post (absolute URLs inside). */
  contentOf: (post: BlogPost) => Promise<string>;
  /** The resolved feedOptions (lib/config/blog-options.ts): title, description, language and limit override the above. */
  feedOptions?: Partial<Pick<BlogOptions['feedOptions'], 'title' | 'description' | 'copyright' | 'language' | 'limit' | 'types'>>;
}

/** The most recent posts a feed carries. */
export const FEED_LIMIT = 20;

/** Feed routes under the blog: linked from <head> and written by the route handlers. */
export const FEED_ROUTES = {
  rss: { path: '/rss.xml', type: 'application/rss+xml', title: 'RSS Feed' },
  atom: { path: '/atom.xml', type: 'application/atom+xml', title: 'Atom Feed' },
  json: { path: '/feed.json', type: 'application/feed+json', title: 'JSON Feed' },
} as const;

/** The routes of the feeds the options ask for (feedOptions.type), in rss, atom, json order; none for type: null. */
export function feedRoutes(types: FeedType[]): (typeof FEED_ROUTES)[FeedType][] {
  return (['rss', 'atom', 'json'] as const).filter((type) => types.includes(type)).map((type) => FEED_ROUTES[type]);
}

/**
 * One Feed object for all three formats, from the listed posts (newest first), with each post's
 * full content and absolute URLs. The feed's date is the newest post's, so an unchanged blog gives
 * byte-identical feeds on every build.
 */
export async function buildFeed(listed: BlogPost[], site: FeedSite): Promise<Feed> {
  const blogUrl = site.absolute(site.routeBasePath);
  const options = site.feedOptions ?? {};
  // limit: undefined in resolved options means "all" (Docusaurus' limit: false or null).
  const limit = 'limit' in options ? (options.limit ?? listed.length) : FEED_LIMIT;
  const posts = listed.slice(0, limit);
  const feed = new Feed({
    id: blogUrl,
    title: options.title ?? `${site.title} Blog`,
    description: options.description ?? site.description,
    link: blogUrl,
    language: options.language ?? 'en',
    copyright: options.copyright ?? site.copyright,
    updated: posts[0] ? new Date(posts[0].date) : new Date(0),
    generator: false,
    feedLinks: Object.fromEntries(Object.entries(FEED_ROUTES).map(([key, f]) => [key, site.absolute(`${site.routeBasePath}${f.path}`)])),
  });
  for (const post of posts) {
    const link = site.absolute(post.permalink);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.date),
      published: new Date(post.date),
      description: post.description,
      content: await site.contentOf(post),
      author: post.authors.map((author) => ({ name: author.name, link: author.permalink ? site.absolute(author.permalink) : author.url })),
      // term (required by Atom) is the tag's URL segment; name is the label readers see.
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.permalink.split('/').pop(), domain: site.absolute(tag.permalink) })),
      image: post.image ? site.absolute(post.image) : undefined,
    });
  }
  return feed;
}

/**
 * The Atom document. The feed library escapes only "&" (and its XML writer '"') in attribute
 * values, so a tag label with "<" would make <category label="…"> ill-formed XML; the labels'
 * "<" are escaped here. Attribute values never hold a raw '"', so each value is matched whole.
 */
export function atomXml(feed: Feed): string {
  return feed
    .atom1()
    .replace(/<category((?:\s+[\w:]+="[^"]*")*)\s*\/>/g, (element) => element.replace(/="[^"]*"/g, (value) => value.replace(/</g, '&lt;')));
}
