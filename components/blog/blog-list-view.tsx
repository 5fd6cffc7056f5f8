import type { ReactNode } from 'react';
import type { BlogListPage } from '@/lib/blog/types';
import { BlogLayout } from './blog-layout';
import { ListPager } from './list-pager';
import { PostList } from './post-list';
import styles from './blog.module.css';
import { localeNamed, uiText } from '@/lib/content/locales';

interface BlogListViewProps {
  page: BlogListPage;
  /** The page's one h1. */
  title: string;
  /** Shown under the title: a tagline, an author card, a tag description. */
  intro?: ReactNode;
  /** A link above the list, e.g. "View all tags". */
  back?: ReactNode;
  locale?: string;
}

/** A paginated list of posts (the blog, an author, a tag) inside the blog frame. */
export function BlogListView({ page, title, intro, back, locale }: BlogListViewProps) {
  const text = (key: string, english: string) => uiText(localeNamed(locale), key, english);
  return (
    <BlogLayout locale={locale}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {intro}
        {back}
      </header>
      <PostList posts={page.posts} />
      <ListPager
        page={{ ...page, previous: page.newer, next: page.older }}
        label={text('theme.blog.paginator.navAriaLabel', 'Blog list pages')}
        previousText={`« ${text('theme.blog.paginator.newerEntries', 'Newer entries')}`}
        nextText={`${text('theme.blog.paginator.olderEntries', 'Older entries')} »`}
      />
    </BlogLayout>
  );
}
