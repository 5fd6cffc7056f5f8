import { SiteLink } from '@/components/ui/site-link.client';
import type { PagerLink } from '@/lib/content/sidebar';
import styles from './docs-page.module.css';
import { routeText } from '@/lib/content/locales';

/** Previous / next page in the sidebar's reading order, in the words of the page's locale (`route`). */
export function Pager({ prev, next, route }: { prev?: PagerLink; next?: PagerLink; route: string }) {
  if (!prev && !next) return null;
  const text = (key: string, english: string) => routeText(route, key, english);
  return (
    <nav aria-label={text('theme.docs.paginator.navAriaLabel', 'Docs pages')} className={styles.pager}>
      {prev && (
        <SiteLink href={prev.href} prefetch="hover" className={styles.pagerLink} rel="prev">
          <span className={styles.pagerSub}>{text('theme.docs.paginator.previous', 'Previous')}</span>
          <span className={styles.pagerTitle}>« {prev.title}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.href} prefetch="hover" className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerSub}>{text('theme.docs.paginator.next', 'Next')}</span>
          <span className={styles.pagerTitle}>{next.title} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
