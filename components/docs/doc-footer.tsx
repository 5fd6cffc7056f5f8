import { SiteLink } from '@/components/ui/site-link.client';
import type { Doc } from '@/lib/content/docs';
import styles from './docs-page.module.css';

function formatDate(iso: string): string {
  // A fixed locale and time zone: the exported HTML must not depend on the build machine.
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** Tags (links to their pages), "Edit this page" (hidden by custom_edit_url: null) and the last-updated line under a doc. */
export function DocFooter({ doc }: { doc: Doc }) {
  const { tags, editUrl, lastUpdated } = doc;
  if (tags.length === 0 && !editUrl && !lastUpdated?.date) return null;
  return (
    <footer className={styles.docFooter}>
      {tags.length > 0 && (
        <div className={styles.tags}>
          <span className={styles.tagsLabel}>Tags:</span>
          <ul>
            {tags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <SiteLink href={tag.permalink} prefetch="hover" rel="tag" title={tag.description}>
                  {tag.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.meta}>
        {editUrl && (
          <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.edit}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
            </svg>
            Edit this page
          </a>
        )}
        {lastUpdated?.date && (
          <p className={styles.lastUpdated}>
            Last updated on <time dateTime={lastUpdated.date}>{formatDate(lastUpdated.date)}</time>
            {lastUpdated.author && <> by {lastUpdated.author}</>}
          </p>
        )}
      </div>
    </footer>
  );
}
