/** "November 20, 2026": posts carry UTC dates, so the day never shifts with the build machine's zone. */
export function formatPostDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** "3 posts", "1 post". */
export { countPosts } from '@/lib/text/counts';
