import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { place, walk } from './mdast-utils';
import { noteFileRead } from './file-reads';

/** Absolute source path of a doc → its route: a Map, or a lookup (the pipeline's `docRoute`, which the compiled-MDX cache records). */
export interface DocRoutes {
  get(file: string): string | undefined;
}

export interface DocLinkOptions {
  /** The file being compiled (absolute), to resolve relative paths. */
  file: string;
  /** Absolute source path of every doc → its route. */
  routes: DocRoutes;
  /** Folders a root-relative Markdown path ("/docs/intro.md") is looked up in, in order: the docs folder, then the site folder (as Docusaurus). */
  roots?: string[];
  /**
   * The page's URL (without the base path) that a relative link that names no file ("./setup",
   * "../guides/") resolves against, as a browser would on the Docusaurus page; e.g. "/docs/guides/".
   * The link becomes that route. Without it such links are left as written.
   */
  pageUrl?: string;
  /** Called for a relative link to a Markdown file that is not a known doc; default console.warn. */
  onBroken?: (message: string) => void;
}

const MARKDOWN_FILE = /\.mdx?$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a link to another doc written as a file path (`./create-a-page.md#step`,
 * `../intro.mdx`) to that doc's route; returns undefined for any other link.
 */
export function resolveDocLink(url: string, fromFile: string, routes: DocRoutes, roots: string[] = []): string | undefined | null {
  if (SCHEME.test(url) || url.startsWith('#') || url.startsWith('//')) return undefined;
  const [pathPart = '', hash] = url.split('#', 2);
  const clean = decodeURI(pathPart.split('?')[0] ?? '');
  if (!MARKDOWN_FILE.test(clean)) return undefined;
  // "/docs/intro.md" is a file path too: Docusaurus looks it up in the content folder, then the site folder.
  const candidates = clean.startsWith('/') ? roots.map((root) => path.join(root, clean)) : [path.resolve(path.dirname(fromFile), clean)];
  if (clean.startsWith('/') && roots.length === 0) return undefined;
  const route = candidates.map((file) => routes.get(file)).find(Boolean);
  if (!route) return null;
  return hash ? `${route}#${hash}` : route;
}

/**
 * A relative link that names no file beside the Markdown file ("./setup", "../guides/#x"), resolved
 * against the page's URL into a route; undefined for any other link.
 */
export function resolvePageRelativeLink(url: string, fromFile: string, pageUrl: string): string | undefined {
  if (url === '' || SCHEME.test(url) || url.startsWith('/') || url.startsWith('#') || url.startsWith('?')) return undefined;
  const pathPart = decodeURI(url.split(/[?#]/)[0] ?? '');
  // A file beside the content (./sample.json) is an asset, not a page.
  const beside = pathPart ? path.resolve(path.dirname(fromFile), pathPart) : undefined;
  if (beside) noteFileRead(beside);
  if (beside && fs.statSync(beside, { throwIfNoEntry: false })?.isFile()) return undefined;
  const resolved = new URL(url, `http://site${pageUrl}`);
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Remark plugin: links to Markdown files become links to their routes, other relative links (given
 * the page's URL) routes as the browser would resolve them on the Docusaurus page. A link to a file that is
 * not a doc warns with the file and line (spec §8: broken Markdown links warn) and is left as is.
 */
export default function remarkDocLinks({ file, routes, roots, pageUrl, onBroken = console.warn }: DocLinkOptions) {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const route = resolveDocLink(node.url, file, routes, roots);
      if (route === null) onBroken(`${place(file, node)}: the link "${node.url}" points to no doc. Check the file path.`);
      else if (route) node.url = route;
      else if (pageUrl) node.url = resolvePageRelativeLink(node.url, file, pageUrl) ?? node.url;
    });
  };
}
