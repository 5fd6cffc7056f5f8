import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/config';
import { readPreparedSite, type PreparedSite } from '@/lib/config/prepared';
import { siteWarn } from '@/lib/site/warnings';
import { loadDocs, reassembleDocs, refreshDocBody, type DocsData, type DocsPage } from './docs';
import type { Doc } from './doc-types';
import { sourceText } from './dev-docs-cache';
import type { DocsOptions } from '../config/docs-options';
import { linkVersions } from './version-links';
import { readVersions, readVersionsFile, type VersionSource } from './versions';
import { DOCS_PLUGIN_ID } from './version';
import { ContentError } from '@/lib/errors/build-error';
import { jsonErrorLine } from '@/lib/errors/source-lines';
import { displayPath } from '@/lib/files/tree';
import { siteLocales, type I18nConfig, type SiteLocale } from '@/lib/config/i18n';
import { localisedRoute } from '@/lib/runtime/locales';
import { gitLastUpdate, type LastUpdate } from './last-updated';
import { memoLastUpdate } from './content-memo';
import { docsPluginFolder, docsVersionFolder, readTranslationMessages } from './translations';

/** A docs instance of the site config: the `docs` option ("default") or one of `docsInstances`. */
export interface DocsInstance {
  id: string;
  options: DocsOptions;
  /** Where its options are written, for messages: "site.config.ts (docs)". */
  where: string;
}

let cached:
  | {
      key: unknown;
      all: DocsData[];
      byLocale: Map<string, DocsData[]>;
      byPage: WeakMap<DocsPage, DocsData>;
      routeByFile: Map<string, string>;
      localeRouteByFile: Map<string, Map<string, string>>;
    }
  | undefined;

/** The site's docs instances: `docs` (unless false) first, then `docsInstances` in config order. */
export function docsInstances(site: PreparedSite = readPreparedSite()): DocsInstance[] {
  const { docs, docsInstances: more = [] } = site.config;
  const seen = new Set<string>([DOCS_PLUGIN_ID]);
  for (const instance of more) {
    if (seen.has(instance.id)) throw new ContentError(site.configFile, undefined, `docsInstances names the id "${instance.id}" twice. Give each docs instance its own id.`);
    seen.add(instance.id);
  }
  return [
    ...(docs === false ? [] : [{ id: DOCS_PLUGIN_ID, options: docs, where: `${site.configFile} (docs)` }]),
    ...more.map((instance) => ({ id: instance.id, options: instance, where: `${site.configFile} (docsInstances "${instance.id}")` })),
  ];
}

/** The docs folder of the site being built (the default instance's current docs), or undefined when the site has none. */
export function docsRoot(): string | undefined {
  const { docs } = siteConfig();
  if (docs === false) return undefined;
  const root = path.resolve(readPreparedSite().siteDir, docs.path);
  return fs.existsSync(root) ? root : undefined;
}

/**
 * A versioned sidebars file (JSON, written by `docs:version`). A version without one has no
 * sidebars at all, as in Docusaurus 3 (loadSidebarsFileUnsafe: "Non-existent sidebars file: no
 * sidebars"): its pages show no sidebar and no previous/next links, rather than a generated sidebar.
 */
function readVersionSidebars(file: string): { file: string; data: unknown } {
  if (!fs.existsSync(file)) return { file: displayPath(file), data: {} };
  const text = fs.readFileSync(file, 'utf8');
  try {
    return { file: displayPath(file), data: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ContentError(displayPath(file), jsonErrorLine(text, error), `invalid JSON: ${(error as Error).message}. Fix the JSON.`, { cause: error });
  }
}

/**
 * The versions of one instance. The `docs` option's folder may be missing (a site without docs, the
 * seed's rule); a `docsInstances` entry is written on purpose, so a folder that is not there (a
 * typo in `path`) fails rather than publishing nothing.
 */
function instanceVersions(site: PreparedSite, instance: DocsInstance): VersionSource[] {
  const folder = path.resolve(site.siteDir, instance.options.path);
  if (!fs.existsSync(folder) && !readVersionsFile(site.siteDir, instance.id, displayPath)) {
    if (instance.id === DOCS_PLUGIN_ID) return [];
    throw new ContentError(
      instance.where,
      undefined,
      `the docs folder ${displayPath(folder)} does not exist (path: "${instance.options.path}", relative to the site folder). Fix the path, create the folder, or remove the instance.`,
    );
  }
  return readVersions(site.siteDir, instance.id, instance.options, instance.where, displayPath);
}

/** A version without docs has no pages (the seed's rule for a docs folder without docs), so no reader is sent to it; said, not silent. */
function withDocs(loaded: DocsData[], instance: DocsInstance): DocsData[] {
  for (const data of loaded) {
    if (data.docs.length > 0) continue;
    siteWarn(
      `${displayPath(data.contentPath)}: docs version "${data.version.name}" of ${instance.where} has no docs, so it is left out (no pages, no entry in the version menu). Add a doc to the folder, or remove the version.`,
    );
  }
  return loaded.filter((data) => data.docs.length > 0);
}

/** A locale other than the default, for which an instance's docs are loaded again with its translations. */
interface LocaleLoad {
  locale: SiteLocale;
  /** i18n/<locale>/ in the site folder. */
  folder: string;
}

function localeLoadOf(site: PreparedSite, i18n: I18nConfig, locale: SiteLocale): LocaleLoad {
  return { locale, folder: path.resolve(site.siteDir, i18n.path, locale.path) };
}

function loadInstance(site: PreparedSite, instance: DocsInstance, lastUpdate: (absFile: string) => LastUpdate | undefined, localeLoad?: LocaleLoad): DocsData[] {
  const { options } = instance;
  const loaded = instanceVersions(site, instance).map((source) =>
    loadDocs({
      root: source.contentPath,
      repoRoot: process.cwd(),
      siteDir: site.siteDir,
      lastUpdate,
      routeBase: localeLoad && !localeLoad.locale.isDefault ? localisedRoute(source.meta.path, localeLoad.locale.prefix) : source.meta.path,
      ...(localeLoad ? { translations: localeTranslations(localeLoad, instance.id, source.meta.name, source.meta.path) } : {}),
      sidebars: source.sidebarFile ? readVersionSidebars(source.sidebarFile) : instance.id === DOCS_PLUGIN_ID ? site.sidebars : site.instanceSidebars?.[instance.id],
      sidebarCollapsed: options.sidebarCollapsed,
      sidebarCollapsible: options.sidebarCollapsible,
      tags: options.tags,
      onInlineTags: options.onInlineTags,
      includeDrafts: process.env.NODE_ENV !== 'production',
      // Development: each doc's outline and last update are learnt when a page reads them.
      lazy: process.env.NODE_ENV === 'development',
      // A build's files stay as they are while it runs: its processes read a doc's body when they need it.
      bodiesFromFiles: process.env.NODE_ENV === 'production',
      editUrl: typeof options.editUrl === 'string' ? options.editUrl : siteConfig().editUrl,
      onDuplicateRoute: siteConfig().checks.duplicateRoutes,
      exclude: options.exclude,
      warn: siteWarn,
      markdown: siteConfig().markdown,
      trailingSlash: siteConfig().trailingSlash,
      pluginId: instance.id,
      version: source.meta,
      ...(options.editCurrentVersion ? { editRoot: path.resolve(site.siteDir, options.path) } : {}),
    }),
  );
  return linkVersions(withDocs(loaded, instance));
}

/** The translations of one docs version in a locale: the folder Docusaurus reads and its JSON labels (current.json). */
function localeTranslations(localeLoad: LocaleLoad, pluginId: string, versionName: string, originalBase: string) {
  const folder = path.join(localeLoad.folder, docsPluginFolder(pluginId), docsVersionFolder(versionName));
  const messages = readTranslationMessages(`${folder}.json`, displayPath);
  return { locale: localeLoad.locale.name, folder, messages, originalBase, ...(localeLoad.locale.isDefault ? { isDefault: true } : {}) };
}

/** Each locale's docs point at their original: the default locale's doc with the same id in the same version. */
function linkOriginals(all: DocsData[], byLocale: Map<string, DocsData[]>): void {
  const key = (data: DocsData, id: string) => `${data.pluginId}\0${data.version.name}\0${id}`;
  const originals = new Map(all.flatMap((data) => data.docs.map((doc) => [key(data, doc.id), doc.route] as const)));
  for (const list of byLocale.values())
    for (const data of list)
      for (const doc of data.docs) {
        const original = originals.get(key(data, doc.id));
        if (doc.translation && original) doc.translation.originalRoute = original;
      }
}

/**
 * Development: the watcher prepared the site again for edits of content text alone since the
 * preparation this process loaded (PreparedSite.edit). A doc whose body alone changed is updated where
 * it is (refreshDocBody). A doc whose front matter changed (its title, label, position…) or a
 * `_category_` file is read again, and the sidebars, pager, index pages and routes of its version are
 * built again from the docs already read (reassembleDocs). Loading again read and rebuilt every doc's
 * page data, 0.7-1.5 CPU s a load at 10,000 docs, in the page's process and in the watcher's, for one
 * title or label. Files outside the docs folders (a post, a page) change no doc. False (the docs are
 * loaded again) when anything else may have changed: the config, the sidebars file, a file new or gone,
 * a site with translations.
 */
function refreshedInPlace(loaded: NonNullable<typeof cached>, site: PreparedSite): boolean {
  const previous = loaded.key as PreparedSite;
  if (process.env.NODE_ENV !== 'development' || site.edit?.after !== previous.preparedAt || loaded.byLocale.size > 0 || site.config.i18n) return false;
  // The same config and sidebars: the watcher saw content text change, nothing else.
  const rest = (one: PreparedSite) => JSON.stringify({ ...one, preparedAt: 0, edit: undefined });
  if (rest(site) !== rest(previous)) return false;
  const docsByFile = new Map<string, Doc[]>();
  for (const data of loaded.all) for (const doc of data.docs) docsByFile.set(doc.absFile, [...(docsByFile.get(doc.absFile) ?? []), doc]);
  // The version folder each file is in (the innermost, as docsFolderOf finds it), and the files to build its docs again with.
  const folders = loaded.all.map((data) => data.contentPath).sort((a, b) => b.length - a.length);
  const toReassemble = new Map<string, string[]>();
  for (const file of site.edit.files) {
    const docs = docsByFile.get(file);
    if (docs?.length === 1 && fs.existsSync(file) && refreshDocBody(docs[0]!, sourceText(file))) continue;
    const folder = folders.find((one) => file.startsWith(one + path.sep));
    if (folder !== undefined) toReassemble.set(folder, [...(toReassemble.get(folder) ?? []), file]);
    // Outside every docs folder (a post, a page): no doc reads it.
  }
  if (toReassemble.size === 0) return true;
  const all: DocsData[] = [];
  for (const data of loaded.all) {
    const files = toReassemble.get(data.contentPath);
    const again = files ? reassembleDocs(data, files) : data;
    if (!again || again.docs.length === 0) return false;
    all.push(again);
  }
  // Each instance's versions tied together again (a version's doc list and main doc may have changed).
  for (const pluginId of new Set(all.map((data) => data.pluginId))) {
    const versions = all.filter((data) => data.pluginId === pluginId);
    for (const data of versions) if (!data.version.isLast) for (const doc of data.docs) delete doc.canonicalRoute;
    linkVersions(versions);
  }
  loaded.all = all;
  loaded.byPage = new WeakMap(all.flatMap((data) => data.pages.map((page) => [page, data] as const)));
  loaded.routeByFile = new Map(all.flatMap((data) => [...data.routeByFile]));
  return true;
}

function load(): NonNullable<typeof cached> {
  const site = readPreparedSite();
  if (cached?.key === site) return cached;
  if (cached && refreshedInPlace(cached, site)) {
    cached.key = site;
    return cached;
  }
  // Every locale shows each original's last update again (a doc not translated is the original): one git log per file.
  const lastUpdates = new Map<string, LastUpdate | undefined>();
  const lastUpdate = (absFile: string) => {
    if (!lastUpdates.has(absFile)) lastUpdates.set(absFile, memoLastUpdate(absFile, () => gitLastUpdate(absFile)));
    return lastUpdates.get(absFile);
  };
  const i18n = site.config.i18n;
  // The default locale reads i18n/<defaultLocale>/ as Docusaurus does: a site may keep its default language's text there.
  const defaultLoad = i18n ? localeLoadOf(site, i18n, siteLocales(i18n)[0]!) : undefined;
  const all = docsInstances(site).flatMap((instance) => loadInstance(site, instance, lastUpdate, defaultLoad));
  const byLocale = new Map<string, DocsData[]>();
  for (const locale of siteLocales(i18n).filter((one) => !one.isDefault && !one.remote)) {
    const localeLoad = localeLoadOf(site, i18n!, locale);
    byLocale.set(locale.name, docsInstances(site).flatMap((instance) => loadInstance(site, instance, lastUpdate, localeLoad)));
  }
  linkOriginals(all, byLocale);
  const byPage = new WeakMap<DocsPage, DocsData>();
  for (const data of [...all, ...[...byLocale.values()].flat()]) for (const page of data.pages) byPage.set(page, data);
  const routeByFile = new Map(all.flatMap((data) => [...data.routeByFile]));
  const localeRouteByFile = new Map([...byLocale].map(([name, list]) => [name, new Map(list.flatMap((data) => [...data.routeByFile]))]));
  cached = { key: site, all, byLocale, byPage, routeByFile, localeRouteByFile };
  return cached;
}

/** A locale's docs (every instance and version, as getAllDocs), routes under the locale's prefix; empty for the default locale. */
export function getLocaleDocs(locale: string): DocsData[] {
  return load().byLocale.get(locale) ?? [];
}

/**
 * Every docs version of every docs instance, one DocsData each: the default instance first, each
 * instance's versions in Docusaurus' order (current first, then versions.json). Loaded once per
 * build process; in development again whenever the prepared site changes (the watcher rewrites it
 * on every content edit). Empty for a site without docs.
 */
export function getAllDocs(): DocsData[] {
  return load().all;
}

/**
 * The docs readers get by default: the default instance's last version (the only one of a site
 * without versions), or undefined for a site without docs.
 */
export function getDocs(): DocsData | undefined {
  const all = getAllDocs();
  return all.find((data) => data.pluginId === DOCS_PLUGIN_ID && data.version.isLast) ?? all.find((data) => data.pluginId === DOCS_PLUGIN_ID);
}

/** The docs version a page belongs to (its sidebars, its version, its instance). */
export function docsDataOf(page: DocsPage): DocsData {
  const { byPage, all } = load();
  // In development the docs may have been read again since the page was found: then by its route.
  const data =
    byPage.get(page) ??
    [...all, ...[...load().byLocale.values()].flat()].find((candidate) => candidate.byRoute.has(page.route));
  if (!data) throw new Error(`docsDataOf: ${page.route} is not a page of the loaded docs`);
  return data;
}

/**
 * Every doc file's route in a locale (original and translated files both), for the links of that
 * locale's docs. Built once with the docs: every page's compile asks for it.
 */
export function localeRoutesByFile(locale: string): Map<string, string> {
  return load().localeRouteByFile.get(locale) ?? new Map();
}

/** Every doc file's route, across versions and instances: relative links between docs resolve through it. */
export function allRoutesByFile(): Map<string, string> {
  return load().routeByFile;
}

/** The docs folder a file belongs to (a version's folder), for root-relative Markdown links ("/intro.md"); undefined outside the docs. */
export function docsFolderOf(file: string): string | undefined {
  const abs = path.resolve(file);
  return getAllDocs()
    .map((data) => data.contentPath)
    .filter((folder) => abs.startsWith(folder + path.sep))
    .sort((a, b) => b.length - a.length)[0];
}
