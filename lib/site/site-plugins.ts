// Node only, run by the content check (and the development watcher) as it prepares the site: the site's
// own Docusaurus plugins (the config's `plugins`, paths in the site folder), run as Docusaurus runs a
// plugin's content phase: its module's function called with the context and options, then
// `loadContent()`, then `contentLoaded({ content, actions })`. Only `setGlobalData` has a use here (the
// site's components read it with usePluginData); the routes and data modules of `addRoute` and
// `createData` have no place in this product's pages, so they stop the build naming the plugin.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@/lib/config/schema';
import { ContentError } from '@/lib/errors/build-error';
import { displayPath } from '@/lib/files/tree';
import type { GlobalData } from './global-data';

/** A plugin's hooks this product does not run (Docusaurus' Plugin interface): said once per build, by name. */
const HOOKS_NOT_RUN = [
  'allContentLoaded',
  'postBuild',
  'postStart',
  'configureWebpack',
  'configurePostCss',
  'injectHtmlTags',
  'getClientModules',
  'getThemePath',
  'getTypeScriptThemePath',
  'getPathsToWatch',
  'extendCli',
  'translateContent',
  'getTranslationFiles',
  'getDefaultCodeTranslationMessages',
  'getSwizzleComponentList',
];

/** Extensions a plugin path may leave out, as `require.resolve` finds them (TypeScript too, under jiti on Docusaurus). */
const EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.jsx', '.tsx'];

/** A plugin path's module file: the path itself, with one of the extensions, or its folder's index. */
function pluginFile(siteDir: string, modulePath: string): string | undefined {
  const base = path.resolve(siteDir, modulePath);
  const candidates = [base, ...EXTENSIONS.map((ext) => `${base}${ext}`), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The plugin object a plugin's function returns, as far as it is read here. */
interface DocusaurusPlugin {
  name?: unknown;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: Record<string, (...args: unknown[]) => unknown> }) => unknown;
  [hook: string]: unknown;
}

export interface SitePluginsOptions {
  siteDir: string;
  config: SiteConfig;
  /** Evaluates a module (TypeScript too) and returns its default export (prepare's evaluateModule). */
  evaluate: (file: string) => Promise<unknown>;
  /** Where a hook that is not run is said. */
  warn?: (message: string) => void;
}

/**
 * Docusaurus' LoadContext, from this site's config: what a local plugin reads of it (its folder, the
 * base URL, the site config's title, url and customFields).
 */
function loadContext(siteDir: string, config: SiteConfig): Record<string, unknown> {
  const baseUrl = `${config.basePath}/`;
  const locales = config.i18n?.locales ?? ['en'];
  const defaultLocale = config.i18n?.defaultLocale ?? locales[0];
  return {
    siteDir,
    siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl, customFields: {} },
    siteConfigPath: siteDir,
    baseUrl,
    outDir: path.join(siteDir, 'build'),
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    localizationDir: path.join(siteDir, config.i18n?.path ?? 'i18n', defaultLocale!),
    i18n: { defaultLocale, locales, currentLocale: defaultLocale, path: config.i18n?.path ?? 'i18n', localeConfigs: {} },
    codeTranslations: {},
  };
}

/**
 * Runs the site's own plugins' content phase and returns the global data they set, as Docusaurus'
 * `globalData`: plugin name → plugin id → data. Every data value is made plain JSON (as Docusaurus
 * writes globalData.json), since it is written into the build for the components to import.
 */
export async function runSitePlugins({ siteDir, config, evaluate, warn = console.warn }: SitePluginsOptions): Promise<GlobalData> {
  const data: GlobalData = {};
  for (const [index, entry] of config.plugins.entries()) {
    const [modulePath, options = {}] = typeof entry === 'string' ? [entry, {}] : entry;
    const file = pluginFile(siteDir, modulePath);
    const shown = displayPath(file ?? path.resolve(siteDir, modulePath));
    const where = `plugins[${index}] (${modulePath})`;
    const fail = (problem: string, fix: string, cause?: unknown): never => {
      throw new ContentError(shown, undefined, `${where}: ${problem}`, { fix, ...(cause === undefined ? {} : { cause }) });
    };
    if (!file)
      fail(
        'no such file in the site folder',
        'Fix the path in site.config plugins (relative to the site folder), or copy the plugin module there',
      );
    let made: unknown;
    try {
      const factory = await evaluate(file!);
      if (typeof factory !== 'function')
        fail(
          'the module does not export a plugin function',
          'Export the plugin as its default export: export default function myPlugin(context, options) { return { name: "my-plugin", … }; }',
        );
      made = await (factory as (context: unknown, options: unknown) => unknown)(loadContext(siteDir, config), {
        id: 'default',
        ...options,
      });
    } catch (error) {
      if (error instanceof ContentError) throw error;
      fail(`could not be loaded: ${(error as Error).message}`, 'Fix the plugin module, or remove it from plugins', error);
    }
    // A plugin function may return null to switch itself off, as on Docusaurus.
    if (made === null || made === undefined) continue;
    const plugin = made as DocusaurusPlugin;
    if (typeof plugin.name !== 'string' || plugin.name === '')
      fail('the plugin it returns has no name', 'Give the object the plugin function returns a name: { name: "my-plugin", … }');
    const name = plugin.name as string;
    const id = typeof options.id === 'string' ? options.id : 'default';
    const named = `plugin "${name}" (${where})`;
    const notRun = HOOKS_NOT_RUN.filter((hook) => typeof plugin[hook] === 'function');
    if (notRun.length > 0)
      warn(
        `Warning: ${shown}: ${named} has ${notRun.join(', ')}, which this product does not run; ` +
          'only loadContent and contentLoaded with actions.setGlobalData are. Redo what they do another way if the site needs it.',
      );
    const unsupported = (action: string) => () =>
      fail(
        `${named} calls actions.${action} in contentLoaded, which this product does not support (only actions.setGlobalData is)`,
        action === 'addRoute'
          ? 'Write the page it adds as a Markdown page under src/pages, or remove the plugin'
          : 'Give the component the data through actions.setGlobalData (read with usePluginData), or a JSON file it imports',
      );
    const actions = {
      setGlobalData: (value: unknown) => {
        (data[name] ??= {})[id] = value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
      },
      addRoute: unsupported('addRoute'),
      createData: unsupported('createData'),
    };
    try {
      const content = plugin.loadContent ? await plugin.loadContent() : undefined;
      if (plugin.contentLoaded) await plugin.contentLoaded({ content, actions });
    } catch (error) {
      if (error instanceof ContentError) throw error;
      fail(`${named} failed in loadContent or contentLoaded: ${(error as Error).message}`, 'Fix the plugin', error);
    }
  }
  return data;
}
