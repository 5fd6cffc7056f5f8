/**
 * Route joining for a docs route base that may be "/docs" or "" (docs served at the site root).
 * Docusaurus writes the latter as routeBasePath "/"; both spellings reach here as "".
 */

/** "/docs/" → "/docs", "/" or "" → "", "docs" → "/docs". */
export function normalizeRouteBase(base: string | undefined): string {
  if (base === undefined) return '/docs';
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/**
 * Joins a route base and a slug ("/guides/x", "guides/x", "/" …) into a route without a trailing
 * slash; the docs root is the base itself, or "/" when the base is "".
 */
export function joinRoute(base: string, slug: string): string {
  const path = slug.split('/').filter(Boolean).join('/');
  if (!path) return base || '/';
  return `${base}/${path}`;
}

/**
 * Resolves a relative slug against a folder as a browser resolves a relative URL (Docusaurus uses
 * `resolvePathname`): "x" in "guides" is "/guides/x", "../x" is "/x", "./" is "/guides/".
 */
export function resolveSlug(slug: string, dir: string): string {
  if (slug.startsWith('/')) return slug;
  const parts = dir.split('/').filter(Boolean);
  for (const part of slug.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return `/${parts.join('/')}`;
}
