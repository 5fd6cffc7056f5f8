import { Main } from '@/components/layout/main';
import { ListPager } from '@/components/blog/list-pager';
import { withBase } from '@/lib/config';
import { formatDay, locales, originalHref } from '@/lib/content/locales';
import type { StatusPage, StatusRow } from '@/lib/content/translation-status';
import type { TranslationState } from '@/lib/content/translations';

const STATE: Record<TranslationState, string> = {
  outdated: 'Outdated',
  missing: 'Missing',
  untracked: 'Untracked',
  'up-to-date': 'Up to date',
};

const KIND: Record<StatusRow['kind'], string> = { doc: 'Doc', post: 'Blog post', page: 'Page' };

/**
 * One page of a locale's status for translators (lib/content/translation-status.ts): the locale's
 * counts, then its share of the rows, what is outdated, missing or untracked first, each with its
 * page in the locale and its original. Plain links: the original is a page of another locale, loaded whole.
 */
export function TranslationStatusRoute({ locale, summary, page }: { locale: string } & StatusPage) {
  const all = locales();
  const own = all.find((one) => one.name === locale)!;
  const original = all[0]!;
  const rows = page.items;
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
                  <a href={originalHref(row.originalRoute)} hrefLang={original.htmlLang}>
                    {row.originalRoute}
                  </a>
                </td>
                <td>{row.file ? <code>{row.file}</code> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListPager page={page} label="Translation status pages" previousText="« Previous" nextText="Next »" />
      </article>
    </Main>
  );
}
