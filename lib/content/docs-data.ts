import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/config';
import { readPreparedSite } from '@/lib/site/prepared';
import { loadDocs, type DocsData } from './docs';

let cached: { key: unknown; docs: DocsData | undefined } | undefined;

/** The docs folder of the site being built, or undefined when the site has no docs (docs: false, or no such folder). */
export function docsRoot(): string | undefined {
  const { docs } = siteConfig;
  if (docs === false) return undefined;
  const root = path.resolve(readPreparedSite().siteDir, docs.path);
  return fs.existsSync(root) ? root : undefined;
}

/** The route base of the docs: "/docs", or "" when they live at the site root. */
export function docsRouteBase(): string {
  const { docs } = siteConfig;
  if (docs === false) return '/docs';
  const trimmed = docs.routeBasePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/**
 * The docs' entry point, as Docusaurus picks it: the doc at the docs root (slug "/"), else the first
 * doc of the first sidebar, else the first doc.
 */
export function mainDocRoute(docs: DocsData, base = docsRouteBase() || '/'): string | undefined {
  if (docs.byRoute.has(base)) return base;
  const firstSidebar = Object.values(docs.sidebars)[0];
  const walk = (items: DocsData['sidebars'][string]): string | undefined => {
    for (const item of items) {
      if (item.type === 'doc') return item.href;
      if (item.type === 'category') {
        const found = (item.href && docs.byRoute.get(item.href)?.kind === 'doc' ? item.href : undefined) ?? walk(item.items);
        if (found) return found;
      }
    }
    return undefined;
  };
  return (firstSidebar && walk(firstSidebar)) ?? docs.docs[0]?.route;
}

/**
 * The site's docs, or undefined for a site without docs. Loaded once per build process; in
 * development again whenever the prepared site changes (the watcher rewrites it on every content edit).
 */
export function getDocs(): DocsData | undefined {
  const site = readPreparedSite();
  if (cached?.key === site) return cached.docs;
  const root = docsRoot();
  const docs = root
    ? loadDocs({
        root,
        repoRoot: process.cwd(),
        routeBase: docsRouteBase(),
        sidebars: site.sidebars,
        includeDrafts: process.env.NODE_ENV !== 'production',
        editUrl: siteConfig.editUrl,
        onDuplicateRoute: siteConfig.checks.duplicateRoutes,
      })
    : undefined;
  cached = { key: site, docs };
  return docs;
}
