import { siteConfig } from '@/lib/config';
import { siteLocales } from '@/lib/config/i18n';
import { pageMetadata } from '@/lib/config/metadata';
import { getPages, pageLocales, type ContentPage } from '@/lib/pages';
import type { Section } from '@/lib/site/section';

/** The site's own pages (pages/): first in the route table, so a page wins any route it shares. */
export interface PagesTargets {
  page: { page: ContentPage };
}

export const pagesSection: Section<PagesTargets> = {
  name: 'pages',
  *routes() {
    if (!siteLocales(siteConfig().i18n)[0]!.remote)
      for (const page of getPages()) yield { route: page.route, source: page.file, target: { kind: 'page', page } };
    // Every other locale publishes every page under its prefix: translated, or the original as a fallback.
    for (const locale of pageLocales())
      for (const page of getPages(locale)) yield { route: page.route, source: page.file, target: { kind: 'page', page } };
  },
  metadata: {
    page: ({ page }, route) => {
      const meta = pageMetadata({
        title: page.title,
        description: page.description,
        path: route,
        image: page.image,
        noindex: page.unlisted,
      });
      return page.keywords?.length ? { ...meta, keywords: page.keywords } : meta;
    },
  },
};
