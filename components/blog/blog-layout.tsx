import type { ReactNode } from 'react';
import { Main } from '@/components/layout/main';
import { SecondaryMenu } from '@/components/layout/secondary-menu.client';
import { blogOptions, recentPosts } from '@/lib/content/blog';
import { BlogSidebar, RecentPostsList } from './blog-sidebar';
import { FeedLinks } from './feed-links';
import styles from './blog.module.css';

interface BlogLayoutProps {
  children: ReactNode;
  /** Slug of the post being read, marked in the sidebar. */
  current?: string;
  /** The right-hand column (the post's TOC), 996 px and up. */
  aside?: ReactNode;
  /** The locale whose blog the page belongs to; the default's when unset. */
  locale?: string;
}

/**
 * The frame of every blog page: recent posts on the left (in the mobile menu below 996 px), the
 * page in the one <main>, an optional right column, and the feed links under the content.
 */
export function BlogLayout({ children, current, aside, locale }: BlogLayoutProps) {
  // recentPosts() honours blogSidebarCount ('ALL' or a number; 0 hides the sidebar, as Docusaurus).
  const posts = recentPosts(locale);
  const title = blogOptions(locale).blogSidebarTitle;
  return (
    <div className={aside ? `${styles.layout} ${styles.withAside}` : styles.layout}>
      {posts.length > 0 && (
        <SecondaryMenu title={title}>
          <RecentPostsList posts={posts} current={current} />
        </SecondaryMenu>
      )}
      {posts.length > 0 && <BlogSidebar posts={posts} current={current} title={title} />}
      <Main className={styles.main}>
        {children}
        <FeedLinks locale={locale} />
      </Main>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
