import { existsSync } from 'node:fs';
import path from 'node:path';
import { BlogContentError } from './errors';

/** Where the loader looks for images, and how a local file becomes a URL. */
export interface ImageContext {
  /** The site's static folder (public/): root-relative paths ("/img/a.png") must exist there when given. */
  staticDir?: string;
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
export function resolveImage(value: string | undefined, from: { file: string; dir: string; field: string }, context: ImageContext): ResolvedImage | undefined {
  if (value === undefined || value === '') return undefined;
  if (REMOTE.test(value)) {
    context.remoteOrigins.add(new URL(value.startsWith('//') ? `https:${value}` : value).origin);
    return { url: value };
  }
  if (/^data:/i.test(value)) return { url: value };
  if (value.startsWith('/')) {
    if (context.staticDir && !existsSync(path.join(context.staticDir, value))) {
      throw new BlogContentError(from.file, `${from.field} "${value}" does not exist under ${path.basename(context.staticDir)}/`, `Add the file ${path.basename(context.staticDir)}${value}, write a path relative to ${path.basename(from.dir)}/, or give a full https:// URL`);
    }
    return { url: value };
  }
  const file = path.resolve(from.dir, decodeURI(value.split(/[?#]/)[0]!));
  if (!existsSync(file)) {
    throw new BlogContentError(from.file, `${from.field} "${value}" does not exist (looked for ${file})`, 'Fix the path: it is relative to the file that names it');
  }
  return { url: context.assetUrl?.(file), file };
}
