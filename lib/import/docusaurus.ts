// The pure half of `npm run import:docusaurus`: maps an evaluated `docusaurus.config.*` object to this
// product's site config (lib/config/schema.ts) and says, per construct, what it could not carry and
// what to do. No file system here: the docs index and the sidebars object are handed in
// (lib/import/docusaurus-files.ts reads them), so every rule is unit-tested on plain data.

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
}

export interface MapResult {
  /** The site config to write as site.config.mjs. */
  config: Record<string, unknown>;
  reports: ImportReport[];
}

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of a placeholder module value (["prism-react-renderer", "themes", "github"]), or undefined for real values. */
export function stubPath(value: unknown): string[] | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const found = (value as Record<symbol, unknown>)[STUB_PATH];
  return Array.isArray(found) ? (found as string[]) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** HTML to one line of text: tags removed (an <img>'s alt kept only when asked), entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim();
}

/** The first <a href> of some HTML, with its text (or its image's alt). */
export function firstHtmlLink(html: string): { href: string; text: string } | undefined {
  const match = /<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/i.exec(html);
  if (!match) return undefined;
  const inner = match[3]!;
  const alt = /<img\b[^>]*\balt\s*=\s*(["'])(.*?)\1/i.exec(inner)?.[2];
  return { href: match[2]!, text: stripHtml(inner) || alt || '' };
}

/** "/" → "", "/docs/" → "/docs", "" → "". */
export function basePathOf(baseUrl: unknown): string {
  if (typeof baseUrl !== 'string') return '';
  const trimmed = baseUrl.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** A route prefix as Docusaurus normalises routeBasePath: "/docs/" → "/docs", "/" → "". */
export function routePrefix(value: unknown, fallback: string): string {
  const raw = typeof value === 'string' ? value : fallback;
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

const CHECK_LEVELS = new Set(['ignore', 'warn', 'throw']);

/** Docusaurus' report levels to this site's: 'log' → 'warn'; anything else unknown → undefined. */
export function checkLevel(value: unknown): 'ignore' | 'warn' | 'throw' | undefined {
  if (value === 'log') return 'warn';
  return typeof value === 'string' && CHECK_LEVELS.has(value) ? (value as 'ignore' | 'warn' | 'throw') : undefined;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Expands "#abc" to "#aabbcc"; other colours are undefined (the schema wants six hex digits). */
export function hexColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (HEX.test(v)) return v.toLowerCase();
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(v);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : undefined;
}

/** The `--ifm-color-primary` of a custom CSS file's first rule that sets it (the light mode's, in Docusaurus' template). */
export function primaryColourFromCss(css: string): string | undefined {
  const match = /--ifm-color-primary\s*:\s*([^;}\s]+)/.exec(css);
  return match ? hexColour(match[1]) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Prism → shiki

/** prism-react-renderer theme names (v2 `themes.x`, v1 `prism-react-renderer/themes/x`) → shiki's bundled themes. */
export const PRISM_TO_SHIKI: Record<string, string> = {
  github: 'github-light',
  dracula: 'dracula',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  palenight: 'material-theme-palenight',
  okaidia: 'monokai',
  synthwave84: 'synthwave-84',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  duotoneDark: 'houston',
  duotoneLight: 'github-light',
  ultramin: 'min-light',
};

/** Background colours of prism-react-renderer themes, to name a theme object when the package is installed. */
const PRISM_BACKGROUNDS: Record<string, string> = {
  '#f6f8fa': 'github',
  '#282a36': 'dracula',
  '#1e1e1e': 'vsDark',
  '#ffffff': 'vsLight',
  '#011627': 'nightOwl',
  '#fbfbfb': 'nightOwlLight',
  'hsl(220, 13%, 18%)': 'oneDark',
  'hsl(230, 1%, 98%)': 'oneLight',
  '#292d3e': 'palenight',
};

/** The prism theme's name: from a placeholder's path, a name string, or a theme object's background. */
export function prismThemeName(value: unknown): string | undefined {
  const stub = stubPath(value);
  if (stub) {
    const parts = stub.flatMap((part) => part.split('/')).filter((part) => part !== 'default' && part !== 'index');
    return parts.at(-1)?.replace(/\.js$/, '');
  }
  if (typeof value === 'string') return value;
  if (isObj(value) && isObj(value.plain) && typeof value.plain.backgroundColor === 'string') {
    return PRISM_BACKGROUNDS[value.plain.backgroundColor.toLowerCase()];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Docs: routes of doc ids and sidebars

/** Docusaurus' number prefix ("01-intro" → "intro"), removed from ids and routes. */
export function stripNumberPrefix(name: string): string {
  const match = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? match[1]! : name;
}

/**
 * A doc's id and route from its path under the docs folder and its front matter, as Docusaurus
 * derives them (simplified): `id` replaces the file name in the id, `slug` (absolute or relative)
 * replaces the route, index/README/<folder>.md take their folder's route.
 */
export function docEntry(file: string, frontMatter: Obj, routeBasePath: string): DocEntry {
  const parts = file.replace(/\\/g, '/').split('/');
  const fileName = parts.pop()!;
  const dirParts = parts.map(stripNumberPrefix);
  const dir = dirParts.join('/');
  const base = stripNumberPrefix(fileName.replace(/\.mdx?$/, ''));
  const id = [...dirParts, typeof frontMatter.id === 'string' ? frontMatter.id : base].join('/');
  const isIndex = /^(index|readme)$/i.test(base) || (dirParts.length > 0 && base === dirParts.at(-1));
  let route: string;
  if (typeof frontMatter.slug === 'string') {
    route = frontMatter.slug.startsWith('/') ? `${routeBasePath}${frontMatter.slug}` : `${routeBasePath}/${dir ? `${dir}/` : ''}${frontMatter.slug}`;
  } else {
    const name = isIndex ? '' : typeof frontMatter.id === 'string' ? frontMatter.id : base;
    route = `${routeBasePath}/${[dir, name].filter(Boolean).join('/')}`;
  }
  route = route.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
  const position = typeof frontMatter.sidebar_position === 'number' ? frontMatter.sidebar_position : undefined;
  return { id, route, dir, file, ...(position === undefined ? {} : { position }) };
}

/** Docs in Docusaurus' autogenerated order (simplified): by sidebar_position, then by file path. */
function ordered(docs: DocEntry[]): DocEntry[] {
  return [...docs].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.file.localeCompare(b.file));
}

const slugifyLabel = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The route a sidebar's first link goes to, as a `docSidebar` navbar item does: its first doc or generated index. */
export function firstRouteOfSidebar(items: unknown, docs: DocEntry[], routeBasePath: string): string | undefined {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const visit = (item: unknown): string | undefined => {
    if (typeof item === 'string') return byId.get(item)?.route;
    if (Array.isArray(item)) {
      for (const child of item) {
        const found = visit(child);
        if (found) return found;
      }
      return undefined;
    }
    if (!isObj(item)) return undefined;
    switch (item.type) {
      case 'doc':
      case 'ref':
        return typeof item.id === 'string' ? byId.get(item.id)?.route : undefined;
      case 'autogenerated': {
        const dirName = typeof item.dirName === 'string' ? item.dirName.replace(/^\.?\/?|\/$/g, '') : '';
        const dir = dirName.split('/').filter(Boolean).map(stripNumberPrefix).join('/');
        const inside = docs.filter((doc) => (dir === '' || dir === '.' ? true : doc.dir === dir || doc.dir.startsWith(`${dir}/`)));
        const direct = ordered(inside.filter((doc) => doc.dir === (dir === '.' ? '' : dir)));
        return (direct[0] ?? ordered(inside)[0])?.route;
      }
      case 'category': {
        const link = item.link;
        if (isObj(link) && link.type === 'doc' && typeof link.id === 'string') return byId.get(link.id)?.route;
        if (isObj(link) && link.type === 'generated-index') {
          const slug = typeof link.slug === 'string' ? link.slug : `/category/${slugifyLabel(String(item.label ?? ''))}`;
          return `${routeBasePath}/${slug.replace(/^\/+|\/+$/g, '')}`.replace(/\/{2,}/g, '/');
        }
        return visit(item.items);
      }
      case undefined:
        // The category shorthand: { 'Getting started': ['intro', ...] }.
        return visit(Object.values(item));
      default:
        return undefined;
    }
  };
  return visit(isObj(items) && !('type' in items) ? Object.values(items) : items);
}

// ---------------------------------------------------------------------------------------------
// Presets and plugins

/** The classic preset, and presets that take its docs/blog/pages/theme options (docusaurus-preset-openapi adds `api`). */
const PRESET_CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic', 'docusaurus-preset-openapi']);
const OPENAPI_PRESET = new Set(['docusaurus-preset-openapi', 'docusaurus-plugin-openapi']);
const DOCS_PLUGIN = new Set(['@docusaurus/plugin-content-docs', 'content-docs']);
const BLOG_PLUGIN = new Set(['@docusaurus/plugin-content-blog', 'content-blog']);
const PAGES_PLUGIN = new Set(['@docusaurus/plugin-content-pages', 'content-pages']);
const REDOC = new Set(['redocusaurus', 'docusaurus-plugin-redoc']);
const OPENAPI_DOCS = new Set(['docusaurus-plugin-openapi-docs']);

/** Plugins and themes whose job the product does itself, or that are safe to leave: what to tell the reader. */
const KNOWN_PLUGINS: Record<string, string> = {
  '@docusaurus/plugin-sitemap': 'nothing: the build writes sitemap.xml itself',
  '@docusaurus/plugin-debug': 'nothing: a Docusaurus development aid',
  '@docusaurus/theme-classic': 'nothing: the product has its own layout',
  '@docusaurus/theme-search-algolia': 'nothing: the product has its own built-in search (Algolia settings are dropped)',
  '@easyops-cn/docusaurus-search-local': 'nothing: the product has its own built-in search',
  'docusaurus-lunr-search': 'nothing: the product has its own built-in search',
  '@docusaurus/plugin-ideal-image': 'nothing: images are published as they are (no responsive variants)',
  '@docusaurus/theme-mermaid': 'mermaid diagrams are shown as code blocks; render them to SVG images if you need the pictures',
  '@docusaurus/plugin-google-gtag': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-google-analytics': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-google-tag-manager': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-client-redirects': 'redirects are not carried: configure them on the web server (deploy/nginx.conf.template)',
  '@docusaurus/theme-live-codeblock': 'live code blocks are shown as plain code blocks',
  '@docusaurus/plugin-pwa': 'not carried: the site is a plain static export',
  '@docusaurus/plugin-vercel-analytics': 'analytics are not carried: add your tracking to the deployment if you need it',
  '@docusaurus/plugin-svgr': 'nothing: SVG imports from React components are not used by Markdown content',
  '@docusaurus/plugin-rsdoctor': 'nothing: a Docusaurus build aid',
};

/** A preset option key (besides docs/blog/pages) → what to tell the reader. */
const PRESET_KEYS: Record<string, string> = {
  theme: 'custom CSS is not carried: the primary colour is read from it when it sets --ifm-color-primary; restyle the rest in the product',
  sitemap: 'nothing: the build writes sitemap.xml itself',
  debug: 'nothing: a Docusaurus development aid',
  gtag: 'analytics are not carried: add your tracking to the deployment if you need it',
  googleAnalytics: 'analytics are not carried: add your tracking to the deployment if you need it',
  googleTagManager: 'analytics are not carried: add your tracking to the deployment if you need it',
  svgr: 'nothing: SVG imports from React components are not used by Markdown content',
};

interface PluginUse {
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

function allUses(raw: Obj): PluginUse[] {
  return [...pluginUses(raw.presets, 'preset', 'presets'), ...pluginUses(raw.plugins, 'plugin', 'plugins'), ...pluginUses(raw.themes, 'theme', 'themes')];
}

/** The default docs/blog/pages options: the classic preset's, else the first plugin instance's. */
function contentOptions(uses: PluginUse[]): { docs?: Obj | false; blog?: Obj | false; pages?: Obj | false; customCss: unknown[] } {
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

/** A path the config gives (relative, or absolute from `require.resolve`) relative to the site folder, posix style. */
export function relativePath(value: string, siteDir: string): string {
  const posix = value.replace(/\\/g, '/');
  const dir = siteDir.replace(/\\/g, '/').replace(/\/$/, '');
  if (posix === dir) return '.';
  if (posix.startsWith(`${dir}/`)) return posix.slice(dir.length + 1);
  return posix.replace(/^\.\//, '');
}

/** Where the content lives: read first, so the docs can be indexed before the config is mapped. */
export function findContentOptions(raw: unknown, siteDir: string): ContentOptions {
  const config = isObj(raw) ? raw : {};
  const uses = allUses(config);
  const { docs, blog, pages, customCss } = contentOptions(uses);
  const rel = (value: unknown, fallback: string) => relativePath(typeof value === 'string' ? value : fallback, siteDir);
  const sidebarPath = docs && (docs.sidebarPath === false ? false : typeof docs.sidebarPath === 'string' ? rel(docs.sidebarPath, '') : undefined);
  const apiSpecs: string[] = [];
  for (const api of apiEntries(uses, siteDir).apis) if (typeof api.spec === 'string' && !/^https?:/.test(api.spec)) apiSpecs.push(api.spec);
  return {
    ...(docs === false || docs === undefined ? {} : { docsPath: rel(docs.path, 'docs'), sidebarPath }),
    docsRouteBasePath: docs ? routePrefix(docs.routeBasePath, '/docs') : '/docs',
    ...(blog === false || blog === undefined ? {} : { blogPath: rel(blog.path, 'blog') }),
    ...(pages === false ? {} : { pagesPath: rel(pages?.path, 'src/pages') }),
    staticDirectories: Array.isArray(config.staticDirectories) ? config.staticDirectories.filter((d): d is string => typeof d === 'string').map((d) => rel(d, d)) : ['static'],
    customCss: customCss.filter((file): file is string => typeof file === 'string').map((file) => rel(file, file)),
    apiSpecs,
  };
}

// ---------------------------------------------------------------------------------------------
// Plain data: functions dropped

/**
 * A copy of plugin options that keeps plain data (strings, numbers, booleans, null, RegExps, arrays and
 * objects of them) and drops functions and placeholders of missing packages, naming each key dropped.
 */
export function plainData(value: unknown, where: string, dropped: string[]): unknown {
  if (typeof value === 'function' || stubPath(value)) {
    dropped.push(where);
    return undefined;
  }
  if (value instanceof RegExp || value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const before = dropped.length;
      const copy = plainData(item, `${where}[${index}]`, dropped);
      // A list with a function in it (remarkPlugins: [math]) goes whole: half a plugin list misleads.
      if (dropped.length > before) {
        dropped.splice(before, dropped.length - before, where);
        return undefined;
      }
      out.push(copy);
    }
    return out;
  }
  if (isObj(value)) {
    const out: Obj = {};
    for (const [key, item] of Object.entries(value)) {
      const copy = plainData(item, where ? `${where}.${key}` : key, dropped);
      if (copy !== undefined) out[key] = copy;
    }
    return out;
  }
  if (value !== undefined) dropped.push(where);
  return undefined;
}

/** Options of the docs/blog plugins that configure Docusaurus' own React or Markdown machinery. */
const MACHINERY_OPTIONS = /^(remarkPlugins|rehypePlugins|recmaPlugins|beforeDefaultRemarkPlugins|beforeDefaultRehypePlugins|admonitions|docItemComponent|docCategoryGeneratedIndexComponent|docTagDocListComponent|docTagsListComponent|docLayoutComponent|docRootComponent|docVersionRootComponent|blogListComponent|blogPostComponent|blogTagsListComponent|blogTagsPostsComponent|blogArchiveComponent|blogAuthorsListComponent|blogAuthorsPostsComponent|sidebarItemsGenerator|numberPrefixParser|processBlogPosts|mdxPageComponent)$/;

function pluginOptions(options: Obj, where: string, siteDir: string, reports: ImportReport[]): Obj {
  const dropped: string[] = [];
  const copy = plainData(options, '', dropped) as Obj;
  for (const key of dropped) {
    const name = key.split(/[.[]/)[0]!;
    reports.push({
      where: `${where}.${key}`,
      what: MACHINERY_OPTIONS.test(name) ? `${name} (Docusaurus' own machinery) not carried` : `function or plugin value not carried`,
      todo:
        name === 'editUrl'
          ? 'write a string editUrl (the base the file path is appended to), or leave it out'
          : /Plugins$/.test(name)
            ? 'the product has a fixed Markdown pipeline (GFM, admonitions, tabs/details, code titles, heading ids); check the pages that relied on the plugin'
            : 'nothing, unless the site relied on it: the product has its own default',
    });
  }
  for (const key of Object.keys(copy)) {
    if (MACHINERY_OPTIONS.test(key)) {
      delete copy[key];
      reports.push({ where: `${where}.${key}`, what: `${key} (Docusaurus' own machinery) not carried`, todo: 'nothing: the product renders with its own components' });
    }
  }
  for (const [key, value] of Object.entries(copy)) {
    if (!(value instanceof RegExp)) continue;
    // The build keeps the prepared config as JSON (lib/site/prepare.ts), where a RegExp becomes {} and fails the blog options.
    delete copy[key];
    reports.push({
      where: `${where}.${key}`,
      what: `regular expression ${String(value)} not carried`,
      todo: key === 'truncateMarker' ? 'end excerpts with <!-- truncate --> (or {/* truncate */} in MDX), the default marker' : 'leave it out; the default applies',
    });
  }
  for (const key of ['path', 'sidebarPath'] as const) if (typeof copy[key] === 'string') copy[key] = `${key === 'sidebarPath' ? './' : ''}${relativePath(copy[key] as string, siteDir)}`;
  for (const key of ['versions', 'lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning']) {
    if (key in copy) reports.push({ where: `${where}.${key}`, what: 'versioned docs are not carried (kept in the options, ignored)', todo: 'only the current docs are built; publish older versions separately' });
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// APIs

function apiId(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'api';
}

function apiRoute(value: unknown, id: string): string {
  const route = typeof value === 'string' ? `/${value.replace(/^\/+|\/+$/g, '')}` : '';
  return /^\/[a-z0-9/-]+$/.test(route) ? route : `/api/${id}`;
}

function apiEntries(uses: PluginUse[], siteDir: string): { apis: Obj[]; reports: ImportReport[] } {
  const apis: Obj[] = [];
  const reports: ImportReport[] = [];
  const add = (where: string, idRaw: string, spec: unknown, route: unknown) => {
    if (typeof spec !== 'string') {
      reports.push({ where, what: 'an API without a spec file not carried', todo: 'add an entry to apis with the OpenAPI file' });
      return;
    }
    if (/^https?:/.test(spec)) {
      reports.push({ where, what: `API spec ${spec} is a URL, not carried`, todo: 'download the OpenAPI file into the site folder and add it to apis (id, spec, route)' });
      return;
    }
    const id = apiId(idRaw);
    apis.push({ id, spec: relativePath(spec, siteDir), route: apiRoute(route, id) });
  };
  for (const use of uses) {
    if (REDOC.has(use.name)) {
      const specs = Array.isArray(use.options.specs) ? use.options.specs : [use.options];
      specs.forEach((spec: unknown, index) => {
        if (!isObj(spec)) return;
        add(`${use.where}.specs[${index}]`, typeof spec.id === 'string' ? spec.id : `api-${index + 1}`, spec.spec, spec.route);
      });
    } else if (OPENAPI_PRESET.has(use.name)) {
      // docusaurus-preset-openapi's `api` option (or the plugin's own options): { path, routeBasePath }.
      const api = use.kind === 'preset' ? use.options.api : use.options;
      if (isObj(api) && typeof api.path === 'string') {
        if (/\.(json|ya?ml)$/.test(api.path)) add(`${use.where}${use.kind === 'preset' ? '.api' : ''}`, typeof api.id === 'string' ? api.id : 'api', api.path, api.routeBasePath ?? '/api');
        else reports.push({ where: use.where, what: `API folder ${api.path} not carried`, todo: 'add one apis entry per OpenAPI file in it' });
      }
    } else if (OPENAPI_DOCS.has(use.name) && isObj(use.options.config)) {
      for (const [key, entry] of Object.entries(use.options.config)) {
        if (!isObj(entry)) continue;
        add(`${use.where}.config.${key}`, key, entry.specPath, undefined);
        if (typeof entry.outputDir === 'string') {
          reports.push({
            where: `${use.where}.config.${key}.outputDir`,
            what: `the pages docusaurus-plugin-openapi-docs generated in ${relativePath(entry.outputDir, siteDir)} use its own components`,
            todo: `delete them (and their sidebar entries): the product renders the spec at ${apiRoute(undefined, apiId(key))}`,
          });
        }
      }
    }
  }
  return { apis, reports };
}

// ---------------------------------------------------------------------------------------------
// Navbar, footer, announcement bar

interface LinkContext {
  basePath: string;
  docs: DocEntry[];
  docsRouteBasePath: string;
  sidebars: unknown;
  reports: ImportReport[];
}

/** A `to`/`href` as this site's href: internal routes start with "/" and leave the base path out; URLs stay. */
export function hrefOf(item: Obj, basePath: string): string | undefined {
  if (typeof item.to === 'string') {
    const to = item.to.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return to;
    return `/${to.replace(/^\/+/, '')}`;
  }
  if (typeof item.href === 'string') {
    let href = item.href.trim();
    if (href.startsWith('pathname://')) href = href.slice('pathname://'.length);
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    if (!href.startsWith('/')) href = `/${href}`;
    if (basePath && (href === basePath || href.startsWith(`${basePath}/`))) href = href.slice(basePath.length) || '/';
    return href;
  }
  return undefined;
}

const hostLabel = (href: string) => {
  try {
    const host = new URL(href).hostname.replace(/^www\./, '');
    const known: Record<string, string> = { 'github.com': 'GitHub', 'gitlab.com': 'GitLab', 'discord.gg': 'Discord', 'discord.com': 'Discord', 'x.com': 'X', 'twitter.com': 'Twitter' };
    return known[host] ?? host;
  } catch {
    return '';
  }
};

const VALID_HREF = (href: string) => href.startsWith('/') || /^https?:\/\//.test(href) || href.startsWith('mailto:');

/** A navbar or footer item as a link, or undefined (with a report) when it cannot be one. */
function linkOf(item: Obj, where: string, ctx: LinkContext, navbar: boolean): { label: string; href: string; ariaLabel?: string } | undefined {
  const type = typeof item.type === 'string' ? item.type : 'default';
  let href: string | undefined;
  if (type === 'doc' || type === 'docLink') {
    const doc = ctx.docs.find((d) => d.id === item.docId);
    if (!doc) {
      ctx.reports.push({ where, what: `type: '${type}' item: doc "${String(item.docId)}" not found, not carried`, todo: 'add the link to navbar.items with the doc\'s route' });
      return undefined;
    }
    href = doc.route;
  } else if (type === 'docSidebar') {
    const sidebars = isObj(ctx.sidebars) ? ctx.sidebars : {};
    const sidebarId = String(item.sidebarId);
    const route = sidebarId in sidebars ? firstRouteOfSidebar(sidebars[sidebarId], ctx.docs, ctx.docsRouteBasePath) : undefined;
    if (!route) {
      ctx.reports.push({ where, what: `type: 'docSidebar' item: sidebar "${sidebarId}" has no first doc, not carried`, todo: 'add the link to navbar.items with the route of the sidebar\'s first doc' });
      return undefined;
    }
    href = route;
  } else if (type === 'default' || type === 'html') {
    href = hrefOf(item, ctx.basePath);
    if (type === 'html' || typeof item.html === 'string') {
      const link = typeof item.html === 'string' || typeof item.value === 'string' ? firstHtmlLink(String(item.html ?? item.value)) : undefined;
      href ??= link && hrefOf({ href: link.href }, ctx.basePath);
      if (!href) {
        ctx.reports.push({ where, what: 'HTML item without a link not carried', todo: navbar ? 'add a link to navbar.items if it mattered' : 'put the text in footer.copyright or a column link' });
        return undefined;
      }
    }
  } else {
    const why: Record<string, string> = {
      search: 'nothing: the navbar always has the built-in search',
      localeDropdown: 'nothing: one locale is built (translations are not carried)',
      docsVersionDropdown: 'nothing: only the current docs version is built',
      docsVersion: 'nothing: only the current docs version is built',
      dropdown: 'add its links to navbar.items (the product has no dropdowns), or to a footer column',
    };
    ctx.reports.push({ where, what: `type: '${type}' item not carried`, todo: why[type] ?? 'nothing: the product has no such navbar item' });
    return undefined;
  }
  if (!href) {
    ctx.reports.push({ where, what: 'item without to or href not carried', todo: 'add it to the config with an href' });
    return undefined;
  }
  if (!VALID_HREF(href)) {
    ctx.reports.push({ where, what: `link ${href} not carried (only internal routes, http(s) and mailto: links are)`, todo: 'add it by hand if needed' });
    return undefined;
  }
  const aria = typeof item['aria-label'] === 'string' ? item['aria-label'] : typeof item.ariaLabel === 'string' ? item.ariaLabel : undefined;
  let label = typeof item.label === 'string' ? stripHtml(item.label) : '';
  if (!label) {
    const html = typeof item.html === 'string' ? item.html : typeof item.value === 'string' ? item.value : '';
    const alt = /<img\b[^>]*\balt\s*=\s*(["'])(.*?)\1/i.exec(html)?.[2];
    label = stripHtml(html) || hostLabel(href) || alt || aria || href;
    ctx.reports.push({ where, what: `${html ? 'HTML' : 'icon'} item carried as a text link "${label}"`, todo: `change its label in ${navbar ? 'navbar.items' : 'footer.columns'} if you prefer another` });
  }
  return { label, href, ...(navbar && (aria || (typeof item.html === 'string' && !item.label)) ? { ariaLabel: aria ?? stripHtml(String(item.html)) ?? label } : {}) };
}

function mapNavbar(navbar: Obj, ctx: LinkContext): { items: Obj[]; hideOnScroll?: boolean } {
  const items: Obj[] = [];
  (Array.isArray(navbar.items) ? navbar.items : []).forEach((item: unknown, index) => {
    const where = `themeConfig.navbar.items[${index}]`;
    if (!isObj(item)) return;
    const link = linkOf(item, where, ctx, true);
    if (!link) return;
    const ariaLabel = link.ariaLabel && link.ariaLabel !== link.label ? link.ariaLabel : undefined;
    items.push({ label: link.label, href: link.href, position: item.position === 'right' ? 'right' : 'left', ...(ariaLabel ? { ariaLabel } : {}) });
  });
  return { items, ...(typeof navbar.hideOnScroll === 'boolean' ? { hideOnScroll: navbar.hideOnScroll } : {}) };
}

function mapFooter(footer: Obj, ctx: LinkContext): Obj {
  const out: Obj = {};
  const links = Array.isArray(footer.links) ? footer.links : [];
  const columns: Obj[] = [];
  const simple: Obj[] = [];
  links.forEach((entry: unknown, index) => {
    if (!isObj(entry)) return;
    if (Array.isArray(entry.items)) {
      const items = entry.items
        .map((item: unknown, i) => (isObj(item) ? linkOf(item, `themeConfig.footer.links[${index}].items[${i}]`, ctx, false) : undefined))
        .filter((item): item is { label: string; href: string } => item !== undefined)
        .map(({ label, href }) => ({ label, href }));
      const title = typeof entry.title === 'string' && entry.title.trim() ? entry.title.trim() : 'Links';
      if (!entry.title) ctx.reports.push({ where: `themeConfig.footer.links[${index}]`, what: 'column without a title carried as "Links"', todo: 'give it a title in footer.columns' });
      if (items.length) columns.push({ title, items });
    } else {
      const link = linkOf(entry, `themeConfig.footer.links[${index}]`, ctx, false);
      if (link) simple.push({ label: link.label, href: link.href });
    }
  });
  if (simple.length) {
    columns.push({ title: 'Links', items: simple });
    ctx.reports.push({ where: 'themeConfig.footer.links', what: 'a simple (single row) footer carried as one column titled "Links"', todo: 'rename the column in footer.columns' });
  }
  if (columns.length) out.columns = columns;
  if (typeof footer.copyright === 'string') {
    const text = stripHtml(footer.copyright);
    if (text) out.copyright = text;
    if (text !== footer.copyright.trim()) ctx.reports.push({ where: 'themeConfig.footer.copyright', what: 'HTML in the copyright carried as plain text', todo: 'check footer.copyright' });
  }
  if (footer.logo) ctx.reports.push({ where: 'themeConfig.footer.logo', what: 'footer logo not carried', todo: 'nothing: the product\'s footer has no logo' });
  return out;
}

function mapAnnouncementBar(bar: Obj, reports: ImportReport[], basePath: string): Obj | undefined {
  const where = 'themeConfig.announcementBar';
  const html = typeof bar.content === 'string' ? bar.content : '';
  // A link with no text (an icon) is named by its site, so the sentence keeps its word: "follow us on X".
  const content = stripHtml(
    html.replace(/(<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\2[^>]*>)([\s\S]*?)(<\/a\s*>)/gi, (whole, open: string, _q: string, href: string, inner: string, close: string) =>
      stripHtml(inner) ? whole : `${open}${hostLabel(href)}${close}`,
    ),
  );
  if (!content) {
    reports.push({ where, what: 'announcement bar without text not carried', todo: 'add announcementBar with plain text content' });
    return undefined;
  }
  const out: Obj = { id: typeof bar.id === 'string' && bar.id ? bar.id : 'announcement-bar', content };
  const link = firstHtmlLink(html);
  const href = link && hrefOf({ href: link.href }, basePath);
  if (link && href && VALID_HREF(href)) out.link = { label: link.text || hostLabel(href) || href, href };
  const links = html.match(/<a\b/gi)?.length ?? 0;
  if (/<[a-z]/i.test(html)) {
    reports.push({
      where,
      what: `HTML content carried as plain text${links ? `, with ${links > 1 ? `the first of its ${links} links` : 'its link'} after it` : ''}`,
      todo: 'check announcementBar.content and .link (the bar shows plain text and one link)',
    });
  }
  for (const key of ['backgroundColor', 'textColor'] as const) {
    if (bar[key] === undefined) continue;
    const colour = hexColour(bar[key]);
    if (colour) out[key] = colour;
    else reports.push({ where: `${where}.${key}`, what: `colour ${String(bar[key])} not carried (six-digit hex only)`, todo: `set announcementBar.${key} as #rrggbb` });
  }
  if (typeof bar.isCloseable === 'boolean') out.isCloseable = bar.isCloseable;
  return out;
}

/** An inline plugin's name: its object's `name`, or the name of what its function returns (hooks are not run). */
function inlinePluginName(plugin: unknown): string {
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

// ---------------------------------------------------------------------------------------------
// The config

/** Top-level keys that need no word: deployment details Docusaurus uses and this site does not need. */
const SILENT_KEYS = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'titleDelimiter', 'baseUrlIssueBanner', 'customFields', 'future', 'storage']);
const HANDLED_KEYS = new Set(['title', 'tagline', 'url', 'baseUrl', 'favicon', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes', 'staticDirectories', 'presets', 'plugins', 'themes', 'themeConfig', 'markdown', 'i18n', 'noIndex']);
const TOP_LEVEL_TODO: Record<string, string> = {
  clientModules: 'client scripts are not carried: add what they do (analytics…) to the deployment if you need it',
  scripts: 'extra <script> tags are not carried: add them to the deployment if you need them',
  stylesheets: 'extra stylesheets are not carried',
  headTags: 'extra <head> tags are not carried',
  trailingSlash: 'nothing: the export serves clean URLs (see the nginx template)',
  onBrokenMarkdownImages: 'nothing: images are checked with the links (checks.brokenLinks)',
};

const THEME_CONFIG_TODO: Record<string, string> = {
  metadata: 'extra <meta> tags are not carried; the product writes description, Open Graph and Twitter tags itself',
  algolia: 'nothing: the product has its own built-in search',
  docs: 'nothing: the docs sidebar behaviour (hideable, autoCollapseCategories) is the product\'s own',
  tableOfContents: 'nothing: the table of contents shows heading levels 2–3 (front matter toc_min/max_heading_level per doc still applies)',
  mermaid: 'mermaid diagrams are shown as code blocks',
  blog: 'nothing: the blog sidebar is the product\'s own',
  sidebar: 'nothing: the product\'s own sidebar behaviour applies',
  liveCodeBlock: 'live code blocks are shown as plain code blocks',
};

/** Maps an evaluated `docusaurus.config.*` object (a function already called) to this product's site config. */
export function mapDocusaurusConfig(raw: unknown, ctx: MapContext): MapResult {
  const reports: ImportReport[] = [];
  const config: Obj = {};
  const dc = isObj(raw) ? raw : {};
  const themeConfig = isObj(dc.themeConfig) ? dc.themeConfig : {};

  config.title = typeof dc.title === 'string' && dc.title ? dc.title : 'Docs';
  if (config.title === 'Docs') reports.push({ where: 'title', what: 'no title, "Docs" used', todo: 'set title in site.config.mjs' });
  if (typeof dc.tagline === 'string' && dc.tagline) config.tagline = dc.tagline;
  if (typeof dc.url === 'string' && /^https?:\/\//.test(dc.url)) config.url = dc.url.replace(/\/+$/, '');
  const basePath = basePathOf(dc.baseUrl);
  config.basePath = basePath;
  if (dc.favicon !== undefined) {
    reports.push({ where: 'favicon', what: `favicon ${String(dc.favicon)} not carried`, todo: 'nothing to set: the product uses its own icon (app/icon); replace that file to use yours' });
  }
  if (dc.noIndex === true) config.noindex = true;

  // Navbar and logo.
  const navbar = isObj(themeConfig.navbar) ? themeConfig.navbar : {};
  const content = findContentOptions(dc, ctx.siteDir);
  const linkCtx: LinkContext = { basePath, docs: ctx.docs, docsRouteBasePath: content.docsRouteBasePath, sidebars: ctx.sidebars, reports };
  if (isObj(navbar.logo) && typeof navbar.logo.src === 'string') {
    const src = navbar.logo.src;
    if (/^[a-z]+:/i.test(src)) reports.push({ where: 'themeConfig.navbar.logo.src', what: `remote logo ${src} not carried`, todo: 'put the logo in static/ and set logo.src to its route' });
    else config.logo = { src: `/${src.replace(/^\/+/, '')}`.replace(basePath && src.startsWith(`${basePath}/`) ? basePath : '', ''), alt: typeof navbar.logo.alt === 'string' ? navbar.logo.alt : '' };
    if (navbar.logo.srcDark) reports.push({ where: 'themeConfig.navbar.logo.srcDark', what: 'dark-mode logo not carried', todo: 'nothing: the same logo shows in both modes; choose one that reads on both backgrounds' });
    if (navbar.logo.href) reports.push({ where: 'themeConfig.navbar.logo.href', what: 'logo link not carried', todo: 'nothing: the logo links to the home page' });
  }
  if (typeof navbar.title === 'string' && navbar.title !== config.title) {
    reports.push({ where: 'themeConfig.navbar.title', what: `navbar title "${navbar.title}" not carried`, todo: 'nothing: the navbar shows the site title' });
  }
  const nav = mapNavbar(navbar, linkCtx);
  if (nav.items.length || nav.hideOnScroll !== undefined) config.navbar = nav;
  if (navbar.style) reports.push({ where: 'themeConfig.navbar.style', what: 'navbar style not carried', todo: 'nothing: the navbar follows the colour mode' });

  // Footer.
  if (isObj(themeConfig.footer)) {
    const footer = mapFooter(themeConfig.footer, linkCtx);
    if (Object.keys(footer).length) config.footer = footer;
  }

  // Announcement bar.
  if (isObj(themeConfig.announcementBar)) {
    const bar = mapAnnouncementBar(themeConfig.announcementBar, reports, basePath);
    if (bar) config.announcementBar = bar;
  }

  // Colour mode.
  if (isObj(themeConfig.colorMode)) {
    const mode: Obj = {};
    const cm = themeConfig.colorMode;
    if (cm.defaultMode === 'light' || cm.defaultMode === 'dark') mode.defaultMode = cm.defaultMode;
    if (typeof cm.disableSwitch === 'boolean') mode.disableSwitch = cm.disableSwitch;
    if (typeof cm.respectPrefersColorScheme === 'boolean') mode.respectPrefersColorScheme = cm.respectPrefersColorScheme;
    if (Object.keys(mode).length) config.colorMode = mode;
  }

  // Primary colour from the custom CSS.
  const primary = ctx.customCssText ? primaryColourFromCss(ctx.customCssText) : undefined;
  if (primary) config.primaryColor = primary;

  // Code themes.
  if (isObj(themeConfig.prism)) {
    const prism = themeConfig.prism;
    const themes: Obj = {};
    for (const [key, mode, fallback] of [
      ['theme', 'light', 'github-light'],
      ['darkTheme', 'dark', 'github-dark'],
    ] as const) {
      if (prism[key] === undefined) continue;
      const name = prismThemeName(prism[key]);
      const shiki = name ? PRISM_TO_SHIKI[name] : undefined;
      themes[mode] = shiki ?? fallback;
      if (!shiki) {
        reports.push({ where: `themeConfig.prism.${key}`, what: `prism theme ${name ? `"${name}"` : '(unknown object)'} has no shiki equivalent; ${fallback} used`, todo: `set codeThemes.${mode} to a shiki theme name (https://shiki.style/themes)` });
      }
    }
    if (themes.light || themes.dark) config.codeThemes = { light: themes.light ?? 'github-light', dark: themes.dark ?? 'github-dark' };
    if (Array.isArray(prism.additionalLanguages) && prism.additionalLanguages.length) {
      reports.push({ where: 'themeConfig.prism.additionalLanguages', what: 'not needed', todo: 'nothing: shiki highlights its bundled languages by name' });
    }
    for (const key of Object.keys(prism)) {
      if (!['theme', 'darkTheme', 'additionalLanguages'].includes(key)) reports.push({ where: `themeConfig.prism.${key}`, what: 'not carried', todo: 'nothing: code blocks are highlighted by shiki (magic comments // highlight-next-line still work where the product supports them)' });
    }
  }

  // Social card.
  if (typeof themeConfig.image === 'string') {
    if (/^[a-z]+:/i.test(themeConfig.image)) reports.push({ where: 'themeConfig.image', what: 'remote social card not carried', todo: 'put the image in static/ and set socialCard to its route' });
    else config.socialCard = `/${themeConfig.image.replace(/^\/+/, '')}`;
  }

  for (const key of Object.keys(themeConfig)) {
    if (['navbar', 'footer', 'announcementBar', 'colorMode', 'prism', 'image'].includes(key)) continue;
    reports.push({ where: `themeConfig.${key}`, what: 'not carried', todo: THEME_CONFIG_TODO[key] ?? 'nothing: a theme setting the product does not have' });
  }

  // Docs, blog, pages.
  const uses = allUses(dc);
  const options = contentOptions(uses);
  const presetWhere = uses.find((use) => use.kind === 'preset' && PRESET_CLASSIC.has(use.name))?.where ?? 'presets';
  if (options.docs === false) config.docs = false;
  else if (options.docs) config.docs = pluginOptions(options.docs, `${presetWhere}.docs`, ctx.siteDir, reports);
  if (options.blog === false) config.blog = false;
  else if (options.blog) config.blog = pluginOptions(options.blog, `${presetWhere}.blog`, ctx.siteDir, reports);
  if (options.pages === false) config.pages = false;
  else {
    config.pages = { path: content.pagesPath ?? 'src/pages' };
    const pageOptions = isObj(options.pages) ? Object.keys(options.pages).filter((key) => key !== 'path') : [];
    for (const key of pageOptions) reports.push({ where: `${presetWhere}.pages.${key}`, what: 'pages option not carried', todo: 'nothing: Markdown pages are routed by their path' });
  }
  config.staticDirectories = content.staticDirectories;

  // Checks.
  const checks: Obj = {};
  const markdownHooks = isObj(dc.markdown) && isObj(dc.markdown.hooks) ? dc.markdown.hooks : {};
  for (const [from, to, value] of [
    ['onBrokenLinks', 'brokenLinks', dc.onBrokenLinks],
    ['onBrokenAnchors', 'brokenAnchors', dc.onBrokenAnchors],
    ['onBrokenMarkdownLinks', 'brokenMarkdownLinks', markdownHooks.onBrokenMarkdownLinks ?? dc.onBrokenMarkdownLinks],
    ['onDuplicateRoutes', 'duplicateRoutes', dc.onDuplicateRoutes],
  ] as const) {
    if (value === undefined) continue;
    const level = checkLevel(value);
    if (level) checks[to] = level;
    else reports.push({ where: from, what: `value ${typeof value === 'function' ? '(a function)' : JSON.stringify(value)} not carried`, todo: `set checks.${to} to 'ignore', 'warn' or 'throw'` });
  }
  if (Object.keys(checks).length) config.checks = checks;

  // Markdown options.
  if (isObj(dc.markdown)) {
    for (const key of Object.keys(dc.markdown)) {
      if (key === 'hooks') {
        for (const hook of Object.keys(markdownHooks)) if (hook !== 'onBrokenMarkdownLinks') reports.push({ where: `markdown.hooks.${hook}`, what: 'not carried', todo: 'nothing: broken images are checked with the links' });
        continue;
      }
      const todo: Record<string, string> = {
        mermaid: 'mermaid diagrams are shown as code blocks; render them to SVG images if you need the pictures',
        format: 'nothing: .md files are read as Markdown and .mdx as MDX',
        mdx1Compat: 'nothing: HTML comments are accepted',
        parseFrontMatter: 'the front matter is read as YAML; move custom parsing into the files',
        preprocessor: 'not carried: apply the preprocessing to the files once',
        remarkRehypeOptions: 'nothing: the product\'s own remark-rehype options apply',
        anchors: 'nothing: heading ids ({#id}) are supported',
      };
      reports.push({ where: `markdown.${key}`, what: 'not carried', todo: todo[key] ?? 'nothing: a Markdown setting the product does not have' });
    }
  }

  // i18n.
  if (isObj(dc.i18n) && Array.isArray(dc.i18n.locales) && dc.i18n.locales.length > 1) {
    reports.push({ where: 'i18n.locales', what: `${dc.i18n.locales.length} locales: only the default locale (${String(dc.i18n.defaultLocale)}) is carried`, todo: 'build each translation as its own site folder if you need them' });
  }

  // Presets, plugins and themes other than the content ones.
  const api = apiEntries(uses, ctx.siteDir);
  if (api.apis.length) config.apis = api.apis;
  reports.push(...api.reports);
  const docsPlugins = uses.filter((use) => use.kind === 'plugin' && DOCS_PLUGIN.has(use.name));
  const blogPlugins = uses.filter((use) => use.kind === 'plugin' && BLOG_PLUGIN.has(use.name));
  for (const use of uses) {
    if (use.kind === 'preset' && PRESET_CLASSIC.has(use.name)) {
      for (const key of Object.keys(use.options)) {
        if (['docs', 'blog', 'pages'].includes(key) || (key === 'api' && OPENAPI_PRESET.has(use.name))) continue;
        reports.push({ where: `${use.where}.${key}`, what: 'not carried', todo: PRESET_KEYS[key] ?? 'nothing: a preset option the product does not have' });
      }
      continue;
    }
    if (REDOC.has(use.name) || OPENAPI_DOCS.has(use.name) || OPENAPI_PRESET.has(use.name)) continue;
    if (DOCS_PLUGIN.has(use.name) || BLOG_PLUGIN.has(use.name) || PAGES_PLUGIN.has(use.name)) {
      const group = DOCS_PLUGIN.has(use.name) ? docsPlugins : BLOG_PLUGIN.has(use.name) ? blogPlugins : [];
      const usedByPreset = uses.some((u) => u.kind === 'preset' && PRESET_CLASSIC.has(u.name));
      if ((group.length > 1 && group[0] !== use) || (usedByPreset && group.includes(use))) {
        reports.push({ where: use.where, what: `a second ${use.name} instance (id "${String(use.options.id ?? '')}", path "${String(use.options.path ?? '')}") not carried`, todo: 'the product builds one docs and one blog; move its content into the main one, or build it as its own site folder' });
      }
      continue;
    }
    if (use.inline !== undefined) {
      const name = inlinePluginName(use.inline);
      reports.push({ where: use.where, what: `inline ${use.kind} "${name}" not run`, todo: 'its lifecycle hooks (postBuild, loadContent…) do not run: redo what it does as a step after `npm run build` if you need it' });
      continue;
    }
    const known = KNOWN_PLUGINS[use.name];
    reports.push({ where: use.where, what: `${use.kind} ${use.name} not carried`, todo: known ?? `check what it adds to the site; the product does not run Docusaurus ${use.kind}s` });
  }

  for (const key of Object.keys(dc)) {
    if (HANDLED_KEYS.has(key) || SILENT_KEYS.has(key)) continue;
    reports.push({ where: key, what: 'not carried', todo: TOP_LEVEL_TODO[key] ?? 'nothing: a Docusaurus setting the product does not have' });
  }
  return { config, reports };
}

// ---------------------------------------------------------------------------------------------
// Writing the config

/** JavaScript source for plain data (strings, numbers, booleans, null, RegExps, arrays, objects), indented. */
export function toSource(value: unknown, indent = ''): string {
  const next = `${indent}  `;
  if (value instanceof RegExp) return value.toString();
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => toSource(item, next));
    const oneLine = `[${items.join(', ')}]`;
    return oneLine.length + indent.length < 100 && !oneLine.includes('\n') ? oneLine : `[\n${items.map((item) => `${next}${item},`).join('\n')}\n${indent}]`;
  }
  if (isObj(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : toSource(k));
    const parts = entries.map(([k, item]) => `${key(k)}: ${toSource(item, next)}`);
    const oneLine = `{ ${parts.join(', ')} }`;
    return oneLine.length + indent.length < 100 && !oneLine.includes('\n') ? oneLine : `{\n${parts.map((part) => `${next}${part},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}

/** The text of site.config.mjs for a mapped config. */
export function siteConfigSource(config: Record<string, unknown>, from: string): string {
  return `// Imported from ${from} by \`npm run import:docusaurus\`; every field is documented in lib/config/schema.ts.\nexport default ${toSource(config)};\n`;
}

/** One line per report, for the terminal and IMPORT-REPORT.md. */
export function formatReport(report: ImportReport): string {
  return `${report.where}: ${report.what}. To do: ${report.todo}`;
}
