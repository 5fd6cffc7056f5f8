// The site config's remark and rehype plugins, for the page compile. They are functions, which the
// prepared site (JSON) cannot carry to `next build`'s workers: the content check records where they
// are (PreparedSite.plugins) and writes a module that imports the config file again
// (lib/site/plugins-module.ts), which next.config.mjs aliases `#site-plugins` to. In a Node process
// that prepared the site itself (the content check), the evaluated config is registered instead.
import generated from '#site-plugins';
import { MARKDOWN_PLUGIN_KEYS, type MarkdownPlugin, type MarkdownPluginKey, type MarkdownPlugins } from '@/lib/config/markdown-plugins';
import { readPreparedSite, type PreparedSite } from '../config/prepared';

/** The content sections that take their own plugin lists, as Docusaurus' content plugins. */
export const PLUGIN_SECTIONS = ['docs', 'blog', 'pages'] as const;
export type PluginSection = (typeof PLUGIN_SECTIONS)[number];

/** The plugin lists of a config: the top level's (every content file) and each section's. */
export type SitePluginLists = { site: MarkdownPlugins } & Partial<Record<PluginSection, MarkdownPlugins>>;

/** The four lists one content file compiles with: the site-wide plugins, then its section's. */
export type SectionPlugins = Record<MarkdownPluginKey, MarkdownPlugin[]>;

function listsOf(place: unknown): MarkdownPlugins {
  const lists: MarkdownPlugins = {};
  if (!place || typeof place !== 'object') return lists;
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const value = (place as Record<string, unknown>)[key];
    if (Array.isArray(value) && value.length > 0) lists[key] = value as MarkdownPlugin[];
  }
  return lists;
}

/** The plugin lists of a config object as written (a module's default export, CommonJS too). */
export function pluginListsOf(config: unknown): SitePluginLists {
  let value = config;
  // A CommonJS config imported from ESM may arrive as { default: config }.
  if (value && typeof value === 'object' && 'default' in value && Object.keys(value).length === 1)
    value = (value as { default: unknown }).default;
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const lists: SitePluginLists = { site: listsOf(record) };
  for (const section of PLUGIN_SECTIONS) lists[section] = listsOf(record[section]);
  return lists;
}

/** The lists for one section: the site-wide plugins first, then the section's, in each of the four places. */
export function sectionPlugins(lists: SitePluginLists, section: PluginSection): SectionPlugins {
  const own = lists[section] ?? {};
  return Object.fromEntries(MARKDOWN_PLUGIN_KEYS.map((key) => [key, [...(lists.site[key] ?? []), ...(own[key] ?? [])]])) as SectionPlugins;
}

/** Each plugin by place and name, e.g. "docs.remarkPlugins: remarkShout": what the prepared site records. */
export function describePlugins(lists: SitePluginLists): string[] {
  const names: string[] = [];
  for (const [place, own] of Object.entries(lists) as [string, MarkdownPlugins][]) {
    for (const key of MARKDOWN_PLUGIN_KEYS) {
      for (const entry of own[key] ?? []) {
        const fn = Array.isArray(entry) ? entry[0] : entry;
        names.push(`${place === 'site' ? '' : `${place}.`}${key}: ${fn.name || '(anonymous)'}`);
      }
    }
  }
  return names;
}

/** The config without its plugin lists: what the prepared site's JSON holds. */
export function withoutPlugins<T extends object>(config: T): T {
  const strip = (place: unknown) => {
    if (!place || typeof place !== 'object') return place;
    const copy = { ...(place as Record<string, unknown>) };
    for (const key of MARKDOWN_PLUGIN_KEYS) delete copy[key];
    return copy;
  };
  const copy = strip(config) as Record<string, unknown>;
  for (const section of PLUGIN_SECTIONS) if (copy[section]) copy[section] = strip(copy[section]);
  return copy as T;
}

let registered: { siteDir: string; lists: SitePluginLists } | undefined;

/** Node processes that evaluated the site config themselves (the content check) hand its plugins over here. */
export function registerSitePlugins(siteDir: string, lists: SitePluginLists): void {
  registered = { siteDir, lists };
}

/**
 * The plugins a content file of `section` compiles with. Throws when the prepared site names plugins
 * this process cannot reach (a compile outside the build's processes), or a stale module, rather than compiling without them.
 */
export function sitePlugins(section: PluginSection, site: PreparedSite = readPreparedSite()): SectionPlugins {
  const lists = registered?.siteDir === site.siteDir ? registered.lists : pluginListsOf(generated);
  const expected = site.plugins ?? [];
  const found = describePlugins(lists);
  // Compared by place only: a minified server bundle may rename the functions.
  const places = (list: string[]) => list.map((entry) => entry.replace(/: .*$/, '')).join('\n');
  if (places(found) !== places(expected)) {
    throw new Error(
      `${site.configFile} names Markdown plugins (${expected.join(', ')}) that this process did not load ` +
        `(it found ${found.length === 0 ? 'none' : found.join(', ')}). They reach the page compile through the module the content check writes ` +
        '(.site/<export folder>.plugins.mjs, aliased as #site-plugins in next.config.mjs): run `npm run build` or `npm run dev`, which write it first.',
    );
  }
  return sectionPlugins(lists, section);
}
