import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogListPage } from '@/lib/blog/types';
import styles from './blog.module.css';

/** "Newer entries / Older entries" under a paginated list; nothing when the list has one page. */
export function ListPager({ page }: { page: BlogListPage }) {
  if (page.totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Blog list pages">
      {page.newer ? (
        <SiteLink href={page.newer} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerTitle}>« Newer entries</span>
        </SiteLink>
      ) : (
        <span />
      )}
      <span className={styles.pagerCount}>
        Page {page.page} of {page.totalPages}
      </span>
      {page.older ? (
        <SiteLink href={page.older} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerTitle}>Older entries »</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
