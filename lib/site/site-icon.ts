// The site icon: one `<link rel="icon">` in the root layout (app/layout.tsx), whose head stays across
// client navigations, so the page has an icon at every moment and the browser never asks the host root
// for /favicon.ico. The config's `favicon` (a file of a static folder, or a URL), else the product's
// icon, which the preparation writes into public/ (syncPublicFolder) unless a static folder has one there.

/** Where the product's icon is served when the config names none. */
export const DEFAULT_ICON_ROUTE = '/icon.svg';

/** The product's icon. */
export const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b63c5"/><path d="M9 11l-4 5 4 5M23 11l4 5-4 5M18 8l-4 16" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n';

/** Media types of the icon formats browsers take, by extension: the link says it, so a browser skips what it cannot show. */
const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The icon link's attributes, `href` still without the base path: the config's favicon, else the product's icon. */
export function siteIcon(favicon: string | undefined): { href: string; type?: string; sizes?: string } {
  const href = favicon ?? DEFAULT_ICON_ROUTE;
  const extension = /\.([a-z0-9]+)$/i.exec(href.split(/[?#]/)[0]!)?.[1]?.toLowerCase();
  const type = extension ? ICON_TYPES[extension] : undefined;
  return { href, ...(type ? { type } : {}), ...(type === 'image/svg+xml' ? { sizes: 'any' } : {}) };
}
