// The pure half of `npm run import:docusaurus`: maps an evaluated `docusaurus.config.*` object to this
// product's site config (lib/config/schema.ts) and says, per construct, what it could not carry and
// what to do. No file system here: the docs index and the sidebars object are handed in
// (lib/import/docusaurus-files.ts reads them), so every rule is unit-tested on plain data.
// The rules live in lib/import/docusaurus/, one file per part of the config; this is their public entry.

export { localPluginPath, mapDocusaurusConfig, packageInNodeModules } from './docusaurus/map-config';
export { findContentOptions } from './docusaurus/content-options';
export { docEntry, firstRouteOfSidebar, stripNumberPrefix } from './docusaurus/docs-routes';
export { hrefOf } from './docusaurus/links';
export { plainData } from './docusaurus/plain-data';
export { PRISM_TO_SHIKI, prismThemeName } from './docusaurus/prism';
export { firstHtmlLink, stripHtml } from './docusaurus/html';
export { basePathOf, relativePath, routePrefix } from './docusaurus/paths';
export { checkLevel, hexColour, primaryColourFromCss } from './docusaurus/values';
export { formatReport, importedSpecifiers, siteConfigSource, toSource } from './docusaurus/output';
export { BUILT_IN_PLUGINS, importName, mapPluginList } from './docusaurus/markdown-plugins';
export { importsOf, specifierKind } from './docusaurus/imports';
export {
  STUB_PATH,
  stubPath,
  type ContentOptions,
  type DocEntry,
  type ImportReport,
  type MapContext,
  type MapResult,
} from './docusaurus/types';
