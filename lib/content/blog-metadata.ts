import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/config';
import { pageMetadata, type PageMeta } from '@/lib/config/metadata';
import { FEED_ROUTES } from '@/lib/blog/feed';
import { blogOptions } from './blog';

/** The feeds as <link rel="alternate" type=...> entries, absolute and under the base path. */
export function feedAlternates(): NonNullable<NonNullable<Metadata['alternates']>['types']> {
  return Object.fromEntries(
    Object.values(FEED_ROUTES).map((feed) => [feed.type, [{ url: absoluteUrl(`${blogOptions.routeBasePath}${feed.path}`), title: feed.title }]]),
  );
}

/**
 * A blog page's metadata: the site's usual tags plus the feed links. Next merges `alternates` per
 * page as a whole, so every blog page adds the feeds itself rather than inheriting them from a layout.
 */
export function blogMetadata(meta: PageMeta): Metadata {
  const base = pageMetadata(meta);
  return { ...base, alternates: { ...base.alternates, types: feedAlternates() } };
}
