import path from 'node:path';

/** Where files that content links to by relative path are published: /assets/files/<path in the site folder>. */
export const CONTENT_ASSETS_ROUTE = '/assets/files';

/** Content sources, never published as files: Markdown, code, and the blog's authors and tags files. */
const SOURCE_FILE = /\.(mdx?|[cm]?[jt]sx?)$|(^|\/)(authors\.(ya?ml|json)|tags\.ya?ml)$/i;

/** True for a file the asset copy publishes: anything but sources and names starting with "_" or ".". */
export function isContentAsset(relFile: string): boolean {
  return !SOURCE_FILE.test(relFile) && !relFile.split('/').some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules');
}

/**
 * The public URL (without the base path) of a file beside the content, e.g.
 * <site>/docs/guides/img/x.png → /assets/files/docs/guides/img/x.png; undefined outside the site folder.
 * The URL keeps the folder structure, so two files with one name never collide.
 */
export function contentAssetUrl(absFile: string, siteDir: string): string | undefined {
  const rel = path.relative(siteDir, absFile);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return `${CONTENT_ASSETS_ROUTE}/${rel.split(path.sep).map(encodeURIComponent).join('/')}`;
}
