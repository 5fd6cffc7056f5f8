import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/config';
import { readPreparedSite } from '@/lib/site/prepared';
import { siteWarn } from '@/lib/site/warnings';
import { loadDocs, type DocsData } from './docs';

let cached: { key: unknown; docs: DocsData | undefined } | undefined;

/** The docs folder of the site being built, or undefined when the site has no docs (docs: false, or no such folder). */
export function docsRoot(): string | undefined {
  const { docs } = siteConfig;
  if (docs === false) return undefined;
  const root = path.resolve(readPreparedSite().siteDir, docs.path);
  return fs.existsSync(root) ? root : undefined;
}

/**
 * The site's docs, or undefined for a site without docs. Loaded once per build process; in
 * development again whenever the prepared site changes (the watcher rewrites it on every content edit).
 */
export function getDocs(): DocsData | undefined {
  const site = readPreparedSite();
  if (cached?.key === site) return cached.docs;
  const root = docsRoot();
  const options = site.config.docs;
  const docs =
    root && options !== false
      ? loadDocs({
          root,
          repoRoot: process.cwd(),
          siteDir: site.siteDir,
          routeBase: options.routeBasePath,
          sidebars: site.sidebars,
          sidebarCollapsed: options.sidebarCollapsed,
          sidebarCollapsible: options.sidebarCollapsible,
          tags: options.tags,
          onInlineTags: options.onInlineTags,
          includeDrafts: process.env.NODE_ENV !== 'production',
          editUrl: typeof options.editUrl === 'string' ? options.editUrl : siteConfig.editUrl,
          onDuplicateRoute: siteConfig.checks.duplicateRoutes,
          exclude: options.exclude,
          warn: siteWarn,
          markdown: siteConfig.markdown,
        })
      : undefined;
  cached = { key: site, docs: docs && docs.docs.length > 0 ? docs : undefined };
  return cached.docs;
}
