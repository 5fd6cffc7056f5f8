import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/config';
import { preparedManifestPath } from '@/lib/config/env.mjs';
import { siteLocales } from '@/lib/config/i18n';
import { getAllDocs, getLocaleDocs } from '@/lib/content/docs-data';
import { blogFeedFiles } from '@/lib/content/blog-feed';
import { sidebarFileOutput } from '@/lib/content/sidebar-file';
import { navbarVersionNavs, versionDocsFileOutput } from '@/lib/content/version-nav';
import type { VersionNav } from '@/lib/runtime/docs-versions';
import { BuildError } from '@/lib/errors/build-error';
import { getApiModel, sampleFiles } from '@/lib/openapi';
import { apiChangelogFeedFiles } from '@/lib/openapi/diff/changelog';
import type { SearchRecord } from '@/lib/runtime/search-index';
import { apiMarkdownCopies, contentMarkdownCopies, type MarkdownCopy } from './copies-from-content';
import { apiSearchRecords } from './site-index';
import { olderVersionRoutes } from './site-files';
import { tryManifest, type TryManifest } from './try-manifest';

// The build manifest: what the post-build step needs from the content, made once by the content
// check, which has loaded every doc, post, page and API model to check them, and read by the
// post-build step instead of loading them all again. Measured on 1,000 generated docs: loading the
// docs costs 13 CPU s a process, which the post-build step paid a second time for its Markdown
// copies, shared sidebar files and the sitemap's older versions.

/** A file the post-build step writes into the export as it is. */
export interface ManifestFile {
  route: string;
  content: string;
}

export interface BuildManifest {
  /** The Markdown copies of every doc, post, page and API page (route `/docs/intro.md`). */
  copies: MarkdownCopy[];
  /** The copies that could not be made, each with its file and line: they fail the build. */
  copyProblems: string[];
  /** Written as they are: the full text of samples the reference shows cut, the blog's and each changelog's feeds. */
  files: ManifestFile[];
  /** Each docs sidebar's shared file (lib/content/sidebar-file.ts), path under the export. */
  sidebarFiles: { path: string; json: string }[];
  /** The docs instances the navbar's version items know, with every version's docs (the dropdown's links, lib/postbuild/version-links.ts). */
  versionNavs: VersionNav[];
  /** Their shared files of every version's docs, which the dropdown reads when first opened (lib/content/version-nav.ts). */
  versionFiles: { path: string; json: string }[];
  /** Every older version's pages, docs and API alike (lib/postbuild/site-files.ts). */
  olderVersionRoutes: string[];
  /** The search records of every configured API, from its view model. */
  apiSearchRecords: SearchRecord[];
  /** The "Try it" manifest (lib/postbuild/try-manifest.ts); none when no API enables tryIt. */
  tryManifest?: TryManifest;
}

/** The manifest of the prepared site, from its loaded content (the content check calls this). */
export async function buildManifest(): Promise<BuildManifest> {
  const config = siteConfig();
  const content = await contentMarkdownCopies();
  const files: ManifestFile[] = [];
  const models = await Promise.all(config.apis.map(async (api) => ({ api, model: await getApiModel(api) })));
  for (const { model } of models) files.push(...sampleFiles(model));
  files.push(...(await blogFeedFiles()), ...(await apiChangelogFeedFiles()));
  // One file per distinct sidebar: a sidebar object shared by versions or locales is written once.
  // Each other locale's docs have sidebars of their own (translated labels, routes under the
  // locale's prefix), which its pages name as the default locale's pages name theirs.
  const localeDocs = siteLocales(config.i18n)
    .filter((locale) => !locale.isDefault && !locale.remote)
    .flatMap((locale) => getLocaleDocs(locale.name));
  const sidebarOutputs = [...getAllDocs(), ...localeDocs].flatMap((data) =>
    Object.values(data.sidebars).map((items) => sidebarFileOutput(items)),
  );
  const sidebars = new Map(sidebarOutputs.map((output) => [output.path, output]));
  const versionNavs = navbarVersionNavs(config.navbar.items);
  const tryIt = tryManifest(
    models.filter(({ api }) => api.tryIt),
    config,
  );
  return {
    copies: [...content.copies, ...(await apiMarkdownCopies())],
    copyProblems: content.problems,
    files,
    sidebarFiles: [...sidebars.values()].map(({ path, json }) => ({ path, json })),
    versionNavs,
    versionFiles: versionNavs.map((nav) => versionDocsFileOutput(nav)).map(({ path, json }) => ({ path, json })),
    olderVersionRoutes: olderVersionRoutes(config.apis, getAllDocs()),
    apiSearchRecords: apiSearchRecords(models),
    ...(tryIt ? { tryManifest: tryIt } : {}),
  };
}

/** Writes the manifest beside the prepared site (`.site/out.manifest.json`). */
export function writeBuildManifest(manifest: BuildManifest, file = preparedManifestPath()): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(manifest));
}

/** The manifest the content check wrote for this export folder. */
export function readBuildManifest(file = preparedManifestPath()): BuildManifest {
  if (!existsSync(file))
    throw new BuildError(
      `The post-build step needs the build manifest ${path.relative(process.cwd(), file)}, which the content check writes: ` +
        'run `npx tsx scripts/check-content.ts` (with the same SITE_DIR and NEXT_DIST_DIR) before it, as `npm run build` does.',
    );
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}
