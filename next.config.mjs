import { realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import createMDX from '@next/mdx';
import { readPreparedEnv } from './lib/config/env.mjs';

// The base path and origin as the content check prepared them for the site folder (SITE_DIR).
const { basePath, siteUrl } = readPreparedEnv();

// Turbopack resolves nothing outside its root (the project folder). A checkout whose node_modules is
// a link to another checkout's (a git worktree) needs the folder that holds both as its root.
const project = process.cwd();
const modules = realpathSync(path.join(project, 'node_modules'));
let turbopackRoot = project;
while (path.relative(turbopackRoot, modules).startsWith('..')) turbopackRoot = path.dirname(turbopackRoot);

// Pages written as page.mdx under app/ go through @next/mdx. Under Turbopack its plugins are given
// by name; docs, blog and the site folder's pages use lib/mdx instead.
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-gfm'],
    rehypePlugins: ['rehype-slug'],
  },
});

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
  turbopack: { root: turbopackRoot },
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
