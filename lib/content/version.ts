/** One doc as the version metadata lists it (spec §3). */
export interface VersionDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/** A docs version (spec §3). This site has one: the current docs, labelled "Next". */
export interface DocsVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  docs: VersionDoc[];
}

/** The docs plugin's id, used in the preferred-version storage key. */
export const DOCS_PLUGIN_ID = 'default';

/** The version metadata of the current docs. */
export function currentVersion(docs: VersionDoc[], routeBase = '/docs'): DocsVersion {
  return { name: 'current', label: 'Next', path: routeBase, isLast: true, docs };
}
