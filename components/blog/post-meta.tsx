import type { BlogPost } from '@/lib/blog/types';
import { siteConfig } from '@/lib/config';
import { blogOptions } from '@/lib/content/blog';
import { routeLocale, uiPlural } from '@/lib/content/locales';
import { formatPostDate } from './format';
import styles from './blog.module.css';

/**
 * "November 20, 2026 · 2 min read"; the reading time only when the showReadingTime option is on. On a
 * site with locales, in the post's locale: its date format and calendar, and code.json's
 * `theme.blog.post.readingTime.plurals` (Docusaurus' key) for the reading time.
 */
export function PostMeta({ post, showReadingTime = blogOptions().showReadingTime }: { post: BlogPost; showReadingTime?: boolean }) {
  const locale = siteConfig().i18n ? routeLocale(post.permalink) : undefined;
  const minutes = String(post.readingTime);
  const readingTime = locale
    ? uiPlural(locale, 'theme.blog.post.readingTime.plurals', post.readingTime, '{readingTime} min read', { readingTime: minutes })
    : `${minutes} min read`;
  // On another locale's page each part reads in its own direction: an English fallback ("1 min read")
  // read right to left became "min read 1" beside an Arabic date.
  const own = locale && !locale.isDefault ? ('auto' as const) : undefined;
  return (
    <p className={styles.meta}>
      <time dateTime={post.date} dir={own}>
        {formatPostDate(post.date, locale)}
      </time>
      {showReadingTime && (
        <>
          <span aria-hidden="true"> · </span>
          <span dir={own}>{readingTime}</span>
        </>
      )}
    </p>
  );
}
