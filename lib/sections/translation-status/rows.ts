import path from 'node:path';
import { readPreparedSite } from '@/lib/config/prepared';
import { getBlog } from '@/lib/content/blog';
import { getLocaleDocs } from '@/lib/content/docs-data';
import type { StatusRow } from '@/lib/content/translation-status';
import { getPages } from '@/lib/pages';

/**
 * Every doc, post and page a locale publishes, with its translation's status. Files as a translator
 * names them, from the site folder: a doc's and a page's file are as messages show them (from the
 * working folder, "../sites/x/i18n/…" when the site folder is elsewhere), a post's from the site folder.
 */
export function statusRows(locale: string): StatusRow[] {
  const { siteDir } = readPreparedSite();
  const fromSite = (file: string | undefined) => file && path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
  const rows: StatusRow[] = [];
  const add = (
    kind: StatusRow['kind'],
    title: string,
    route: string,
    translation: Omit<StatusRow, 'kind' | 'title' | 'route'> | undefined,
  ) => {
    if (translation) rows.push({ kind, title, route, ...translation });
  };
  const withSiteFile = <T extends { file?: string }>(translation: T | undefined) =>
    translation && { ...translation, file: fromSite(translation.file) };
  for (const data of getLocaleDocs(locale)) for (const doc of data.docs) add('doc', doc.title, doc.route, withSiteFile(doc.translation));
  for (const post of getBlog(locale)?.posts ?? []) add('post', post.title, post.permalink, post.translation);
  for (const page of getPages(locale)) add('page', page.title, page.route, withSiteFile(page.translation));
  return rows;
}
