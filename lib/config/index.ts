import rawConfig from '../../site.config';
import { mergeConfig, parseOverrides } from './overrides';
import { validateSiteConfig, type SiteConfig } from './schema';
import { TEST_BUILD_APIS } from './test-build';

export type { SiteConfig, NavbarItem, ApiEntry } from './schema';

/** The validated site config; importing it during the build fails fast on a wrong value. */
const merged = mergeConfig(rawConfig, parseOverrides(process.env.SITE_CONFIG_OVERRIDES) ?? {});
if (process.env.SITE_TEST_BUILD === '1') merged.apis = [...merged.apis, ...TEST_BUILD_APIS];

export const siteConfig: SiteConfig = validateSiteConfig(
  merged,
  process.env.SITE_CONFIG_OVERRIDES ? 'site.config.ts with SITE_CONFIG_OVERRIDES' : 'site.config.ts',
);

/** True for links that leave the site (http(s) and mailto). */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:');
}

/**
 * Prefixes the base path to a root-relative path for plain elements (img src, a href outside
 * next/link, feeds). next/link and the Metadata API's own routes add it themselves.
 */
export function withBase(path: string, basePath = siteConfig.basePath): string {
  if (isExternal(path) || !path.startsWith('/')) return path;
  return `${basePath}${path === '/' && basePath ? '' : path}` || '/';
}

/** The absolute URL of a route, for canonical links, feeds and social cards. */
export function absoluteUrl(path: string, config: Pick<SiteConfig, 'url' | 'basePath'> = siteConfig): string {
  return `${config.url}${withBase(path, config.basePath)}`;
}
