// Node only, run by the content check over each parsed content file: the Markdown images with a
// relative path that name no file. The compile (lib/mdx/images.ts) stops on the first one, deep in
// `next build` and one page at a time; the check lists them all, before the build starts.
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { walk } from '@/lib/mdx/mdast-utils';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** One image that names no file: `file:line` as editors jump to it, and the path as written. */
export interface MissingImage {
  place: string;
  url: string;
}

/** The images of `tree` (parsed from `file`, shown as `shownFile`) whose relative path names no file. */
export function missingImages(tree: Root, file: string, shownFile: string): MissingImage[] {
  const missing: MissingImage[] = [];
  walk(tree, (node) => {
    if (node.type !== 'image' || SCHEME.test(node.url) || node.url.startsWith('/') || node.url.startsWith('#') || node.url === '') return;
    let target: string;
    try {
      target = path.resolve(path.dirname(file), decodeURI(node.url.split(/[?#]/)[0] ?? ''));
    } catch {
      return;
    }
    if (fs.existsSync(target)) return;
    const line = node.position?.start.line;
    missing.push({ place: line ? `${shownFile}:${line}` : shownFile, url: node.url });
  });
  return missing;
}

/** The content check's error for all of them: where the first is, and the list; undefined when every image is there. */
export function missingImagesError(missing: readonly MissingImage[]): { place: string; problem: string } | undefined {
  const [first, ...others] = missing;
  if (!first) return undefined;
  const more = others.length > 0 ? `, and ${others.length} more:\n${others.map((item) => `  ${item.place}: "${item.url}"`).join('\n')}\n` : '. ';
  return { place: first.place, problem: `the image "${first.url}" names no file${more}Fix: add each file beside the Markdown file that names it, or correct the path (relative to that file).` };
}
