import { readPreparedSite } from '@/lib/config/prepared';
import type { NavbarItem, SiteConfig } from './schema';

export type { SiteConfig, NavbarItem, NavbarEntry, ApiEntry } from './schema';

/** The navbar's link items, without its docs version items. */
export function navbarLinks(config: Pick<SiteConfig, 'navbar'> = siteConfig()): NavbarItem[] {
  return config.navbar.items.filter((item): item is NavbarItem & { type?: 'link' } => item.type === undefined || item.type === 'link');
}

/**
 * The validated site config of the site folder being built (SITE_DIR), as the content check prepared
 * it (lib/site/prepare.ts): plain data, read the way every loader reads the prepared site, once in a
 * build. A call, not a value read when this module loads: the content check loads its modules before
 * it writes the prepared site, and in development the file is read again when the watcher rewrites it,
 * so an edit of site.config.ts shows on the next request.
 */
export function siteConfig(): SiteConfig {
  return readPreparedSite().config;
}

/** The absolute path of the site folder. */
export function siteDir(): string {
  return readPreparedSite().siteDir;
}

/** True for links that leave the site (http(s) and mailto). */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:');
}

/**
 * Prefixes the base path to a root-relative path for plain elements (img src, a href outside
 * next/link, feeds). next/link and the Metadata API's own routes add it themselves.
 */
export function withBase(path: string, basePath = siteConfig().basePath): string {
  if (isExternal(path) || !path.startsWith('/')) return path;
  return `${basePath}${path === '/' && basePath ? '' : path}` || '/';
}

/** The absolute URL of a route, for canonical links, feeds and social cards. */
export function absoluteUrl(path: string, config: Pick<SiteConfig, 'url' | 'basePath'> = siteConfig()): string {
  return `${config.url}${withBase(path, config.basePath)}`;
}
