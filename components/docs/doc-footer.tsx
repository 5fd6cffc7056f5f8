import { SiteLink } from '@/components/ui/site-link.client';
import type { Doc } from '@/lib/content/docs';
import styles from './docs-page.module.css';
import type { SiteLocale } from '@/lib/config/i18n';
import { locales, routeLocale, uiText } from '@/lib/content/locales';

function formatDate(iso: string, locale?: SiteLocale): string {
  // A fixed locale and time zone: the exported HTML must not depend on the build machine.
  if (!locale) return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  // A page of another locale: its language and calendar.
  return new Intl.DateTimeFormat(locale.htmlLang, { dateStyle: 'medium', timeZone: 'UTC', calendar: locale.calendar }).format(
    new Date(iso),
  );
}

/** The footer's words: English, or on a page of another locale its code.json's, under Docusaurus' keys (a translated site has them). */
function footerText(locale: SiteLocale) {
  const text = (key: string, english: string) => uiText(locale, key, english);
  return {
    tags: text('theme.tags.tagsListLabel', 'Tags:'),
    edit: text('theme.common.editThisPage', 'Edit this page'),
    lastUpdated: text('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}').replace(/\{atDate\}.*$/, ''),
    atDate: text('theme.lastUpdated.atDate', ' on {date}').replace(/\{date\}.*$/, ''),
    byUser: text('theme.lastUpdated.byUser', ' by {user}').split('{user}') as [string, string?],
  };
}

/** Tags (links to their pages), "Edit this page" (hidden by custom_edit_url: null) and the last-updated line under a doc. */
export function DocFooter({ doc }: { doc: Doc }) {
  const { tags, editUrl, lastUpdated } = doc;
  if (tags.length === 0 && !editUrl && !lastUpdated?.date) return null;
  const locale = doc.translation ? locales().find((one) => one.name === doc.translation!.locale) : undefined;
  // The words in the page's locale, the default's included (a site whose default is Persian); the date's format keeps to `locale`.
  const words = footerText(locale ?? routeLocale(doc.route));
  return (
    <footer className={styles.docFooter}>
      {tags.length > 0 && (
        <div className={styles.tags}>
          <span className={styles.tagsLabel}>{words.tags}</span>
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
            {words.edit}
          </a>
        )}
        {lastUpdated?.date && (
          // dir="auto" on another locale's page: a line code.json does not translate is English, and
          // read right to left its date and author changed places; the date, with the right-to-left
          // marks an Arabic date carries, is isolated in its own direction.
          <p className={styles.lastUpdated} dir={locale ? 'auto' : undefined}>
            {`${words.lastUpdated}${words.atDate}`}
            <time dateTime={lastUpdated.date} dir={locale ? 'auto' : undefined}>
              {formatDate(lastUpdated.date, locale)}
            </time>
            {lastUpdated.author && <>{`${words.byUser[0]}${lastUpdated.author}${words.byUser[1] ?? ''}`}</>}
          </p>
        )}
      </div>
    </footer>
  );
}
