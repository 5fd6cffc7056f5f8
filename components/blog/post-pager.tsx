import { SiteLink } from '@/components/ui/site-link.client';
import type { BlogPost } from '@/lib/blog/types';
import styles from './blog.module.css';
import { routeText } from '@/lib/content/locales';

/** Links to the newer and older post under a post. */
export function PostPager({ newer, older, route }: { newer?: BlogPost; older?: BlogPost; route: string }) {
  if (!newer && !older) return null;
  const text = (key: string, english: string) => routeText(route, key, english);
  return (
    <nav className={styles.pager} aria-label={text('theme.blog.post.paginator.navAriaLabel', 'Blog post navigation')}>
      {newer ? (
        <SiteLink href={newer.permalink} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerLabel}>{text('theme.blog.post.paginator.newerPost', 'Newer post')}</span>
          <span className={styles.pagerTitle}>« {newer.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {older ? (
        <SiteLink href={older.permalink} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerLabel}>{text('theme.blog.post.paginator.olderPost', 'Older post')}</span>
          <span className={styles.pagerTitle}>{older.title} »</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
