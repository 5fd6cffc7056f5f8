import path from 'node:path';
import { Main } from '@/components/layout/main';
import { readPreparedSite } from '@/lib/config/prepared';
import { withBase } from '@/lib/config';
import { getBlog } from '@/lib/content/blog';
import { getLocaleDocs } from '@/lib/content/docs-data';
import { formatDay, locales } from '@/lib/content/locales';
import { translationStatusTable, type StatusRow } from '@/lib/content/translation-status';
import type { TranslationState } from '@/lib/content/translations';
import { getPages } from '@/lib/pages';

const STATE: Record<TranslationState, string> = {
  outdated: 'Outdated',
  missing: 'Missing',
  untracked: 'Untracked',
  'up-to-date': 'Up to date',
};

const KIND: Record<StatusRow['kind'], string> = { doc: 'Doc', post: 'Blog post', page: 'Page' };

/**
 * Every doc, post and page a locale publishes, with its translation's status. Files as a translator
 * names them, from the site folder: a doc's and a page's file are as messages show them (from the
 * working folder, "../sites/x/i18n/…" when the site folder is elsewhere), a post's from the site folder.
 */
function statusRows(locale: string): StatusRow[] {
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

/**
 * A locale's status page for translators (lib/content/translation-status.ts): what is outdated,
 * missing or untracked, first, each with its page in the locale and its original. Plain links: the
 * original is a page of another locale, loaded whole.
 */
export function TranslationStatusRoute({ locale }: { locale: string }) {
  const all = locales();
  const own = all.find((one) => one.name === locale)!;
  const original = all[0]!;
  const { rows, summary } = translationStatusTable(statusRows(locale));
  return (
    <Main className="container">
      <article className="prose" lang="en" dir="ltr">
        <h1>Translation status: {own.label}</h1>
        <p>
          {summary.translated} of {summary.total} translated ({summary.coverage}% coverage): {summary.outdated} outdated,{' '}
          {summary.untracked} untracked, {summary.missing} missing. After updating a translation, mark it with{' '}
          <code>npm run i18n:status -- --mark &lt;file&gt;</code>.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Page</th>
              <th scope="col">Kind</th>
              <th scope="col">Original</th>
              <th scope="col">Translated file</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.route} data-state={row.state}>
                <td>
                  {STATE[row.state]}
                  {row.date && <> (updated {formatDay(row.date, original)})</>}
                </td>
                <th scope="row">
                  <a href={withBase(row.route)} {...(row.state === 'missing' ? {} : { lang: own.htmlLang, dir: own.direction })}>
                    {row.title}
                  </a>
                </th>
                <td>{KIND[row.kind]}</td>
                <td>
                  <a href={withBase(row.originalRoute)} hrefLang={original.htmlLang}>
                    {row.originalRoute}
                  </a>
                </td>
                <td>{row.file ? <code>{row.file}</code> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
    </Main>
  );
}
