import { ContentError } from '@/lib/errors/build-error';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the loader looks for images, and how a local file becomes a URL. */
export interface ImageContext {
  /** The site's static folders (Docusaurus' static/): a root-relative path ("/img/a.png") must exist in one of them when given. */
  staticDirs?: string[];
  /** The public URL of a local image file next to the content; without it such an image keeps only its file. */
  assetUrl?: (absoluteFile: string) => string | undefined;
  /** Origins of remote images seen so far (the deploy's CSP allows them). */
  remoteOrigins: Set<string>;
}

export interface ResolvedImage {
  /** What a page's src is: a remote URL, a root-relative path, or the mapped URL of a local file. */
  url?: string;
  /** The absolute file of an image written relative to the content, for the asset route. */
  file?: string;
}

const REMOTE = /^(?:https?:)?\/\//i;

/**
 * An image a blog file names (an avatar, a post's social card): a URL (its origin is collected),
 * a path under the static folder ("/img/a.png"), or a path relative to the naming file's folder
 * ("./a.png", "img/a.png"), as Docusaurus accepts them. A local file must exist.
 */
export function resolveImage(
  value: string | undefined,
  from: { file: string; dir: string; field: string },
  context: ImageContext,
): ResolvedImage | undefined {
  if (value === undefined || value === '') return undefined;
  if (REMOTE.test(value)) {
    context.remoteOrigins.add(new URL(value.startsWith('//') ? `https:${value}` : value).origin);
    return { url: value };
  }
  if (/^data:/i.test(value)) return { url: value };
  if (value.startsWith('/')) {
    const dirs = context.staticDirs;
    if (dirs && dirs.length > 0 && !dirs.some((dir) => existsSync(path.join(dir, value)))) {
      const first = path.basename(dirs[0]!);
      throw new ContentError(
        from.file,
        undefined,
        `${from.field} "${value}" does not exist in the static folders (${dirs.map((dir) => path.basename(dir)).join(', ')})`,
        { fix: `Add the file ${first}${value}, write a path relative to ${path.basename(from.dir)}/, or give a full https:// URL` },
      );
    }
    return { url: value };
  }
  const file = path.resolve(from.dir, decodeURI(value.split(/[?#]/)[0]!));
  if (!existsSync(file)) {
    throw new ContentError(from.file, undefined, `${from.field} "${value}" does not exist (looked for ${file})`, {
      fix: 'Fix the path: it is relative to the file that names it',
    });
  }
  return { url: context.assetUrl?.(file), file };
}
