// Node only, run by the content check (and the development watcher): the data Docusaurus' plugins
// give a site's components through `@docusaurus/useGlobalData` (useGlobalData, usePluginData,
// useAllPluginInstancesData), in Docusaurus' shapes, for the plugins this product has. Written beside
// the prepared site as JSON; next.config.mjs aliases it as `#site-global-data`, so only a site whose
// components import the hooks bundles it.
import type { DocsData } from '@/lib/content/docs';
import { writeIfChanged } from '@/lib/files/write-if-changed';
import { scriptJson } from '@/lib/runtime/inline-scripts.mjs';
import { readPreparedSite } from '../config/prepared';

/** Plugin name → plugin id → its data, as Docusaurus' `globalData`. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** `.site/out.json` → `.site/out.global-data.json`. */
export function globalDataFile(preparedFile: string): string {
  return preparedFile.replace(/\.json$/, '.global-data.json');
}

/**
 * The docs plugin's global data per docs instance, as `@docusaurus/plugin-content-docs` sets it:
 * `{ path, versions: [{ name, label, isLast, path, mainDocId, docs: [{ id, path, sidebar }], draftIds }], breadcrumbs }`,
 * every path with the base path, as Docusaurus' include its baseUrl.
 */
export function siteGlobalData(docs: readonly DocsData[], basePath: string): GlobalData {
  const url = (route: string) => `${basePath}${route}` || '/';
  const instances: Record<string, unknown> = {};
  for (const data of docs) {
    if (data.pluginId in instances) continue;
    const last = data.versions.find((version) => version.isLast) ?? data.versions[0];
    instances[data.pluginId] = {
      path: url(last?.path ?? data.routeBase),
      versions: data.versions.map((version) => ({
        name: version.name,
        label: version.label,
        isLast: version.isLast,
        path: url(version.path),
        mainDocId: version.docs.find((doc) => doc.path === version.mainDocRoute)?.id ?? version.docs[0]?.id,
        docs: version.docs.map((doc) => ({ id: doc.id, path: url(doc.path), ...(doc.sidebar ? { sidebar: doc.sidebar } : {}) })),
        draftIds: [],
      })),
      breadcrumbs: true,
    };
  }
  return Object.keys(instances).length > 0 ? { 'docusaurus-plugin-content-docs': instances } : {};
}

/**
 * The global data file's text: the site's own plugins' data (set at prepare) beside the docs plugin's.
 * Their strings are the writer's, and the bundler may inline the JSON into a page's scripts: `<`, `>`
 * and `&` are \u escapes (scriptJson), so a `</script>` in a value can close no element. It reads back the same.
 */
export function globalDataText(docs: readonly DocsData[], basePath: string, pluginData: GlobalData = {}): string {
  return `${scriptJson({ ...pluginData, ...siteGlobalData(docs, basePath) })}\n`;
}

/**
 * Writes the prepared site's global data for next build (unchanged files are left alone). The docs
 * come from the caller (getAllDocs()): this module does not load the content stack, so the development
 * watcher writes its placeholder before it has loaded that stack (1.4 CPU s of modules) and starts
 * `next dev` sooner.
 */
export function writeSiteGlobalData(preparedFile: string, basePath: string, docs: readonly DocsData[]): void {
  const pluginData = readPreparedSite(preparedFile).globalData;
  writeIfChanged(globalDataFile(preparedFile), globalDataText(docs, basePath, pluginData));
}
