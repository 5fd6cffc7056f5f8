import { SiteLink } from '@/components/ui/site-link.client';
import type { Crumb } from '@/lib/content/docs';
import styles from './docs-page.module.css';
import { routeText } from '@/lib/content/locales';

/** Home › category › … › page; the last crumb is the current page. */
export function Breadcrumbs({ crumbs, route }: { crumbs: Crumb[]; route: string }) {
  if (crumbs.length === 0) return null;
  const text = (key: string, english: string) => routeText(route, key, english);
  return (
    <nav aria-label={text('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')} className={styles.breadcrumbs} data-search-crumbs="">
      <ol>
        <li>
          <SiteLink href="/" prefetch="hover" aria-label={text('theme.docs.breadcrumbs.home', 'Home page')}>
            <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" />
            </svg>
          </SiteLink>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? (
                <SiteLink href={crumb.href} prefetch="hover">
                  {crumb.label}
                </SiteLink>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
