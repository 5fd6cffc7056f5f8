import { feedRoutes } from '@/lib/blog/feed';
import { withBase } from '@/lib/config';
import { blogOptions } from '@/lib/content/blog';
import styles from './blog.module.css';

/**
 * Links to the feeds. They are files, not pages, so they are plain anchors with the base path:
 * the router's link would prefetch them as routes and fail.
 */
export function FeedLinks({ locale }: { locale?: string }) {
  // feedOptions.type: null (or an empty list) means no feeds, so nothing to subscribe to.
  const feeds = feedRoutes(blogOptions().feedOptions.types);
  if (feeds.length === 0) return null;
  return (
    <p className={styles.feeds}>
      Subscribe:{' '}
      {feeds.map((feed, index) => (
        <span key={feed.path}>
          {index > 0 && ', '}
          <a href={withBase(`${blogOptions(locale).routeBasePath}${feed.path}`)} type={feed.type}>
            {feed.title}
          </a>
        </span>
      ))}
    </p>
  );
}
