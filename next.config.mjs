import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DOCUSAURUS_MODULES } from './lib/mdx/imports/docusaurus-modules.mjs';
import { preparedPluginsPath, preparedSitePath, preparedStylesheetPath, readPreparedEnv } from './lib/config/env.mjs';
import { nextModuleChoice } from './lib/config/next-modules.mjs';
import { linkExportCopies } from './lib/files/links.mjs';

// The base path and origin as the content check prepared them for the site folder (SITE_DIR).
const { basePath, siteUrl } = readPreparedEnv();

/**
 * Turbopack compiles only files under its root (the project, by default). A git worktree that links
 * node_modules from another checkout needs a root that holds both, or Next cannot find itself.
 */
function turbopackRoot(siteDir) {
  const project = process.cwd();
  const holds = [];
  try {
    if (lstatSync(path.join(project, 'node_modules')).isSymbolicLink())
      holds.push(path.dirname(realpathSync(path.join(project, 'node_modules'))));
  } catch {
    // no node_modules yet
  }
  // A site folder outside the project whose components content imports (lib/site/content-modules.ts).
  if (siteDir) holds.push(siteDir);
  // The prepared site's modules (the registry, the global data, the stylesheet), which the aliases
  // below name: SITE_PREPARED may put them outside the project (the benches' scratch folders).
  holds.push(path.dirname(preparedFile));
  let root = project;
  for (const dir of holds) while (path.relative(root, dir).startsWith('..')) root = path.dirname(root);
  return root === project ? undefined : root;
}

// The prepared site (lib/site/prepare.ts): the site folder, and the registry of the modules its MDX imports.
const preparedFile = preparedSitePath();
const prepared = existsSync(preparedFile) ? JSON.parse(readFileSync(preparedFile, 'utf8')) : undefined;
const siteDir = prepared?.siteDir;
const siteModules = preparedFile.replace(/\.json$/, '.modules.tsx');
const globalData = preparedFile.replace(/\.json$/, '.global-data.json');
const root = turbopackRoot(siteDir);

/** `./x` for Turbopack's aliases: paths relative to the project. */
const fromProject = (file) => `./${path.relative(process.cwd(), file).split(path.sep).join('/')}`;

/**
 * Module names content and a site's own components import as in Docusaurus: `@theme/…` and
 * `@docusaurus/…` (components/docusaurus, or the site's swizzled src/theme/… copy), and `@site/…` (the
 * site folder). And the project's own `#` names, which package.json `imports` defines for every tool
 * (TypeScript, Vitest, tsx, Next): aliased here only to what this site needs instead of the default.
 */
function resolveAlias() {
  const alias = {};
  // The registry of the site's modules its MDX imports, once the content check has written it.
  if (existsSync(siteModules)) alias['#site-modules'] = fromProject(siteModules);
  // What `@docusaurus/useGlobalData` reads (lib/site/global-data.ts writes it with the registry).
  if (existsSync(globalData)) alias['#site-global-data'] = fromProject(globalData);
  // The site config's remark and rehype plugins are functions: the content check writes a module that
  // imports the config file (lib/site/plugins-module.ts); elsewhere the evaluated config is at hand.
  const pluginsModule = preparedPluginsPath();
  if (existsSync(pluginsModule)) alias['#site-plugins'] = fromProject(pluginsModule);
  for (const [specifier, file] of Object.entries(DOCUSAURUS_MODULES)) alias[specifier] = `./components/docusaurus/${file}`;
  // The Try it console's launcher leaf, only when an API enables `tryIt`: otherwise package.json's
  // server stub that renders nothing, so a site without the console has none of its code in its chunks.
  const modules = nextModuleChoice(prepared?.config);
  if (modules.tryIt) alias['#try-it-launcher'] = './components/api/try-it/launcher.client.tsx';
  // A site without APIs: sections that publish none and views that render none instead of the API
  // part of the app, which Turbopack otherwise compiles whole (the OpenAPI and AsyncAPI loaders,
  // converters and validators, the reference, the changelog: about 2 MB of source). In development
  // too (2-3 CPU s of next dev's first page of a docs site): the watcher starts next dev again when
  // the config gains its first API or loses its last (lib/site/watch.ts, nextRestartReason).
  if (prepared && !modules.apis) {
    alias['#site-apis'] = './lib/sections/apis/none.ts';
    alias['#site-api-views'] = './components/api/no-views.tsx';
  }
  if (siteDir) {
    alias['@site/*'] = `${fromProject(siteDir)}/*`;
    for (const specifier of Object.keys(DOCUSAURUS_MODULES)) {
      if (!specifier.startsWith('@theme/')) continue;
      const swizzled = ['.tsx', '.ts', '.jsx', '.js']
        .map((ext) => path.join(siteDir, 'src', 'theme', specifier.slice(7) + ext))
        .find((file) => existsSync(file));
      if (swizzled) alias[specifier] = fromProject(swizzled);
    }
  }
  return alias;
}

/** What `useDocusaurusContext()` gives a site's components (components/docusaurus/core). */
const siteContextEnv = {
  NEXT_PUBLIC_SITE_TITLE: prepared?.config?.title ?? '',
  NEXT_PUBLIC_SITE_TAGLINE: prepared?.config?.tagline ?? '',
  NEXT_PUBLIC_SITE_CUSTOM_FIELDS: JSON.stringify(prepared?.config?.customFields ?? {}),
};

// The site stylesheet the content check wrote from the config (lib/site/stylesheet.ts): brand and
// code colours as rules, bundled with the app's CSS, so no page needs a <style> element. One per
// export folder, like the prepared site.
const siteStylesheet = `./${path.relative(process.cwd(), preparedStylesheetPath()).split(path.sep).join('/')}`;

/**
 * Sass, as docusaurus-plugin-sass gave it to a site's components: Next compiles `.scss` with the
 * `sass` package, but looks it up from the stylesheet, so a site folder outside the project does not
 * find the project's copy. Named here when it is installed (import:docusaurus says to install it).
 */
function sassImplementation() {
  try {
    return { sassOptions: { implementation: createRequire(path.join(process.cwd(), 'package.json')).resolve('sass') } };
  } catch {
    return {};
  }
}

/**
 * A loader of this project with its options: `version`, a hash of its source, is part of them because
 * Turbopack's build cache (.next/cache/turbopack) keys a loader's output by its options and the file it
 * reads, not by the loader's own code: an edited loader's old output came back from the cache.
 */
function projectLoader(file, options = {}) {
  const version = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
  return { loader: file, options: { ...options, version } };
}

/** Media files Docusaurus' webpack emits as URLs (its file-loader rule), and Turbopack has no type for. */
const MEDIA_FILES = ['*.mp4', '*.webm', '*.ogv', '*.mov', '*.mp3', '*.wav', '*.ogg', '*.m4a', '*.flac'];
/** Images, which a site's components import as URLs too on Docusaurus (Next gives an object, `{ src, width, height }`). SVG stays a component (svgr). */
const IMAGE_FILES = ['*.png', '*.jpg', '*.jpeg', '*.gif', '*.webp', '*.avif', '*.ico', '*.bmp'];

/** A file of the site folder, as Turbopack's rule conditions name it (absolute, or from its root). */
function siteFolderPath() {
  const escape = (text) =>
    text
      .split(path.sep)
      .join('/')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const fromRoot = path.relative(root ?? process.cwd(), siteDir);
  const names = [escape(siteDir.replace(/^[\\/]+/, '')), ...(fromRoot && !fromRoot.startsWith('..') ? [escape(fromRoot)] : [])];
  return new RegExp(`(?:^|/)(?:${[...new Set(names)].join('|')})/`);
}

/**
 * `require('@site/static/x.mp4').default` and `import x from './x.png'` in a site's components are the
 * file's URL, as Docusaurus' webpack gives them. The loader (lib/site/media-loader.cjs) makes the file a
 * module whose default export is the URL of the same file with `?asset`, which Turbopack emits as an asset.
 * Videos and sounds had no type at all (the build stopped); images of the site folder were Next's image
 * objects (a `src="[object Object]"` on 0mods/docsweb); the project's own images keep Next's handling.
 */
function assetUrlRules() {
  const asset = /^\?asset$/;
  const rule = (where) => [
    { condition: { all: [where, { query: asset }] }, type: 'asset' },
    { condition: { all: [where, { not: { query: asset } }] }, loaders: [projectLoader('./lib/site/media-loader.cjs')], as: '*.js' },
  ];
  return {
    ...Object.fromEntries(MEDIA_FILES.map((glob) => [glob, rule({ path: /./ })])),
    ...(siteDir ? Object.fromEntries(IMAGE_FILES.map((glob) => [glob, rule({ path: siteFolderPath() })])) : {}),
  };
}

/** Dependencies client components import: Turbopack bundles them for the browser and for their server render. */
const CLIENT_PACKAGES = new Set(['next', 'react', 'react-dom', 'next-themes', 'nprogress']);

/**
 * The dependencies only the server renders with (Markdown and MDX, shiki, KaTeX, mermaid with elkjs,
 * the API loaders and validators): the render workers load them from node_modules as they are, instead
 * of Turbopack compiling them into the server bundle on every cold build (7 of its 33 CPU seconds on the
 * 1,000-doc generated site, whatever its size). next-themes stays bundled: the colour-mode script it
 * writes into every page is its function's source, so the page would change with its build.
 */
function serverOnlyPackages() {
  const { dependencies } = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => !CLIENT_PACKAGES.has(name));
}

/**
 * The build id: the global fingerprint of the incremental export's plan (lib/site/incremental.ts), so
 * two builds of the same code and config write the same `_next/static/` and name the same build in
 * their pages, and a page kept from the last export stays valid. Next's own random id without a plan.
 */
function exportBuildId() {
  try {
    return JSON.parse(readFileSync(preparedFile.replace(/\.json$/, '.export-plan.json'), 'utf8')).fingerprints.global.slice(0, 21);
  } catch {
    return null;
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  generateBuildId: exportBuildId,
  // NEXT_DIST_DIR names another export folder (the test build writes out-test/ beside out/).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  basePath,
  trailingSlash: false,
  images: { unoptimized: true },
  ...sassImplementation(),
  turbopack: {
    ...(root ? { root } : {}),
    resolveAlias: { ...resolveAlias(), 'site-stylesheet.css': siteStylesheet },
    rules: {
      // The site folder's CSS modules may hold bare selectors, as Docusaurus allows (lib/site/css-module-loader.cjs).
      // Only theirs: a loader runs in Node.js processes Turbopack starts, and the project's own 27 CSS
      // modules, which the loader returns unchanged, started them on every build.
      ...(siteDir
        ? {
            '*.module.css': [
              {
                condition: { path: siteFolderPath() },
                loaders: [projectLoader('./lib/site/css-module-loader.cjs', { siteDir })],
                as: '*.module.css',
              },
            ],
          }
        : {}),
      ...assetUrlRules(),
    },
  },
  // next build's type check ran tsc over the whole project on every build (45 of 229 CPU s at 1,000
  // docs, 50 s of wall time whatever the size): it checks this project's code, which `npm test`
  // type-checks (`tsc --noEmit`), not a writer's content; Docusaurus strips a site's TypeScript
  // components' types without checking them either.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: serverOnlyPackages(),
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Next renders static pages in cores − 1 workers: one worker on a 2-core machine, while the
    // main process waits. A worker per core halves the page generation of a large API (GitHub's
    // 2,500 pages) there; bench/scale.mjs measures it.
    cpus: availableParallelism(),
  },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    ...siteContextEnv,
  },
};

// next build copies every prerendered page's files from .next/server/app into the export folder:
// hard links instead (lib/files/links.mjs), in next build's own process only.
if (path.basename(process.argv[1] ?? '') === 'next' && process.argv[2] === 'build')
  linkExportCopies({ buildDir: path.resolve('.next'), exportDir: path.resolve(nextConfig.distDir ?? 'out') });

export default nextConfig;
