import { withBase } from '@/lib/config';
import type { DocsPage } from '@/lib/content/docs';
import { formatDay, locales, uiText } from '@/lib/content/locales';
import styles from './version-notice.module.css';

/**
 * On a page of a locale other than the default: a doc nobody translated yet says so (its text is the
 * original's), and a translation whose original changed since it was last brought up to date says
 * that, with the day. Both link to the original, as a plain link: it is a page of another locale
 * (another <html lang>), so the browser loads it whole.
 */
export function TranslationNotice({ page }: { page: DocsPage }) {
  const translation = page.kind === 'doc' ? page.translation : undefined;
  if (!translation || (translation.state !== 'missing' && translation.state !== 'outdated')) return null;
  const all = locales();
  const locale = all.find((one) => one.name === translation.locale) ?? all[0]!;
  const original = all[0]!;
  const href = withBase(translation.originalRoute);
  if (translation.state === 'missing') {
    return (
      <aside
        className={styles.banner}
        aria-label={uiText(locale, 'theme.i18n.fallback.label', 'Translation notice')}
        data-translation="missing"
      >
        <p>
          {uiText(locale, 'theme.i18n.fallback.text', 'This page is not translated into {locale} yet: it shows the original.', {
            locale: locale.label,
          })}
        </p>
        <p>
          <a href={href} hrefLang={original.htmlLang} lang={original.htmlLang}>
            {uiText(locale, 'theme.i18n.fallback.link', 'Read the original ({original})', { original: original.label })}
          </a>
        </p>
      </aside>
    );
  }
  const since = translation.date ? formatDay(translation.date, locale) : undefined;
  return (
    <aside
      className={styles.banner}
      aria-label={uiText(locale, 'theme.i18n.outdated.label', 'Translation notice')}
      data-translation="outdated"
    >
      <p>
        {since
          ? uiText(
              locale,
              'theme.i18n.outdated.text',
              'This translation may be out of date: the original changed after it was last updated on {date}.',
              {
                date: since,
              },
            )
          : uiText(
              locale,
              'theme.i18n.outdated.textUndated',
              'This translation may be out of date: the original changed since it was translated.',
            )}
      </p>
      <p>
        <a href={href} hrefLang={original.htmlLang} lang={original.htmlLang}>
          {uiText(locale, 'theme.i18n.outdated.link', 'Read the current original ({original})', { original: original.label })}
        </a>
      </p>
    </aside>
  );
}
