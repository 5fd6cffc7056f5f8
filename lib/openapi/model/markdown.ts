import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { footnoteOptions, VISUALLY_HIDDEN_CLASS } from '@/lib/mdx/footnotes';
import { rehypeSectionIds } from '../pages/section-ids';

// Spec text is untrusted, and real specs write raw HTML in descriptions (<br>, <details>, <table>).
// rehype-raw parses that HTML into the tree, then rehype-sanitize (GitHub's allow-list: no script,
// style or iframe, no on* handlers, only http(s)/mailto URLs) keeps the safe part. Nothing is
// passed through unescaped.
const sanitized = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true, ...footnoteOptions })
  .use(rehypeRaw)
  .use(rehypeSanitize, {
    ...defaultSchema,
    clobberPrefix: 'md-',
    // Images from a spec point at files this site does not publish (relative paths break the link
    // check, remote ones track readers): dropped, like <style>, whose text would show as prose.
    tagNames: defaultSchema.tagNames?.filter((tag) => tag !== 'img'),
    strip: [...(defaultSchema.strip ?? []), 'style'],
    // GitHub's list allows one class on h2, its footnotes label's "sr-only"; ours is another.
    attributes: { ...defaultSchema.attributes, h2: [['className', VISUALLY_HIDDEN_CLASS]] },
  })
  .freeze();

const processor = sanitized().use(rehypeStringify).freeze();

const cache = new Map<string, string>();

/**
 * Markdown (CommonMark + GFM) to sanitised HTML; undefined for empty input. `sectionId`: give the
 * headings Redoc's "section/…" anchors through it. For the API's own description only: that path
 * builds a processor per call and skips the cache.
 */
export function markdownToSafeHtml(markdown: unknown, { sectionId }: { sectionId?: (wanted: string) => string } = {}): string | undefined {
  if (typeof markdown !== 'string' || markdown.trim() === '') return undefined;
  if (sectionId) return String(sanitized().use(rehypeSectionIds, { take: sectionId }).use(rehypeStringify).processSync(markdown)).trim();
  let html = cache.get(markdown);
  if (html === undefined) {
    html = String(processor.processSync(markdown)).trim();
    cache.set(markdown, html);
  }
  return html;
}
