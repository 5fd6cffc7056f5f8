import { siteConfig } from '@/lib/config';
import { siteLocales } from '@/lib/config/i18n';
import { pageMetadata } from '@/lib/config/metadata';
import { TRANSLATION_STATUS_ROUTE } from '@/lib/content/translation-status';
import type { Section } from '@/lib/site/section';

/** A locale's translation status, for its translators: every locale but the default has one. */
export interface TranslationStatusTargets {
  'translation-status': { locale: string };
}

/** Last in the route table, with the homes: a site's own page at the route keeps it. */
export const translationStatusSection: Section<TranslationStatusTargets> = {
  name: 'translation status',
  *routes(published) {
    for (const locale of siteLocales(siteConfig().i18n).filter((one) => !one.isDefault)) {
      const route = `${locale.prefix}${TRANSLATION_STATUS_ROUTE}`;
      if (!published.has(route))
        yield {
          route,
          source: `the translation status of locale ${locale.name}`,
          target: { kind: 'translation-status', locale: locale.name },
        };
    }
  },
  metadata: {
    'translation-status': ({ locale }, route) =>
      pageMetadata({
        title: `Translation status: ${siteLocales(siteConfig().i18n).find((one) => one.name === locale)?.label ?? locale}`,
        description: 'What is translated, outdated and missing in this language.',
        path: route,
        noindex: true,
      }),
  },
};
