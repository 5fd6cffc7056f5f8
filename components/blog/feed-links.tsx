import { FEED_ROUTES } from '@/lib/blog/feed';
import { withBase } from '@/lib/config';
import { blogOptions } from '@/lib/content/blog';
import styles from './blog.module.css';

/**
 * Links to the feeds. They are files, not pages, so they are plain anchors with the base path:
 * the router's link would prefetch them as routes and fail.
 */
export function FeedLinks() {
  return (
    <p className={styles.feeds}>
      Subscribe:{' '}
      {Object.values(FEED_ROUTES).map((feed, index) => (
        <span key={feed.path}>
          {index > 0 && ', '}
          <a href={withBase(`${blogOptions().routeBasePath}${feed.path}`)} type={feed.type}>
            {feed.title}
          </a>
        </span>
      ))}
    </p>
  );
}
