import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import createMDX from '@next/mdx';
import { preparedPluginsPath, preparedSitePath, readPreparedEnv } from './lib/config/env.mjs';

// The base path and origin as the content check prepared them for the site folder (SITE_DIR).
const { basePath, siteUrl } = readPreparedEnv();

// Pages written as page.mdx under app/ go through @next/mdx. Under Turbopack its plugins are given
// by name; docs, blog and the site folder's pages use lib/mdx instead.
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-gfm'],
    rehypePlugins: ['rehype-slug'],
  },
});

/**
 * The site config's remark and rehype plugins are functions: the content check writes a module that
 * imports the config file (lib/site/plugins-module.ts), and the page compile imports it as
 * `#site-plugins` (package.json maps that to an empty module for everything but Next).
 */
const pluginsModule = preparedPluginsPath();
const hasPluginsModule = existsSync(pluginsModule);
/** The site folder, when its config has plugins: then Turbopack compiles its config file too. */
function pluginSiteDir() {
  try {
    const prepared = JSON.parse(readFileSync(preparedSitePath(), 'utf8'));
    return prepared.plugins?.length ? prepared.siteDir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turbopack compiles only files under its root (the project, by default). A git worktree that links
 * node_modules from another checkout needs a root that holds both, or Next cannot find itself; a
 * site folder outside the project whose config has plugins needs one that holds it too.
 */
function turbopackRoot() {
  const project = process.cwd();
  const outside = [];
  try {
    if (lstatSync(path.join(project, 'node_modules')).isSymbolicLink()) outside.push(path.dirname(realpathSync(path.join(project, 'node_modules'))));
  } catch {
    // No node_modules link: nothing outside the project from there.
  }
  const site = pluginSiteDir();
  if (site) outside.push(realpathSync(site));
  let root = project;
  for (const dir of outside) while (path.relative(root, dir).startsWith('..')) root = path.dirname(root);
  return root === project ? undefined : root;
}
const root = turbopackRoot();
const turbopack = {
  ...(root ? { root } : {}),
  ...(hasPluginsModule ? { resolveAlias: { '#site-plugins': `./${path.relative(process.cwd(), pluginsModule).split(path.sep).join('/')}` } } : {}),
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // NEXT_DIST_DIR names another export folder (the test build writes out-test/ beside out/).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  basePath,
  trailingSlash: false,
  // The test build (SITE_TEST_BUILD=1) also routes page.test.tsx files: pages that exist only for
  // end-to-end tests (a crash, slow links) and never in the published site.
  pageExtensions: ['ts', 'tsx', 'mdx', ...(process.env.SITE_TEST_BUILD === '1' ? ['test.tsx'] : [])],
  images: { unoptimized: true },
  ...(Object.keys(turbopack).length > 0 ? { turbopack } : {}),
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
  },
};

export default withMDX(nextConfig);
