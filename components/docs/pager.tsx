import { SiteLink } from '@/components/ui/site-link.client';
import type { PagerLink } from '@/lib/content/sidebar';
import styles from './docs-page.module.css';

/** Previous / next page in the sidebar's reading order. */
export function Pager({ prev, next }: { prev?: PagerLink; next?: PagerLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.pager}>
      {prev && (
        <SiteLink href={prev.href} prefetch="hover" className={styles.pagerLink} rel="prev">
          <span className={styles.pagerSub}>Previous</span>
          <span className={styles.pagerTitle}>« {prev.title}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.href} prefetch="hover" className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerSub}>Next</span>
          <span className={styles.pagerTitle}>{next.title} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
