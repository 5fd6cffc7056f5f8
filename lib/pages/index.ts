import path from 'node:path';
import type { MDXContent } from 'mdx/types';
import { siteConfig } from '@/lib/config';
import { compileMdx } from '@/lib/mdx/compile';
import type { ImportRuntime } from '@/lib/mdx/imports/load';
import { siteImports, siteMarkdownOptions } from '@/lib/content/markdown-options';
import { sitePlugins } from '@/lib/site/plugins';
import { readPreparedSite } from '@/lib/config/prepared';
import { siteWarn } from '@/lib/site/warnings';
import { loadPages, reactPages, type ContentPage } from './load';
import { displayPath } from '@/lib/files/tree';

export type { ContentPage } from './load';

let cached: { key: unknown; pages: ContentPage[] } | undefined;

/** The site's standalone Markdown pages (none when pages: false or the folder is missing). */
export function getPages(): ContentPage[] {
  const site = readPreparedSite();
  if (cached?.key === site) return cached.pages;
  const { pages } = siteConfig();
  const list =
    pages === false
      ? []
      : loadPages({
          root: path.resolve(site.siteDir, pages.path),
          display: displayPath,
          includeDrafts: process.env.NODE_ENV !== 'production',
          warn: siteWarn,
          markdown: siteConfig().markdown,
        });
  cached = { key: site, pages: list };
  return list;
}

/** The routes of the site's React pages, which are not built (the build warns of each): route → the file, as messages show it. */
export function getReactPageRoutes(): Map<string, string> {
  const site = readPreparedSite();
  const { pages } = siteConfig();
  if (pages === false) return new Map();
  const root = path.resolve(site.siteDir, pages.path);
  return new Map([...reactPages(root)].map(([route, rel]) => [route, displayPath(path.join(root, rel))]));
}

/** A page's body compiled for its route, with links to docs, APIs and files resolved as in docs. */
export function compilePage(page: ContentPage, runtime?: ImportRuntime): Promise<MDXContent> {
  return compileMdx(page.body, {
    ...siteMarkdownOptions({ file: page.file, format: page.format, route: page.route, docLinks: true }),
    plugins: sitePlugins('pages'),
    imports: siteImports(runtime),
  });
}
