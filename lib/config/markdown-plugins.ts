import type { Plugin } from 'unified';
import { z } from 'zod';

/**
 * A remark or rehype plugin as Docusaurus takes it: the plugin function itself, or
 * `[plugin, options]`. A plugin's name as a string ('remark-emoji') is what @next/mdx takes, not
 * Docusaurus: the message says to import the function instead.
 */
const NOT_A_PLUGIN =
  'must be a plugin function or [plugin, options], e.g. remarkPlugins: [remarkEmoji, [rehypeExternalLinks, { target: "_blank" }]]';
const fn = () => z.custom<Plugin>((value) => typeof value === 'function', NOT_A_PLUGIN);
const plugin = z.union([fn(), z.tuple([fn(), z.unknown()]), z.tuple([fn()])], {
  error: (issue) =>
    typeof issue.input === 'string'
      ? `"${issue.input}" is a name: a plugin is the function itself. Import it (import plugin from '${issue.input}') and list the import, or [plugin, options]`
      : NOT_A_PLUGIN,
});

const pluginList = z.array(plugin).optional();

/**
 * The four plugin lists of Docusaurus' content plugins, same names and order: `beforeDefault…` run
 * before this site's own Markdown plugins, the others after them. At the top level of the site config
 * they apply to every content file; in `docs`, `blog` or `pages` to that section only (after the
 * site-wide ones). Example: `remarkPlugins: [remarkEmoji]`, `rehypePlugins: [[rehypeExternalLinks, { rel: ['nofollow'] }]]`.
 */
export const markdownPluginsShape = {
  remarkPlugins: pluginList.describe("Remark plugins run after this site's own (admonitions, code blocks, links …)."),
  rehypePlugins: pluginList.describe("Rehype plugins run after this site's own."),
  beforeDefaultRemarkPlugins: pluginList.describe("Remark plugins run before this site's own: they see the Markdown as written."),
  beforeDefaultRehypePlugins: pluginList.describe("Rehype plugins run before this site's own."),
};

/** The four plugin keys, in the order the compile applies them. */
export const MARKDOWN_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type MarkdownPluginKey = (typeof MARKDOWN_PLUGIN_KEYS)[number];

/** One plugin as the compile takes it (unified's Pluggable, loosely typed: site code is not ours to type). */
export type MarkdownPlugin = z.output<typeof plugin>;

/** The plugin lists of one place in the config (the top level, or one section). */
export type MarkdownPlugins = Partial<Record<MarkdownPluginKey, MarkdownPlugin[]>>;
