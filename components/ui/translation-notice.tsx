import type { DocsPage } from '@/lib/content/docs';
import type { DocTranslation } from '@/lib/content/doc-types';
import { formatDay, locales, originalHref, uiText } from '@/lib/content/locales';
import styles from './notice.module.css';

/**
 * On a page of a locale other than the default: a doc nobody translated yet says so (its text is the
 * original's), and a translation whose original changed since it was last brought up to date says
 * that, with the day. Both link to the original, as a plain link: it is a page of another locale
 * (another <html lang>), so the browser loads it whole.
 */
export function TranslationNotice({ page }: { page: DocsPage }) {
  return page.kind === 'doc' && page.translation ? <TranslationBanner translation={page.translation} /> : null;
}

/** The notice of a doc's or a blog post's translation (their `translation`), when it is missing or outdated. */
export function TranslationBanner({ translation }: { translation: Pick<DocTranslation, 'state' | 'date' | 'originalRoute' | 'locale'> }) {
  if (translation.state !== 'missing' && translation.state !== 'outdated') return null;
  const all = locales();
  const locale = all.find((one) => one.name === translation.locale) ?? all[0]!;
  const original = all[0]!;
  const since = translation.date ? formatDay(translation.date, locale) : undefined;
  // The code.json keys and English texts of each notice (lib/content/translations.ts CODE_MESSAGES).
  const [key, text, link] =
    translation.state === 'missing'
      ? [
          'theme.i18n.fallback',
          uiText(locale, 'theme.i18n.fallback.text', 'This page is not translated into {locale} yet: it shows the original.', {
            locale: locale.label,
          }),
          'Read the original ({original})',
        ]
      : [
          'theme.i18n.outdated',
          since
            ? uiText(
                locale,
                'theme.i18n.outdated.text',
                'This translation may be out of date: the original changed after it was last updated on {date}.',
                { date: since },
              )
            : uiText(
                locale,
                'theme.i18n.outdated.textUndated',
                'This translation may be out of date: the original changed since it was translated.',
              ),
          'Read the current original ({original})',
        ];
  return (
    <aside className={styles.banner} aria-label={uiText(locale, `${key}.label`, 'Translation notice')} data-translation={translation.state}>
      <p>{text}</p>
      <p>
        <a href={originalHref(translation.originalRoute)} hrefLang={original.htmlLang} lang={original.htmlLang}>
          {uiText(locale, `${key}.link`, link, { original: original.label })}
        </a>
      </p>
    </aside>
  );
}
