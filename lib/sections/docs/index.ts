import { siteConfig } from '@/lib/config';
import { publishedLocales, siteLocales } from '@/lib/config/i18n';
import { pageMetadata } from '@/lib/config/metadata';
import type { DocsData, DocsPage } from '@/lib/content/docs';
import { getAllDocs, getLocaleDocs } from '@/lib/content/docs-data';
import { docsPageMetadata } from '@/lib/content/docs-metadata';
import { docsTagPages, docsTagsIndexPages, type DocsTagListPage, type DocsTagPage, type DocsTagsIndexPage } from '@/lib/content/tags';
import type { Section, SectionRoute, TargetOf } from '@/lib/site/section';
import { countDocs } from '@/lib/text/counts';

export interface DocsTargets {
  doc: { page: DocsPage };
  /** The docs base when no doc lives there: the main doc's content, canonical to it, with a redirect. */
  'docs-root': { page: DocsPage };
  /** noindex: the docs version's `noIndex` (set only when true). */
  /** One page of the docs tags index (docsTagsIndexPages). */
  'docs-tags': { page: DocsTagsIndexPage; noindex?: true };
  /** page: one page of the tag's docs (docsTagPages); tagsRoute: the list of every tag, when the docs have one (some tag is listed). */
  'docs-tag': { tag: DocsTagPage; page: DocsTagListPage; tagsRoute?: string; noindex?: true };
}

/** The routes of one version of one docs instance in one locale: its docs, its base, its tags. */
function* versionRoutes(docs: DocsData): Generator<SectionRoute<TargetOf<DocsTargets>>> {
  const noindex = docs.version.noIndex ? { noindex: true as const } : {};
  for (const page of docs.pages)
    yield { route: page.route, source: page.kind === 'doc' ? page.file : 'a generated category index', target: { kind: 'doc', page } };
  const base = docs.routeBase || '/';
  const main = docs.mainDocRoute ? docs.byRoute.get(docs.mainDocRoute) : undefined;
  if (!docs.byRoute.has(base) && main)
    yield { route: base, source: `the docs' main doc (${main.route})`, target: { kind: 'docs-root', page: main } };
  const listed = docs.tags.filter((tag) => !tag.unlisted);
  if (listed.length > 0)
    for (const page of docsTagsIndexPages(listed, docs.tagsRoute))
      yield { route: page.permalink, source: 'the docs tags', target: { kind: 'docs-tags', page, ...noindex } };
  const tagsRoute = listed.length > 0 ? docs.tagsRoute : undefined;
  for (const tag of docs.tags)
    for (const page of docsTagPages(tag))
      yield { route: page.permalink, source: `docs tag ${tag.label}`, target: { kind: 'docs-tag', tag, page, tagsRoute, ...noindex } };
}

/** Every docs version of every docs instance; a route two of them publish fails as any duplicate route does. */
export const docsSection: Section<DocsTargets> = {
  name: 'docs',
  *routes() {
    // A --locale build of another locale publishes the default's docs only as its fallbacks.
    if (!siteLocales(siteConfig().i18n)[0]!.remote) for (const docs of getAllDocs()) yield* versionRoutes(docs);
    // Every other locale publishes every doc under its prefix: translated, or the original as a fallback.
    for (const locale of publishedLocales(siteConfig().i18n).filter((one) => !one.isDefault)) {
      for (const docs of getLocaleDocs(locale.name)) yield* versionRoutes(docs);
    }
  },
  metadata: {
    doc: ({ page }) => docsPageMetadata(page),
    'docs-root': ({ page }) => docsPageMetadata(page, page.route),
    'docs-tags': ({ page, noindex }, route) =>
      pageMetadata({
        title: page.page > 1 ? `Tags, page ${page.page}` : 'Tags',
        description: 'Every tag used in the docs.',
        path: route,
        noindex,
      }),
    'docs-tag': ({ tag, page, noindex }, route) =>
      pageMetadata({
        title: `${countDocs(tag.docs.length)} tagged with "${tag.label}"${page.page > 1 ? `, page ${page.page}` : ''}`,
        description: tag.description,
        path: route,
        noindex: tag.unlisted || noindex,
      }),
  },
};
