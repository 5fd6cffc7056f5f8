// The content plugins' remark and rehype plugin lists (remarkPlugins, rehypePlugins, beforeDefault…):
// plugins the product has built in are dropped with a word, npm packages become imports in
// site.config.mjs (the product runs them as Docusaurus does), inline functions are reported with what to do.

import { plainData } from './plugin-options';
import { stubPath, type ImportReport } from './types';

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

/** An import of `from` as `name`, written at the top of site.config.mjs and used where the value stands. */
export interface ImportRef {
  [IMPORT_REF]: { from: string; name: string };
}

export function importRef(from: string, name: string): ImportRef {
  return { [IMPORT_REF]: { from, name } };
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
  reports: ImportReport[];
}

/**
 * Maps one plugin list (`where` is e.g. "presets[0].docs.remarkPlugins"). Returns the list to write,
 * or undefined when nothing of it is left to run.
 */
export function mapPluginList(list: unknown, where: string, ctx: PluginListContext): unknown[] | undefined {
  const key = where.split('.').pop()!;
  if (!Array.isArray(list)) {
    ctx.reports.push({ where, what: 'not a list of plugins, not carried', todo: `write ${key} as a list: [plugin] or [[plugin, options]]` });
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
    const ref = importRef(pkg, importName(pkg));
    const dropped: string[] = [];
    const copy = options === undefined ? undefined : plainData(options, `${at}[1]`, dropped);
    for (const item of dropped) {
      ctx.reports.push({ where: item, what: 'a function in the plugin\'s options, not carried', todo: `pass that option in site.config.mjs by hand` });
    }
    out.push(copy === undefined ? ref : [ref, copy]);
    ctx.reports.push({
      where: at,
      what: `${pkg} carried as an import in site.config.mjs`,
      todo: `npm install ${pkg} (in this project, or in the new site folder with a package.json of its own), so the config can import it`,
    });
  });
  return out.length > 0 ? out : undefined;
}
