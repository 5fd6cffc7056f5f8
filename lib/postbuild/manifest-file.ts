import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { preparedManifestPath } from '@/lib/config/env.mjs';
import { BuildError } from '@/lib/errors/build-error';
import type { VersionNav } from '@/lib/runtime/docs-versions';
import type { SearchRecord } from '@/lib/runtime/search-index';
import type { MarkdownCopy } from './copies-from-content';
import type { TryManifest } from './try-manifest';

// The build manifest's shape and file, apart from what makes it (./manifest.ts): the post-build step
// reads it without loading the modules that load the content (the docs, the MDX compiler, the
// OpenAPI loaders), which cost it 2 of its 4 CPU seconds on a site of 100 docs.

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
  /** Where the sections live (the docs' and the blog's route base, each API's route), for llms.txt's groups and the search results' sections. */
  sections: ManifestSections;
  /** The site's React pages (src/pages/*.tsx), which are not built: route and file, for the link check to name them. */
  reactPageRoutes: [route: string, file: string][];
}

export interface ManifestSections {
  docs?: string;
  blog?: string;
  apis: string[];
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
