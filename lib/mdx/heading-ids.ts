import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { textOf, walk } from './mdast-utils';

const EXPLICIT_ID = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * `## Title {#custom-id}` is not valid MDX (the braces open a JavaScript expression), so before
 * parsing, the braces of an explicit id at the end of an ATX heading are escaped; the plugin below
 * then reads the id back. Lines inside fenced code are left alone.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const opener = FENCE.exec(line)?.[1];
      if (opener) {
        if (!fence) fence = opener;
        else if (opener[0] === fence[0] && opener.length >= fence.length) fence = null;
        return line;
      }
      if (fence || !/^\s{0,3}#{1,6}\s/.test(line)) return line;
      return line.replace(/\s*\{#([A-Za-z0-9_-]+)\}\s*$/, ' \\{#$1\\}');
    })
    .join('\n');
}

/** The id a heading got from {@link assignHeadingIds}. */
export function headingId(node: Heading): string | undefined {
  const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Gives every heading an id: an explicit `{#id}` (removed from the text) or a GitHub-style slug of
 * its text, made unique within the document. The TOC and the rendered page both use this, so their
 * ids always agree.
 */
export function assignHeadingIds(tree: Root): void {
  const headings: Heading[] = [];
  walk(tree, (node) => {
    if (node.type === 'heading') headings.push(node);
  });
  const taken = new Set<string>();
  const explicit = new Map<Heading, string>();
  for (const heading of headings) {
    const last = heading.children[heading.children.length - 1];
    if (last?.type !== 'text') continue;
    const match = EXPLICIT_ID.exec(last.value);
    if (!match?.[1]) continue;
    (last as Text).value = last.value.slice(0, match.index);
    if (!last.value) heading.children.pop();
    explicit.set(heading, match[1]);
    taken.add(match[1]);
  }
  const slugger = new GithubSlugger();
  for (const heading of headings) {
    let id = explicit.get(heading);
    if (!id) {
      do id = slugger.slug(textOf(heading).trim() || 'section');
      while (taken.has(id));
      taken.add(id);
    }
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
  }
}

/** Remark plugin: heading ids, explicit `{#id}` first (see {@link assignHeadingIds}). */
export default function remarkHeadingIds() {
  return (tree: Root) => assignHeadingIds(tree);
}
