import { lstatSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import createMDX from '@next/mdx';
import { preparedStylesheetPath, readPreparedEnv } from './lib/config/env.mjs';

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
 * Turbopack compiles only files under its root (the project, by default). A git worktree that links
 * node_modules from another checkout needs a root that holds both, or Next cannot find itself.
 */
function turbopackRoot() {
  const project = process.cwd();
  let modules;
  try {
    if (!lstatSync(path.join(project, 'node_modules')).isSymbolicLink()) return undefined;
    modules = path.dirname(realpathSync(path.join(project, 'node_modules')));
  } catch {
    return undefined;
  }
  let root = project;
  while (path.relative(root, modules).startsWith('..')) root = path.dirname(root);
  return root === project ? undefined : root;
}
const root = turbopackRoot();

// The site stylesheet the content check wrote from the config (lib/site/stylesheet.ts): brand and
// code colours as rules, bundled with the app's CSS, so no page needs a <style> element. One per
// export folder, like the prepared site.
const siteStylesheet = `./${path.relative(process.cwd(), preparedStylesheetPath()).split(path.sep).join('/')}`;

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
  turbopack: { ...(root ? { root } : {}), resolveAlias: { 'site-stylesheet.css': siteStylesheet } },
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
