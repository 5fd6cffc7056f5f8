/**
 * Locale routes, for the server and the browser alike: the default locale's pages live at the
 * root, every other locale's under its prefix ("/ar/guide/install").
 */

/** What the browser needs of a locale: the dropdown's entries and the route rule. */
export interface LocaleLink {
  name: string;
  label: string;
  htmlLang: string;
  /** "" for the default locale, "/ar" for the others. */
  prefix: string;
}

/** A site's locales and the default-locale route bases every locale publishes under its prefix (the docs); "/" too. */
export interface LocaleData {
  locales: (LocaleLink & { direction: 'ltr' | 'rtl' })[];
  /** "/guide" stands for /guide and every route under it. */
  bases: string[];
}

/** The locale a route belongs to: the one whose prefix is its first segment, else the default (prefix ""). */
export function localeOfRoute<T extends { prefix: string }>(route: string, locales: readonly T[]): T | undefined {
  const first = `/${route.split('/')[1] ?? ''}`;
  return locales.find((locale) => locale.prefix !== '' && locale.prefix === first) ?? locales.find((locale) => locale.prefix === '');
}

/** The route without its locale prefix: "/ar/guide/x" → "/guide/x", "/ar" → "/". */
export function unlocalisedRoute(route: string, prefix: string): string {
  if (!prefix || (route !== prefix && !route.startsWith(`${prefix}/`))) return route;
  return route.slice(prefix.length) || '/';
}

/** The route under a locale's prefix: ("/guide/x", "/ar") → "/ar/guide/x", ("/", "/ar") → "/ar". */
export function localisedRoute(route: string, prefix: string): string {
  if (!prefix) return route || '/';
  return route === '/' || route === '' ? prefix : `${prefix}${route}`;
}

/**
 * Where a locale's entry of the dropdown leads from `route`: the same page in that locale when the
 * locale publishes it (`localised` says which default-locale routes every locale has), else the
 * locale's home.
 */
export function switchLocaleHref(route: string, from: LocaleLink, to: LocaleLink, localised: (route: string) => boolean): string {
  const base = unlocalisedRoute(route, from.prefix);
  return localisedRoute(localised(base) ? base : '/', to.prefix);
}
