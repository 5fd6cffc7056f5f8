import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { textOf, walk } from './mdast-utils';
import { preprocessSource } from './preprocess';

const EXPLICIT_ID = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;

/**
 * `## Title {#custom-id}` is not valid MDX (the braces open a JavaScript expression), so before
 * parsing, the braces of an explicit id at the end of an ATX heading are escaped (outside code);
 * the plugin below then reads the id back. Kept for callers that parse without the site's dialect;
 * lib/mdx/preprocess.ts runs this step with the others.
 */
export function escapeHeadingIds(source: string): string {
  return preprocessSource(source, 'mdx', { comments: false, admonitions: false, headingIds: true });
}

/**
 * Docusaurus 3.10's MDX-valid id: a comment that starts with "#" ends the heading,
 * `## Title {/* #custom-id *\/}` in MDX or `## Title <!-- #custom-id -->` in CommonMark.
 */
function commentId(node: Heading['children'][number] | undefined): string | undefined {
  let comment: string | undefined;
  if (node?.type === 'mdxTextExpression') comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(node.value)?.[1];
  else if (node?.type === 'html') comment = /^<!--([\s\S]*)-->$/.exec(node.value.trim())?.[1];
  // As Docusaurus: only the first word counts, and it must start with "#".
  const word = comment?.trim().split(/\s+/)[0];
  return word?.startsWith('#') && word.length > 1 ? word.slice(1) : undefined;
}

/** Takes an explicit id off the end of a heading (either syntax) and returns it. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  const fromComment = commentId(last);
  if (fromComment) {
    heading.children.pop();
    const before = heading.children[heading.children.length - 1];
    if (before?.type === 'text') {
      before.value = before.value.trimEnd();
      if (!before.value) heading.children.pop();
    }
    return fromComment;
  }
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match?.[1]) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}

/**
 * Ids the page around the content already uses (components/layout: the navbar, the mobile menu, the
 * skip link's target; GFM's footnotes label). A heading "Navbar" slugged to "navbar" would repeat one,
 * and the post-build check fails a page that writes an id twice: such a heading gets "navbar-1".
 * tests/mdx/heading-ids.test.ts keeps this list in step with the layout's ids.
 */
export const PAGE_IDS = ['navbar', 'mobile-menu', 'main-content', 'footnote-label'] as const;

/** The id a heading got from {@link assignHeadingIds}. */
export function headingId(node: Heading): string | undefined {
  const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Gives every heading an id: an explicit `{#id}` or `{/* #id *\/}` (removed from the text) or a GitHub-style slug of
 * its text, made unique within the document (an explicit id written twice too). The TOC and the rendered page both use this, so their
 * ids always agree.
 */
export function assignHeadingIds(tree: Root): void {
  const headings: Heading[] = [];
  walk(tree, (node) => {
    if (node.type === 'heading') headings.push(node);
  });
  const taken = new Set<string>(PAGE_IDS);
  const explicit = new Map<Heading, string>();
  const written = headings.map((heading) => [heading, takeExplicitId(heading)] as const);
  for (const [, id] of written) if (id) taken.add(id);
  // The same `{#id}` on two headings (a getter and its setter, as Docusaurus builds them): the first
  // keeps it, where a link to it goes in any case, and a later one gets the next free "-n", as slugs do.
  const kept = new Set<string>();
  for (const [heading, id] of written) {
    if (!id) continue;
    let unique = id;
    if (kept.has(id)) {
      let n = 1;
      while (taken.has(`${id}-${n}`)) n++;
      unique = `${id}-${n}`;
      taken.add(unique);
    }
    kept.add(id);
    explicit.set(heading, unique);
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
