import matter from 'gray-matter';
import { z } from 'zod';
import { FORMAT_OPTIONS } from '@/lib/mdx/format';
import { ContentError } from '@/lib/errors/build-error';
import { frontMatterLine } from '@/lib/errors/source-lines';

const date = z.union([z.date(), z.string().min(1)]);
const tagObject = z.object({ label: z.string(), permalink: z.string(), description: z.string().optional() });
const level = z.number().int().min(2).max(6);

/**
 * Every doc front matter field of Docusaurus 3, each with the words an error uses for what it
 * accepts ("hide_title must be true or false"), so a wrong value teaches the fix.
 */
const FIELDS = {
  // Docusaurus refuses only a "/" in an id ("cuDF Pandas" is an id, its page /docs/cuDF%20Pandas).
  id: [z.string().regex(/^[^/]+$/, 'one path segment'), 'one path segment without "/", e.g. "intro"'],
  title: [z.string(), 'a string'],
  sidebar_label: [z.string(), 'a string'],
  sidebar_position: [z.number(), 'a number, e.g. 2 or 2.5'],
  sidebar_class_name: [z.string(), 'a string of CSS class names'],
  sidebar_custom_props: [z.record(z.string(), z.unknown()), 'a mapping, e.g. { badge: new }'],
  displayed_sidebar: [z.string().nullable(), 'a sidebar name, or null for no sidebar'],
  hide_title: [z.boolean(), 'true or false'],
  hide_table_of_contents: [z.boolean(), 'true or false'],
  toc_min_heading_level: [level, 'a whole number from 2 to 6'],
  toc_max_heading_level: [level, 'a whole number from 2 to 6'],
  pagination_label: [z.string(), 'a string'],
  pagination_next: [z.string().nullable(), 'a doc id, or null for no link'],
  pagination_prev: [z.string().nullable(), 'a doc id, or null for no link'],
  parse_number_prefixes: [z.boolean(), 'true or false'],
  custom_edit_url: [z.string().nullable(), 'a URL, or null to hide "Edit this page"'],
  description: [z.string(), 'a string'],
  keywords: [z.array(z.string()), 'a list of strings, e.g. [setup, install]'],
  image: [z.string(), 'an image path or URL'],
  slug: [z.string(), 'a URL path, e.g. /setup or setup'],
  tags: [z.array(z.union([z.string(), tagObject])), 'a list of tag names or { label, permalink } objects'],
  draft: [z.boolean(), 'true or false'],
  unlisted: [z.boolean(), 'true or false'],
  last_update: [z.object({ date: date.optional(), author: z.string().optional() }), 'a mapping with date and/or author'],
  format: [z.enum(FORMAT_OPTIONS), '"md" (CommonMark), "mdx" or "detect" (by extension)'],
} as const;

type Fields = typeof FIELDS;
type Known = { [K in keyof Fields]?: z.infer<Fields[K][0]> };

/** The front matter Docusaurus docs use, so their files move over unchanged. Unknown keys are kept and ignored. */
export const docFrontMatterSchema = z.looseObject(
  Object.fromEntries(Object.entries(FIELDS).map(([key, [schema]]) => [key, schema.optional()])) as {
    [K in keyof Fields]: z.ZodOptional<Fields[K][0]>;
  },
);

export type DocFrontMatter = Known & Record<string, unknown>;

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

function shown(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return JSON.stringify(value) ?? String(value);
}

/** Parses and validates a doc's front matter; a wrong value fails naming the file, the key's line and what the key accepts. */
export function parseDocFrontMatter(source: string, file: string): ParsedSource<DocFrontMatter> {
  const raw = splitFrontMatter(source, file);
  const result = docFrontMatterSchema.safeParse(raw.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0]);
    const expected = FIELDS[key as keyof Fields]?.[1] ?? issue.message;
    throw new ContentError(
      file,
      frontMatterLine(raw.yaml, key),
      `front matter field "${issue.path.map(String).join('.')}": ${key} must be ${expected}, not ${shown(raw.data[key])}.`,
    );
  }
  const data = result.data as DocFrontMatter;
  if (data.toc_min_heading_level && data.toc_max_heading_level && data.toc_min_heading_level > data.toc_max_heading_level) {
    throw new ContentError(file, frontMatterLine(raw.yaml, 'toc_min_heading_level'), 'toc_min_heading_level is larger than toc_max_heading_level.');
  }
  return { ...raw, data };
}
