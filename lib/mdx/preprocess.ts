import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { ADMONITION_TYPES } from './admonitions';
import type { MarkdownFormat, Mdx1Compat } from './format';

/**
 * Finds the code of a source (fenced code blocks and inline code spans) with the real Markdown
 * tokenizer, so the text steps below never edit code. HTML and indented code are switched off as
 * MDX switches them off: a fence right under `<TabItem>` is code, and indented JSX is not.
 */
const codeFinder = unified()
  .data('micromarkExtensions', [{ disable: { null: ['codeIndented', 'htmlFlow', 'htmlText'] } }])
  .use(remarkParse)
  .freeze();

type Range = [start: number, end: number];

function codeRanges(source: string): Range[] {
  const ranges: Range[] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position) {
      ranges.push([node.position.start.offset ?? 0, node.position.end.offset ?? source.length]);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(codeFinder.parse(source) as Root);
  return ranges;
}

/** Replaces every match of `pattern` that starts outside code; `replace` must keep the match's line breaks. */
function replaceOutsideCode(source: string, ranges: Range[], pattern: RegExp, replace: (match: RegExpExecArray) => string): string {
  let out = '';
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const at = match.index;
    if (ranges.some(([start, end]) => at >= start && at < end)) continue;
    out += source.slice(last, at) + replace(match as RegExpExecArray);
    last = at + match[0].length;
  }
  return out + source.slice(last);
}

const LEGACY_TITLE = new RegExp(`^((?:[ \\t]*>)*[ \\t]*:{3,}(?:${ADMONITION_TYPES.join('|')}))[ \\t]+([^\\n]*?)[ \\t]*$`, 'gm');
const HEADING_ID = /^((?:[ \t]*>)*[ \t]{0,3}#{1,6}[ \t][^\n]*?)\{(#[A-Za-z0-9_-]+)\}([ \t]*)$/gm;

/**
 * MDX 1 comments: `<!-- text -->` becomes the MDX comment `{/* text *\/}`, which renders nothing
 * (as Docusaurus' remark-comment drops them). Same length, so lines and columns stay as written;
 * a `*\/` inside the comment is blunted so it cannot end the JavaScript comment early.
 * Scanned opening by opening, not with one regular expression: a `<!--` inside code (an HTML
 * example in a fence, `<!--` in inline code) must not reach to the `-->` of a real comment after it
 * and hide that comment from the step.
 */
function convertComments(source: string, code: () => Range[]): string {
  let out = '';
  let last = 0;
  let at = source.indexOf('<!--');
  while (at !== -1) {
    const start = at;
    const end = source.indexOf('-->', start + 4);
    if (end === -1) break;
    if (code().some(([from, to]) => start >= from && start < to)) {
      at = source.indexOf('<!--', start + 4);
      continue;
    }
    out += `${source.slice(last, start)}{/* ${source.slice(start + 4, end).replaceAll('*/', '**')}*/}`;
    last = end + 3;
    at = source.indexOf('<!--', last);
  }
  return out + source.slice(last);
}

/** `:::tip Title words` → `:::tip[Title words]` (Docusaurus' admonitionTitleToDirectiveLabel). */
function convertAdmonitionTitles(source: string, ranges: Range[]): string {
  return replaceOutsideCode(source, ranges, LEGACY_TITLE, (match) => {
    const title = match[2]!;
    // `:::tip[Title]` and `:::tip{.class}` are directive syntax already.
    if (!title || /^[[{]/.test(title)) return match[0];
    return `${match[1]}[${title.replace(/[[\]]/g, '\\$&')}]`;
  });
}

/** `## Title {#id}`: the braces are escaped so MDX keeps them as text; lib/mdx/heading-ids.ts reads the id back. */
function escapeHeadingIdBraces(source: string, ranges: Range[]): string {
  return replaceOutsideCode(source, ranges, HEADING_ID, (match) => `${match[1]}\\{${match[2]}\\}${match[3]}`);
}

/**
 * The source-text steps of Docusaurus' `markdown.mdx1Compat`, run before a content file is parsed
 * (page, outline and feed alike, so their ids agree). Code blocks and inline code are never
 * touched, and no step adds or removes a line, so parser errors name the lines the author wrote.
 * Comments need the step only in MDX (CommonMark has HTML comments); the other two run in both.
 */
export function preprocessSource(source: string, format: MarkdownFormat, compat: Mdx1Compat): string {
  const wants = {
    comments: compat.comments && format === 'mdx' && source.includes('<!--'),
    admonitions: compat.admonitions && source.includes(':::'),
    headingIds: compat.headingIds && format === 'mdx' && source.includes('{#'),
  };
  if (!wants.comments && !wants.admonitions && !wants.headingIds) return source;
  // Finding the code is a full Markdown parse, as costly as the page's own: it runs only when a step
  // has something to change (a `:::tip` without a title, the usual case, has nothing), and once per
  // text. This step ran three times per doc in the content check (the imports scan, the outline, the
  // Markdown copy), twice each, and again for the page: 12 of the check's 45 CPU s at 1,000 docs.
  let found: { text: string; ranges: Range[] } | undefined;
  const rangesOf = (text: string) => (found?.text === text ? found : (found = { text, ranges: codeRanges(text) })).ranges;
  let text = source;
  // Each step keeps offsets of code unchanged before it (comments keep length; titles and ids
  // only grow lines that are not code), but the ranges are found again after a step that grows.
  if (wants.comments) text = convertComments(text, () => rangesOf(source));
  if (wants.admonitions && hasMatch(LEGACY_TITLE, text)) text = convertAdmonitionTitles(text, rangesOf(source));
  if (wants.headingIds && hasMatch(HEADING_ID, text)) text = escapeHeadingIdBraces(text, rangesOf(wants.admonitions ? text : source));
  return text;
}

/** True when a global pattern matches somewhere in the text; its lastIndex is left at 0 for the step that runs it. */
function hasMatch(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const matched = pattern.test(text);
  pattern.lastIndex = 0;
  return matched;
}
