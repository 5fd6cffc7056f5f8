import path from 'node:path';
import type { MDXContent } from 'mdx/types';
import { siteConfig } from '@/lib/config';
import { compileMdx } from '@/lib/mdx/compile';
import { siteAssetUrl } from '@/lib/site/assets';
import { readPreparedSite } from '@/lib/site/prepared';
import { sitePlugins } from '@/lib/site/plugins';
import { siteWarn } from '@/lib/site/warnings';
import { docsRoot, getDocs } from '@/lib/content/docs-data';
import { loadPages, type ContentPage } from './load';

export type { ContentPage } from './load';

let cached: { key: unknown; pages: ContentPage[] } | undefined;

function display(absFile: string): string {
  const rel = path.relative(process.cwd(), absFile);
  return rel.startsWith('..') ? absFile : rel.split(path.sep).join('/');
}

/** The site's standalone Markdown pages (none when pages: false or the folder is missing). */
export function getPages(): ContentPage[] {
  const site = readPreparedSite();
  if (cached?.key === site) return cached.pages;
  const { pages } = siteConfig;
  const list = pages === false ? [] : loadPages({ root: path.resolve(site.siteDir, pages.path), display, includeDrafts: process.env.NODE_ENV !== 'production', warn: siteWarn });
  cached = { key: site, pages: list };
  return list;
}

/** A page's body compiled for its route, with links to docs and files resolved as in docs. */
export function compilePage(page: ContentPage): Promise<MDXContent> {
  const site = readPreparedSite();
  return compileMdx(page.body, {
    file: page.file,
    format: page.format,
    docRoutes: getDocs()?.routeByFile,
    docRoots: [docsRoot(), site.siteDir].filter((dir): dir is string => dir !== undefined),
    assetUrl: (absFile) => siteAssetUrl(absFile, site),
    plugins: sitePlugins('pages'),
  });
}
