/** One doc as the version metadata lists it (spec §3). */
export interface VersionDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/** Docusaurus' version banners: 'none' where Docusaurus writes null. */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/**
 * A docs version (spec §3), with the metadata Docusaurus' docs plugin gives it. A site without
 * versions has one: the current docs, labelled "Next", at the route base, the last version.
 */
export interface DocsVersion {
  /** "current" (the docs folder) or a name from versions.json, e.g. "1.0.0". */
  name: string;
  /** The label readers see: the `versions.<name>.label` option, else "Next" for current, else the name. */
  label: string;
  /** The version's root route: "/docs" for the last version, "/docs/next" for current when not last, "/docs/1.0.0". */
  path: string;
  /** The version readers get by default (the `lastVersion` option). */
  isLast: boolean;
  docs: VersionDoc[];
  /** 'unreleased' for versions newer than the last, 'unmaintained' for older ones, 'none' for the last (or as configured). */
  banner: VersionBanner;
  /** Show the version badge on its docs: true by default when the docs instance has several versions. */
  badge: boolean;
  /** Keep search engines away from this version's pages (robots noindex, left out of the sitemap). */
  noIndex: boolean;
  /** Class for the version's pages; Docusaurus' default "docs-version-<name>". */
  className?: string;
  /** The version's main doc (the doc at its root, else the first doc of its first sidebar). */
  mainDocRoute?: string;
}

/** The default docs plugin's id, used in the preferred-version storage key. */
export const DOCS_PLUGIN_ID = 'default';

/** Docusaurus' name of the version read from the docs folder itself. */
export const CURRENT_VERSION_NAME = 'current';

/** The version metadata of an unversioned docs folder: the seed's (current, "Next", at the route base, last). */
export function currentVersion(docs: VersionDoc[], routeBase = '/docs'): DocsVersion {
  return {
    name: CURRENT_VERSION_NAME,
    label: 'Next',
    path: routeBase,
    isLast: true,
    docs,
    banner: 'none',
    badge: false,
    noIndex: false,
    className: `docs-version-${CURRENT_VERSION_NAME}`,
  };
}
