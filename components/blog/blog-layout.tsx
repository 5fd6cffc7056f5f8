import type { ReactNode } from 'react';
import { Main } from '@/components/layout/main';
import { SecondaryMenu } from '@/components/layout/secondary-menu.client';
import { recentPosts } from '@/lib/content/blog';
import { BlogSidebar, RecentPostsList } from './blog-sidebar';
import { FeedLinks } from './feed-links';
import styles from './blog.module.css';

interface BlogLayoutProps {
  children: ReactNode;
  /** Slug of the post being read, marked in the sidebar. */
  current?: string;
  /** The right-hand column (the post's TOC), 996 px and up. */
  aside?: ReactNode;
}

/**
 * The frame of every blog page: recent posts on the left (in the mobile menu below 996 px), the
 * page in the one <main>, an optional right column, and the feed links under the content.
 */
export function BlogLayout({ children, current, aside }: BlogLayoutProps) {
  const posts = recentPosts();
  return (
    <div className={aside ? `${styles.layout} ${styles.withAside}` : styles.layout}>
      <SecondaryMenu title="Recent posts">
        <RecentPostsList posts={posts} current={current} />
      </SecondaryMenu>
      <BlogSidebar posts={posts} current={current} />
      <Main className={styles.main}>
        {children}
        <FeedLinks />
      </Main>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
