import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Spec text is untrusted. Raw HTML in markdown is dropped by remark-rehype (no allowDangerousHtml), and
// rehype-sanitize (GitHub's allow-list: no script, no on* handlers, only http(s)/mailto URLs) cleans the rest.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: 'md-' })
  .use(rehypeStringify)
  .freeze();

const cache = new Map<string, string>();

/** Markdown (CommonMark + GFM) to sanitised HTML; undefined for empty input. */
export function markdownToSafeHtml(markdown: unknown): string | undefined {
  if (typeof markdown !== 'string' || markdown.trim() === '') return undefined;
  let html = cache.get(markdown);
  if (html === undefined) {
    html = String(processor.processSync(markdown)).trim();
    cache.set(markdown, html);
  }
  return html;
}
