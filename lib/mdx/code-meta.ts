/** What a fence's meta string and highlight comments ask for. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight, after highlight comments are removed. */
  highlight: Set<number>;
  showLineNumbers: boolean;
  /** First line number when `showLineNumbers=5` is given. */
  startLine: number;
}

/** "1,4-6" → {1,4,5,6}. */
export function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to] = part
      .trim()
      .split('-')
      .map((n) => Number.parseInt(n, 10));
    if (from === undefined || Number.isNaN(from)) continue;
    const end = to === undefined || Number.isNaN(to) ? from : to;
    for (let line = from; line <= end; line += 1) lines.add(line);
  }
  return lines;
}

/** Parses a fence meta such as `title="src/app.ts" {1,4-6} showLineNumbers`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(["'])(.*?)\1/.exec(text)?.[2];
  // Ranges and flags are looked for outside quoted values: title="step {2}" names no line.
  const flags = text.replace(/(["']).*?\1/g, '""');
  const ranges = /\{([\d,\s-]+)\}/.exec(flags)?.[1];
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(flags);
  return {
    title,
    highlight: ranges ? parseLineRanges(ranges) : new Set(),
    showLineNumbers: Boolean(numbers),
    startLine: numbers?.[1] ? Number(numbers[1]) : 1,
  };
}

/** Comment syntaxes a directive may be written in, as Docusaurus' magic comments (start and end patterns). */
const COMMENTS = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
} as const;
type CommentType = keyof typeof COMMENTS;

/** The comment syntaxes of a language, as Docusaurus decides them; every syntax for a language it does not list. */
function commentTypes(lang: string | null | undefined): CommentType[] {
  const byLanguage: Record<string, CommentType[]> = {
    js: ['js', 'jsBlock'],
    javascript: ['js', 'jsBlock'],
    ts: ['js', 'jsBlock'],
    typescript: ['js', 'jsBlock'],
    jsx: ['js', 'jsBlock', 'jsx'],
    tsx: ['js', 'jsBlock', 'jsx'],
    html: ['js', 'jsBlock', 'html'],
    python: ['bash'],
    py: ['bash'],
    bash: ['bash'],
    markdown: ['html', 'jsx', 'bash'],
    md: ['html', 'jsx', 'bash'],
    mdx: ['html', 'jsx', 'bash'],
    tex: ['tex'],
    latex: ['tex'],
    matlab: ['tex'],
    lua: ['lua'],
    haskell: ['lua'],
    sql: ['lua'],
    wasm: ['wasm'],
    vb: ['vb', 'rem'],
    vba: ['vb', 'rem'],
    'visual-basic': ['vb', 'rem'],
    batch: ['rem'],
    basic: ['rem', 'f90'],
    fsharp: ['js', 'ml'],
    ocaml: ['ml'],
    sml: ['ml'],
    fortran: ['f90'],
  };
  return byLanguage[(lang ?? '').toLowerCase()] ?? (Object.keys(COMMENTS) as CommentType[]);
}

/** A line holding only a `highlight-…` directive in one of the language's comment syntaxes. */
function directivePattern(lang: string | null | undefined): RegExp {
  const alternatives = commentTypes(lang).map(
    (type) => `(?:${COMMENTS[type][0]})\\s*highlight-(next-line|start|end)\\s*(?:${COMMENTS[type][1]})`,
  );
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/**
 * Removes `highlight-next-line`, `highlight-start` and `highlight-end` comment lines and returns
 * the code with the lines they mark (1-based, in the cleaned code).
 */
export function stripHighlightComments(code: string, lang?: string | null): { code: string; highlight: Set<number> } {
  const directive = directivePattern(lang);
  const out: string[] = [];
  const highlight = new Set<number>();
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const match = directive.exec(line);
    const name = match?.slice(1).find(Boolean);
    if (name === 'next-line') nextLine = true;
    else if (name === 'start') inRange = true;
    else if (name === 'end') inRange = false;
    else {
      out.push(line);
      if (nextLine || inRange) highlight.add(out.length);
      nextLine = false;
    }
  }
  return { code: out.join('\n'), highlight };
}
