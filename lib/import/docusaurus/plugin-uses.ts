// The presets, plugins and themes a config uses, read as one list, and which of them carry docs, blog, pages
// or OpenAPI specs; plus what to tell the reader about the ones the product does not run.

import { isObj, type Obj } from './types';

/** The classic preset, and presets that take its docs/blog/pages/theme options (docusaurus-preset-openapi adds `api`). */
export const PRESET_CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic', 'docusaurus-preset-openapi']);
export const OPENAPI_PRESET = new Set(['docusaurus-preset-openapi', 'docusaurus-plugin-openapi']);
export const DOCS_PLUGIN = new Set(['@docusaurus/plugin-content-docs', 'content-docs']);
export const BLOG_PLUGIN = new Set(['@docusaurus/plugin-content-blog', 'content-blog']);
export const PAGES_PLUGIN = new Set(['@docusaurus/plugin-content-pages', 'content-pages']);
export const REDOC = new Set(['redocusaurus', 'docusaurus-plugin-redoc']);
export const OPENAPI_DOCS = new Set(['docusaurus-plugin-openapi-docs']);

/** Plugins and themes whose job the product does itself, or that are safe to leave: what to tell the reader. */
export const KNOWN_PLUGINS: Record<string, string> = {
  '@docusaurus/plugin-sitemap': 'nothing: the build writes sitemap.xml itself',
  '@docusaurus/plugin-debug': 'nothing: a Docusaurus development aid',
  '@docusaurus/theme-classic': 'nothing: the product has its own layout',
  '@docusaurus/theme-search-algolia': 'nothing: the product has its own built-in search (Algolia settings are dropped)',
  '@easyops-cn/docusaurus-search-local': 'nothing: the product has its own built-in search',
  'docusaurus-lunr-search': 'nothing: the product has its own built-in search',
  '@docusaurus/plugin-ideal-image': 'nothing: images are published as they are (no responsive variants)',
  '@docusaurus/plugin-google-gtag': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-google-analytics': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-google-tag-manager': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-client-redirects': 'redirects are not carried: configure them on the web server (deploy/nginx.conf.template)',
  '@docusaurus/theme-live-codeblock': 'live code blocks are shown as plain code blocks',
  '@docusaurus/plugin-pwa': 'not carried: the site is a plain static export',
  '@docusaurus/plugin-vercel-analytics': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-svgr': 'nothing: an SVG that content imports is drawn as an image',
  'docusaurus-plugin-sass':
    'the .scss files components import are compiled by Next once the sass package is installed: npm install sass (in this project)',
  '@docusaurus/plugin-rsdoctor': 'nothing: a Docusaurus build aid',
};

/** Themes and plugins the product has built in, on by default: said, not reported as lost. */
export const BUILT_IN_THEMES: Record<string, string> = {
  '@docusaurus/theme-mermaid': 'mermaid diagrams are built in, in both colour modes',
};

/** A preset option key (besides docs/blog/pages) → what to tell the reader. */
export const PRESET_KEYS: Record<string, string> = {
  theme: 'custom CSS is not carried: the primary colour is read from it when it sets --ifm-color-primary; restyle the rest in the product',
  sitemap: 'nothing: the build writes sitemap.xml itself',
  debug: 'nothing: a Docusaurus development aid',
  gtag: 'analytics are not carried: add your tracking to the deployment if you need it',
  googleAnalytics: 'analytics are not carried: add your tracking to the deployment if you need it',
  googleTagManager: 'analytics are not carried: add your tracking to the deployment if you need it',
  svgr: 'nothing: SVG imports from React components are not used by Markdown content',
};

export interface PluginUse {
  name: string;
  options: Obj;
  where: string;
  kind: 'preset' | 'plugin' | 'theme';
  /** The value itself, when it is not a name (an inline plugin function or object). */
  inline?: unknown;
}

function pluginUses(list: unknown, kind: PluginUse['kind'], key: string): PluginUse[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry, index): PluginUse[] => {
    const where = `${key}[${index}]`;
    if (entry === false || entry === null || entry === undefined) return [];
    if (typeof entry === 'string') return [{ name: entry, options: {}, where, kind }];
    if (Array.isArray(entry)) {
      const [name, options] = entry as [unknown, unknown];
      if (typeof name === 'string') return [{ name, options: isObj(options) ? options : {}, where, kind }];
      return [{ name: '(inline)', options: isObj(options) ? options : {}, where, kind, inline: name }];
    }
    return [{ name: '(inline)', options: {}, where, kind, inline: entry }];
  });
}

export function allUses(raw: Obj): PluginUse[] {
  return [
    ...pluginUses(raw.presets, 'preset', 'presets'),
    ...pluginUses(raw.plugins, 'plugin', 'plugins'),
    ...pluginUses(raw.themes, 'theme', 'themes'),
  ];
}

/** The default docs/blog/pages options: the classic preset's, else the first plugin instance's. */
export function contentOptions(uses: PluginUse[]): { docs?: Obj | false; blog?: Obj | false; pages?: Obj | false; customCss: unknown[] } {
  const result: { docs?: Obj | false; blog?: Obj | false; pages?: Obj | false; customCss: unknown[] } = { customCss: [] };
  for (const use of uses) {
    if (use.kind === 'preset' && PRESET_CLASSIC.has(use.name)) {
      for (const key of ['docs', 'blog', 'pages'] as const) {
        const value = use.options[key];
        if (value === false) result[key] = false;
        else if (result[key] === undefined) result[key] = isObj(value) ? value : {};
      }
      const theme = use.options.theme;
      if (isObj(theme)) result.customCss.push(...(Array.isArray(theme.customCss) ? theme.customCss : [theme.customCss]));
    }
  }
  for (const use of uses) {
    if (use.kind !== 'plugin') continue;
    const key = DOCS_PLUGIN.has(use.name) ? 'docs' : BLOG_PLUGIN.has(use.name) ? 'blog' : PAGES_PLUGIN.has(use.name) ? 'pages' : undefined;
    if (key && result[key] === undefined) result[key] = use.options;
  }
  return result;
}

/** An inline plugin's name: its object's `name`, or the name of what its function returns (hooks are not run). */
export function inlinePluginName(plugin: unknown): string {
  if (isObj(plugin) && typeof plugin.name === 'string') return plugin.name;
  if (typeof plugin !== 'function') return 'anonymous';
  try {
    const made = (plugin as (context: unknown, options: unknown) => unknown)({}, {});
    // An async plugin's promise is left alone; a rejection must not end the import.
    if (made instanceof Promise) made.catch(() => undefined);
    if (isObj(made) && typeof made.name === 'string') return made.name;
  } catch {
    // A plugin that needs its real context: named by its function.
  }
  return plugin.name || 'anonymous';
}
