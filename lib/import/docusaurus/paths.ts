// Base paths, route prefixes and config paths, normalised the way Docusaurus normalises them.

/** "/" → "", "/docs/" → "/docs", "" → "". */
export function basePathOf(baseUrl: unknown): string {
  if (typeof baseUrl !== 'string') return '';
  const trimmed = baseUrl.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** A route prefix as Docusaurus normalises routeBasePath: "/docs/" → "/docs", "/" → "". */
export function routePrefix(value: unknown, fallback: string): string {
  const raw = typeof value === 'string' ? value : fallback;
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** A path the config gives (relative, or absolute from `require.resolve`) relative to the site folder, posix style. */
export function relativePath(value: string, siteDir: string): string {
  const posix = value.replace(/\\/g, '/');
  const dir = siteDir.replace(/\\/g, '/').replace(/\/$/, '');
  if (posix === dir) return '.';
  if (posix.startsWith(`${dir}/`)) return posix.slice(dir.length + 1);
  return posix.replace(/^\.\//, '');
}
