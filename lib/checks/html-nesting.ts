// Markup React renders as written but the browser's HTML parser restructures: a block element
// (<pre>, <div>, <ul>, <h4>…) inside a <p>. The parser closes the paragraph before the block, so
// the page's DOM is not the tree React made and hydration fails (React error #418 in the console).
// Docusaurus sites write it in their own components; the post-build names the page and what to do.
// The pages are read by scanHtml's one htmlparser2 pass (lib/checks/html-scan.ts), which asks
// blockClosesParagraph at each start tag; this file holds the rule and the warning's words.
import { CLOSES_PARAGRAPH } from '@/lib/html/elements';

/** Elements that end the "button scope": a <p> outside them is not closed by a block inside them. */
const BUTTON_SCOPE = new Set([
  'applet',
  'button',
  'caption',
  'html',
  'marquee',
  'object',
  'table',
  'td',
  'template',
  'th',
  'annotation-xml',
  'desc',
  'foreignobject',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'title',
]);

/**
 * Whether the start tag `name` closes a <p> that is open, with `open` the elements open around it
 * (outermost first). htmlparser2 closes a <p> itself only when it is the innermost open element (and
 * says so with onclosetag's isImplied); this covers the browser's wider rule, a <p> in button scope,
 * as in `<p><span><div>`, and leaves `<p><button><div>` alone as the browser does.
 */
export function blockClosesParagraph(name: string, open: readonly string[]): boolean {
  if (!CLOSES_PARAGRAPH.has(name)) return false;
  for (let i = open.length - 1; i >= 0; i -= 1) {
    if (open[i] === 'p') return true;
    if (BUTTON_SCOPE.has(open[i]!)) return false;
  }
  return false;
}

/** One block element met inside a paragraph: the 1-based line of the HTML and the element's name. */
export interface NestingProblem {
  line: number;
  inner: string;
}

/** The warning for one page, or undefined: its HTML file, the Markdown source when known, and the fix. */
export function nestingWarning(file: string, source: string | undefined, problems: readonly NestingProblem[]): string | undefined {
  if (problems.length === 0) return undefined;
  const inner = [...new Set(problems.map((problem) => `<${problem.inner}>`))].join(', ');
  return (
    `  - ${file}:${problems[0]!.line}${source ? ` (source ${source})` : ''}: ${inner} inside a <p>. The browser ends the paragraph first, so React's ` +
    'hydration of the page fails (error #418 in the console). Fix: in the component or JSX that renders it, use a <div> for that paragraph, or move the block out of it.'
  );
}
