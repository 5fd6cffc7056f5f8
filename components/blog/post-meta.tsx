import type { BlogPost } from '@/lib/blog/types';
import { formatPostDate } from './format';
import styles from './blog.module.css';

/** "November 20, 2026 · 2 min read". */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.readingTime} min read</span>
    </p>
  );
}
