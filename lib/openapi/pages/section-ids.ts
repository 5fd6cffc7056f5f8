import type { Element, ElementContent, Root } from 'hast';
import { slug } from '../model/resolve';

/** Options of rehypeSectionIds. */
export interface SectionIdOptions {
  /**
   * The id of a heading from the one it wants: the model's allocator, since heading ids are anchors
   * that description links point at. The caller keeps what it hands out (the model's `info.sectionAnchors`).
   */
  take: (wanted: string) => string;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

const RANK = /^h([1-6])$/;

/**
 * Gives the headings of the API's own description (`info.description`) Redoc's anchors:
 * "section/Authentication", and "section/Authentication/API-keys" for a heading below it. Specs
 * written for Redoc link to them (`[see](#section/Authentication)`), and readers share them.
 * Runs after rehype-sanitize, which would prefix the ids; the heading text is already safe.
 */
export function rehypeSectionIds({ take }: SectionIdOptions) {
  return (tree: Root) => {
    // The headings above the current one, by rank: their slugs make the path.
    const open: { rank: number; segment: string }[] = [];
    for (const node of tree.children) {
      if (node.type !== 'element') continue;
      const rank = Number(RANK.exec(node.tagName)?.[1] ?? 0);
      if (!rank) continue;
      while (open.length && open[open.length - 1]!.rank >= rank) open.pop();
      const segment = slug(textOf(node as Element));
      open.push({ rank, segment });
      node.properties = { ...node.properties, id: take(`section/${open.map((h) => h.segment).join('/')}`) };
    }
  };
}
