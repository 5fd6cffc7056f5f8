import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError, frontMatterLine } from './errors';

const date = z.union([z.date(), z.string().min(1)]);

/** The front matter Docusaurus docs already use, so their files move over unchanged. Unknown keys are kept. */
export const docFrontMatterSchema = z.looseObject({
  id: z.string().regex(/^[^/\s]+$/, 'an id is one path segment without "/" or spaces').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  tags: z.array(z.union([z.string(), z.object({ label: z.string(), permalink: z.string().optional() })])).optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  last_update: z.object({ date: date.optional(), author: z.string().optional() }).optional(),
  image: z.string().optional(),
});

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

export interface ParsedSource<T> {
  data: T;
  /** The Markdown after the front matter. */
  body: string;
  /** The raw YAML between the fences ("" when there is none), for line lookups. */
  yaml: string;
}

/** Splits front matter from a source file; bad YAML fails naming the file and line. */
export function splitFrontMatter(source: string, file: string): ParsedSource<Record<string, unknown>> {
  try {
    // An empty options object keeps gray-matter from caching by content (and sharing parsed objects).
    const parsed = matter(source, {});
    // gray-matter keeps the newline after the opening fence; drop it so line 0 of the YAML is file line 2.
    return { data: parsed.data, body: parsed.content, yaml: (parsed.matter ?? '').replace(/^\r?\n/, '') };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.message : String(error));
    // js-yaml counts lines from 0 inside the YAML, which starts on file line 2.
    const line = typeof mark?.line === 'number' ? mark.line + 2 : 1;
    throw new ContentError(file, line, `invalid YAML front matter: ${reason}. Fix the YAML between the "---" lines.`, { cause: error });
  }
}

/** Parses and validates a doc's front matter; a wrong field type fails naming the file, the key's line and the expected type. */
export function parseDocFrontMatter(source: string, file: string): ParsedSource<DocFrontMatter> {
  const raw = splitFrontMatter(source, file);
  const result = docFrontMatterSchema.safeParse(raw.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.path[0];
    const field = issue.path.map(String).join('.');
    throw new ContentError(
      file,
      frontMatterLine(raw.yaml, typeof key === 'string' ? key : undefined),
      `front matter field "${field}": ${issue.message}. See lib/content/front-matter.ts for the expected types.`,
    );
  }
  const data = result.data;
  if (data.toc_min_heading_level && data.toc_max_heading_level && data.toc_min_heading_level > data.toc_max_heading_level) {
    throw new ContentError(file, frontMatterLine(raw.yaml, 'toc_min_heading_level'), 'toc_min_heading_level is larger than toc_max_heading_level.');
  }
  return { ...raw, data };
}
