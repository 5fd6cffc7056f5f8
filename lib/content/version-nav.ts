import { createHash } from 'node:crypto';
import type { VersionDocsFile, VersionNav } from '@/lib/runtime/docs-versions';
import type { DocsData } from './docs';
import { getAllDocs } from './docs-data';
import { VERSION_FILES_DIR } from './shared-file-dirs';
import type { DocsVersion } from './version';

export { VERSION_FILES_DIR };

/** A version as the navbar's client leaves see it: its docs as [id, route] pairs, no page data. */
function navEntry(version: DocsVersion, data: DocsData | undefined) {
  return {
    name: version.name,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    mainDocRoute: version.mainDocRoute ?? data?.mainDocRoute ?? version.path,
    docs: version.docs.map((doc): [string, string] => [doc.id, doc.path]),
  };
}

// Every page's navbar asks: built once per load of the docs (the array getAllDocs returns).
const navsOf = new WeakMap<DocsData[], VersionNav[]>();

/** The versions of every docs instance, newest first, with their docs (lib/runtime/docs-versions.ts). */
export function versionNavs(): VersionNav[] {
  const all = getAllDocs();
  let navs = navsOf.get(all);
  if (!navs) {
    const byPlugin = new Map<string, DocsData[]>();
    for (const data of all) byPlugin.set(data.pluginId, [...(byPlugin.get(data.pluginId) ?? []), data]);
    navs = [...byPlugin].map(([pluginId, trees]) => {
      const versions = trees[0]!.versions;
      return { pluginId, versions: versions.map((version) => navEntry(version, trees.find((tree) => tree.version.name === version.name))) };
    });
    navsOf.set(all, navs);
  }
  return navs;
}

/**
 * The instances whose versions the navbar's client leaves get: those with several versions, and any
 * a version item of the navbar names (`navbarItems`, the config's). A site without versions ships no
 * version data on its pages, and the build writes a shared file only for these.
 */
export function navbarVersionNavs(
  navbarItems: ReadonlyArray<{ type?: string; docsPluginId?: string }>,
  navs: VersionNav[] = versionNavs(),
): VersionNav[] {
  const named = new Set(
    navbarItems.flatMap((item) => (item.type === 'docsVersionDropdown' || item.type === 'docsVersion' ? [item.docsPluginId] : [])),
  );
  return navs.filter((nav) => nav.versions.length > 1 || named.has(nav.pluginId));
}

/** The generated versions page's data: every instance with several versions, and each version's banner. */
export function versionsPageInstances() {
  const banners = new Map(getAllDocs().map((data) => [`${data.pluginId}:${data.version.name}`, data.version.banner]));
  return versionNavs()
    .filter((nav) => nav.versions.length > 1)
    .map((nav) => ({ ...nav, banners: Object.fromEntries(nav.versions.map((version) => [version.name, banners.get(`${nav.pluginId}:${version.name}`) ?? 'none'])) }));
}

export interface VersionDocsFileOutput {
  /** Path under the export folder, without a leading slash: `_next/static/versions/<hash>.json`. */
  path: string;
  json: string;
}

// Every page asks for the file's name: serialised and hashed once per instance and load of the docs.
const outputs = new WeakMap<VersionNav, VersionDocsFileOutput>();

/** An instance's shared file (every version's docs under its name): its JSON and content-hashed path. */
export function versionDocsFileOutput(nav: VersionNav): VersionDocsFileOutput {
  const cached = outputs.get(nav);
  if (cached) return cached;
  const file: VersionDocsFile = Object.fromEntries(nav.versions.map((version) => [version.name, version.docs ?? []]));
  const json = JSON.stringify(file);
  const output = { path: `${VERSION_FILES_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`, json };
  outputs.set(nav, output);
  return output;
}

/**
 * An instance's versions as a page's client leaves get them (issue 29): without the docs of each
 * version, which grow with the site, and with the URL of the shared file that has them. `fileUrl`
 * adds the base path. With `shared` false (`next dev`, which writes no shared file) the docs stay in.
 */
export function clientVersionNav(nav: VersionNav, { shared, fileUrl }: { shared: boolean; fileUrl: (path: string) => string }): VersionNav {
  if (!shared) return nav;
  return {
    pluginId: nav.pluginId,
    versions: nav.versions.map(({ name, label, path, isLast, mainDocRoute }) => ({ name, label, path, isLast, mainDocRoute })),
    docsFile: fileUrl(`/${versionDocsFileOutput(nav).path}`),
  };
}
