// The Markdown version of each docs page, blog post and page, served at the page's URL plus ".md".
import { cachedCompile } from '@/lib/mdx/compile-cache';
import { markdownTwin, type PipelineOptions } from '@/lib/mdx/pipeline';

export interface MarkdownPage {
  title: string;
  description?: string;
  /** Lines of facts under the title, e.g. "Published: 2026-11-01". */
  facts?: string[];
  /** The body as plain Markdown: see {@link twinBody}. */
  body: string;
  /** Absolute URL of the HTML page. */
  url: string;
}

/**
 * A content body as the twin's Markdown: the pipeline's `text` preset, from the same parse as the
 * page, so doc, file and `api:` links point where the page's do (as absolute URLs) and MDX is
 * turned into Markdown rather than cut out.
 */
export function twinBody(body: string, options: PipelineOptions): Promise<string> {
  // Cached across builds as the page's compile is (lib/mdx/compile-cache.ts): an unchanged doc's twin is not made again.
  return cachedCompile(body, options, { preset: 'twin' }, (pipeline) => markdownTwin(body, pipeline));
}

/** One page as a self-contained Markdown document. */
export function markdownDocument({ title, description, facts = [], body, url }: MarkdownPage): string {
  const head = [`# ${title}`, ''];
  if (description) head.push(`> ${description}`, '');
  head.push(...facts.map((fact) => `${fact}  `), `Source: ${url}`, '');
  const content = body.trim().replace(/^#\s+[^\n]*\n+/, ''); // the title is already the h1
  return `${head.join('\n')}\n${content}\n`;
}
