import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogPost } from '@/lib/blog/types';
import styles from './blog.module.css';

/** Links to the newer and older post under a post. */
export function PostPager({ newer, older }: { newer?: BlogPost; older?: BlogPost }) {
  if (!newer && !older) return null;
  return (
    <nav className={styles.pager} aria-label="Blog post navigation">
      {newer ? (
        <SiteLink href={newer.permalink} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerLabel}>Newer post</span>
          <span className={styles.pagerTitle}>« {newer.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {older ? (
        <SiteLink href={older.permalink} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerLabel}>Older post</span>
          <span className={styles.pagerTitle}>{older.title} »</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
