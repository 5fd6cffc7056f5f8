import fs from 'node:fs';
import path from 'node:path';
import { siteLocales } from '@/lib/config/i18n';
import { docsRoot, localeRoutesByFile } from '@/lib/content/docs-data';
import { translatedFile, translationStatus } from '@/lib/content/translations';
import { unlocalisedRoute } from '@/lib/runtime/locales';
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

const cached = new Map<string, { key: unknown; pages: ContentPage[] }>();

/** The folder under i18n/<locale>/ that Docusaurus' pages plugin reads. */
export const PAGES_PLUGIN_FOLDER = 'docusaurus-plugin-content-pages';

/**
 * The site's standalone Markdown pages (none when pages: false or the folder is missing); in a
 * locale (its name), the same pages under its prefix, as Docusaurus' pages plugin reads
 * i18n/<locale>/docusaurus-plugin-content-pages: each page's text from the locale's file with the
 * same path when there is one, else the original's (marked missing: a fallback with a notice). A
 * file only the locale's folder has is not a page.
 */
export function getPages(locale?: string): ContentPage[] {
  const site = readPreparedSite();
  const all = siteLocales(site.config.i18n);
  const target = all.find((one) => one.name === locale) ?? all[0]!;
  const entry = cached.get(target.name);
  if (entry?.key === site) return entry.pages;
  const { pages, i18n } = siteConfig();
  const root = pages === false ? '' : path.resolve(site.siteDir, pages.path);
  const folder = i18n ? path.resolve(site.siteDir, i18n.path, target.path, PAGES_PLUGIN_FOLDER) : undefined;
  const list =
    pages === false
      ? []
      : loadPages({
          root,
          display: displayPath,
          includeDrafts: process.env.NODE_ENV !== 'production',
          warn: siteWarn,
          markdown: siteConfig().markdown,
          ...(folder ? { sourceOf: (rel: string) => translatedFile(folder, rel) ?? path.join(root, rel) } : {}),
          routePrefix: target.prefix,
        });
  if (!target.isDefault) {
    const originals = new Map(getPages().map((page) => [path.relative(root, page.absFile), page.route]));
    for (const page of list) {
      const rel = path.relative(folder!, page.absFile);
      const translated = !rel.startsWith('..');
      const originalFile = translated ? path.join(root, rel) : page.absFile;
      const status = translationStatus(fs.readFileSync(originalFile, 'utf8'), translated ? page.frontMatter : undefined);
      page.translation = {
        state: status.state,
        ...(translated ? { file: page.file } : {}),
        ...(status.date ? { date: status.date } : {}),
        originalRoute: originals.get(path.relative(root, originalFile)) ?? unlocalisedRoute(page.route, target.prefix),
        locale: target.name,
      };
    }
  }
  cached.set(target.name, { key: site, pages: list });
  return list;
}

/** The locales other than the default that publish the pages (every one, when the site has pages). */
export function pageLocales(): string[] {
  return getPages().length > 0
    ? siteLocales(siteConfig().i18n).flatMap((locale) => (locale.isDefault || locale.remote ? [] : [locale.name]))
    : [];
}

/** The routes of the site's React pages, which are not built (the build warns of each): route → the file, as messages show it. */
export function getReactPageRoutes(): Map<string, string> {
  const site = readPreparedSite();
  const { pages } = siteConfig();
  if (pages === false) return new Map();
  const root = path.resolve(site.siteDir, pages.path);
  return new Map([...reactPages(root)].map(([route, rel]) => [route, displayPath(path.join(root, rel))]));
}

/** What a page's links to docs by file lead to: the docs' pages, a locale's in a locale (its page and its Markdown twin alike). */
export function pageDocLinks(page: ContentPage): true | { routes: Map<string, string>; roots: string[] } {
  const locale = page.translation?.locale;
  if (!locale) return true;
  const roots = [docsRoot(), readPreparedSite().siteDir].filter((dir): dir is string => dir !== undefined);
  return { routes: localeRoutesByFile(locale), roots };
}

/** A page's body compiled for its route, with links to docs, APIs and files resolved as in docs. */
export function compilePage(page: ContentPage, runtime?: ImportRuntime): Promise<MDXContent> {
  return compileMdx(page.body, {
    ...siteMarkdownOptions({ file: page.file, format: page.format, route: page.route, docLinks: pageDocLinks(page) }),
    plugins: sitePlugins('pages'),
    imports: siteImports(runtime),
  });
}
