// Node only, run by the content check and the development watcher (both bundles: scripts/run-bundled.mjs): reads a site folder's
// config and sidebars file, validates them, and writes the prepared site that the build reads; then
// fills public/ with the files the site serves as they are.
import { manualPage } from '@/lib/config/manual';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { normaliseBasePath, normaliseSiteUrl, pluginsModuleOf, preparedStylesheetPath } from '@/lib/config/env.mjs';
import { mergeConfig, parseOverrides } from '@/lib/config/overrides';
import { validateSiteConfig, SiteConfigError, type SiteConfig } from '@/lib/config/schema';
import { remoteHome, siteLocales, type I18nConfig } from '@/lib/config/i18n';
import { findSidebarsFile } from '@/lib/content/sidebars-eval';
import { ContentError } from '@/lib/errors/build-error';
import { jsonErrorLine } from '@/lib/errors/source-lines';
import { docsContentFolders } from '@/lib/content/versions';
import { specDownloadRoute } from '@/lib/openapi/pages/download';
import { contentAssetUrl, isContentAsset, siteAssetUrl } from './assets';
import { staticFolders } from './static-folders';
import { writePluginsModule } from './plugins-module';
import { describePlugins, pluginListsOf, registerSitePlugins, withoutPlugins } from './plugins';
import { runSitePlugins } from './site-plugins';
import { siteStylesheet } from './stylesheet';
import { copyTree, displayPath } from '@/lib/files/tree';
import { writeAtomic, writeIfChanged } from '@/lib/files/write-if-changed';
import { DEFAULT_ICON_ROUTE, DEFAULT_ICON_SVG } from './site-icon';

export { staticFolders };
import { parsePrepared, serialisePrepared, type PreparedSite, type PreparedSiteError } from '../config/prepared';

const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.mjs', 'site.config.js'];

type Env = Record<string, string | undefined>;

/** The site folder: SITE_DIR (relative to the project root, or absolute), else the project root. */
export function siteDirFromEnv(env: Env = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.SITE_DIR?.trim() || '.');
}

/**
 * How prepareSite evaluates the config and sidebars files. 'cached' (a build): Node's module cache,
 * past the file itself. The development watcher: 'reload' evaluates the file again and keeps the
 * modules it imports; 'fresh' evaluates those again too (a module it may import changed).
 */
export type ModuleReload = 'cached' | 'reload' | 'fresh';

/**
 * The watcher's module graph: one tsx namespace (its own module cache) until a fresh evaluation
 * replaces it. A new graph evaluates node_modules again too: a few hundred milliseconds.
 */
let graph: { import: (specifier: string, parent: string) => Promise<unknown>; unregister: () => Promise<void> } | undefined;

async function moduleGraph(fresh: boolean, siteDir: string): Promise<NonNullable<typeof graph>> {
  if (graph && !fresh) return graph;
  // Modules Node loads as CommonJS (no "type": "module" above them) sit in require's one cache.
  const cache = createRequire(import.meta.url).cache;
  const folder = `${siteDir}${path.sep}`;
  for (const key of Object.keys(cache))
    if (key.startsWith(folder) && !key.includes(`${path.sep}node_modules${path.sep}`)) delete cache[key];
  const previous = graph;
  const namespace = `site-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  // With tsx's require hooks of the same namespace, as tsImport pairs them: without them a TypeScript
  // file reached from a site folder elsewhere does not resolve its extensionless imports (a derived
  // site's config importing the project's site.config.ts, which imports './lib/config/schema').
  const requireHooks = (await import('tsx/cjs/api')).register({ namespace });
  const esm = (await import('tsx/esm/api')).register({ namespace });
  graph = {
    import: (specifier, parent) => esm.import(specifier, parent),
    unregister: async () => {
      requireHooks.unregister();
      await esm.unregister();
    },
  };
  await previous?.unregister();
  return graph;
}

/** What importNatively gives for a module Node cannot load. */
const NOT_NATIVE = Symbol('not native');

/**
 * Node's own import of a site module, or NOT_NATIVE when Node cannot load it, which it finds before
 * any of the module's code runs: TypeScript (ERR_UNKNOWN_FILE_EXTENSION), JSX or `import` in a
 * CommonJS .js file (SyntaxError), an import without its extension (ERR_MODULE_NOT_FOUND), JSON
 * without `with { type: 'json' }`.
 */
async function importNatively(url: string): Promise<unknown> {
  try {
    return await import(url);
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    if (!(error instanceof SyntaxError) && !(typeof code === 'string' && code.startsWith('ERR_'))) throw error;
    return NOT_NATIVE;
  }
}

/**
 * A site module's namespace: by Node itself first, and through tsx when Node cannot load it. A build
 * ('cached') always starts with Node, as the step's own code runs (a bundle, not tsx:
 * scripts/run-bundled.mjs), and falls back to tsImport (a namespace of its own, which, unlike the
 * watcher's graph, also resolves a TypeScript file's extensionless imports when the file is reached
 * from a site folder elsewhere). The watcher starts with Node too until a site module needs tsx, then
 * keeps to its graph: tsx's module hooks, once registered, stay in every later import of the process
 * (on Node 20 a thread of their own), and the watcher's first preparation is followed by the import of
 * the whole content stack (about 0.8 CPU s more through them at start). A graph's 'reload' and a
 * native 'reload' both evaluate the file again (its URL's query) and keep the modules it imports.
 * What neither can load fails with tsx's error.
 */
async function importSiteModule(url: string, reload: ModuleReload, siteDir: string, byNode: boolean): Promise<unknown> {
  if (byNode) {
    const native = await withRequireHooks(() => importNatively(url));
    if (native !== NOT_NATIVE) return native;
    if (reload === 'cached') return withRequireHooks(async () => (await import('tsx/esm/api')).tsImport(url, import.meta.url));
  }
  return (await moduleGraph(reload === 'fresh', siteDir)).import(url, import.meta.url);
}

/**
 * Runs `load` with tsx's require hooks on, for a site module evaluated without tsx's graph (a build's
 * step, or the watcher before it needs one): they compile what its CommonJS code requires
 * (TypeScript, an import without its extension, a .js name of a .ts file, ESM syntax), as when the
 * whole step ran under tsx.
 */
async function withRequireHooks<T>(load: () => Promise<T> | T): Promise<T> {
  const unhook = (await import('tsx/cjs/api')).register();
  try {
    return await load();
  } finally {
    unhook();
  }
}

/** Evaluates a module (TypeScript too, through tsx) and returns its default export, or its CommonJS exports. */
async function evaluateModule(file: string, reload: ModuleReload, siteDir: string): Promise<unknown> {
  // The query defeats the ES module cache for the file itself, so the development watcher sees every
  // edit of it; a file that Node loads as CommonJS (no "type": "module" above it) sits in require's cache.
  delete createRequire(import.meta.url).cache[file];
  const url = `${pathToFileURL(file).href}?t=${fs.statSync(file).mtimeMs}`;
  const byNode = reload === 'cached' || (reload === 'reload' && !graph);
  let mod: { default?: unknown };
  try {
    mod = (await importSiteModule(url, reload, siteDir, byNode)) as { default?: unknown };
  } catch (error) {
    // A CommonJS file (module.exports, as Docusaurus sites write sidebars.js) in a folder whose
    // package.json says "type": "module" is an ES module to import(): it only loads through require.
    if (!(error instanceof Error) || error.name !== 'ReferenceError' || !/\b(module|exports|require) is not defined/.test(error.message))
      throw error;
    const abs = path.resolve(file);
    const require = createRequire(abs);
    delete require.cache[abs];
    mod = { default: byNode ? await withRequireHooks(() => require(abs) as unknown) : (require(abs) as unknown) };
  }
  const value = 'default' in mod ? mod.default : mod;
  // A CommonJS module imported from ESM may arrive as { default: { default: … } } under tsx.
  return value && typeof value === 'object' && 'default' in value && Object.keys(value).length === 1
    ? (value as { default: unknown }).default
    : value;
}

/** Reads a JSON file; bad JSON names the file and line. */
function readJson(file: string, shown: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    const line = jsonErrorLine(text, error);
    throw new ContentError(shown, line, `invalid JSON: ${(error as Error).message}. Fix the JSON.`, { cause: error });
  }
}

/** The line of `file` an evaluation error points at: esbuild's "file:line:col: ERROR", else the first stack frame in the file. */
export function errorLine(error: unknown, file: string): number | undefined {
  const text = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = [file, pathToFileURL(file).href].map(escape).join('|');
  const match = new RegExp(`(?:${names})(?:\\?[^:\\s)]*)?:(\\d+)`).exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * The line of a config field, found by its keys in order (`navbar`, then `items`, then `label`
 * after it); undefined when the first key is not written in the file (a spread, an override).
 */
export function fieldLine(text: string, fieldPath: readonly PropertyKey[]): number | undefined {
  const lines = text.split('\n');
  let found: number | undefined;
  let from = 0;
  for (const key of fieldPath) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`^\\s*(['"]?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`);
    const index = lines.findIndex((line, i) => i >= from && pattern.test(line));
    if (index === -1) break;
    found = index + 1;
    from = index + 1;
  }
  return found;
}

async function loadConfigInput(siteDir: string, reload: ModuleReload): Promise<{ file: string; input: unknown }> {
  const found = CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => fs.existsSync(file));
  if (!found) {
    throw new SiteConfigError(
      `${displayPath(siteDir)} has no site config: add site.config.ts (or .mjs/.js) exporting the config as its default export, ` +
        `e.g. export default { title: 'My docs' }. Every field is documented at ${manualPage('reference/site-config')}.`,
    );
  }
  try {
    return { file: found, input: await evaluateModule(found, reload, siteDir) };
  } catch (error) {
    const line = errorLine(error, found);
    throw new SiteConfigError(`${displayPath(found)}${line ? `:${line}` : ''} could not be evaluated: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Reads and validates the site folder's config, with the environment's base path, origin and
 * overrides applied. `path` is the config file's absolute path; the config keeps its plugin functions.
 */
export async function loadSiteConfig(
  siteDir: string,
  env: Env = process.env,
  reload: ModuleReload = 'cached',
): Promise<{ file: string; path: string; config: SiteConfig }> {
  const { file, input } = await loadConfigInput(siteDir, reload);
  const overrides = parseOverrides(env.SITE_CONFIG_OVERRIDES);
  const merged = mergeConfig(input as Record<string, unknown>, overrides ?? {});
  // The environment wins over the file (a deploy sets BASE_PATH and SITE_URL); the file over the defaults.
  merged.basePath =
    env.BASE_PATH !== undefined || typeof merged.basePath !== 'string'
      ? normaliseBasePath(env.BASE_PATH)
      : normaliseBasePath(merged.basePath);
  merged.url = env.SITE_URL !== undefined || typeof merged.url !== 'string' ? normaliseSiteUrl(env.SITE_URL) : normaliseSiteUrl(merged.url);
  const shown = displayPath(file);
  let config: SiteConfig;
  try {
    config = validateSiteConfig(merged, overrides ? `${shown} with SITE_CONFIG_OVERRIDES` : shown);
  } catch (error) {
    // Name the line of the first wrong field, when the file spells it out.
    const line =
      error instanceof SiteConfigError && !overrides && error.paths[0]
        ? fieldLine(fs.readFileSync(file, 'utf8'), error.paths[0])
        : undefined;
    if (!line) throw error;
    throw new SiteConfigError((error as Error).message.replace(shown, `${shown}:${line}`), { cause: error });
  }
  if (config.i18n || env.SITE_LOCALE) Object.assign(config, localeBuild(config, env.SITE_LOCALE || undefined));
  // API specs are read relative to the site folder; messages show them relative to the project root.
  config.apis = config.apis.map((api) => ({
    ...api,
    spec: displayPath(path.resolve(siteDir, api.spec)),
    overlays: api.overlays.map((file) => displayPath(path.resolve(siteDir, file))),
  }));
  return { file: shown, path: file, config };
}

/**
 * The config a build publishes: i18n records the site's url and base path (where the full build
 * publishes its locales), and SITE_LOCALE (`--locale <name>`, as `docusaurus build --locale`) a
 * locale the full build cannot publish (its url or baseUrl elsewhere: remoteHome), built on its own
 * at its url and baseUrl, which become the site's.
 */
export function localeBuild(
  config: SiteConfig,
  locale: string | undefined,
): { url: string; basePath: string; i18n: I18nConfig | undefined } {
  const { url, basePath, i18n } = config;
  const names = i18n ? i18n.locales : [];
  if (locale !== undefined && !names.includes(locale))
    throw new SiteConfigError(
      `SITE_LOCALE (--locale) "${locale}" is not one of the site's locales (${names.join(', ') || 'none: the config has no i18n'}): ` +
        'name one of i18n.locales, or unset SITE_LOCALE to build the site',
    );
  if (!i18n) return { url, basePath, i18n };
  if (locale === undefined) return { url, basePath, i18n: { ...i18n, build: { url, basePath } } };
  const home = remoteHome(i18n, locale, config);
  if (!home) {
    const where = siteLocales({ ...i18n, build: { url, basePath } }).find((one) => one.name === locale)!;
    throw new SiteConfigError(
      `SITE_LOCALE (--locale) "${locale}": the site's own build publishes this locale (at ${url}${basePath}${where.prefix}/). ` +
        'Build without SITE_LOCALE; a locale is built on its own when i18n.localeConfigs gives it a url or baseUrl outside the base path',
    );
  }
  const own = new URL(`${home}/`);
  return { url: own.origin, basePath: own.pathname.replace(/\/$/, ''), i18n: { ...i18n, build: { url, basePath, locale } } };
}

/**
 * A docs instance's sidebars file, evaluated: the configured sidebarPath, else (the `docs` option
 * only) sidebars.* at the site folder's root. `option` names the option in messages.
 */
async function loadSidebars(
  siteDir: string,
  docs: SiteConfig['docs'],
  reload: ModuleReload,
  option = 'docs',
): Promise<PreparedSite['sidebars']> {
  if (docs === false || docs.sidebarPath === false) return undefined;
  const file =
    docs.sidebarPath !== undefined ? path.resolve(siteDir, docs.sidebarPath) : option === 'docs' ? findSidebarsFile(siteDir) : undefined;
  if (!file) return undefined;
  const shown = displayPath(file);
  if (!fs.existsSync(file)) {
    throw new ContentError(
      shown,
      undefined,
      `the sidebars file named by ${option}.sidebarPath does not exist. Fix the path (relative to the site folder) or remove the option.`,
    );
  }
  if (file.endsWith('.json')) return { file: shown, data: readJson(file, shown) };
  try {
    return { file: shown, data: JSON.parse(JSON.stringify(await evaluateModule(file, reload, siteDir))) as unknown };
  } catch (error) {
    throw new ContentError(
      shown,
      errorLine(error, file),
      `could not be evaluated: ${(error as Error).message}. A sidebars file exports a plain object of sidebars.`,
      { cause: error },
    );
  }
}

/** The sidebars files of `docsInstances`, by id; nothing when no instance names one (the prepared file stays as it was). */
async function instanceSidebars(
  siteDir: string,
  config: SiteConfig,
  reload: ModuleReload,
): Promise<Pick<PreparedSite, 'instanceSidebars'>> {
  const entries: [string, { file: string; data: unknown }][] = [];
  for (const instance of config.docsInstances) {
    const sidebars = await loadSidebars(siteDir, instance, reload, `docsInstances "${instance.id}"`);
    if (sidebars) entries.push([instance.id, sidebars]);
  }
  return entries.length > 0 ? { instanceSidebars: Object.fromEntries(entries) } : {};
}

function writePrepared(file: string, site: PreparedSite): string[] {
  const { json, dropped } = serialisePrepared(site);
  // Written whole, so a development server never reads half a file.
  writeAtomic(file, json);
  return dropped;
}

/** The site stylesheet's file beside a prepared site's file (the rule is preparedStylesheetPath's). */
export function stylesheetFileFor(preparedFile: string): string {
  return preparedStylesheetPath({ SITE_PREPARED: preparedFile });
}

/** Marks the prepared site as read by the content check: later processes of the build print no warning again. */
export function markContentChecked(file: string): void {
  writePrepared(file, { ...parsePrepared(fs.readFileSync(file, 'utf8')), contentChecked: true });
}

/**
 * Evaluates the site folder and writes the prepared site to `file`. Every call writes a new file
 * (preparedAt changes), so a development server's loaders read the content again.
 * `reload` says how the config and sidebars files are evaluated (see ModuleReload).
 */
export async function prepareSite(options: {
  siteDir: string;
  file: string;
  env?: Env;
  reload?: ModuleReload;
  /** Development: the content text files changed since a preparation (PreparedSite.edit). */
  edit?: PreparedSite['edit'];
}): Promise<PreparedSite> {
  const reload = options.reload ?? 'cached';
  const { config: withPlugins, file: configFile, path: configPath } = await loadSiteConfig(options.siteDir, options.env, reload);
  // The plugins are functions: they reach the page compile through a module of their own, not the JSON.
  const plugins = pluginListsOf(withPlugins);
  const pluginNames = describePlugins(plugins);
  registerSitePlugins(options.siteDir, plugins);
  writePluginsModule(pluginsModuleOf(options.file), configPath, pluginNames.length > 0);
  const config = withoutPlugins(withPlugins);
  // The site's own Docusaurus plugins: their content phase runs now, its global data goes to the build.
  const globalData = await runSitePlugins({
    siteDir: options.siteDir,
    config,
    evaluate: (file) => evaluateModule(file, reload === 'fresh' ? 'reload' : reload, options.siteDir),
  });
  const site: PreparedSite = {
    siteDir: options.siteDir,
    configFile,
    config,
    ...(pluginNames.length > 0 ? { plugins: pluginNames } : {}),
    ...(Object.keys(globalData).length > 0 ? { globalData } : {}),
    // The config's evaluation already started the fresh graph.
    sidebars: await loadSidebars(options.siteDir, config.docs, reload === 'fresh' ? 'reload' : reload),
    ...(await instanceSidebars(options.siteDir, config, reload === 'fresh' ? 'reload' : reload)),
    preparedAt: Date.now(),
    ...(options.edit ? { edit: options.edit } : {}),
  };
  const dropped = writePrepared(options.file, site);
  writeIfChanged(stylesheetFileFor(options.file), await siteStylesheet(config, configFile));
  if (dropped.length > 0) {
    console.warn(
      `Warning: ${configFile}: ${[...new Set(dropped)].map((key) => `"${key}"`).join(', ')} ${dropped.length === 1 ? 'is a function' : 'are functions'}, ` +
        'which the build cannot carry from the config to the pages: left out. Write a plain value instead (for editUrl, the base URL as a string).',
    );
  }
  return site;
}

/** A prepare failure as the prepared file records it. */
export function preparedErrorOf(error: unknown): PreparedSiteError {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
}

/**
 * Development: records a failed prepare in the prepared file, keeping the last good preparation of
 * the same site folder, so every page throws the error (Next's overlay shows it) until the next
 * prepare succeeds. False when there is no such preparation to keep.
 */
export function recordPrepareError(file: string, siteDir: string, error: unknown): boolean {
  let previous: PreparedSite;
  try {
    previous = parsePrepared(fs.readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  if (previous.siteDir !== siteDir) return false;
  writePrepared(file, { ...previous, error: preparedErrorOf(error), preparedAt: Date.now() });
  return true;
}

/** Copies files content imports as assets (`import logo from './logo.png'`) to their public URL, when a static folder does not serve them already. */
export function publishImportedAssets(site: PreparedSite, files: Iterable<string>, publicDir: string): void {
  for (const file of files) {
    const url = siteAssetUrl(file, site);
    if (!url) continue;
    const target = path.join(publicDir, ...url.split('/').map(decodeURIComponent));
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
}

/**
 * Fills the project's public/ folder, which Next serves as it is: the site's static folders, the
 * files its docs, posts and pages link to by relative path (at contentAssetUrl), and each API's
 * description for download. public/ is generated: nothing in it is kept.
 */
export function syncPublicFolder(site: PreparedSite, publicDir: string): { files: number } {
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.mkdirSync(publicDir, { recursive: true });
  let files = 0;
  for (const abs of staticFolders(site, publicDir)) {
    files += copyTree(abs, publicDir, { skip: (name) => name === '.DS_Store' });
  }
  // The product's icon, which every page links when the config names no favicon (lib/site/site-icon.ts).
  const icon = path.join(publicDir, DEFAULT_ICON_ROUTE);
  if (site.config.favicon === undefined && !fs.existsSync(icon)) {
    fs.writeFileSync(icon, DEFAULT_ICON_SVG);
    files += 1;
  }
  const { blog, pages } = site.config;
  for (const section of [...docsContentFolders(site.siteDir, site.config), blog && blog.path, pages && pages.path]) {
    if (!section) continue;
    const abs = path.resolve(site.siteDir, section);
    if (!fs.existsSync(abs)) continue;
    const url = contentAssetUrl(abs, site.siteDir);
    // A section outside the site folder has no asset URL: its relative links stay as written.
    if (url) files += copyTree(abs, path.join(publicDir, decodeURIComponent(url)), { keep: isContentAsset });
  }
  files += copySpecs(site, publicDir).files;
  return { files };
}

/**
 * Copies each API's description into public/ for download, over the copy there: what the
 * development watcher does alone when only a spec changed (syncPublicFolder does it too).
 */
export function copySpecs(site: PreparedSite, publicDir: string): { files: number } {
  let files = 0;
  for (const api of site.config.apis) {
    const target = path.join(publicDir, specDownloadRoute(api));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.resolve(api.spec), target);
    files += 1;
  }
  return { files };
}
