import type { BlogPost } from '@/lib/blog/types';
import { blogOptions } from '@/lib/content/blog';
import { formatPostDate } from './format';
import styles from './blog.module.css';

/** "November 20, 2026 · 2 min read"; the reading time only when the showReadingTime option is on. */
export function PostMeta({ post, showReadingTime = blogOptions().showReadingTime }: { post: BlogPost; showReadingTime?: boolean }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      {showReadingTime && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{post.readingTime} min read</span>
        </>
      )}
    </p>
  );
}
