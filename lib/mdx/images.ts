import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { imageSize } from './image-size';
import { place, walk } from './mdast-utils';

export interface ImageOptions {
  /** The file being compiled (absolute). */
  file: string;
  /** The public URL (without base path) of an image file, e.g. /docs/assets/img/x.svg; undefined keeps the written path. */
  assetUrl?: (absFile: string) => string | undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Remark plugin: an image with a relative path is resolved next to the Markdown file, must exist
 * (the build fails naming the file and line otherwise), is given its URL and its intrinsic width
 * and height, so the browser reserves its space before it loads (no layout shift).
 */
export default function remarkImages({ file, assetUrl }: ImageOptions) {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'image' || SCHEME.test(node.url) || node.url.startsWith('/') || node.url.startsWith('#')) return;
      const absFile = path.resolve(path.dirname(file), decodeURI(node.url.split(/[?#]/)[0] ?? ''));
      if (!fs.existsSync(absFile)) {
        throw new Error(`${place(file, node)}: the image "${node.url}" does not exist (looked for ${absFile}). Fix the path relative to the Markdown file.`);
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
