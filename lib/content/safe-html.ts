import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

// Sidebar `html` items come from a sidebars file, which may be copied from anywhere: the HTML is
// parsed and cut down to GitHub's allow-list (no script, style or on* handlers, only safe URLs),
// as lib/openapi/model/markdown.ts does for spec text. Components render only this output.
const processor = unified()
  .use(rehypeRaw)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: 'sidebar-', strip: [...(defaultSchema.strip ?? []), 'style'] })
  .use(rehypeStringify)
  .freeze();

/** HTML from content, sanitised for rendering with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html }] };
  return processor.stringify(processor.runSync(tree)).trim();
}
