// The content plugins' remark and rehype plugin lists (remarkPlugins, rehypePlugins, beforeDefault…):
// plugins the product has built in are dropped with a word, npm packages become imports in
// site.config.mjs (the product runs them as Docusaurus does), inline functions are reported with what to do.

import { plainData } from './plain-data';
import { stubPath, type ImportBinding, type ImportReport } from './types';

/** The four plugin lists of Docusaurus' content plugins, which the product's site config takes too. */
export const PLUGIN_LIST_KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const;

/** Packages whose job the product does itself, on by default: what to tell the reader. */
export const BUILT_IN_PLUGINS: Record<string, string> = {
  '@docusaurus/remark-plugin-npm2yarn': 'npm2yarn code blocks (npm, Yarn and pnpm tabs) are built in',
  'remark-math': 'math ($…$ and $$…$$, drawn with KaTeX) is built in',
  'rehype-katex': 'math ($…$ and $$…$$, drawn with KaTeX) is built in',
};

/** Marks a value that site.config.mjs writes as the name of an import (see output.ts). */
export const IMPORT_REF = Symbol.for('docusaurus-import.import-ref');

/** An import written at the top of site.config.mjs and used where the value stands (see output.ts). */
export interface ImportRef {
  [IMPORT_REF]: ImportBinding;
}

export function bindingRef(binding: ImportBinding): ImportRef {
  return { [IMPORT_REF]: binding };
}

export function isImportRef(value: unknown): value is ImportRef {
  return typeof value === 'object' && value !== null && IMPORT_REF in value;
}

/** "@scope/remark-foo-bar" → "remarkFooBar": an identifier for a package's default export. */
export function importName(pkg: string): string {
  const base = pkg.replace(/^@[^/]+\//, '').replace(/\/.*$/, '');
  const words = base.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z_$]/.test(name) ? name : `plugin${name}`;
}

export interface PluginListContext {
  /** The npm package a plugin function was imported from, when the importer can tell. */
  packageOf?: (value: unknown) => string | undefined;
  /** The import that gives a plugin (which export, which factory call), when the importer traced it. */
  importOf?: (value: unknown) => ImportBinding | undefined;
  reports: ImportReport[];
}

/**
 * The import of a plugin: as traced, else, for a package that is not installed anywhere, from its
 * placeholder's path (`const { pluginA } = require('missing')` is the named export pluginA).
 */
function pluginBinding(plugin: unknown, pkg: string, ctx: PluginListContext): ImportBinding | 'unknown-call' {
  const traced = ctx.importOf?.(plugin);
  if (traced) return traced;
  const stub = stubPath(plugin);
  if (!stub) return { from: pkg, kind: 'default' };
  const [from, ...path] = stub;
  if (path.includes('()') || path.includes('new')) return 'unknown-call';
  const [first, ...rest] = path;
  if (first === undefined) return { from: from!, kind: 'default' };
  if (first === 'default') return { from: from!, kind: 'default', member: rest };
  return { from: from!, kind: 'named', imported: first, member: rest };
}

/**
 * Maps one plugin list (`where` is e.g. "presets[0].docs.remarkPlugins"). Returns the list to write,
 * or undefined when nothing of it is left to run.
 */
export function mapPluginList(list: unknown, where: string, ctx: PluginListContext): unknown[] | undefined {
  const key = where.split('.').pop()!;
  if (!Array.isArray(list)) {
    ctx.reports.push({
      where,
      what: 'not a list of plugins, not carried',
      todo: `write ${key} as a list: [plugin] or [[plugin, options]]`,
    });
    return undefined;
  }
  const out: unknown[] = [];
  list.forEach((entry, index) => {
    const at = `${where}[${index}]`;
    const [plugin, options] = Array.isArray(entry) ? (entry as [unknown, unknown]) : [entry, undefined];
    const pkg = stubPath(plugin)?.[0] ?? ctx.packageOf?.(plugin);
    if (pkg && BUILT_IN_PLUGINS[pkg]) {
      ctx.reports.push({ where: at, what: `${pkg}: ${BUILT_IN_PLUGINS[pkg]}`, todo: 'nothing', carried: true });
      return;
    }
    if (!pkg) {
      const name = typeof plugin === 'function' && plugin.name ? plugin.name : 'anonymous';
      ctx.reports.push({
        where: at,
        what: `inline ${key.includes('ehype') ? 'rehype' : 'remark'} plugin "${name}" not carried`,
        todo: `move the function into a file of the new site folder (e.g. plugins/${name === 'anonymous' ? 'my-plugin' : name}.mjs, exporting it), import it in site.config.mjs and list it in ${key}`,
      });
      return;
    }
    const binding = pluginBinding(plugin, pkg, ctx);
    if (binding === 'unknown-call') {
      ctx.reports.push({
        where: at,
        what: `a plugin made by calling a function of ${pkg}, which is not installed, not carried`,
        todo: `npm install ${pkg} in the Docusaurus site (or its new folder) and import again, or write the call into site.config.mjs by hand`,
      });
      return;
    }
    const dropped: string[] = [];
    if (binding.call) {
      const args = plainData(binding.call, `${at}(arguments)`, dropped);
      if (dropped.length > 0) {
        ctx.reports.push({
          where: at,
          what: `a plugin made by calling ${binding.imported ?? binding.member?.at(-1) ?? pkg} of ${pkg} with a function among its arguments, not carried`,
          todo: `write the call into site.config.mjs by hand and list it in ${key}`,
        });
        return;
      }
      binding.call = args as unknown[];
    }
    const ref = bindingRef(binding);
    const copy = options === undefined ? undefined : plainData(options, `${at}[1]`, dropped);
    for (const item of dropped) {
      ctx.reports.push({
        where: item,
        what: "a function in the plugin's options, not carried",
        todo: `pass that option in site.config.mjs by hand`,
      });
    }
    out.push(copy === undefined ? ref : [ref, copy]);
    ctx.reports.push({
      where: at,
      what: `${pkg} carried as an import in site.config.mjs (the new folder's package.json lists it)`,
      todo: 'nothing',
      carried: true,
    });
  });
  return out.length > 0 ? out : undefined;
}
