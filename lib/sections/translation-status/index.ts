import { siteConfig } from '@/lib/config';
import { publishedLocales, siteLocales } from '@/lib/config/i18n';
import { pageMetadata } from '@/lib/config/metadata';
import { TRANSLATION_STATUS_ROUTE, translationStatusPages, type StatusPage } from '@/lib/content/translation-status';
import type { Section } from '@/lib/site/section';
import { statusRows } from './rows';

/** A locale's translation status, for its translators: every locale but the default has one, in pages of at most STATUS_ROWS_PER_PAGE rows. */
export interface TranslationStatusTargets {
  'translation-status': { locale: string } & StatusPage;
}

/** Last in the route table, with the homes: a site's own page at the route keeps it. */
export const translationStatusSection: Section<TranslationStatusTargets> = {
  name: 'translation status',
  *routes(published) {
    for (const locale of publishedLocales(siteConfig().i18n).filter((one) => !one.isDefault)) {
      for (const { summary, page } of translationStatusPages(statusRows(locale.name), `${locale.prefix}${TRANSLATION_STATUS_ROUTE}`)) {
        if (!published.has(page.permalink))
          yield {
            route: page.permalink,
            source: `the translation status of locale ${locale.name}`,
            target: { kind: 'translation-status', locale: locale.name, summary, page },
          };
      }
    }
  },
  metadata: {
    'translation-status': ({ locale, page }, route) =>
      pageMetadata({
        title: `Translation status: ${siteLocales(siteConfig().i18n).find((one) => one.name === locale)?.label ?? locale}${page.page > 1 ? `, page ${page.page}` : ''}`,
        description: 'What is translated, outdated and missing in this language.',
        path: route,
        noindex: true,
      }),
  },
};
