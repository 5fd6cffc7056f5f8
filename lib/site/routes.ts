import { authorPages, blogListPages, blogLocales, blogOptions, getBlog, tagPages } from '@/lib/content/blog';
import type { BlogListPage, BlogPost } from '@/lib/content/blog';
import type { DocsPage } from '@/lib/content/docs';
import { docsTagPages, type DocsTagListPage, type DocsTagPage } from '@/lib/content/tags';
import { getAllDocs, getLocaleDocs } from '@/lib/content/docs-data';
import { siteLocales } from '@/lib/config/i18n';
import type { DocsData } from '@/lib/content/docs';
import type { BlogAuthor, BlogTag } from '@/lib/blog/types';
import { siteConfig, type ApiEntry } from '@/lib/config';
import { apiPages, getApiModel, specStamp } from '@/lib/openapi';
import { formatSpecLinkProblems } from '@/lib/openapi/links/in-spec';
import { getChangelog, versionedApis } from '@/lib/openapi/diff/changelog';
import { changelogRoutes } from '@/lib/openapi/diff/changelog-plan';
import { getPages, pageLocales, type ContentPage } from '@/lib/pages';
import { reportProblem } from '@/lib/errors/levels';
import { checkNote } from '@/lib/config/checks';
import { ContentError } from '@/lib/errors/build-error';
import { readPreparedSite } from '../config/prepared';
import { TRANSLATION_STATUS_ROUTE } from '@/lib/content/translation-status';
import { siteWarn } from './warnings';

/** What one exported route shows. Every page of the site is one entry; a section with nothing to show has none. */
export type SiteRoute =
  /** locale: the home of a locale other than the default, at its prefix. */
  | { kind: 'home'; locale?: string }
  | { kind: 'page'; page: ContentPage }
  | { kind: 'doc'; page: DocsPage }
  /** The docs base when no doc lives there: the main doc's content, canonical to it, with a redirect. */
  | { kind: 'docs-root'; page: DocsPage }
  /** noindex: the docs version's `noIndex` (set only when true). */
  | { kind: 'docs-tags'; tags: DocsTagPage[]; noindex?: true }
  /** page: one page of the tag's docs (docsTagPages); tagsRoute: the list of every tag, when the docs have one (some tag is listed). */
  | { kind: 'docs-tag'; tag: DocsTagPage; page: DocsTagListPage; tagsRoute?: string; noindex?: true }
  /** locale (blog kinds): the blog of a locale other than the default, under its prefix. */
  | { kind: 'blog-list'; page: BlogListPage; noindex: boolean; locale?: string }
  | { kind: 'blog-post'; post: BlogPost }
  | { kind: 'blog-archive'; locale?: string }
  | { kind: 'blog-authors'; locale?: string }
  | { kind: 'blog-author'; author: BlogAuthor; page: BlogListPage; noindex: boolean; locale?: string }
  | { kind: 'blog-tags'; locale?: string }
  | { kind: 'blog-tag'; tag: BlogTag; page: BlogListPage; total: number; noindex: boolean; locale?: string }
  | { kind: 'api'; api: ApiEntry; page: string }
  /** A versioned API's changelog (api: its latest version), or part `part` of its pair `pair` of versions. */
  | { kind: 'api-changelog'; api: ApiEntry; pair?: number; part?: number }
  /** The generated list of docs versions, when some docs instance has several and the site has no /versions page. */
  | { kind: 'docs-versions' }
  /** A locale's translation status, for its translators (lib/content/translation-status.ts). */
  | { kind: 'translation-status'; locale: string };

/** Where the site lists its docs versions (Docusaurus sites usually ship a page there). */
export const VERSIONS_ROUTE = '/versions';

/** A route and what it shows, plus the source that put it there (for duplicate-route messages). */
export interface RouteEntry {
  route: string;
  source: string;
  target: SiteRoute;
}

/** Every docs version of every docs instance; a route two of them publish fails as any duplicate route does. */
function docsRoutes(add: (route: string, source: string, target: SiteRoute) => void): void {
  for (const docs of getAllDocs()) versionRoutes(docs, add);
  // Every other locale publishes every doc under its prefix: translated, or the original as a fallback.
  for (const locale of siteLocales(siteConfig().i18n).filter((one) => !one.isDefault)) {
    for (const docs of getLocaleDocs(locale.name)) versionRoutes(docs, add);
  }
}

/** The home of every locale other than the default, when nothing else publishes its prefix; and its translation status page. */
function localeHomes(add: (route: string, source: string, target: SiteRoute) => void, table: Map<string, RouteEntry>): void {
  for (const locale of siteLocales(siteConfig().i18n).filter((one) => !one.isDefault)) {
    if (!table.has(locale.prefix)) add(locale.prefix, `the home page of locale ${locale.name}`, { kind: 'home', locale: locale.name });
    const status = `${locale.prefix}${TRANSLATION_STATUS_ROUTE}`;
    if (!table.has(status))
      add(status, `the translation status of locale ${locale.name}`, { kind: 'translation-status', locale: locale.name });
  }
}

function versionRoutes(docs: DocsData, add: (route: string, source: string, target: SiteRoute) => void): void {
  const noindex = docs.version.noIndex ? { noindex: true as const } : {};
  for (const page of docs.pages) add(page.route, page.kind === 'doc' ? page.file : 'a generated category index', { kind: 'doc', page });
  const base = docs.routeBase || '/';
  const main = docs.mainDocRoute ? docs.byRoute.get(docs.mainDocRoute) : undefined;
  if (!docs.byRoute.has(base) && main) add(base, `the docs' main doc (${main.route})`, { kind: 'docs-root', page: main });
  const listed = docs.tags.filter((tag) => !tag.unlisted);
  if (listed.length > 0) add(docs.tagsRoute, 'the docs tags', { kind: 'docs-tags', tags: listed, ...noindex });
  const tagsRoute = listed.length > 0 ? docs.tagsRoute : undefined;
  for (const tag of docs.tags)
    for (const page of docsTagPages(tag))
      add(page.permalink, `docs tag ${tag.label}`, { kind: 'docs-tag', tag, page, tagsRoute, ...noindex });
}

/** The blog's routes in a locale (its name; the default's when undefined), every locale's under its prefix. */
function blogRoutes(add: (route: string, source: string, target: SiteRoute) => void, locale?: string): void {
  const blog = getBlog(locale);
  if (!blog) return;
  const options = blogOptions(locale);
  const of = locale ? { locale } : {};
  const base = options.routeBasePath;
  const firstPage = (permalink: string) => `${permalink === '/' ? '' : permalink}/${options.pageBasePath}/1`;
  const list = blogListPages(locale);
  list.forEach((page) => add(page.permalink, 'the blog list', { kind: 'blog-list', page, noindex: false, ...of }));
  // /blog/page/1 repeats the list's first page (noindex, canonical to the list), as the seed site did.
  add(firstPage(base), 'the blog list', { kind: 'blog-list', page: list[0]!, noindex: true, ...of });
  for (const post of blog.posts) add(post.permalink, post.file, { kind: 'blog-post', post });
  if (options.archiveBasePath !== null) add(`${base}/${options.archiveBasePath}`, 'the blog archive', { kind: 'blog-archive', ...of });
  if (blog.authors.length > 0) {
    add(`${base}/${options.authorsBasePath}`, 'the blog authors', { kind: 'blog-authors', ...of });
    for (const { author, pages } of authorPages(locale)) {
      pages.forEach((page) => add(page.permalink, `author ${author.key}`, { kind: 'blog-author', author, page, noindex: false, ...of }));
      add(firstPage(author.permalink!), `author ${author.key}`, { kind: 'blog-author', author, page: pages[0]!, noindex: true, ...of });
    }
  }
  if (blog.tags.length > 0) {
    add(`${base}/${options.tagsBasePath}`, 'the blog tags', { kind: 'blog-tags', ...of });
    for (const { tag, pages } of tagPages(locale)) {
      const total = pages.reduce((sum, page) => sum + page.posts.length, 0);
      pages.forEach((page) => add(page.permalink, `tag ${tag.label}`, { kind: 'blog-tag', tag, page, total, noindex: false, ...of }));
      add(firstPage(tag.permalink), `tag ${tag.label}`, { kind: 'blog-tag', tag, page: pages[0]!, total, noindex: true, ...of });
    }
  }
}

async function buildTable(): Promise<Map<string, RouteEntry>> {
  const table = new Map<string, RouteEntry>();
  const add = (route: string, source: string, target: SiteRoute) => {
    const key = route === '' ? '/' : route;
    const other = table.get(key);
    if (other) {
      // The first owner keeps the route; the seed's pagination copies (/page/1) yield silently.
      if (key.endsWith('/page/1')) return;
      const problem = new ContentError(
        source,
        undefined,
        `publishes ${key}, as ${other.source} does. Two pages cannot share a route: change a slug, a route base or a file name.`,
      );
      reportProblem(
        siteConfig().checks.duplicateRoutes,
        problem,
        siteWarn,
        ' (checks.duplicateRoutes; the first is kept)',
        checkNote('checks.duplicateRoutes'),
      );
      return;
    }
    table.set(key, { route: key, source, target });
  };
  for (const page of getPages()) add(page.route, page.file, { kind: 'page', page });
  for (const locale of pageLocales()) for (const page of getPages(locale)) add(page.route, page.file, { kind: 'page', page });
  docsRoutes(add);
  // "All versions" of the version dropdown: the site's own /versions page, else a generated one.
  if (!table.has(VERSIONS_ROUTE) && getAllDocs().some((docs) => docs.versions.length > 1))
    add(VERSIONS_ROUTE, 'the generated docs versions page', { kind: 'docs-versions' });
  blogRoutes(add);
  for (const locale of blogLocales()) blogRoutes(add, locale);
  for (const api of siteConfig().apis) {
    const model = await getApiModel(api);
    if (model.unresolvedLinks) siteWarn(`\n${formatSpecLinkProblems(`${api.spec} (API "${api.id}")`, model.unresolvedLinks)}`);
    for (const { page } of apiPages(model)) add(page ? `${api.route}/${page}` : api.route, api.spec, { kind: 'api', api, page });
  }
  for (const api of versionedApis()) {
    for (const { route, pair, part } of changelogRoutes(await getChangelog(api)))
      add(route, `the changelog of API "${api.id}"`, { kind: 'api-changelog', api, pair, part });
  }
  if (!table.has('/')) add('/', 'the default home page', { kind: 'home' });
  localeHomes(add, table);
  return table;
}

let cached: { site: unknown; specs: string; table: Promise<Map<string, RouteEntry>> } | undefined;

/**
 * Every route the site exports and what it shows, built once per prepared site and version of its
 * API descriptions: in development an edit of a spec alone does not prepare the site again (the
 * docs, posts and pages stay loaded), yet may add or remove an API's pages.
 */
export function routeTable(): Promise<Map<string, RouteEntry>> {
  const site = readPreparedSite();
  // A build's specs do not change under it: the route table is asked for several times per page
  // (the page, its metadata, every config link), and stats each spec only in development.
  if (cached?.site === site && process.env.NODE_ENV === 'production') return cached.table;
  const specs = site.config.apis.map((api) => specStamp(api.spec)).join('\n');
  if (cached?.site !== site || cached.specs !== specs) cached = { site, specs, table: buildTable() };
  return cached.table;
}

/** The route a catch-all path stands for: [] → "/", ["docs", "intro"] → "/docs/intro". */
export function routeOfSlug(slug: string[] | undefined): string {
  const decoded = (slug ?? []).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return `/${decoded.join('/')}`;
}

/** The catch-all's params for a route: "/" → [], "/docs/intro" → ["docs", "intro"]. */
export function slugOfRoute(route: string): string[] {
  return route === '/' ? [] : route.slice(1).split('/');
}

/** True when the site exports a page at this route (no base path). */
export async function hasRoute(route: string): Promise<boolean> {
  return (await routeTable()).has(route.split('#')[0]!.split('?')[0]! || '/');
}
