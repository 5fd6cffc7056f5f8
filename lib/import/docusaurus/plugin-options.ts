// The docs and blog plugins' options carried as plain data: functions, placeholders, Docusaurus' own
// machinery and RegExps are dropped, each with a report, because site.config.mjs holds data only.

import { mapPluginList, PLUGIN_LIST_KEYS } from './markdown-plugins';
import { relativePath } from './paths';
import { plainData } from './plain-data';
import type { ImportReport, MapContext, Obj } from './types';

/** Options of the docs/blog plugins that configure Docusaurus' own React or Markdown machinery. */
const MACHINERY_OPTIONS =
  /^(recmaPlugins|admonitions|docItemComponent|docCategoryGeneratedIndexComponent|docTagDocListComponent|docTagsListComponent|docLayoutComponent|docRootComponent|docVersionRootComponent|blogListComponent|blogPostComponent|blogTagsListComponent|blogTagsPostsComponent|blogArchiveComponent|blogAuthorsListComponent|blogAuthorsPostsComponent|sidebarItemsGenerator|numberPrefixParser|processBlogPosts|mdxPageComponent)$/;

export function pluginOptions(
  options: Obj,
  where: string,
  siteDir: string,
  reports: ImportReport[],
  lookup: Pick<MapContext, 'packageOf' | 'importOf'> = {},
): Obj {
  // The remark and rehype lists go their own way: the product takes them (lib/config/markdown-plugins.ts).
  const lists: Obj = {};
  const rest: Obj = { ...options };
  for (const key of PLUGIN_LIST_KEYS) {
    if (!(key in rest)) continue;
    const mapped = mapPluginList(rest[key], `${where}.${key}`, { ...lookup, reports });
    if (mapped) lists[key] = mapped;
    delete rest[key];
  }
  const dropped: string[] = [];
  const copy = { ...(plainData(rest, '', dropped) as Obj), ...lists };
  for (const key of dropped) {
    const name = key.split(/[.[]/)[0]!;
    reports.push({
      where: `${where}.${key}`,
      what: MACHINERY_OPTIONS.test(name) ? `${name} (Docusaurus' own machinery) not carried` : `function or plugin value not carried`,
      todo:
        name === 'editUrl'
          ? 'write a string editUrl (the base the file path is appended to), or leave it out'
          : 'nothing, unless the site relied on it: the product has its own default',
    });
  }
  for (const key of Object.keys(copy)) {
    if (MACHINERY_OPTIONS.test(key)) {
      delete copy[key];
      reports.push({
        where: `${where}.${key}`,
        what: `${key} (Docusaurus' own machinery) not carried`,
        todo: 'nothing: the product renders with its own components',
      });
    }
  }
  for (const [key, value] of Object.entries(copy)) {
    if (!(value instanceof RegExp)) continue;
    // The build keeps the prepared config as JSON (lib/site/prepare.ts), where a RegExp becomes {} and fails the blog options.
    delete copy[key];
    reports.push({
      where: `${where}.${key}`,
      what: `regular expression ${String(value)} not carried`,
      todo:
        key === 'truncateMarker'
          ? 'end excerpts with <!-- truncate --> (or {/* truncate */} in MDX), the default marker'
          : 'leave it out; the default applies',
    });
  }
  for (const key of ['path', 'sidebarPath'] as const)
    if (typeof copy[key] === 'string') copy[key] = `${key === 'sidebarPath' ? './' : ''}${relativePath(copy[key] as string, siteDir)}`;
  // The version options keep Docusaurus' names and meaning (lib/config/docs-options.ts): carried as they are.
  for (const key of ['versions', 'lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning']) {
    if (key in copy) reports.push({ where: `${where}.${key}`, what: `docs option ${key} carried`, todo: 'nothing', carried: true });
  }
  return copy;
}
