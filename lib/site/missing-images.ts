// Node only, run by the content check over each parsed content file: the Markdown images with a
// relative path that name no file. The compile (lib/mdx/images.ts) stops on the first one, deep in
// `next build` and one page at a time; the check lists them all, before the build starts.
import type { Root } from 'mdast';
import { localImageFile } from '@/lib/mdx/images';
import { walk } from '@/lib/mdx/mdast-utils';

/**
 * One image that names no file: `file:line` as editors jump to it, the path as written, and why when
 * the path cannot name a file at all (a bare "%").
 */
export interface MissingImage {
  place: string;
  url: string;
  malformed?: string;
}

/** The images of `tree` (parsed from `file`, shown as `shownFile`) whose relative path names no file, by the compile's own rule. */
export function missingImages(tree: Root, file: string, shownFile: string, siteDir?: string): MissingImage[] {
  const missing: MissingImage[] = [];
  walk(tree, (node) => {
    if (node.type !== 'image') return;
    const image = localImageFile(node.url, file, siteDir);
    if (!image || ('exists' in image && image.exists)) return;
    const line = node.position?.start.line;
    missing.push({
      place: line ? `${shownFile}:${line}` : shownFile,
      url: node.url,
      ...('malformed' in image ? { malformed: image.malformed } : {}),
    });
  });
  return missing;
}

/** The content check's error for all of them: where the first is, and the list; undefined when every image is there. */
export function missingImagesError(missing: readonly MissingImage[]): { place: string; problem: string } | undefined {
  const [first, ...others] = missing;
  if (!first) return undefined;
  const why = (item: MissingImage) => item.malformed ?? 'names no file';
  const more =
    others.length > 0
      ? `, and ${others.length} more:\n${others.map((item) => `  ${item.place}: "${item.url}"${item.malformed ? ` ${item.malformed}` : ''}`).join('\n')}\n`
      : '. ';
  return {
    place: first.place,
    problem: `the image "${first.url}" ${why(first)}${more}Fix: add each file beside the Markdown file that names it, or correct the path (relative to that file).`,
  };
}
