import path from 'node:path';
import type { PreparedSite } from '../config/prepared';

/** Where files that content links to by relative path are published: /assets/files/<path in the site folder>. */
export const CONTENT_ASSETS_ROUTE = '/assets/files';

/** Content sources, never published as files: Markdown, code, and the blog's authors and tags files. */
const SOURCE_FILE = /\.(mdx?|[cm]?[jt]sx?)$|(^|\/)(authors\.(ya?ml|json)|tags\.ya?ml)$/i;

/** True for a file the asset copy publishes: anything but sources and names starting with "_" or ".". */
export function isContentAsset(relFile: string): boolean {
  return (
    !SOURCE_FILE.test(relFile) &&
    !relFile.split('/').some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules')
  );
}

/** The path of `absFile` inside `dir` as URL segments, or undefined when it is not inside. */
function urlPathInside(dir: string, absFile: string): string | undefined {
  const rel = path.relative(dir, absFile);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).map(encodeURIComponent).join('/');
}

/**
 * The public URL (without the base path) of a file content links to by relative path, e.g.
 * <site>/docs/guides/img/x.png → /assets/files/docs/guides/img/x.png; undefined outside the site folder.
 * The URL keeps the folder structure, so two files with one name never collide. A file in one of the
 * static folders (absolute paths), which Docusaurus sites often name as ../../static/img/x.png, is
 * published there already: its URL is its static one, /img/x.png.
 */
export function contentAssetUrl(absFile: string, siteDir: string, staticDirs: readonly string[] = []): string | undefined {
  for (const dir of staticDirs) {
    const inStatic = urlPathInside(dir, absFile);
    if (inStatic) return `/${inStatic}`;
  }
  const rel = urlPathInside(siteDir, absFile);
  return rel && `${CONTENT_ASSETS_ROUTE}/${rel}`;
}

/** contentAssetUrl for the prepared site: its folder and its static folders. */
export function siteAssetUrl(absFile: string, site: Pick<PreparedSite, 'siteDir' | 'config'>): string | undefined {
  return contentAssetUrl(
    absFile,
    site.siteDir,
    site.config.staticDirectories.map((dir) => path.resolve(site.siteDir, dir)),
  );
}
