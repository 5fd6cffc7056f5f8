import type { VersionNav } from '@/lib/runtime/docs-versions';
import type { DocsData } from './docs';
import { getDocs } from './docs-data';
import { DOCS_PLUGIN_ID, type DocsVersion } from './version';

/** Every docs instance × version of the site; one entry per loaded docs tree. */
function loadedDocs(): DocsData[] {
  const docs = getDocs();
  return docs ? [docs] : [];
}

/** A version as the navbar's client leaves see it: its docs as [id, route] pairs, no page data. */
function navEntry(version: DocsVersion, data: DocsData | undefined) {
  return {
    name: version.name,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    mainDocRoute: data?.mainDocRoute ?? version.path,
    docs: version.docs.map((doc): [string, string] => [doc.id, doc.path]),
  };
}

/** The versions of every docs instance, newest first, as client components need them (lib/runtime/docs-versions.ts). */
export function versionNavs(): VersionNav[] {
  const byPlugin = new Map<string, DocsData[]>();
  for (const data of loadedDocs()) {
    const id = (data as DocsData & { pluginId?: string }).pluginId ?? DOCS_PLUGIN_ID;
    byPlugin.set(id, [...(byPlugin.get(id) ?? []), data]);
  }
  return [...byPlugin].map(([pluginId, trees]) => {
    const versions = (trees[0] as DocsData & { versions?: DocsVersion[] }).versions ?? trees.map((tree) => tree.version);
    return { pluginId, versions: versions.map((version) => navEntry(version, trees.find((tree) => tree.version.name === version.name))) };
  });
}
