// The file-system half of `npm run import:docusaurus`: finds and evaluates a Docusaurus config
// (lib/import/docusaurus-evaluate.ts), indexes the docs, copies the content into the
// new site folder and lists what it leaves behind. The mapping itself is lib/import/docusaurus.ts.
import fs from 'node:fs';
import os from 'node:os';
import { readSiteComponents } from '@/lib/mdx/imports/site-components';
import { DOCUSAURUS_MODULES } from '@/lib/mdx/imports/docusaurus-modules.mjs';
import path from 'node:path';
import { copyDocsVersions } from './docusaurus/versions';
import matter from 'gray-matter';
import { evaluateSidebarsFile, findSidebarsFile } from '@/lib/content/sidebars-eval';
import { copyReferencedFiles, resolveFile } from './docusaurus-content-files';
import { linkedFrom, linksToRoutes } from './docusaurus/route-links';
import { ENGINE_DIR, evaluateDocusaurusConfig, ImportError } from './docusaurus-evaluate';
import { fetchConfigPackages, installSitePackages, sitePackageJson } from './docusaurus-install';
import { packageName } from './docusaurus-packages';
import {
  BUILT_IN_PLUGINS,
  docEntry,
  findContentOptions,
  formatReport,
  importedSpecifiers,
  mapDocusaurusConfig,
  relativePath,
  siteConfigSource,
  type DocEntry,
  type ImportReport,
} from './docusaurus';
import { copyTree, listFiles } from '@/lib/files/tree';

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
];

export { evaluateDocusaurusConfig, ImportError };

export function findDocusaurusConfig(siteDir: string): string | undefined {
  return DOCUSAURUS_CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => fs.existsSync(file));
}

/** Every .md/.mdx file under a folder, relative paths with "/", sorted. */
function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: false }) as string[])
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part === 'node_modules'))
    .sort();
}

function frontMatterOf(file: string): Record<string, unknown> {
  try {
    return matter(fs.readFileSync(file, 'utf8'), {}).data as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The docs as the navbar resolution needs them; partials (_name) are left out. */
export function indexDocs(docsDir: string, routeBasePath: string): DocEntry[] {
  return markdownFiles(docsDir)
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
    .map((file) => docEntry(file, frontMatterOf(path.join(docsDir, file)), routeBasePath));
}

/** What a Docusaurus site's folders hold that is never content: its packages, git and Docusaurus' build cache. */
const NOT_CONTENT = (name: string) => name === 'node_modules' || name === '.git' || name === '.docusaurus';

/** Copies a folder of the Docusaurus site, what `keep` keeps, without what is never content. */
const copySiteTree = (from: string, to: string, keep?: (rel: string) => boolean) => copyTree(from, to, { skip: NOT_CONTENT, keep });

export interface ImportResult {
  /** The Docusaurus config file read. */
  configFile: string;
  /** Packages the config required that neither the site nor this project has, replaced by placeholders. */
  stubbed: string[];
  /** Packages the config required that came from this project, the site not having them. */
  fromEngine: string[];
  reports: ImportReport[];
  /** Files copied into the new site folder. */
  copied: number;
  /** The mapped config written to site.config.mjs. */
  config: Record<string, unknown>;
  /** The packages of the new folder's package.json: installed, install skipped (--no-install), install failed, or none to install. */
  installed: 'installed' | 'skipped' | 'failed' | 'nothing';
  /** The new folder's dependencies (name → version). */
  dependencies: Record<string, string>;
}

/**
 * Imports a Docusaurus site folder into a new site folder: site.config.mjs, the docs, blog, sidebars,
 * Markdown pages, static folders and the files content links to outside them; IMPORT-REPORT.md lists
 * what was not carried.
 */
export async function importDocusaurusSite(
  fromDir: string,
  toDir: string,
  { install = false }: { install?: boolean } = {},
): Promise<ImportResult> {
  const siteDir = path.resolve(fromDir);
  const outDir = path.resolve(toDir);
  if (!fs.existsSync(siteDir) || !fs.statSync(siteDir).isDirectory()) throw new ImportError(`${fromDir} is not a folder.`);
  const configFile = findDocusaurusConfig(siteDir);
  if (!configFile) {
    throw new ImportError(
      `${fromDir} is not a Docusaurus site: it has no ${DOCUSAURUS_CONFIG_FILES.slice(0, 4).join(', ')}. Give the folder that holds docusaurus.config.js (often website/).`,
    );
  }
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0)
    throw new ImportError(`${toDir} exists and is not empty: give a new folder.`);
  const reports: ImportReport[] = [];
  let evaluated = await evaluateDocusaurusConfig(configFile);
  // Packages the config needs that the site lists but has not installed (a fresh checkout): fetched
  // into a scratch folder and the config evaluated again with them, so it runs as on the site.
  const scratch = path.join(os.tmpdir(), `docusaurus-import-${process.pid}-${Date.now()}`);
  const missing = [...new Set(evaluated.stubbed.map((name) => packageName(name) ?? name))].filter((name) => !BUILT_IN_PLUGINS[name]);
  const fetched = install && missing.length > 0 ? fetchConfigPackages(missing, siteDir, scratch) : { installed: [] };
  try {
    if (fetched.dir) evaluated = await evaluateDocusaurusConfig(configFile, { fetchedDir: fetched.dir });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const { config: raw, stubbed, fromEngine, packageOf, importOf } = evaluated;
  for (const name of fetched.installed.filter((name) => !stubbed.includes(name))) {
    reports.push({
      where: path.basename(configFile),
      what: `requires ${name}, which the site lists but had not installed: installed at the site's version to evaluate the config`,
      todo: 'nothing',
      carried: true,
    });
  }
  for (const name of stubbed) {
    if (BUILT_IN_PLUGINS[name]) {
      reports.push({
        where: path.basename(configFile),
        what: `requires ${name}, not installed and not needed: ${BUILT_IN_PLUGINS[name]}`,
        todo: 'nothing',
        carried: true,
      });
      continue;
    }
    reports.push({
      where: path.basename(configFile),
      what: `requires ${name}, which neither the site nor this project has installed: a placeholder was used`,
      todo: 'nothing, unless the site relied on it: options that held it are reported below, and prism themes are named from it; run npm install in the Docusaurus site and import again to evaluate it with the real package',
    });
  }
  for (const name of fromEngine) {
    reports.push({
      where: path.basename(configFile),
      what: `requires ${name}, which the site has not installed: this project's copy was used`,
      todo: 'nothing',
      carried: true,
    });
  }
  const content = findContentOptions(raw, siteDir);

  // The docs, for navbar items that name a doc or a sidebar.
  const docsDir = content.docsPath ? path.resolve(siteDir, content.docsPath) : undefined;
  const docs = docsDir ? indexDocs(docsDir, content.docsRouteBasePath) : [];
  const sidebarsFile =
    content.sidebarPath === false || !docsDir
      ? undefined
      : content.sidebarPath
        ? path.resolve(siteDir, content.sidebarPath)
        : findSidebarsFile(siteDir);
  let sidebars: unknown;
  if (sidebarsFile && fs.existsSync(sidebarsFile)) {
    try {
      sidebars = await evaluateSidebarsFile(sidebarsFile);
    } catch (error) {
      reports.push({
        where: relativePath(sidebarsFile, siteDir),
        what: `could not be evaluated (${(error as Error).message.split('\n')[0]})`,
        todo: 'docSidebar navbar items are left out; the build reports the sidebars problem itself',
      });
    }
  }
  const customCssText = content.customCss
    .map((file) => path.resolve(siteDir, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const { config, reports: mapReports } = mapDocusaurusConfig(raw, { siteDir, docs, sidebars, customCssText, packageOf, importOf });
  reports.push(...mapReports);

  // Content, copied unchanged. Folders outside the site folder land under their own name.
  fs.mkdirSync(outDir, { recursive: true });
  let copied = 0;
  // "a/../../x" and ".." leave the site folder too: a folder's place is judged by where it resolves.
  const place = (rel: string) => {
    const inside = path.relative(siteDir, path.resolve(siteDir, rel));
    return inside === '' || inside.startsWith('..') || path.isAbsolute(inside) ? path.basename(path.resolve(siteDir, rel)) : rel;
  };
  const copiedRoots: string[] = [];
  const copyFolder = (rel: string, key?: 'docs' | 'blog' | 'i18n') => {
    const target = place(rel);
    copied += copySiteTree(path.resolve(siteDir, rel), path.join(outDir, target));
    copiedRoots.push(path.resolve(siteDir, rel));
    if (key && target !== rel && typeof config[key] === 'object' && config[key]) (config[key] as Record<string, unknown>).path = target;
  };
  if (content.docsPath && docsDir && fs.existsSync(docsDir)) copyFolder(content.docsPath, 'docs');
  if (content.blogPath && fs.existsSync(path.resolve(siteDir, content.blogPath))) copyFolder(content.blogPath, 'blog');
  if (sidebarsFile && fs.existsSync(sidebarsFile)) {
    const rel = place(relativePath(sidebarsFile, siteDir));
    fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    fs.copyFileSync(sidebarsFile, path.join(outDir, rel));
    copied++;
    if (config.docs && typeof config.docs === 'object' && (config.docs as Record<string, unknown>).sidebarPath)
      (config.docs as Record<string, unknown>).sidebarPath = `./${rel}`;
  }
  const staticKept: string[] = [];
  for (const rel of content.staticDirectories) {
    if (!fs.existsSync(path.resolve(siteDir, rel))) continue;
    copyFolder(rel);
    staticKept.push(place(rel));
  }
  config.staticDirectories = staticKept;
  for (const spec of content.apiSpecs) {
    const abs = path.resolve(siteDir, spec);
    if (!fs.existsSync(abs)) {
      reports.push({
        where: spec,
        what: 'API spec file not found, not copied',
        todo: 'put the OpenAPI file at that path in the new site folder',
      });
      continue;
    }
    fs.mkdirSync(path.dirname(path.join(outDir, place(spec))), { recursive: true });
    fs.copyFileSync(abs, path.join(outDir, place(spec)));
    copied++;
  }

  // Pages: Markdown copied, React pages reported (with the content's links to them, below).
  const reactPages: { route: string; report: ImportReport }[] = [];
  if (content.pagesPath && fs.existsSync(path.resolve(siteDir, content.pagesPath))) {
    const pagesDir = path.resolve(siteDir, content.pagesPath);
    copied += copySiteTree(pagesDir, path.join(outDir, place(content.pagesPath)), (rel) => {
      if (/\.mdx?$/.test(rel)) return true;
      if (/\.(js|jsx|ts|tsx)$/.test(rel) && !rel.split('/').some((part) => part.startsWith('_'))) {
        const route = `/${rel.replace(/\.(js|jsx|ts|tsx)$/, '').replace(/(^|\/)index$/, '')}`;
        const report: ImportReport = {
          where: `${content.pagesPath}/${rel}`,
          what: `React page (${route}) copied but not built (the build warns of it and of the links to it)`,
          todo:
            route === '/'
              ? 'the default home page (title, tagline, home.actions, home.features in site.config.mjs) takes its place; or write src/pages/index.md, or give a doc slug: /'
              : `rewrite it as ${content.pagesPath}/${rel.replace(/\.(js|jsx|ts|tsx)$/, '.mdx')} (Markdown, no React components), or remove the links to ${route}`,
        };
        reports.push(report);
        if (route !== '/') reactPages.push({ route, report });
        return true;
      }
      return false;
    });
  }

  // The site's own code and styles (src/), minus the pages folder (its Markdown is copied above, its
  // React pages reported). Swizzled theme components come along: those this product provides as
  // `@theme/…` modules replace ours where content or the site's code imports them; the others are not used.
  const srcDir = path.join(siteDir, 'src');
  const pagesAbs = content.pagesPath ? path.resolve(siteDir, content.pagesPath) : undefined;
  if (fs.existsSync(srcDir)) {
    copied += copySiteTree(
      srcDir,
      path.join(outDir, 'src'),
      (rel) => !pagesAbs || !path.join(srcDir, rel).startsWith(`${pagesAbs}${path.sep}`),
    );
    copiedRoots.push(srcDir);
  }
  const themeDir = path.join(srcDir, 'theme');
  if (fs.existsSync(themeDir)) {
    for (const rel of (fs.readdirSync(themeDir, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, '/')).sort()) {
      if (!fs.statSync(path.join(themeDir, rel)).isFile()) continue;
      const name = `@theme/${rel.replace(/(\/index)?\.[cm]?[jt]sx?$/, '')}`;
      const map = name === '@theme/MDXComponents' ? readSiteComponents(siteDir) : undefined;
      if (map) {
        reports.push({
          where: `src/theme/${rel}`,
          what: `swizzled MDXComponents: the components its map imports (${[...map.components.keys()].join(', ') || 'none'}) are given to every page, as Docusaurus merges the map`,
          todo: 'nothing',
          carried: true,
        });
        for (const [component, why] of map.unread)
          reports.push({
            where: `src/theme/${rel}`,
            what: `<${component}> of the MDXComponents map is not given to pages: ${why}`,
            todo: `move ${component} into its own file under src/components and import it in src/theme/${rel}`,
          });
      } else if (name in DOCUSAURUS_MODULES) {
        reports.push({
          where: `src/theme/${rel}`,
          what: `swizzled ${name} used where content or the site's components import it`,
          todo: 'nothing',
          carried: true,
        });
      } else if (/\.[cm]?[jt]sx?$/.test(rel)) {
        reports.push({
          where: `src/theme/${rel}`,
          what: 'swizzled theme component copied but not used',
          todo: 'the product renders its layout with its own components; note what it changed and ask for that feature if you need it',
        });
      }
    }
  }

  // Further docs instances (docsInstances): their folders and sidebars files, copied unchanged.
  const instances = Array.isArray(config.docsInstances) ? (config.docsInstances as Record<string, unknown>[]) : [];
  const instanceRoots: string[] = [];
  for (const instance of instances) {
    const rel = typeof instance.path === 'string' ? instance.path : String(instance.id);
    if (fs.existsSync(path.resolve(siteDir, rel))) {
      copyFolder(rel);
      instanceRoots.push(path.resolve(siteDir, rel));
    }
    if (typeof instance.sidebarPath === 'string' && fs.existsSync(path.resolve(siteDir, instance.sidebarPath))) {
      const file = place(relativePath(path.resolve(siteDir, instance.sidebarPath), siteDir));
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.copyFileSync(path.resolve(siteDir, instance.sidebarPath), path.join(outDir, file));
      copied++;
    }
  }
  // Docs versions (versions.json, versioned_docs/, versioned_sidebars/, and the <id>_ ones), unchanged.
  const versions = copyDocsVersions(siteDir, outDir, ['default', ...instances.map((instance) => String(instance.id))], reports);
  copied += versions.copied;
  copiedRoots.push(...versions.docsRoots, ...instanceRoots);

  // What the content (and the site's code) imports or links to elsewhere in the site, followed recursively.
  const contentRoots = [content.docsPath, content.blogPath, content.pagesPath]
    .filter((d): d is string => !!d)
    .map((d) => path.resolve(siteDir, d));
  contentRoots.push(...versions.docsRoots, ...instanceRoots);
  if (pagesAbs) copiedRoots.push(pagesAbs);
  const start = [
    ...contentRoots.flatMap((root) => markdownFiles(root).map((rel) => path.join(root, rel))),
    ...(fs.existsSync(srcDir)
      ? listFiles(srcDir, { skip: NOT_CONTENT })
          .map((rel) => path.join(srcDir, rel))
          .filter((file) => !pagesAbs || !file.startsWith(`${pagesAbs}${path.sep}`))
      : []),
  ];
  // The site's own plugins (config.plugins, paths): copied, and what they import followed like the site's code.
  const pluginFiles = new Set<string>();
  for (const entry of Array.isArray(config.plugins) ? (config.plugins as unknown[]) : []) {
    const rel = Array.isArray(entry) ? String(entry[0]) : String(entry);
    const file = resolveFile(path.resolve(siteDir, rel));
    if (!file) {
      reports.push({
        where: rel,
        what: "the site's own plugin names no file, not copied",
        todo: 'copy the plugin module into the new site folder',
      });
      continue;
    }
    if (!copiedRoots.some((dir) => file.startsWith(`${dir}${path.sep}`))) {
      fs.mkdirSync(path.dirname(path.join(outDir, relativePath(file, siteDir))), { recursive: true });
      fs.copyFileSync(file, path.join(outDir, relativePath(file, siteDir)));
      copied++;
    }
    pluginFiles.add(file);
    start.push(file);
  }
  const usedPackages = new Map<string, string>();
  copied += copyReferencedFiles({
    siteDir,
    outDir,
    start,
    reports,
    packages: usedPackages,
    // A React page is not copied: what it imports is not needed either.
    isCopied: (abs) =>
      pluginFiles.has(abs) ||
      (copiedRoots.some((dir) => abs.startsWith(`${dir}${path.sep}`)) &&
        !(pagesAbs && abs.startsWith(`${pagesAbs}${path.sep}`) && !/\.mdx?$/.test(abs))),
  });

  const links = linksToRoutes(
    start.filter((file) => /\.mdx?$/.test(file)).map((file) => ({ file, shown: relativePath(file, siteDir) })),
    reactPages.map((page) => page.route),
  );
  for (const { route, report } of reactPages) report.todo += linkedFrom(links.get(route) ?? []);

  // Translations, unchanged, where the config's i18n.path says (Docusaurus' layout is the product's).
  const i18nPath =
    typeof config.i18n === 'object' && config.i18n ? String((config.i18n as Record<string, unknown>).path ?? 'i18n') : undefined;
  if (i18nPath && fs.existsSync(path.resolve(siteDir, i18nPath))) copyFolder(i18nPath, 'i18n');
  else if (fs.existsSync(path.join(siteDir, 'i18n')))
    reports.push({
      where: 'i18n/',
      what: 'translations not copied: the config publishes one locale',
      todo: 'add the locales to i18n.locales in site.config.mjs and copy i18n/ over',
    });

  // The packages the config, the MDX and the components import, in the new folder's own package.json.
  for (const specifier of importedSpecifiers(config)) {
    const name = packageName(specifier);
    if (name && !usedPackages.has(name)) usedPackages.set(name, 'site.config.mjs');
  }
  const packageJson = sitePackageJson(usedPackages, siteDir, ENGINE_DIR, path.basename(outDir));
  reports.push(...packageJson.reports);
  fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(packageJson.json, null, 2)}\n`);
  const dependencies = Object.keys(packageJson.json.dependencies);
  let installed: ImportResult['installed'] = dependencies.length === 0 ? 'nothing' : 'skipped';
  if (install && dependencies.length > 0) {
    const result = installSitePackages(outDir);
    installed = result.ok ? 'installed' : 'failed';
    if (!result.ok)
      reports.push({
        where: 'package.json',
        what: `npm install failed in the new folder (${result.reason})`,
        todo: `run npm install in ${toDir} and fix what it says`,
      });
  } else if (dependencies.length > 0) {
    reports.push({
      where: 'package.json',
      what: `lists ${dependencies.join(', ')}, not installed (--no-install)`,
      todo: `run npm install in ${toDir} before building`,
    });
  }

  fs.writeFileSync(path.join(outDir, 'site.config.mjs'), siteConfigSource(config, relativePath(configFile, path.dirname(siteDir))));
  fs.writeFileSync(
    path.join(outDir, 'IMPORT-REPORT.md'),
    `# Imported from ${path.basename(configFile)}\n\nWhat the import did not carry, and what to do:\n\n${reports.map((report) => `- ${formatReport(report)}`).join('\n') || '- nothing'}\n`,
  );
  return { configFile, stubbed, fromEngine, reports, copied, config, installed, dependencies: packageJson.json.dependencies };
}
