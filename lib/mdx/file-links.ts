import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { walk } from './mdast-utils';
import { noteFileRead } from './file-reads';

export interface FileLinkOptions {
  /** The file being compiled (absolute), to resolve relative paths. */
  file: string;
  /** The public URL (without base path) of a file beside the content; undefined leaves the link as written. */
  assetUrl: (absFile: string) => string | undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The existing non-Markdown file a relative link names (`./sample.pdf#page=2` → <dir>/sample.pdf),
 * or undefined for anything else: absolute and scheme links, Markdown files, routes, folders.
 */
export function localFileOf(url: string, fromFile: string): string | undefined {
  if (!url || SCHEME.test(url) || url.startsWith('/') || url.startsWith('#')) return undefined;
  let clean: string;
  try {
    clean = decodeURI(url.split('#', 1)[0]!.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  if (clean === '' || MARKDOWN_FILE.test(clean)) return undefined;
  const absFile = path.resolve(path.dirname(fromFile), clean);
  noteFileRead(absFile);
  return fs.existsSync(absFile) && fs.statSync(absFile).isFile() ? absFile : undefined;
}

/**
 * Remark plugin: a relative link to a file that is not Markdown (`[the sample](./sample.pdf)`) links
 * to that file as published with the content, as Docusaurus does. Links that name no existing file
 * (a relative route such as `../other`) are left for the link check.
 */
export default function remarkFileLinks({ file, assetUrl }: FileLinkOptions) {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const absFile = localFileOf(node.url, file);
      if (!absFile) return;
      const hash = node.url.split('#', 2)[1];
      const published = assetUrl(absFile);
      if (published) node.url = hash ? `${published}#${hash}` : published;
    });
  };
}
