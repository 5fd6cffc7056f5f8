// The shapes the Docusaurus importer passes between its parts (reports, indexed docs, where content lives,
// the mapping's input and output), and the check for placeholders of packages that are not installed.

/**
 * How site.config.mjs reaches a value: one import of a module (its default export, a named export or
 * the namespace), then properties of it (`member`), then a call with plain arguments (a plugin a
 * factory made: `makePlugin({ strict: true })`).
 */
export interface ImportBinding {
  /** The specifier as the Docusaurus config wrote it: "remark-emoji", "@scope/pkg/sub". */
  from: string;
  kind: 'default' | 'named' | 'namespace';
  /** The export's name, for a named import. */
  imported?: string;
  member?: string[];
  call?: unknown[];
}

/** Marks a placeholder that stands in for a package the config requires but that is not installed. */
export const STUB_PATH = Symbol.for('docusaurus-import.stub-path');

/** One thing the importer could not carry (or carried approximately), and what to do about it. */
export interface ImportReport {
  /** Where it was: "themeConfig.navbar.items[3]", "docs/intro.mdx", "src/pages/index.js". */
  where: string;
  /** What was not carried, e.g. "type: 'search' item not carried". */
  what: string;
  /** What to do, e.g. "nothing: the site has its own search". */
  todo: string;
  /** Carried after all, by something built in (npm2yarn, math, mermaid): said, not counted as lost. */
  carried?: boolean;
}

/** A doc as the importer indexes it: its id and route, from its path and front matter. */
export interface DocEntry {
  /** Docusaurus' doc id: "guides/install" (folder path, number prefixes removed, front matter `id` as last part). */
  id: string;
  /** Its route, base path excluded: "/docs/guides/install". */
  route: string;
  /** Its folder relative to the docs folder, number prefixes removed: "guides" ("" at the root). */
  dir: string;
  /** Its `sidebar_position`, when it has one. */
  position?: number;
  /** Its file, relative to the docs folder, for ordering: "guides/01-install.md". */
  file: string;
}

/** Where the content lives in the Docusaurus site (paths relative to its folder), read before the docs are indexed. */
export interface ContentOptions {
  /** The docs folder, or undefined for no docs. */
  docsPath?: string;
  /** The docs' URL prefix: "/docs", or "" at the root. */
  docsRouteBasePath: string;
  /** The sidebars file (relative), undefined for Docusaurus' default lookup, false for none. */
  sidebarPath?: string | false;
  blogPath?: string;
  pagesPath?: string;
  staticDirectories: string[];
  /** The files the theme's `customCss` names (relative), to read the primary colour from. */
  customCss: string[];
  /** OpenAPI files the API plugins name (relative), to copy. */
  apiSpecs: string[];
}

export interface MapContext {
  /** The Docusaurus site folder, absolute: `require.resolve` paths in the config are made relative to it. */
  siteDir: string;
  /** The docs, for `type: 'doc'` and `type: 'docSidebar'` navbar items. */
  docs: DocEntry[];
  /** The evaluated sidebars file, or undefined. */
  sidebars?: unknown;
  /** The text of the custom CSS files, for `--ifm-color-primary`. */
  customCssText?: string;
  /** The npm package a value of the config (a plugin function) was imported from, when known. */
  packageOf?: (value: unknown) => string | undefined;
  /** The import that gives a value of the config (which export of which package, which factory call), when traced. */
  importOf?: (value: unknown) => ImportBinding | undefined;
}

export interface MapResult {
  /** The site config to write as site.config.mjs. */
  config: Record<string, unknown>;
  reports: ImportReport[];
}

export type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of a placeholder module value (["prism-react-renderer", "themes", "github"]), or undefined for real values. */
export function stubPath(value: unknown): string[] | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const found = (value as Record<symbol, unknown>)[STUB_PATH];
  return Array.isArray(found) ? (found as string[]) : undefined;
}
