import { siteConfig } from '@/lib/config';
import { publishedLocales } from '@/lib/config/i18n';
import { pageMetadata } from '@/lib/config/metadata';
import type { Section } from '@/lib/site/section';

/** The generated home page. locale: the home of a locale other than the default, at its prefix. */
export interface HomeTargets {
  home: { locale?: string };
}

/** Last in the route table: a home page only where no page, doc or other section published one. */
export const homeSection: Section<HomeTargets> = {
  name: 'home',
  *routes(published) {
    const locales = publishedLocales(siteConfig().i18n);
    if (locales[0]?.isDefault && !published.has('/')) yield { route: '/', source: 'the default home page', target: { kind: 'home' } };
    for (const locale of locales.filter((one) => !one.isDefault))
      if (!published.has(locale.prefix || '/'))
        yield {
          route: locale.prefix || '/',
          source: `the home page of locale ${locale.name}`,
          target: { kind: 'home', locale: locale.name },
        };
  },
  metadata: {
    home: (_target, route) => pageMetadata({ path: route }),
  },
};
