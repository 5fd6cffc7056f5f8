import { listPages, type ListPage } from '@/lib/blog/paginate';
import type { TranslationState } from './translations';

/**
 * The status page of a locale, for its translators (/<locale>/translation-status): every doc, blog
 * post and page the locale publishes, with its translation's state, as `npm run i18n:status`
 * reports the docs. It is a page for people at work on the site: noindex, and in no sitemap, search
 * index or llms.txt.
 */

/** Where each locale other than the default publishes its status page, under its prefix. */
export const TRANSLATION_STATUS_ROUTE = '/translation-status';

/**
 * Rows per status page: the list grows with the site (a 10,000-doc site has 10,000 rows per
 * locale), a page does not. Page 1 is the status route, page n the route plus /page/n, as a docs
 * tag's pages (lib/content/tags.ts), each with the counts above its rows.
 */
export const STATUS_ROWS_PER_PAGE = 50;

export interface StatusRow {
  kind: 'doc' | 'post' | 'page';
  title: string;
  /** The page in the locale. */
  route: string;
  /** The original in the default locale. */
  originalRoute: string;
  state: TranslationState;
  /** The translated file, when there is one. */
  file?: string;
  /** The day the translation was last brought up to date, when recorded. */
  date?: string;
}

export interface StatusSummary {
  total: number;
  translated: number;
  outdated: number;
  untracked: number;
  missing: number;
  /** translated ÷ total in percent, one decimal, as i18n:status writes it. */
  coverage: number;
}

// What needs a translator first: outdated, then missing, then untracked, then the rest.
const ORDER: Record<TranslationState, number> = { outdated: 0, missing: 1, untracked: 2, 'up-to-date': 3 };

/** The rows in the order a translator works through them, and their counts. */
export function translationStatusTable(rows: StatusRow[]): { rows: StatusRow[]; summary: StatusSummary } {
  const sorted = [...rows].sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.route.localeCompare(b.route));
  const count = (state: TranslationState) => rows.filter((row) => row.state === state).length;
  const missing = count('missing');
  const translated = rows.length - missing;
  return {
    rows: sorted,
    summary: {
      total: rows.length,
      translated,
      outdated: count('outdated'),
      untracked: count('untracked'),
      missing,
      coverage: rows.length === 0 ? 100 : Math.floor((translated / rows.length) * 1000) / 10,
    },
  };
}

/** One page of a locale's status: the counts of the whole locale, and its share of the rows. */
export interface StatusPage {
  summary: StatusSummary;
  page: ListPage<StatusRow>;
}

/**
 * A locale's status split into pages of `perPage` rows under `basePermalink`, in the order a
 * translator works through them (what is outdated and missing on the first pages); a locale
 * without rows still has its one page.
 */
export function translationStatusPages(rows: StatusRow[], basePermalink: string, perPage = STATUS_ROWS_PER_PAGE): StatusPage[] {
  const { rows: sorted, summary } = translationStatusTable(rows);
  return listPages(sorted, perPage, basePermalink).map((page) => ({ summary, page }));
}
