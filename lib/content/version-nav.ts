import type { VersionNav } from '@/lib/runtime/docs-versions';
import type { DocsData } from './docs';
import { getAllDocs } from './docs-data';
import type { DocsVersion } from './version';

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

/** The versions of every docs instance, newest first, as client components need them (lib/runtime/docs-versions.ts). */
export function versionNavs(): VersionNav[] {
  const byPlugin = new Map<string, DocsData[]>();
  for (const data of getAllDocs()) byPlugin.set(data.pluginId, [...(byPlugin.get(data.pluginId) ?? []), data]);
  return [...byPlugin].map(([pluginId, trees]) => {
    const versions = trees[0]!.versions;
    return { pluginId, versions: versions.map((version) => navEntry(version, trees.find((tree) => tree.version.name === version.name))) };
  });
}

/** The generated versions page's data: every instance with several versions, and each version's banner. */
export function versionsPageInstances() {
  const banners = new Map(getAllDocs().map((data) => [`${data.pluginId}:${data.version.name}`, data.version.banner]));
  return versionNavs()
    .filter((nav) => nav.versions.length > 1)
    .map((nav) => ({ ...nav, banners: Object.fromEntries(nav.versions.map((version) => [version.name, banners.get(`${nav.pluginId}:${version.name}`) ?? 'none'])) }));
}
