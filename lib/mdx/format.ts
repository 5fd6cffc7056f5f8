/** How one file is parsed: MDX (JSX, expressions, imports) or CommonMark with raw HTML. */
export type MarkdownFormat = 'md' | 'mdx';

/** The site's `markdown.format` and a file's front-matter `format`: a format, or "detect" (by extension). */
export type MarkdownFormatOption = MarkdownFormat | 'detect';

/** Docusaurus' `markdown.mdx1Compat`: the MDX 1 habits MDX 3 rejects, each accepted unless switched off. */
export interface Mdx1Compat {
  /** `<!-- comments -->` in MDX files are removed (MDX 3 rejects them). */
  comments: boolean;
  /** `:::tip Title words` is read as `:::tip[Title words]`. */
  admonitions: boolean;
  /** `## Heading {#custom-id}` sets the heading's id (MDX 3 reads the braces as an expression). */
  headingIds: boolean;
}

/** The site's Markdown dialect: its default format and the MDX 1 compatibility switches. */
export interface MarkdownDialect {
  format: MarkdownFormatOption;
  mdx1Compat: Mdx1Compat;
  /** The site's markdown.math (default on): the outline parses `$` as the page does. */
  math?: boolean;
}

/** Docusaurus 3's defaults: every file is MDX, every compatibility switch on. */
export const DEFAULT_DIALECT: MarkdownDialect = { format: 'mdx', mdx1Compat: { comments: true, admonitions: true, headingIds: true } };

export const FORMAT_OPTIONS = ['md', 'mdx', 'detect'] as const;

// As MDX's `mdExtensions` (and Docusaurus): these are Markdown; any other extension (.mdx) is MDX.
const MD_EXTENSIONS = new Set(['.md', '.markdown', '.mdown', '.mkdn', '.mkd', '.mdwn', '.mkdown', '.ron']);

function byExtension(file: string): MarkdownFormat {
  return MD_EXTENSIONS.has(/\.[^./\\]*$/.exec(file)?.[0].toLowerCase() ?? '') ? 'md' : 'mdx';
}

/**
 * The one place that decides how a content file (doc, post, page) is parsed, as Docusaurus 3.10
 * does: the file's front-matter `format` wins, else the site's `markdown.format` (default "mdx",
 * so `.md` files are MDX too); "detect" means by extension (.md is CommonMark, .mdx is MDX).
 */
export function resolveFormat(
  file: string,
  frontMatterFormat: unknown,
  siteFormat: MarkdownFormatOption = DEFAULT_DIALECT.format,
): MarkdownFormat {
  const chosen = isFormatOption(frontMatterFormat) ? frontMatterFormat : siteFormat;
  return chosen === 'detect' ? byExtension(file) : chosen;
}

/** True for "md", "mdx" and "detect": the values front matter `format` accepts. */
export function isFormatOption(value: unknown): value is MarkdownFormatOption {
  return typeof value === 'string' && (FORMAT_OPTIONS as readonly string[]).includes(value);
}
