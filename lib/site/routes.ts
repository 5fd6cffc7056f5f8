import { siteConfig } from '@/lib/config';
import { reportProblem } from '@/lib/errors/levels';
import { ContentError } from '@/lib/errors/build-error';
import { checkNote } from '@/lib/config/checks';
import type { ApiTargets } from '@/lib/sections/api';
import type { ApiChangelogTargets } from '@/lib/sections/api-changelog';
import { apiChangelogSection, apiSection, specStamp } from '#site-apis';
import { blogSection, type BlogTargets } from '@/lib/sections/blog';
import { docsSection, type DocsTargets } from '@/lib/sections/docs';
import { docsVersionsSection, type DocsVersionsTargets } from '@/lib/sections/docs-versions';
import { homeSection, type HomeTargets } from '@/lib/sections/home';
import { pagesSection, type PagesTargets } from '@/lib/sections/pages';
import { translationStatusSection, type TranslationStatusTargets } from '@/lib/sections/translation-status';
import fs from 'node:fs';
import { writeAtomic } from '@/lib/files/write-if-changed';
import { preparedSiteFile, readPreparedSite } from '../config/prepared';
import { sectionRoutes, type MetadataOf, type SectionRoute, type TargetOf } from './section';
import { siteWarn } from './warnings';
import { limitHeapGrowth } from './heap-growth';
import { DEV_ROUTES_FROM_WATCHER } from './watch';
import { decodedUri } from '@/lib/text/uri';

export { VERSIONS_ROUTE } from '@/lib/sections/docs-versions';

/** Every kind of page of the site and what each shows: the sections' maps of kinds, together. */
export type SiteTargets = PagesTargets &
  DocsTargets &
  DocsVersionsTargets &
  BlogTargets &
  ApiTargets &
  ApiChangelogTargets &
  HomeTargets &
  TranslationStatusTargets;

/** What one exported route shows. Every page of the site is one entry; a section with nothing to show has none. */
export type SiteRoute = TargetOf<SiteTargets>;

/** A route and what it shows, plus the source that put it there (for duplicate-route messages). */
export type RouteEntry = SectionRoute<SiteRoute>;

/**
 * The sections in their order of precedence: the first to publish a route keeps it. The site's own
 * pages come first; generated pages (the versions page, the homes) look at what came before them.
 */
export const SECTIONS = [
  pagesSection,
  docsSection,
  docsVersionsSection,
  blogSection,
  apiSection,
  apiChangelogSection,
  homeSection,
  translationStatusSection,
] as const;

/** The metadata of every kind, from its section: TypeScript fails here when a kind has none. */
export const SECTION_METADATA: MetadataOf<SiteTargets> = {
  ...pagesSection.metadata,
  ...docsSection.metadata,
  ...docsVersionsSection.metadata,
  ...blogSection.metadata,
  ...apiSection.metadata,
  ...apiChangelogSection.metadata,
  ...homeSection.metadata,
  ...translationStatusSection.metadata,
};

function buildTable(): Promise<Map<string, RouteEntry>> {
  return sectionRoutes<RouteEntry>(SECTIONS, ({ route, kept, dropped }) => {
    const problem = new ContentError(
      dropped.source,
      undefined,
      `publishes ${route}, as ${kept.source} does. Two pages cannot share a route: change a slug, a route base or a file name.`,
    );
    reportProblem(
      siteConfig().checks.duplicateRoutes,
      problem,
      siteWarn,
      ' (checks.duplicateRoutes; the first is kept)',
      checkNote('checks.duplicateRoutes'),
    );
  });
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
  if (cached?.site !== site || cached.specs !== specs) {
    // Every process that renders pages or checks the content asks for the table first: a large site's bounds its heap.
    const table = buildTable().then((built) => (limitHeapGrowth(built.size), built));
    cached = { site, specs, table };
    if (process.env.NODE_ENV === 'development') {
      const stamp = devRoutesStamp(site.preparedAt, specs);
      void cached.table.then(
        (table) => saveDevRoutes(stamp, [...table.keys()]),
        () => undefined,
      );
    }
  }
  return cached.table;
}

/** Development: which preparation and API descriptions a saved route list was built from. */
const devRoutesStamp = (preparedAt: number, specs: string) => `${preparedAt}\n${specs}`;

/** Development: the route list beside the prepared site, `.site/out.dev-routes.json` beside `.site/out.json`. */
export const devRoutesFile = () => preparedSiteFile().replace(/(\.json)?$/, '.dev-routes.json');

function saveDevRoutes(stamp: string, routes: string[] | undefined): void {
  writeAtomic(devRoutesFile(), JSON.stringify(routes ? { stamp, routes } : { stamp, failed: true }));
}

/** How long a generateStaticParams process waits for the watcher's (or the page's process's) list before building its own. */
const DEV_ROUTES_WAIT_MS = 20_000;

const currentStamp = () => {
  const site = readPreparedSite();
  return devRoutesStamp(site.preparedAt, site.config.apis.map((api) => specStamp(api.spec)).join('\n'));
};

/**
 * Development, the watcher's step after each preparation (it has just loaded the docs for its import
 * scan): the route list, saved for Next's generateStaticParams processes, so that none of them loads
 * the site itself. A list that cannot be built is saved as failed: those processes then build it
 * themselves and throw its error into the overlay.
 */
export async function writeDevRoutes(): Promise<'saved' | 'failed'> {
  const stamp = currentStamp();
  try {
    saveDevRoutes(stamp, [...(await routeTable()).keys()]);
    return 'saved';
  } catch {
    saveDevRoutes(stamp, undefined);
    return 'failed';
  }
}

/** The saved list if it is the current preparation's: its routes, 'failed' (build it here), or undefined (another's, or none). */
function savedRoutes(): string[] | 'failed' | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(devRoutesFile(), 'utf8')) as { stamp?: string; routes?: string[]; failed?: boolean };
    if (saved.stamp !== currentStamp()) return undefined;
    if (Array.isArray(saved.routes)) return saved.routes;
    if (saved.failed) return 'failed';
  } catch {
    // None yet, or half a list from another process's crash.
  }
  return undefined;
}

/**
 * Every route the site exports, for generateStaticParams. Next's dev server asks for it in a fresh
 * process on every page request, which loaded the whole site again for it (on the 10,000-doc site,
 * every doc's front matter: seconds of CPU per request, beside the page's own work). In development
 * the list is kept in a file, stamped with the preparation and the API descriptions' versions, which
 * the page's process writes whenever it builds its route table: a process whose stamp matches reads
 * it; after an edit (a new preparation) or a spec's change the list is built again.
 */
export async function staticRoutes(): Promise<string[]> {
  if (process.env.NODE_ENV !== 'development') return [...(await routeTable()).keys()];
  let saved = savedRoutes();
  // Under the watcher, a list for this preparation is on its way (the watcher writes it after its
  // scan; the page's process when it renders): waiting costs nothing, where building it here loaded
  // the whole site a third time after every edit (the watcher and the page's process load it too).
  // A newer preparation meanwhile is followed: its list is the one Next wants.
  if (saved === undefined && process.env[DEV_ROUTES_FROM_WATCHER]) {
    const deadline = performance.now() + DEV_ROUTES_WAIT_MS;
    while (saved === undefined && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      saved = savedRoutes();
    }
  }
  if (Array.isArray(saved)) return saved;
  return [...(await routeTable()).keys()];
}

/** The route a catch-all path stands for: [] → "/", ["docs", "intro"] → "/docs/intro". */
export function routeOfSlug(slug: string[] | undefined): string {
  const decoded = (slug ?? []).map((segment) => decodedUri(segment) ?? segment);
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
