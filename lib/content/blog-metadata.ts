import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/config';
import { pageMetadata, type PageMeta } from '@/lib/config/metadata';
import { feedRoutes } from '@/lib/blog/feed';
import type { BlogPost } from '@/lib/blog/types';
import { blogOptions } from './blog';

/** The feeds (of a locale's blog) as <link rel="alternate" type=...> entries, absolute and under the base path. */
export function feedAlternates(locale?: string): NonNullable<NonNullable<Metadata['alternates']>['types']> {
  return Object.fromEntries(
    feedRoutes(blogOptions().feedOptions.types).map((feed) => [
      feed.type,
      [{ url: absoluteUrl(`${blogOptions(locale).routeBasePath}${feed.path}`), title: feed.title }],
    ]),
  );
}

/**
 * A blog page's metadata: the site's usual tags plus the feed links. Next merges `alternates` per
 * page as a whole, so every blog page adds the feeds itself rather than inheriting them from a layout.
 */
export function blogMetadata(meta: PageMeta, post?: BlogPost, locale = post?.translation?.locale): Metadata {
  const base = pageMetadata(meta);
  const withFeeds: Metadata = { ...base, alternates: { ...base.alternates, types: feedAlternates(locale) } };
  if (!post) return withFeeds;
  // A post is an og:article with its date, authors and tags.
  return {
    ...withFeeds,
    authors: post.authors.map((author) => ({ name: author.name, url: author.permalink ? absoluteUrl(author.permalink) : author.url })),
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.date,
      authors: post.authors.map((author) => author.name),
      tags: post.tags.map((tag) => tag.label),
    },
  };
}
