// The outline of a Markdown body (lib/content/toc.ts reads it), in a file of its own: the content
// memo (content-memo.ts) keeps outlines too, and toc.ts uses the memo.

/** One entry of a table of contents. */
export interface TocItem {
  /** The heading's id, the same one the rendered page gives it. */
  id: string;
  /** The heading's plain text (explicit `{#id}` removed). */
  text: string;
  /** 2 for h2, 3 for h3, ... */
  level: number;
}

/** Every heading of a body (all levels) and the text of its first paragraph, from one parse. */
export interface MarkdownOutline {
  headings: TocItem[];
  firstParagraph?: string;
}
