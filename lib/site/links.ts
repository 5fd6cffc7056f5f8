import { siteConfig, isExternal, navbarLinks } from '@/lib/config';
import { getDocs } from '@/lib/content/docs-data';
import { getBlog, blogOptions } from '@/lib/content/blog';
import { feedRoutes } from '@/lib/blog/feed';
import { getPages } from '@/lib/pages';
import { localeLinks } from '@/lib/content/locales';
import { localeOfRoute, localisedRoute, unlocalisedCover, unlocalisedRoute, type LocaleData } from '@/lib/runtime/locales';
import { hasRoute, routeTable, VERSIONS_ROUTE } from './routes';
import { siteWarn } from './warnings';

export interface SiteLinkItem {
  label: string;
  href: string;
}

const warned = new Set<string>();

/**
 * The route an internal config link names, for the check that it exists: the path without query,
 * hash or trailing slash ("/docs/" is the route /docs, as the post-build link check and Docusaurus
 * take it). Undefined when there is nothing to check: external links, and files (a path with an
 * extension: static files and feeds are checked by the post-build link check).
 */
export function configLinkRoute(href: string): string | undefined {
  if (isExternal(href) || !href.startsWith('/')) return undefined;
  const path = href.split(/[?#]/)[0]!;
  if (/\.[a-z0-9]+$/i.test(path)) return undefined;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

/** True when an internal link has somewhere to go (see configLinkRoute). External links pass. */
async function leadsSomewhere(href: string): Promise<boolean> {
  const route = configLinkRoute(href);
  return route === undefined || hasRoute(route);
}

/**
 * Config links (navbar, footer, home, 404) to pages the site does not have are left out, with one
 * warning each: a config written for a site with a blog still builds a site without one.
 */
export async function presentLinks<T extends SiteLinkItem>(items: T[], where: string): Promise<T[]> {
  const kept: T[] = [];
  for (const item of items) {
    if (await leadsSomewhere(item.href)) {
      kept.push(item);
      continue;
    }
    const key = `${where}:${item.href}`;
    if (!warned.has(key)) {
      warned.add(key);
      siteWarn(`Warning: ${where} item "${item.label}" links to ${item.href}, which this site does not have; it is left out.`);
    }
  }
  return kept;
}

/**
 * The "All versions" link of the docs version dropdown: the site's own /versions page (Docusaurus
 * sites usually ship one), else the generated one; undefined when neither exists.
 */
export async function versionsPageRoute(): Promise<string | undefined> {
  return (await hasRoute(VERSIONS_ROUTE)) ? VERSIONS_ROUTE : undefined;
}

/** The docs' entry point, or undefined for a site without docs. */
export function docsEntry(): string | undefined {
  const docs = getDocs();
  return docs?.mainDocRoute;
}

/** The default home page's buttons: the configured ones, else the docs' main doc. */
export async function homeActions(): Promise<{ label: string; href: string; variant: 'primary' | 'secondary' }[]> {
  const configured = siteConfig().home.actions;
  if (configured) return presentLinks(configured, 'home.actions');
  const entry = docsEntry();
  return entry ? [{ label: 'Read the docs', href: entry, variant: 'primary' }] : [];
}

/** The site's sections: the docs' main doc, the blog, each API. */
function sectionLinks(): SiteLinkItem[] {
  const entry = docsEntry();
  return [
    ...(entry ? [{ label: 'Docs', href: entry }] : []),
    ...(getBlog() ? [{ label: 'Blog', href: blogOptions().routeBasePath || '/' }] : []),
    ...siteConfig().apis.map((api) => ({ label: api.navbarLabel ?? api.id, href: api.route })),
  ];
}

/** Where the 404 page sends the reader, besides the home page: the configured links, else the site's sections. */
export async function notFoundLinks(): Promise<SiteLinkItem[]> {
  const links = siteConfig().notFoundLinks;
  return links ? presentLinks(links, 'notFoundLinks') : sectionLinks();
}

/** Where a search that found nothing sends the reader: the navbar's internal links and the APIs, else the site's sections. */
export async function searchBrowseLinks(): Promise<SiteLinkItem[]> {
  const apis = siteConfig().apis.flatMap((api) => (api.navbarLabel ? [{ label: api.navbarLabel, href: api.route }] : []));
  const internal = navbarLinks()
    .filter((item) => !isExternal(item.href))
    .map(({ label, href }) => ({ label, href }));
  const links = await presentLinks([...internal, ...apis], 'navbar');
  return links.length > 0 ? links : sectionLinks();
}

/** The sections a site has, as search names them. */
export interface SearchSections {
  docs: boolean;
  blog: boolean;
  pages: boolean;
  /** The number of API references. */
  apis: number;
}

/** The sections search finds results in, for the dialog's words (components/search/search-words.ts siteSearchWords). */
export function searchSections(): SearchSections {
  return { docs: docsEntry() !== undefined, blog: getBlog() !== undefined, pages: getPages().length > 0, apis: siteConfig().apis.length };
}

/** Checks every link of the config (navbar, footer, home, 404) once, so the content check warns about absent targets before the build. */
export async function checkConfigLinks(): Promise<void> {
  await presentLinks(navbarLinks(), 'navbar');
  for (const column of siteConfig().footer.columns) await presentLinks(column.items, `footer "${column.title}"`);
  await homeActions();
  await notFoundLinks();
}

/** The unlocalised cover of each route table (the root layout asks on every page). */
const covers = new WeakMap<Map<string, unknown>, ReturnType<typeof unlocalisedCover>>();

/**
 * The route Next.js prerenders the not-found page at (404.html): no locale has it, so its locale
 * dropdown leads to each locale's home rather than to /ar/_not-found.
 */
const NOT_FOUND_ROUTE = '/_not-found';

/**
 * What the pages' links and locale dropdown need on a site with several locales: the locales, and
 * which routes not every locale publishes, worked out from the route table: a route (without its
 * locale's prefix) is localised when every locale has it under its prefix. Every page carries it, so
 * it is the few route bases left out (an API's, the translation status page), not the pages; the
 * files every locale writes are the blog's feeds and llms.txt.
 */
export async function siteLocaleData(): Promise<LocaleData | undefined> {
  const links = localeLinks();
  if (!links) return undefined;
  const table = await routeTable();
  let cover = covers.get(table);
  if (!cover) {
    const bases = new Set([...table.keys()].map((route) => unlocalisedRoute(route, localeOfRoute(route, links)!.prefix)));
    // A remote locale (another build's) is taken to publish what this export's locales all do.
    const here = links.filter((locale) => !isExternal(locale.prefix));
    cover = unlocalisedCover(bases, (route) => here.every((locale) => table.has(localisedRoute(route, locale.prefix))));
    covers.set(table, cover);
  }
  const base = blogOptions().routeBasePath;
  const feeds = getBlog() ? feedRoutes(blogOptions().feedOptions.types).map((feed) => `${base === '/' ? '' : base}${feed.path}`) : [];
  return {
    locales: links,
    unlocalised: cover.bases,
    unlocalisedPages: [...cover.pages, NOT_FOUND_ROUTE],
    files: [...feeds, '/llms.txt'],
  };
}
