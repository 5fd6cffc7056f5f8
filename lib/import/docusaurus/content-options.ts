// Where the content lives (docs, sidebars, blog, pages, static files, custom CSS, API specs), read before the
// config is mapped so that the file half of the importer can index the docs first.

import { apiEntries } from './apis';
import { relativePath, routePrefix } from './paths';
import { allUses, contentOptions } from './plugin-uses';
import { isObj, type ContentOptions } from './types';

/** Where the content lives: read first, so the docs can be indexed before the config is mapped. */
export function findContentOptions(raw: unknown, siteDir: string): ContentOptions {
  const config = isObj(raw) ? raw : {};
  const uses = allUses(config);
  const { docs, blog, pages, customCss } = contentOptions(uses);
  const rel = (value: unknown, fallback: string) => relativePath(typeof value === 'string' ? value : fallback, siteDir);
  const sidebarPath =
    docs && (docs.sidebarPath === false ? false : typeof docs.sidebarPath === 'string' ? rel(docs.sidebarPath, '') : undefined);
  const apiSpecs: string[] = [];
  for (const api of apiEntries(uses, siteDir).apis) if (typeof api.spec === 'string' && !/^https?:/.test(api.spec)) apiSpecs.push(api.spec);
  return {
    ...(docs === false || docs === undefined ? {} : { docsPath: rel(docs.path, 'docs'), sidebarPath }),
    docsRouteBasePath: docs ? routePrefix(docs.routeBasePath, '/docs') : '/docs',
    ...(blog === false || blog === undefined ? {} : { blogPath: rel(blog.path, 'blog') }),
    ...(pages === false ? {} : { pagesPath: rel(pages?.path, 'src/pages') }),
    staticDirectories: Array.isArray(config.staticDirectories)
      ? config.staticDirectories.filter((d): d is string => typeof d === 'string').map((d) => rel(d, d))
      : ['static'],
    customCss: customCss.filter((file): file is string => typeof file === 'string').map((file) => rel(file, file)),
    apiSpecs,
  };
}
