import type { SiteLocale } from '@/lib/config/i18n';

/**
 * "November 20, 2026": posts carry UTC dates, so the day never shifts with the build machine's zone.
 * On a site with locales, in the page's locale's language and calendar ("٢٠ نوفمبر ٢٠٢٦"), as
 * Docusaurus formats them; a site without `i18n` keeps US English.
 */
export function formatPostDate(iso: string, locale?: SiteLocale): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
  if (locale) {
    try {
      return new Intl.DateTimeFormat(locale.htmlLang, { ...options, calendar: locale.calendar }).format(date);
    } catch {
      // A calendar or tag the runtime does not know: the default below.
    }
  }
  return new Intl.DateTimeFormat('en-US', options).format(date);
}

/** "3 posts", "1 post". */
export { countPosts } from '@/lib/text/counts';
