// The Markdown version of each docs page and blog post, served at the page's URL plus ".md".

/** Removes MDX-only lines (ESM import/export) and JSX comments; Markdown and components stay. */
export function plainMarkdownBody(body: string): string {
  return body
    .replace(/^(import|export)\s[^\n]*(\n|$)/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface MarkdownPage {
  title: string;
  description?: string;
  /** Lines of facts under the title, e.g. "Published: 2026-11-01". */
  facts?: string[];
  body: string;
  /** Absolute URL of the HTML page. */
  url: string;
}

/** One page as a self-contained Markdown document. */
export function markdownDocument({ title, description, facts = [], body, url }: MarkdownPage): string {
  const head = [`# ${title}`, ''];
  if (description) head.push(`> ${description}`, '');
  head.push(...facts.map((fact) => `${fact}  `), `Source: ${url}`, '');
  const content = plainMarkdownBody(body).replace(/^#\s+[^\n]*\n+/, ''); // the title is already the h1
  return `${head.join('\n')}\n${content}\n`;
}
