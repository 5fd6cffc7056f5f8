import { withBase } from '@/lib/config';
import { CHANGELOG_FEEDS } from '@/lib/openapi/diff/feed';

/** Links to the changelog's feeds: files, not pages, so plain anchors with the base path. */
export function ChangelogFeedLinks({ route }: { route: string }) {
  return (
    <p>
      Follow the changes:{' '}
      {CHANGELOG_FEEDS.map((feed, index) => (
        <span key={feed.path}>
          {index > 0 && ', '}
          <a href={withBase(`${route}${feed.path}`)} type={feed.type}>
            {feed.title}
          </a>
        </span>
      ))}
    </p>
  );
}
