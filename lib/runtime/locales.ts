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

/**
 * A site's locales, and which of the default locale's routes the others publish under their prefix.
 * Every page of the site is in every locale (docs, blog, pages: translated or as a fallback) except
 * a few sections (the API references, the generated versions page), so the pages carry what is not
 * localised: its size grows with the sections, never with the pages.
 */
export interface LocaleData {
  locales: (LocaleLink & { direction: 'ltr' | 'rtl' })[];
  /** Default-locale routes the other locales do not publish: "/api" stands for /api and every route under it. */
  unlocalised: string[];
  /** Those that stand for themselves alone (a route no locale has whose sub-routes every locale has); mostly none. */
  unlocalisedPages: string[];
  /** Files (a path with an extension) every locale writes under its prefix too (/blog/rss.xml, /llms.txt); other files are shared. */
  files: string[];
}

/** True when "/api" (or "/") is `route` or one of its ancestors. */
function within(route: string, base: string): boolean {
  return base === '/' || route === base || route.startsWith(`${base}/`);
}

/** True when every locale publishes the default locale's page at `route` (no prefix) under its prefix; the home always. */
export function isLocalisedPage(data: LocaleData, route: string): boolean {
  if (route === '/') return true;
  return !data.unlocalisedPages.includes(route) && !data.unlocalised.some((base) => within(route, base));
}

/** A path whose last segment has an extension: a file (/files/spec.yaml, /blog/rss.xml), not a page. */
const FILE = /\.[A-Za-z0-9]+$/;

/**
 * True when a link to `route` (a default-locale route, no prefix) has a copy in every locale: a page
 * every locale publishes, or one of the files every locale writes. Other files (static ones) are the
 * site's, shared by every locale.
 */
export function isLocalisedLink(data: LocaleData, route: string): boolean {
  if (FILE.test(route.split('/').pop() ?? '')) return data.files.includes(route);
  return isLocalisedPage(data, route);
}

/**
 * The least set of route bases that covers every route of `routes` that `localised` refuses and none
 * it accepts ("/api" for an API's thousand operation pages), with the routes that must stand alone.
 * What the pages carry (LocaleData) is this, not the pages: its size follows the sections.
 */
export function unlocalisedCover(routes: Iterable<string>, localised: (route: string) => boolean): { bases: string[]; pages: string[] } {
  interface Node {
    children: Map<string, Node>;
    route?: string;
    own?: boolean;
    hasLocalised: boolean;
    hasUnlocalised: boolean;
  }
  const root: Node = { children: new Map(), hasLocalised: false, hasUnlocalised: false };
  for (const route of routes) {
    const ok = localised(route);
    let node = root;
    const mark = (one: Node) => {
      if (ok) one.hasLocalised = true;
      else one.hasUnlocalised = true;
    };
    mark(node);
    for (const segment of route.split('/').filter(Boolean)) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map(), hasLocalised: false, hasUnlocalised: false }));
      node = child;
      mark(node);
    }
    node.route = route;
    node.own = ok;
  }
  const bases: string[] = [];
  const pages: string[] = [];
  const walk = (node: Node, route: string) => {
    if (!node.hasUnlocalised) return;
    if (!node.hasLocalised && route !== '/') {
      bases.push(route);
      return;
    }
    if (node.own === false) pages.push(route);
    for (const [segment, child] of node.children) walk(child, `${route === '/' ? '' : route}/${segment}`);
  };
  walk(root, '/');
  return { bases, pages };
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

/**
 * The route under a locale's prefix: ("/guide/x", "/ar") → "/ar/guide/x", ("/", "/ar") → "/ar"; under
 * a remote locale's (an absolute URL), that URL: ("/", "https://fr.example.com") → "https://fr.example.com/".
 */
export function localisedRoute(route: string, prefix: string): string {
  if (!prefix) return route || '/';
  if (route === '/' || route === '') return /^https?:\/\/[^/]+$/.test(prefix) ? `${prefix}/` : prefix;
  return `${prefix}${route}`;
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

// The order Docusaurus gives a message's plural forms ("One min read|{readingTime} min read"), whatever
// order the runtime lists a language's categories in.
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a message of plural forms separated by "|" that a count takes in a language, as
 * Docusaurus' usePluralForm picks it: the forms follow the language's plural categories in
 * PLURAL_ORDER; a message with fewer forms uses its last for the categories it lacks.
 */
export function pluralForm(message: string, count: number, htmlLang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(htmlLang);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = [...rules.resolvedOptions().pluralCategories].sort((a, b) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b));
  return forms[Math.min(Math.max(categories.indexOf(rules.select(count)), 0), forms.length - 1)]!;
}
