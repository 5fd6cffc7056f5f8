import type { MarkdownFormat, Mdx1Compat } from '@/lib/mdx/format';
import { headingId } from '@/lib/mdx/heading-ids';
import { textOf, walk } from '@/lib/mdx/mdast-utils';
import { outlineTree } from '@/lib/mdx/pipeline';
import { memoOutline } from './content-memo';
import type { MarkdownOutline, TocItem } from './outline';

export type { MarkdownOutline, TocItem } from './outline';

export interface TocOptions {
  /** Smallest heading level listed; default 2. */
  minLevel?: number;
  /** Largest heading level listed; default 3 (spec §9). */
  maxLevel?: number;
  /** How the body is parsed; default "mdx". Use "md" for CommonMark files. */
  format?: MarkdownFormat;
  /** The site's markdown.mdx1Compat, as the page is compiled with; default all on. */
  mdx1Compat?: Mdx1Compat;
  /** The site's markdown.math (default on). */
  math?: boolean;
}

/**
 * The table of contents of a Markdown/MDX body (front matter removed), with the heading ids that
 * compileMdx gives the same body. Headings inside JSX (tabs, details) count, headings in code do
 * not; the GFM footnotes heading is not part of the source, so it never appears.
 */
export function extractToc(markdownBody: string, { minLevel = 2, maxLevel = 3, format = 'mdx', mdx1Compat, math }: TocOptions = {}): TocItem[] {
  return outlineMarkdown(markdownBody, format, mdx1Compat, math).headings.filter((item) => item.level >= minLevel && item.level <= maxLevel);
}


/** Parses a body once for its headings and first paragraph (a doc's fallback title and description). */
export function outlineMarkdown(markdownBody: string, format: MarkdownFormat = 'mdx', mdx1Compat?: Mdx1Compat, math?: boolean): MarkdownOutline {
  // Parsed once per build: the later processes read what the content check found (content-memo.ts).
  // The memo's key names math only when it is off, so a site with math on keeps its memo entries.
  const key = math === false ? [format, mdx1Compat ?? null, 'no math'] : [format, mdx1Compat ?? null];
  return memoOutline(markdownBody, key, () => parseOutline(markdownBody, format, mdx1Compat, math));
}

function parseOutline(markdownBody: string, format: MarkdownFormat, mdx1Compat?: Mdx1Compat, math?: boolean): MarkdownOutline {
  // The pipeline's outline preset: the page's parser and heading ids, nothing that renders.
  const tree = outlineTree(markdownBody, format, mdx1Compat, math);
  const headings: TocItem[] = [];
  let firstParagraph: string | undefined;
  walk(tree, (node, parent) => {
    if (node.type === 'paragraph' && firstParagraph === undefined && parent?.type === 'root') {
      firstParagraph = textOf(node).replace(/\s+/g, ' ').trim() || undefined;
    }
    if (node.type !== 'heading') return;
    const id = headingId(node);
    if (id) headings.push({ id, text: textOf(node).trim(), level: node.depth });
  });
  return { headings, firstParagraph };
}
