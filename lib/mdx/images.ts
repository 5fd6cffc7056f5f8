import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { imageSize } from './image-size';
import { place, walk } from './mdast-utils';
import { noteFileRead } from './file-reads';

export interface ImageOptions {
  /** The file being compiled (absolute). */
  file: string;
  /** The public URL (without base path) of an image file, e.g. /docs/assets/img/x.svg; undefined keeps the written path. */
  assetUrl?: (absFile: string) => string | undefined;
  /** The site folder, which `@site/…` image paths start from (as Docusaurus resolves them). */
  siteDir?: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Why a relative image path cannot name a file: decodeURI refuses a "%" that starts no escape. */
const MALFORMED = 'is not a valid path: a "%" must start an escape such as %20 (write a literal "%" as %25)';

/** Docusaurus' alias for the site folder in a Markdown image's path: `![](@site/static/img/x.png)`. */
const SITE_ALIAS = '@site/';

/**
 * The file a Markdown image's path names, resolved next to the Markdown file as the browser would
 * (percent escapes decoded, query and fragment dropped), or from the site folder for `@site/…` as
 * Docusaurus does, and whether it is a file; undefined for a URL, a site-absolute path or an anchor,
 * which stay as written. The compile and the content check (lib/site/missing-images.ts) both call it,
 * so they agree on which paths are wrong.
 */
export function localImageFile(
  url: string,
  markdownFile: string,
  siteDir?: string,
): { file: string; exists: boolean } | { malformed: string } | undefined {
  if (SCHEME.test(url) || url.startsWith('/') || url.startsWith('#')) return undefined;
  const fromSite = siteDir !== undefined && url.startsWith(SITE_ALIAS);
  let decoded: string;
  try {
    decoded = decodeURI((fromSite ? url.slice(SITE_ALIAS.length) : url).split(/[?#]/)[0] ?? '');
  } catch {
    return { malformed: MALFORMED };
  }
  const file = fromSite ? path.resolve(siteDir, decoded) : path.resolve(path.dirname(markdownFile), decoded);
  noteFileRead(file);
  return { file, exists: fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true };
}

/**
 * Remark plugin: an image with a relative path is resolved next to the Markdown file, must exist
 * (the build fails naming the file and line otherwise), is given its URL and its intrinsic width
 * and height, so the browser reserves its space before it loads (no layout shift).
 */
export default function remarkImages({ file, assetUrl, siteDir }: ImageOptions) {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'image') return;
      const image = localImageFile(node.url, file, siteDir);
      if (!image) return;
      if ('malformed' in image) throw new Error(`${place(file, node)}: the image "${node.url}" ${image.malformed}.`);
      const absFile = image.file;
      if (!image.exists) {
        throw new Error(
          `${place(file, node)}: the image "${node.url}" does not exist (looked for ${absFile}). Fix the path relative to the Markdown file.`,
        );
      }
      const size = imageSize(fs.readFileSync(absFile));
      node.url = assetUrl?.(absFile) ?? node.url;
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, ...(size ?? {}), loading: 'lazy', decoding: 'async' },
      };
    });
  };
}
