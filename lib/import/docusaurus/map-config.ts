// The importer's entry: maps an evaluated docusaurus.config object to this site's config, section by section,
// using the other files here, and reports every key it could not carry.

import { mapAnnouncementBar } from './announcement-bar';
import { apiEntries } from './apis';
import { findContentOptions } from './content-options';
import type { LinkContext } from './links';
import { mapFooter, mapNavbar } from './navbar-footer';
import { basePathOf } from './paths';
import { plainData } from './plain-data';
import fs from 'node:fs';
import path from 'node:path';
import { mapPluginList, PLUGIN_LIST_KEYS } from './markdown-plugins';
import { pluginOptions } from './plugin-options';
import {
  allUses,
  BLOG_PLUGIN,
  BUILT_IN_THEMES,
  contentOptions,
  DOCS_PLUGIN,
  inlinePluginName,
  KNOWN_PLUGINS,
  OPENAPI_DOCS,
  OPENAPI_PRESET,
  PAGES_PLUGIN,
  PRESET_CLASSIC,
  PRESET_KEYS,
  REDOC,
} from './plugin-uses';
import { PRISM_TO_SHIKI, prismThemeName } from './prism';
import { i18nSchema, localeUrlIssues } from '@/lib/config/i18n';
import { isObj, stubPath, type ImportReport, type MapContext, type MapResult, type Obj } from './types';
import { checkLevel, primaryColourFromCss } from './values';
import { decodedUri } from '@/lib/text/uri';

/** Top-level keys that need no word: deployment details Docusaurus uses and this site does not need. */
const SILENT_KEYS = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'titleDelimiter',
  'baseUrlIssueBanner',
  'customFields',
  'future',
  'storage',
]);
const HANDLED_KEYS = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'staticDirectories',
  'trailingSlash',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
  'markdown',
  'i18n',
  'noIndex',
]);
const TOP_LEVEL_TODO: Record<string, string> = {
  clientModules: 'client scripts are not carried: add what they do (analytics…) to the deployment if you need it',
  scripts: 'extra <script> tags are not carried: add them to the deployment if you need them',
  stylesheets: 'extra stylesheets are not carried',
  headTags: 'extra <head> tags are not carried',
  onBrokenMarkdownImages: 'nothing: images are checked with the links (checks.brokenLinks)',
};

const THEME_CONFIG_TODO: Record<string, string> = {
  metadata: 'extra <meta> tags are not carried; the product writes description, Open Graph and Twitter tags itself',
  algolia: 'nothing: the product has its own built-in search',
  docs: "nothing: the docs sidebar behaviour (hideable, autoCollapseCategories) is the product's own",
  tableOfContents: 'nothing: the table of contents shows heading levels 2–3 (front matter toc_min/max_heading_level per doc still applies)',
  mermaid: "nothing: mermaid diagrams are built in, drawn with the product's own light and dark themes",
  blog: "nothing: the blog sidebar is the product's own",
  sidebar: "nothing: the product's own sidebar behaviour applies",
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
  if (typeof dc.favicon === 'string' && dc.favicon) {
    const favicon = mapFavicon(dc.favicon, basePath ?? '', findContentOptions(dc, ctx.siteDir).staticDirectories, ctx.siteDir);
    if (typeof favicon === 'string') config.favicon = favicon;
    else reports.push({ where: 'favicon', what: `favicon ${dc.favicon} not carried: ${favicon.why}`, todo: favicon.todo });
  }
  if (dc.noIndex === true) config.noindex = true;
  // Where relative links land depends on it (lib/content/doc-page.ts); the export serves clean URLs either way.
  if (typeof dc.trailingSlash === 'boolean') config.trailingSlash = dc.trailingSlash;

  // Navbar and logo.
  const navbar = isObj(themeConfig.navbar) ? themeConfig.navbar : {};
  const content = findContentOptions(dc, ctx.siteDir);
  const linkCtx: LinkContext = { basePath, docs: ctx.docs, docsRouteBasePath: content.docsRouteBasePath, sidebars: ctx.sidebars, reports };
  if (isObj(navbar.logo) && typeof navbar.logo.src === 'string') {
    const src = navbar.logo.src;
    if (/^[a-z]+:/i.test(src))
      reports.push({
        where: 'themeConfig.navbar.logo.src',
        what: `remote logo ${src} not carried`,
        todo: 'put the logo in static/ and set logo.src to its route',
      });
    else
      config.logo = {
        src: staticFileRoute(src, basePath ?? ''),
        alt: typeof navbar.logo.alt === 'string' ? navbar.logo.alt : '',
      };
    if (navbar.logo.srcDark)
      reports.push({
        where: 'themeConfig.navbar.logo.srcDark',
        what: 'dark-mode logo not carried',
        todo: 'nothing: the same logo shows in both modes; choose one that reads on both backgrounds',
      });
    if (navbar.logo.href)
      reports.push({
        where: 'themeConfig.navbar.logo.href',
        what: 'logo link not carried',
        todo: 'nothing: the logo links to the home page',
      });
  }
  if (typeof navbar.title === 'string' && navbar.title !== config.title) {
    reports.push({
      where: 'themeConfig.navbar.title',
      what: `navbar title "${navbar.title}" not carried`,
      todo: 'nothing: the navbar shows the site title',
    });
  }
  const nav = mapNavbar(navbar, linkCtx);
  if (nav.items.length || nav.hideOnScroll !== undefined) config.navbar = nav;
  if (navbar.style)
    reports.push({
      where: 'themeConfig.navbar.style',
      what: 'navbar style not carried',
      todo: 'nothing: the navbar follows the colour mode',
    });

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
        reports.push({
          where: `themeConfig.prism.${key}`,
          what: `prism theme ${name ? `"${name}"` : '(unknown object)'} has no shiki equivalent; ${fallback} used`,
          todo: `set codeThemes.${mode} to a shiki theme name (https://shiki.style/themes)`,
        });
      }
    }
    if (themes.light || themes.dark) config.codeThemes = { light: themes.light ?? 'github-light', dark: themes.dark ?? 'github-dark' };
    if (Array.isArray(prism.additionalLanguages) && prism.additionalLanguages.length) {
      reports.push({
        where: 'themeConfig.prism.additionalLanguages',
        what: 'not needed',
        todo: 'nothing: shiki highlights its bundled languages by name',
      });
    }
    for (const key of Object.keys(prism)) {
      if (!['theme', 'darkTheme', 'additionalLanguages'].includes(key))
        reports.push({
          where: `themeConfig.prism.${key}`,
          what: 'not carried',
          todo: 'nothing: code blocks are highlighted by shiki (magic comments // highlight-next-line still work where the product supports them)',
        });
    }
  }

  // Social card.
  if (typeof themeConfig.image === 'string') {
    if (/^[a-z]+:/i.test(themeConfig.image))
      reports.push({
        where: 'themeConfig.image',
        what: 'remote social card not carried',
        todo: 'put the image in static/ and set socialCard to its route',
      });
    else config.socialCard = `/${themeConfig.image.replace(/^\/+/, '')}`;
  }

  for (const key of Object.keys(themeConfig)) {
    if (['navbar', 'footer', 'announcementBar', 'colorMode', 'prism', 'image'].includes(key)) continue;
    reports.push({
      where: `themeConfig.${key}`,
      what: 'not carried',
      todo: THEME_CONFIG_TODO[key] ?? 'nothing: a theme setting the product does not have',
    });
  }

  // Docs, blog, pages.
  const uses = allUses(dc);
  const options = contentOptions(uses);
  const presetWhere = uses.find((use) => use.kind === 'preset' && PRESET_CLASSIC.has(use.name))?.where ?? 'presets';
  if (options.docs === false) config.docs = false;
  else if (options.docs) config.docs = pluginOptions(options.docs, `${presetWhere}.docs`, ctx.siteDir, reports, ctx);
  if (options.blog === false) config.blog = false;
  else if (options.blog) config.blog = pluginOptions(options.blog, `${presetWhere}.blog`, ctx.siteDir, reports, ctx);
  if (options.pages === false) config.pages = false;
  else {
    const pages: Obj = { path: content.pagesPath ?? 'src/pages' };
    config.pages = pages;
    const pageOptions = isObj(options.pages) ? Object.keys(options.pages).filter((key) => key !== 'path') : [];
    for (const key of pageOptions.filter((name) => (PLUGIN_LIST_KEYS as readonly string[]).includes(name))) {
      const list = mapPluginList((options.pages as Obj)[key], `${presetWhere}.pages.${key}`, {
        packageOf: ctx.packageOf,
        importOf: ctx.importOf,
        reports,
      });
      if (list) pages[key] = list;
    }
    for (const key of pageOptions.filter((name) => !(PLUGIN_LIST_KEYS as readonly string[]).includes(name)))
      reports.push({
        where: `${presetWhere}.pages.${key}`,
        what: 'pages option not carried',
        todo: 'nothing: Markdown pages are routed by their path',
      });
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
    else
      reports.push({
        where: from,
        what: `value ${typeof value === 'function' ? '(a function)' : JSON.stringify(value)} not carried`,
        todo: `set checks.${to} to 'ignore', 'warn' or 'throw'`,
      });
  }
  if (Object.keys(checks).length) config.checks = checks;

  // Markdown options.
  if (isObj(dc.markdown)) {
    const markdown: Obj = {};
    for (const key of Object.keys(dc.markdown)) {
      const value = dc.markdown[key];
      // The same keys in the product's config (markdown.format: 'mdx' | 'md' | 'detect'; mdx1Compat's switches).
      if (key === 'format' && (value === 'md' || value === 'mdx' || value === 'detect')) {
        markdown.format = value;
        continue;
      }
      if (key === 'mdx1Compat' && isObj(value)) {
        // Only the three switches Docusaurus has, each a boolean.
        markdown.mdx1Compat = Object.fromEntries(
          ['comments', 'admonitions', 'headingIds'].filter((name) => typeof value[name] === 'boolean').map((name) => [name, value[name]]),
        );
        continue;
      }
      if (key === 'mermaid') {
        if (value === true)
          reports.push({ where: 'markdown.mermaid', what: 'mermaid diagrams are built in', todo: 'nothing', carried: true });
        continue;
      }
      if (key === 'hooks') {
        for (const hook of Object.keys(markdownHooks))
          if (hook !== 'onBrokenMarkdownLinks')
            reports.push({
              where: `markdown.hooks.${hook}`,
              what: 'not carried',
              todo: 'nothing: broken images are checked with the links',
            });
        continue;
      }
      const todo: Record<string, string> = {
        parseFrontMatter: 'the front matter is read as YAML; move custom parsing into the files',
        preprocessor: 'not carried: apply the preprocessing to the files once',
        remarkRehypeOptions: "nothing: the product's own remark-rehype options apply",
        anchors: 'nothing: heading ids ({#id}) are supported',
        format: 'use "mdx", "md" or "detect"',
        mdx1Compat: 'use an object of true/false switches (comments, admonitions, headingIds)',
      };
      reports.push({
        where: `markdown.${key}`,
        what: 'not carried',
        todo: todo[key] ?? 'nothing: a Markdown setting the product does not have',
      });
    }
    if (Object.keys(markdown).length) config.markdown = markdown;
  }

  // Math: Docusaurus reads `$` as text unless a content plugin lists remark-math; the product as math unless told.
  const usesMath = uses.some((use) =>
    ['docs', 'blog', 'pages', ''].some((section) => {
      const options = section ? (isObj(use.options[section]) ? (use.options[section] as Obj) : undefined) : use.options;
      const list = options && Array.isArray(options.remarkPlugins) ? options.remarkPlugins : [];
      return list.some((entry: unknown) => {
        const plugin = Array.isArray(entry) ? entry[0] : entry;
        return (stubPath(plugin)?.[0] ?? ctx.packageOf?.(plugin)) === 'remark-math';
      });
    }),
  );
  if (!usesMath) {
    config.markdown = { ...(isObj(config.markdown) ? config.markdown : {}), math: false };
    reports.push({
      where: 'markdown',
      what: 'no content plugin uses remark-math: math is switched off (markdown.math: false), so $ stays text as on the Docusaurus site',
      todo: 'nothing; set markdown.math: true to write $…$ formulas',
      carried: true,
    });
  }

  // i18n.
  if (isObj(dc.i18n) && Array.isArray(dc.i18n.locales) && dc.i18n.locales.length > 1) {
    config.i18n = i18nOf(dc.i18n);
    reports.push(...dropUnsupportedLocaleUrls(config.i18n as Obj, String(config.url ?? ''), basePath));
    reports.push({
      where: 'i18n',
      what: `${dc.i18n.locales.length} locales carried (${dc.i18n.locales.join(', ')}), with i18n/: translated docs, blog posts, pages, sidebar, navbar and footer labels`,
      todo: 'nothing; run npm run i18n:status to see what each locale has translated',
      carried: true,
    });
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
        reports.push({
          where: `${use.where}.${key}`,
          what: 'not carried',
          todo: PRESET_KEYS[key] ?? 'nothing: a preset option the product does not have',
        });
      }
      continue;
    }
    if (REDOC.has(use.name) || OPENAPI_DOCS.has(use.name) || OPENAPI_PRESET.has(use.name)) continue;
    if (DOCS_PLUGIN.has(use.name) || BLOG_PLUGIN.has(use.name) || PAGES_PLUGIN.has(use.name)) {
      const group = DOCS_PLUGIN.has(use.name) ? docsPlugins : BLOG_PLUGIN.has(use.name) ? blogPlugins : [];
      const usedByPreset = uses.some((u) => u.kind === 'preset' && PRESET_CLASSIC.has(u.name));
      const second = (group.length > 1 && group[0] !== use) || (usedByPreset && group.includes(use));
      const id = typeof use.options.id === 'string' ? use.options.id : undefined;
      if (second && DOCS_PLUGIN.has(use.name) && id && id !== 'default') {
        // A further docs instance (Docusaurus' multi-instance docs): the product's docsInstances.
        const instances = (config.docsInstances ??= []) as Obj[];
        instances.push({ ...pluginOptions(use.options, use.where, ctx.siteDir, reports, ctx), id });
        continue;
      }
      if (second) {
        reports.push({
          where: use.where,
          what: `a second ${use.name} instance (id "${String(use.options.id ?? '')}", path "${String(use.options.path ?? '')}") not carried`,
          todo: 'the product builds one docs and one blog; move its content into the main one, or build it as its own site folder',
        });
      }
      continue;
    }
    if (use.inline !== undefined) {
      const name = inlinePluginName(use.inline);
      reports.push({
        where: use.where,
        what: `inline ${use.kind} "${name}" not run`,
        todo: 'its lifecycle hooks (postBuild, loadContent…) do not run: redo what it does as a step after `npm run build` if you need it',
      });
      continue;
    }
    const local = use.kind === 'plugin' ? localPluginPath(use.name, ctx.siteDir) : undefined;
    if (local) {
      // The site's own plugin (a path): its content phase runs before the build, so its global data reaches usePluginData.
      const dropped: string[] = [];
      const options = plainData(use.options, `${use.where}[1]`, dropped) as Obj;
      const plugins = (config.plugins ??= []) as unknown[];
      plugins.push(Object.keys(options).length > 0 ? [local, options] : local);
      reports.push({
        where: use.where,
        what: `the site's own plugin ${local}: its loadContent and contentLoaded run before the build, and what it gives setGlobalData is what usePluginData returns`,
        todo: 'nothing; the build stops naming the plugin if it calls addRoute or createData, and warns of other hooks (postBuild, configureWebpack …), which are not run',
        carried: true,
      });
      for (const key of dropped)
        reports.push({
          where: key,
          what: 'a plugin option that holds a function, not carried',
          todo: 'write a plain value, or set it in the plugin itself',
        });
      continue;
    }
    if (BUILT_IN_THEMES[use.name]) {
      reports.push({ where: use.where, what: `${use.kind} ${use.name}: ${BUILT_IN_THEMES[use.name]}`, todo: 'nothing', carried: true });
      continue;
    }
    // `require.resolve('@easyops-cn/docusaurus-search-local')` names the package by a file in node_modules.
    const name = packageInNodeModules(use.name) ?? use.name;
    const known = KNOWN_PLUGINS[name];
    reports.push({
      where: use.where,
      what: `${use.kind} ${name} not carried`,
      todo: known ?? `check what it adds to the site; the product does not run Docusaurus ${use.kind}s`,
    });
  }

  for (const key of Object.keys(dc)) {
    if (HANDLED_KEYS.has(key) || SILENT_KEYS.has(key)) continue;
    reports.push({
      where: key,
      what: 'not carried',
      todo: TOP_LEVEL_TODO[key] ?? 'nothing: a Docusaurus setting the product does not have',
    });
  }
  return { config, reports };
}

/**
 * A plugin entry that names the site's own module (`./plugins/x.ts`, or an absolute path inside the site
 * folder from `require.resolve`), as `./…` relative to the site folder; undefined for an npm package.
 */
export function localPluginPath(name: string, siteDir: string): string | undefined {
  if (!/^\.{1,2}\//.test(name) && !path.isAbsolute(name)) return undefined;
  const rel = path.relative(siteDir, path.resolve(siteDir, name)).split(path.sep).join('/');
  // `require.resolve('some-plugin')` from the site's own node_modules is a package, not the site's code.
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split('/').includes('node_modules')) return undefined;
  return `./${rel}`;
}

/** The package a path inside a node_modules folder belongs to (`/x/node_modules/@scope/pkg/dist/index.js` → `@scope/pkg`). */
export function packageInNodeModules(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1 || !parts[at + 1]) return undefined;
  return parts[at + 1]!.startsWith('@') && parts[at + 2] ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}

/**
 * A locale's own url or baseUrl that no build can honour (the default locale's elsewhere than the
 * site's, a path deeper in the base path: see localeUrlIssues) is left out, with a report saying where
 * the locale is published instead; the others are carried (a folder under the base path; another
 * domain or a path outside the base path, built on its own with SITE_LOCALE).
 */
function dropUnsupportedLocaleUrls(i18n: Obj, url: string, basePath: string): ImportReport[] {
  const parsed = i18nSchema.safeParse(i18n);
  if (!parsed.success) return [];
  return localeUrlIssues(parsed.data, { url, basePath }).flatMap(({ path: [, name, field], message }) => {
    const own = (i18n.localeConfigs as Record<string, Obj>)[name!];
    if (!own || own[field!] === undefined) return [];
    delete own[field!];
    return [
      {
        where: `i18n.localeConfigs.${name}.${field}`,
        what: `not carried: ${message}`,
        todo: `nothing: "${name}" is published with the site's own build (the default locale at the base path, another in its folder under it); give it a baseUrl one folder under "${basePath}/" to choose that folder, or one outside the base path to build it on its own`,
      },
    ];
  });
}

/** Docusaurus' i18n block, with the fields the product reads (lib/config/i18n.ts). */
function i18nOf(i18n: Obj): Obj {
  const out: Obj = { defaultLocale: String(i18n.defaultLocale ?? 'en'), locales: (i18n.locales as unknown[]).map(String) };
  if (typeof i18n.path === 'string') out.path = i18n.path;
  if (isObj(i18n.localeConfigs)) {
    const configs: Obj = {};
    for (const [name, value] of Object.entries(i18n.localeConfigs)) {
      if (!isObj(value)) continue;
      const kept: Obj = {};
      for (const key of ['label', 'direction', 'htmlLang', 'calendar', 'path', 'url', 'baseUrl'] as const)
        if (typeof value[key] === 'string') kept[key] = value[key];
      configs[name] = kept;
    }
    out.localeConfigs = configs;
  }
  return out;
}

/**
 * Docusaurus' favicon as the site config's: a path relative to the base URL (a file of a static folder,
 * which must be there: the build's link check would stop on a missing one, where Docusaurus serves a
 * 404), or an https URL. Else why it is not carried, and what to do.
 */
export function mapFavicon(
  favicon: string,
  basePath: string,
  staticDirectories: string[],
  siteDir: string,
): string | { why: string; todo: string } {
  if (/^https:\/\//i.test(favicon)) return favicon;
  if (/^[a-z]+:|^\/\//i.test(favicon)) return { why: 'not an https URL', todo: 'put the icon in static/ and set favicon to its path' };
  const route = staticFileRoute(favicon, basePath);
  const file = route.split(/[?#]/)[0]!;
  const relative = decodedUri(file) ?? file;
  // A static folder's file: a path that climbs out of it once decoded (`../`, `%2e%2e/`, `..%2F`) is none.
  const inside = (dir: string) => {
    const root = path.resolve(siteDir, dir);
    const target = path.resolve(root, `.${relative}`);
    return target.startsWith(root + path.sep) ? target : undefined;
  };
  if (staticDirectories.some((dir) => inside(dir) === undefined))
    return { why: 'not a path inside a static folder', todo: 'put the icon in static/ and set favicon to its path' };
  if (staticDirectories.some((dir) => fs.existsSync(inside(dir)!))) return route;
  return {
    why: `no static folder (${staticDirectories.join(', ')}) has ${file}`,
    todo: "add the icon to static/ and set favicon in site.config.mjs to its path; without one the product's icon is used",
  };
}

/** A static folder file's route from Docusaurus' path relative to the base URL ("img/x.svg", or "/demo/img/x.svg" with the base path written). */
function staticFileRoute(src: string, basePath: string): string {
  return `/${src.replace(/^\/+/, '')}`.replace(basePath && src.startsWith(`${basePath}/`) ? basePath : '', '');
}
