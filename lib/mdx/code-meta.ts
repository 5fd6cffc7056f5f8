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
    const [from, to] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
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
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1];
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(text);
  return {
    title,
    highlight: ranges ? parseLineRanges(ranges) : new Set(),
    showLineNumbers: Boolean(numbers),
    startLine: numbers?.[1] ? Number(numbers[1]) : 1,
  };
}

// A comment holding only the directive, in the comment styles of the supported grammars.
const DIRECTIVE = /^\s*(?:\/\/|#|--|<!--|\/\*|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/|\*\/\})?\s*$/;

/**
 * Removes `highlight-next-line`, `highlight-start` and `highlight-end` comment lines and returns
 * the code with the lines they mark (1-based, in the cleaned code).
 */
export function stripHighlightComments(code: string): { code: string; highlight: Set<number> } {
  const out: string[] = [];
  const highlight = new Set<number>();
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') inRange = true;
    else if (directive === 'end') inRange = false;
    else {
      out.push(line);
      if (nextLine || inRange) highlight.add(out.length);
      nextLine = false;
    }
  }
  return { code: out.join('\n'), highlight };
}
