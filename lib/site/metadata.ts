import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from '@/lib/config';
import { siteLocales } from '@/lib/config/i18n';
import { localeOfRoute, localisedRoute, unlocalisedRoute } from '@/lib/runtime/locales';
import { routeTable, SECTION_METADATA, type RouteEntry, type SiteTargets } from './routes';

/** True when a route of the table shows a page in its locale's language: not an untranslated doc, post or page shown as a fallback. */
function isTranslated(entry: RouteEntry | undefined): boolean {
  if (!entry) return false;
  const { target } = entry;
  if (target.kind === 'blog-post') return target.post.translation?.state !== 'missing';
  if (target.kind === 'page') return target.page.translation?.state !== 'missing';
  return !(
    (target.kind === 'doc' || target.kind === 'docs-root') &&
    target.page.kind === 'doc' &&
    target.page.translation?.state === 'missing'
  );
}

/**
 * On a site with several locales: hreflang alternates for each locale that has the page translated,
 * x-default the default locale's, and og:locale the page's; an untranslated doc shown as a fallback
 * is canonical to its original. A single-locale site keeps the seed's alternates as they are.
 */
async function withLocales(entry: RouteEntry, meta: Metadata): Promise<Metadata> {
  const all = siteLocales(siteConfig().i18n);
  if (all.length < 2) return meta;
  const table = await routeTable();
  const own = localeOfRoute(entry.route, all)!;
  const base = unlocalisedRoute(entry.route, own.prefix);
  const languages: Record<string, string> = {};
  // A locale another build publishes (remote: its prefix is its absolute url and baseUrl) has every
  // page, translated or as a fallback, as Docusaurus links every locale: this build cannot tell which.
  for (const locale of all) {
    const route = localisedRoute(base, locale.prefix);
    if (locale.remote) languages[locale.htmlLang] = route;
    else if (isTranslated(table.get(route))) languages[locale.htmlLang] = absoluteUrl(route);
  }
  const original = all[0]!.remote ? localisedRoute(base, all[0]!.prefix) : table.has(base) ? absoluteUrl(base) : undefined;
  if (original) languages['x-default'] = original;
  const canonical = isTranslated(entry) ? meta.alternates?.canonical : (original ?? absoluteUrl(base));
  return {
    ...meta,
    alternates: { ...meta.alternates, canonical, languages },
    ...(meta.openGraph ? { openGraph: { ...meta.openGraph, locale: own.htmlLang.replace('-', '_') } } : {}),
  };
}

/** The metadata of one route of the table: title, description, canonical URL, social card, robots. */
export async function routeMetadata(entry: RouteEntry): Promise<Metadata> {
  return withLocales(entry, await baseMetadata(entry.target, entry.route));
}

/** The metadata its section gives one kind of route; a type parameter keeps kind and target together. */
function baseMetadata<K extends keyof SiteTargets>(target: { kind: K } & SiteTargets[K], route: string): Metadata | Promise<Metadata> {
  return SECTION_METADATA[target.kind](target, route);
}
