// Markup React renders as written but the browser's HTML parser restructures: a block element
// (<pre>, <div>, <ul>, <h4>…) inside a <p>. The parser closes the paragraph before the block, so
// the page's DOM is not the tree React made and hydration fails (React error #418 in the console).
// Docusaurus sites write it in their own components; the post-build names the page and what to do.

/** Elements that close an open <p> when they start (the HTML standard's list). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search', 'section', 'table', 'ul',
]);

/** One block element met inside a paragraph: the 1-based line of the HTML and the element's name. */
export interface NestingProblem {
  line: number;
  inner: string;
}

/** The blocks inside paragraphs of an HTML page (scripts, styles and templates skipped), once per line and element. */
export function paragraphNesting(html: string): NestingProblem[] {
  const problems: NestingProblem[] = [];
  const seen = new Set<string>();
  // Paragraphs open, innermost last (React may nest them; the parser would not).
  let openP = 0;
  const tag = /<!--[\s\S]*?-->|<(script|style|template)\b[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w-]*)\b[^>]*>/g;
  for (const match of html.matchAll(tag)) {
    const name = match[3]?.toLowerCase();
    if (!name) continue;
    if (match[2]) {
      if (name === 'p' && openP > 0) openP -= 1;
      continue;
    }
    if (openP > 0 && CLOSES_P.has(name)) {
      const line = html.slice(0, match.index).split('\n').length;
      const key = `${line}\u0000${name}`;
      if (!seen.has(key)) problems.push({ line, inner: name });
      seen.add(key);
    }
    if (name === 'p') openP += 1;
  }
  return problems;
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
