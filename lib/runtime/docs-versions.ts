// Client-safe: which docs version a route belongs to, and where the same doc lives in another version.
// The navbar's version items, the preferred version and search read versions through these rules,
// as Docusaurus' useActiveDocContext / useDocsVersionCandidates do on its global data.

/** A version's docs as [id, route] pairs. */
export type VersionDocList = Array<[id: string, route: string]>;

/** One version of a docs instance as client components see it. */
export interface VersionNavEntry {
  name: string;
  label: string;
  /** The version's route base: "/docs" for the last version, "/docs/1.0.0" for another. */
  path: string;
  isLast: boolean;
  /** Where the version's entry link goes: its main doc, else its route base. */
  mainDocRoute: string;
  /**
   * Its docs. A page's client data leaves them out (issue 29: they grow with the site, O(docs ×
   * versions) on every page); the client reads them from the shared file (`docsFile`) when needed.
   * Without them a route's version is found by its route base alone.
   */
  docs?: VersionDocList;
}

/** A docs instance's versions, newest first (the order of versions.json, "current" first when included). */
export interface VersionNav {
  pluginId: string;
  versions: VersionNavEntry[];
  /** The shared file of every version's docs (base path included): lib/content/version-nav.ts. */
  docsFile?: string;
}

/** The shared file of a docs instance: each version's docs under its name (lib/content/version-nav.ts writes it). */
export type VersionDocsFile = Record<string, VersionDocList>;

/** The instance with its versions' docs from the shared file (a version the file lacks keeps what it had). */
export function withVersionDocs(nav: VersionNav, file: VersionDocsFile): VersionNav {
  return { ...nav, versions: nav.versions.map((version) => ({ ...version, docs: file[version.name] ?? version.docs })) };
}

/** The last version (Docusaurus' "latest"): the one served at the instance's route base. */
export function lastVersion(nav: VersionNav): VersionNavEntry {
  return nav.versions.find((version) => version.isLast) ?? nav.versions[0]!;
}

const within = (route: string, base: string) => route === base || route.startsWith(base === '/' || base === '' ? '/' : `${base}/`);

/**
 * The version a route belongs to: the version with a doc at that route, else the one whose route
 * base is the longest prefix of it (a tags page, a category index); undefined outside the instance.
 */
export function versionOfRoute(nav: VersionNav, route: string): VersionNavEntry | undefined {
  const exact = nav.versions.find((version) => version.docs?.some(([, docRoute]) => docRoute === route));
  if (exact) return exact;
  return nav.versions.filter((version) => within(route, version.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The id of the doc at a route in a version, if there is one. */
export function docIdAt(version: VersionNavEntry, route: string): string | undefined {
  return version.docs?.find(([, docRoute]) => docRoute === route)?.[0];
}

/** The route of a doc in a version: the doc with that id when the version has it, else the version's main doc. */
export function docRouteIn(version: VersionNavEntry, docId: string | undefined): string {
  const found = docId === undefined ? undefined : version.docs?.find(([id]) => id === docId);
  return found ? found[1] : version.mainDocRoute;
}

/**
 * Where a link into the docs should go for this reader, as Docusaurus' doc navbar items: the version
 * being read, else the preferred version, else the last one; the same doc there, else its main doc.
 * A route that is not a doc of the instance is returned as it is.
 */
export function preferredDocRoute(nav: VersionNav, href: string, pathname: string, preferredName: string | null): string {
  return docRouteInVersion(nav, href, readerVersion(nav, pathname, preferredName));
}

/** The version a reader's links follow: the one being read, else the preferred one, else the last. */
export function readerVersion(nav: VersionNav, pathname: string, preferredName: string | null): VersionNavEntry {
  return versionOfRoute(nav, pathname) ?? nav.versions.find((version) => version.name === preferredName) ?? lastVersion(nav);
}

/** Where a link into the docs (`href`, with the docs known) leads in the version `target`. */
function docRouteInVersion(nav: VersionNav, href: string, target: VersionNavEntry): string {
  const from = versionOfRoute(nav, href);
  if (!from) return href;
  const docId = docIdAt(from, href);
  if (target.name === from.name) return href;
  // Only a link to a doc (or to a version's entry) follows the reader: a tags page stays as written.
  if (docId === undefined && href !== from.path && href !== from.mainDocRoute) return href;
  return docRouteIn(target, docId);
}

/**
 * Where a navbar link into the docs leads in each version, by version name: computed where the
 * docs are known (the server), so a page carries O(versions) per link instead of every doc.
 */
export function docLinkTargets(nav: VersionNav, href: string): Record<string, string> {
  return Object.fromEntries(nav.versions.map((version) => [version.name, docRouteInVersion(nav, href, version)]));
}

/** The search key of a version: "<plugin id>:<version name>", as the search index names it. */
export const versionKey = (pluginId: string, name: string) => `${pluginId}:${name}`;

/**
 * The versions search prefers, one per docs instance: the version of the page being read, else the
 * reader's preferred version, else the last one.
 */
export function searchVersionKeys(navs: VersionNav[], route: string, preferredOf: (pluginId: string) => string | null): string[] {
  return navs
    .filter((nav) => nav.versions.length > 0)
    .map((nav) => versionKey(nav.pluginId, readerVersion(nav, route, preferredOf(nav.pluginId)).name));
}
