import type { TranslationState } from './translations';

/**
 * The status page of a locale, for its translators (/<locale>/translation-status): every doc, blog
 * post and page the locale publishes, with its translation's state, as `npm run i18n:status`
 * reports the docs. It is a page for people at work on the site: noindex, and in no sitemap, search
 * index or llms.txt.
 */

/** Where each locale other than the default publishes its status page, under its prefix. */
export const TRANSLATION_STATUS_ROUTE = '/translation-status';

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
