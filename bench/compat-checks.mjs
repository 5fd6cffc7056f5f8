// The pure parts of `npm run bench:compat`: what a rendered page shows that its Markdown source
// meant as markup. bench/compat.mjs visits the pages in Chromium and hands each page's content HTML
// and its source text to these functions; tests/bench/compat-checks.test.ts covers them.
import { Parser } from 'htmlparser2';

/** The checks issue 17 requires to find nothing, in report order. */
export const ISSUE_CHECKS = ['importAsText', 'admonitionAsText', 'jsxAsText', 'tabsWithoutTablist', 'droppedElement'];

/** Counts reported for information only: they do not fail the census. */
export const INFO_CHECKS = ['consoleErrors', 'loadFailures', 'headingIdAsText', 'mathAsText', 'mermaidAsText', 'textLost'];

/** One line descriptions for the tables. */
export const CHECK_TITLES = {
  importAsText: 'an MDX `import`/`export` line shown as text',
  admonitionAsText: 'a literal `:::` in the text',
  jsxAsText: 'a JSX or HTML tag shown as text',
  tabsWithoutTablist: 'a `<Tabs>` without its tab list',
  droppedElement: 'a `<details>`/`<iframe>` of the source missing from the page',
  consoleErrors: 'console errors',
  loadFailures: 'the page failed to load',
  headingIdAsText: 'a `{#id}` heading id shown as text',
  mathAsText: 'math source shown as text',
  mermaidAsText: 'mermaid source shown as text',
  textLost: 'words of the source missing from the page (over 10%)',
};

// Text inside these is code or machinery, where `import` lines and `:::` are legitimate.
const CODE = new Set(['pre', 'code', 'kbd', 'samp', 'script', 'style', 'noscript', 'template', 'textarea']);
// Inside these the text is never shown as prose: KaTeX keeps the TeX source in <annotation>.
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'annotation', 'math']);
// Block elements end a line of text, so a pattern anchored at a line start sees paragraph starts.
const BLOCK = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table td th tr ul'.split(
    ' ',
  ),
);

/**
 * Reads a page's content HTML once: its prose text (outside code), all its visible text (code
 * included, for diagrams left as code blocks) and the counts of the elements the checks compare.
 * @param {string} html
 * @returns {{ prose: string, all: string, tablists: number, details: number, iframes: number }}
 */
export function readPage(html) {
  const stack = [];
  let inCode = 0;
  let inHidden = 0;
  let prose = '';
  let all = '';
  const counts = { tablists: 0, details: 0, iframes: 0 };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push(name);
        if (CODE.has(name)) inCode += 1;
        if (HIDDEN.has(name)) inHidden += 1;
        if (attributes.role === 'tablist') counts.tablists += 1;
        if (name === 'details') counts.details += 1;
        if (name === 'iframe') counts.iframes += 1;
        if (BLOCK.has(name)) {
          prose += '\n';
          all += '\n';
        }
      },
      ontext(text) {
        if (inHidden > 0) return;
        all += text;
        if (inCode === 0) prose += text;
      },
      onclosetag(name) {
        // htmlparser2 closes implied tags too, so the stack stays in step with the counters.
        const index = stack.lastIndexOf(name);
        if (index === -1) return;
        for (const open of stack.splice(index)) {
          if (CODE.has(open)) inCode -= 1;
          if (HIDDEN.has(open)) inHidden -= 1;
        }
        if (BLOCK.has(name)) {
          prose += '\n';
          all += '\n';
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return { prose, all, ...counts };
}

/**
 * A Markdown or MDX source without what cannot be markup: front matter, fenced and indented-in-list
 * code blocks, inline code spans, HTML and MDX comments. Line count is kept (blanked lines), so
 * positions still name the source line.
 * @param {string} source
 * @returns {string}
 */
export function stripSourceCode(source) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let fence = null;
  let frontMatter = lines[0]?.trim() === '---';
  const kept = lines.map((line, index) => {
    if (frontMatter) {
      if (index > 0 && line.trim() === '---') frontMatter = false;
      return '';
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = null;
      return '';
    }
    if (open) {
      fence = open[1];
      return '';
    }
    return line;
  });
  return kept
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ''))
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, (m) => m.replace(/[^\n]/g, ''))
    .replace(/(`+)[^`\n]*?\1/g, '');
}

/** The fenced code blocks' languages of a source, for diagrams and math that should not stay code. */
export function fenceLanguages(source) {
  const found = [];
  for (const match of source.replace(/\r\n?/g, '\n').matchAll(/^\s*(?:`{3,}|~{3,})\s*([\w-]+)/gm)) found.push(match[1].toLowerCase());
  return found;
}

const IMPORT_TEXT =
  /(?:^|[;\n])\s*import\s+(?:[\w$]+\s*,?\s*)?(?:\{[^}\n]*\}|\*\s+as\s+[\w$]+)?\s*from\s*['"][^'"\n]+['"]|(?:^|\n)\s*import\s+['"][^'"\n]+['"]/g;
const EXPORT_TEXT = /(?:^|\n)\s*export\s+(?:const|let|var|function|default|class|\{)/g;
const TAG_TEXT =
  /<\/?(?:[A-Z][\w.]*|details|summary|iframe|div|span|center|br|img|a|p|video|source|button|table|tr|td|th)(?:\s[^<>\n]*)?\/?>/g;

/** Each match of a pattern as a short, single-line excerpt. */
function excerpts(text, pattern) {
  return [...text.matchAll(pattern)].map((match) => match[0].replace(/\s+/g, ' ').trim().slice(0, 80));
}

/** How many times a tag opens in a source outside code (`<Tabs`, `<details` …); names are case-insensitive when asked. */
export function countSourceTags(stripped, names, { ignoreCase = false } = {}) {
  const pattern = new RegExp(`<(?:${names.join('|')})(?=[\\s/>])`, ignoreCase ? 'gi' : 'g');
  return (stripped.match(pattern) ?? []).length;
}

/**
 * @typedef {{ importAsText: string[], admonitionAsText: string[], jsxAsText: string[], tabsWithoutTablist: string[],
 *   droppedElement: string[], headingIdAsText: string[], mathAsText: string[], mermaidAsText: string[], textLost: string[] }} Findings
 */

/**
 * The issue checks and the content-side information checks for one page.
 * @param {string} html the page's content HTML, as the browser shows it after hydration
 * @param {string | undefined} source the page's Markdown/MDX source, when the page has one
 * @returns {Findings} per check, what was found (empty when nothing)
 */
export function checkPage(html, source) {
  const page = readPage(html);
  const found = {
    importAsText: [...excerpts(page.prose, IMPORT_TEXT), ...excerpts(page.prose, EXPORT_TEXT)],
    admonitionAsText: excerpts(page.prose, /:::[^\n]{0,30}/g),
    jsxAsText: excerpts(page.prose, TAG_TEXT),
    tabsWithoutTablist: [],
    droppedElement: [],
    headingIdAsText: excerpts(page.prose, /\{#[\w.:-]+\}/g),
    mathAsText: excerpts(
      page.prose,
      /\$\$[^\n]{0,40}|\\(?:frac|sqrt|sum|int|begin|mathbb|mathrm|cdot|alpha|beta|lambda|left|right)\b[^\n]{0,30}/g,
    ),
    mermaidAsText: [],
    textLost: [],
  };
  if (source === undefined) return found;
  const stripped = stripSourceCode(source);
  const tabs = countSourceTags(stripped, ['Tabs']);
  if (tabs > page.tablists) found.tabsWithoutTablist.push(`${tabs} <Tabs> in the source, ${page.tablists} tab lists on the page`);
  const details = countSourceTags(stripped, ['details'], { ignoreCase: true });
  if (details > page.details) found.droppedElement.push(`${details} <details> in the source, ${page.details} on the page`);
  const iframes = countSourceTags(stripped, ['iframe'], { ignoreCase: true });
  if (iframes > page.iframes) found.droppedElement.push(`${iframes} <iframe> in the source, ${page.iframes} on the page`);
  if (fenceLanguages(source).includes('mermaid')) {
    found.mermaidAsText = excerpts(
      page.all,
      /(?:^|\n)\s*(?:graph\s+(?:TD|TB|BT|LR|RL)|flowchart\s+\w+|sequenceDiagram|classDiagram|stateDiagram(?:-v2)?|erDiagram|gantt|pie\b|gitGraph|mindmap|journey)[^\n]{0,30}/g,
    );
  }
  const lost = missingWords(source, page.all);
  if (lost.missing.length >= 5 && lost.missing.length / lost.total > 0.1) {
    found.textLost.push(`${lost.missing.length} of ${lost.total} words missing, e.g. ${lost.missing.slice(0, 6).join(', ')}`);
  }
  return found;
}

/**
 * The words of a source (code blocks included: they show too) that the page's text does not hold:
 * a coarse net for content dropped without a trace (a raw HTML block swallowing what follows).
 * Tags, import lines, fence lines (their language and title), link targets and words under four
 * letters are left out; fewer than five missing words are not reported.
 * @param {string} source
 * @param {string} pageText
 * @returns {{ total: number, missing: string[] }}
 */
export function missingWords(source, pageText) {
  const body = source
    .replace(/\r\n?/g, '\n')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(?:import|export)\s.*$/gm, '')
    .replace(/^\s*(?:`{3,}|~{3,}).*$/gm, '')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
    .replace(/\]\([^)]*\)|\]:\s*\S+/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\{#[\w.:-]+\}/g, '');
  const words = new Set(body.toLowerCase().match(/[a-z][a-z]{3,}/g) ?? []);
  const shown = new Set(pageText.toLowerCase().match(/[a-z][a-z]{3,}/g) ?? []);
  const missing = [...words].filter((word) => !shown.has(word));
  return { total: words.size, missing };
}

/**
 * The kind of an MDX import specifier, for the census of what real sites import.
 * @param {string} specifier
 * @returns {string}
 */
export function importKind(specifier) {
  if (/^!?!?[\w-]+-loader!/.test(specifier)) return 'webpack loader (raw-loader!…)';
  if (specifier.startsWith('@theme/')) return '@theme/…';
  if (specifier.startsWith('@docusaurus/')) return '@docusaurus/…';
  if (specifier.startsWith('@site/')) return '@site/…';
  const local = specifier.startsWith('.') || specifier.startsWith('/');
  if (local && /\.mdx?$/.test(specifier)) return 'Markdown partial (relative or absolute path)';
  if (local && /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(specifier)) return 'image file';
  if (local && /\.json$/i.test(specifier)) return 'JSON file';
  if (local) return 'local module (relative or absolute path)';
  return 'npm package';
}

/**
 * The `import` specifiers of a source outside code, with their lines.
 * @param {string} source
 * @returns {{ specifier: string, line: number }[]}
 */
export function sourceImports(source) {
  const stripped = stripSourceCode(source);
  const found = [];
  // An import may span lines (`import {\n  A,\n} from 'x'`); it always starts a line in MDX.
  for (const match of stripped.matchAll(/^import\s+(?:[^'"]*?\s+from\s*)?['"]([^'"\n]+)['"]/gm)) {
    found.push({ specifier: match[1], line: stripped.slice(0, match.index).split('\n').length });
  }
  return found;
}
