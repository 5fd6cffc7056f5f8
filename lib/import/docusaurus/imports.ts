// What a content or component file imports, read from its text: ES `import … from '…'` (over several
// lines too), side-effect imports and `require('…')`, outside fenced code blocks. And what kind of
// specifier each is, as Docusaurus resolves them.

/** One import of a file: the specifier as written and the line it starts on. */
export interface ImportUse {
  specifier: string;
  line: number;
}

/** The text with fenced code blocks blanked (line numbers kept): an import inside ``` is an example, not an import. */
export function withoutFences(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) {
        fence = fence ? undefined : marker;
        return '';
      }
      return fence ? '' : line;
    })
    .join('\n');
}

const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '0': '\0' };

/**
 * A specifier as JavaScript reads its string literal: MDX hands `import` lines to a JS parser, so
 * `'./\_part.md'` (a Markdown habit, escaping the underscore) names `./_part.md` for Docusaurus too.
 */
export function unescapeSpecifier(written: string): string {
  return written.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, escape: string) => {
    if (/^[ux]/.test(escape) && escape.length > 1) return String.fromCodePoint(parseInt(escape.replace(/^u\{?|^x|\}$/g, ''), 16));
    return SIMPLE_ESCAPES[escape] ?? escape;
  });
}

/**
 * The imports of a file. In Markdown, an import is a line starting with `import` (MDX's rule);
 * `code` files (JS, TS) also count `require('…')` and `export … from '…'`.
 */
export function importsOf(text: string, { code = false } = {}): ImportUse[] {
  const source = code ? text : withoutFences(text);
  const found: ImportUse[] = [];
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  const statement = code
    ? /(?:^|[;\s])(?:import|export)\s+(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g
    : /^import\s+(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/gm;
  for (const match of source.matchAll(statement))
    found.push({ specifier: unescapeSpecifier(match[1]!), line: lineAt(match.index + match[0].indexOf(match[0].trimStart())) });
  if (code)
    for (const match of source.matchAll(/\brequire\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g))
      found.push({ specifier: unescapeSpecifier(match[1]!), line: lineAt(match.index) });
  return found.sort((a, b) => a.line - b.line);
}

/** How Docusaurus resolves a specifier. */
export type SpecifierKind =
  /** @theme/…, @docusaurus/…: the product's own components (the MDX compile maps them). */
  | { kind: 'builtin' }
  /** @site/…: a path in the site folder. */
  | { kind: 'site'; path: string }
  /** ./…, ../…: a path beside the file. */
  | { kind: 'relative'; path: string }
  /** an npm package. */
  | { kind: 'package'; name: string }
  /** @generated/…, @theme-original/…, an absolute path: nothing the import can carry. */
  | { kind: 'other' };

export function specifierKind(specifier: string): SpecifierKind {
  if (/^@(theme|docusaurus)\//.test(specifier)) return { kind: 'builtin' };
  if (specifier.startsWith('@site/')) return { kind: 'site', path: specifier.slice('@site/'.length) };
  if (specifier.startsWith('./') || specifier.startsWith('../')) return { kind: 'relative', path: specifier };
  if (/^@(generated|theme-original|theme-init)\//.test(specifier) || specifier.startsWith('/') || specifier.includes(':'))
    return { kind: 'other' };
  const parts = specifier.split('/');
  return { kind: 'package', name: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! };
}

/** Extensions tried after a specifier without one, in the bundler's order; then index files. */
export const RESOLVE_EXTENSIONS = ['', '.mdx', '.md', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'];
