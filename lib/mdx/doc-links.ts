import path from 'node:path';
import type { Root } from 'mdast';
import { place, walk } from './mdast-utils';

export interface DocLinkOptions {
  /** The file being compiled (absolute), to resolve relative paths. */
  file: string;
  /** Absolute source path of every doc → its route. */
  routes: Map<string, string>;
  /** Called for a relative link to a Markdown file that is not a known doc; default console.warn. */
  onBroken?: (message: string) => void;
}

const MARKDOWN_FILE = /\.mdx?$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a link to another doc written as a file path (`./create-a-page.md#step`,
 * `../intro.mdx`) to that doc's route; returns undefined for any other link.
 */
export function resolveDocLink(url: string, fromFile: string, routes: Map<string, string>): string | undefined | null {
  if (SCHEME.test(url) || url.startsWith('/') || url.startsWith('#')) return undefined;
  const [pathPart = '', hash] = url.split('#', 2);
  const clean = decodeURI(pathPart.split('?')[0] ?? '');
  if (!MARKDOWN_FILE.test(clean)) return undefined;
  const route = routes.get(path.resolve(path.dirname(fromFile), clean));
  if (!route) return null;
  return hash ? `${route}#${hash}` : route;
}

/**
 * Remark plugin: links to Markdown files become links to their routes. A link to a file that is
 * not a doc warns with the file and line (spec §8: broken Markdown links warn) and is left as is.
 */
export default function remarkDocLinks({ file, routes, onBroken = console.warn }: DocLinkOptions) {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const route = resolveDocLink(node.url, file, routes);
      if (route === null) onBroken(`${place(file, node)}: the link "${node.url}" points to no doc. Check the file path.`);
      else if (route) node.url = route;
    });
  };
}
