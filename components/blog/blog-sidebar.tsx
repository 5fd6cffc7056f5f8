import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogPost } from '@/lib/blog/types';
import styles from './blog.module.css';

/** The recent-posts list, shared by the desktop sidebar and the mobile menu's second level. */
export function RecentPostsList({ posts, current }: { posts: BlogPost[]; current?: string }) {
  return (
    <ul className={styles.sidebarList}>
      {posts.map((post) => (
        <li key={post.slug}>
          <SiteLink
            href={post.permalink}
            className={styles.sidebarLink}
            aria-current={post.slug === current ? 'page' : undefined}
            prefetch="hover"
          >
            {post.sidebarLabel}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The blog sidebar (996 px and up): the most recent posts under the blogSidebarTitle option. */
export function BlogSidebar({ posts, current, title }: { posts: BlogPost[]; current?: string; title: string }) {
  return (
    <nav className={styles.sidebar} aria-label={title}>
      <p className={styles.sidebarTitle}>{title}</p>
      <RecentPostsList posts={posts} current={current} />
    </nav>
  );
}
