import { SiteLink } from '@/components/ui/site-link.client';
import type { ListPage } from '@/lib/blog/paginate';
import styles from './blog.module.css';

interface ListPagerProps {
  page: Pick<ListPage<unknown>, 'page' | 'totalPages' | 'previous' | 'next'>;
  /** The navigation's accessible name ("Blog list pages", "Tag pages"). */
  label: string;
  /** The links' words: "« Newer entries" / "Older entries »" on the blog. */
  previousText: string;
  nextText: string;
}

/**
 * "Previous / Next" under a paginated list (the blog's lists, a docs tag's docs); nothing when the
 * list has one page.
 */
export function ListPager({ page, label, previousText, nextText }: ListPagerProps) {
  if (page.totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {page.previous ? (
        <SiteLink href={page.previous} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerTitle}>{previousText}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      <span className={styles.pagerCount}>
        Page {page.page} of {page.totalPages}
      </span>
      {page.next ? (
        <SiteLink href={page.next} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerTitle}>{nextText}</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
