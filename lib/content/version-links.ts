import type { Doc, DocsData } from './docs';

/**
 * Ties the loaded versions of one docs instance together: each knows every version (Docusaurus'
 * order), and a doc of another version whose id the last version has is canonical to that doc, so
 * search engines send readers to the latest docs (issue 19: "the latest as canonical where a doc
 * exists in it").
 */
export function linkVersions(loaded: DocsData[]): DocsData[] {
  const versions = loaded.map((data) => data.version);
  const last = loaded.find((data) => data.version.isLast);
  const lastById = new Map((last?.docs ?? []).map((doc) => [doc.id, doc.route]));
  for (const data of loaded) {
    data.versions = versions;
    if (data === last) continue;
    for (const doc of data.docs) {
      const route = lastById.get(doc.id);
      if (route !== undefined) doc.canonicalRoute = route;
    }
  }
  return loaded;
}

/** The routes of the doc with this id in each version of its instance that has it, by version name. */
export function docRoutesByVersion(data: DocsData, doc: Pick<Doc, 'id'>): Record<string, string> {
  return Object.fromEntries(data.versions.flatMap((version) => version.docs.filter((other) => other.id === doc.id).map((other) => [version.name, other.path])));
}
