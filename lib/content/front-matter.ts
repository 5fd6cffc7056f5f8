import matter from 'gray-matter';
import { z } from 'zod';
import { FORMAT_OPTIONS } from '@/lib/mdx/format';
import { ContentError } from '@/lib/errors/build-error';
import { manualPage } from '@/lib/config/manual';
import { frontMatterLine } from '@/lib/errors/source-lines';

const date = z.union([z.date(), z.string().min(1)]);
const tagObject = z.object({
  label: z.string().describe("The tag's name as readers see it."),
  permalink: z.string().describe("The tag page's path below `<docs>/tags`."),
  description: z.string().optional().describe("The tag page's description."),
});
const lastUpdate = z.object({
  date: date.optional().describe('The date shown, e.g. 2026-01-02.'),
  author: z.string().optional().describe('The author shown.'),
});
const level = z.number().int().min(2).max(6);

/**
 * Every doc front matter field of Docusaurus 3, each with the words an error uses for what it
 * accepts ("hide_title must be true or false"), so a wrong value teaches the fix.
 */
const FIELDS = {
  // Docusaurus refuses only a "/" in an id ("cuDF Pandas" is an id, its page /docs/cuDF%20Pandas).
  id: [z.string().regex(/^[^/]+$/, 'one path segment').describe("The doc's id (default: its file name without number prefix); links, sidebars and `pagination_next` name docs by it."), 'one path segment without "/", e.g. "intro"'],
  title: [z.string().describe("The page title and the sidebar's label (default: the first `#` heading)."), 'a string'],
  sidebar_label: [z.string().describe("The label in the sidebar and in previous/next links, when it should differ from the title."), 'a string'],
  sidebar_position: [z.number().describe("The doc's place in a generated sidebar (smaller first); without it, by file name."), 'a number, e.g. 2 or 2.5'],
  sidebar_class_name: [z.string().describe("Class names added to the doc's sidebar item."), 'a string of CSS class names'],
  sidebar_custom_props: [z.record(z.string(), z.unknown()).describe("Data passed to the doc's sidebar item (`customProps`), for a swizzled or own sidebar component."), 'a mapping, e.g. { badge: new }'],
  displayed_sidebar: [z.string().nullable().describe("The sidebar shown beside the doc (by name); null shows none."), 'a sidebar name, or null for no sidebar'],
  hide_title: [z.boolean().describe("Hide the title above the content (when the content starts with its own heading)."), 'true or false'],
  hide_table_of_contents: [z.boolean().describe("Hide the table of contents beside the page."), 'true or false'],
  toc_min_heading_level: [level.describe("The smallest heading level the table of contents lists (default 2)."), 'a whole number from 2 to 6'],
  toc_max_heading_level: [level.describe("The largest heading level the table of contents lists (default 3)."), 'a whole number from 2 to 6'],
  pagination_label: [z.string().describe("The text of previous/next links to this doc."), 'a string'],
  pagination_next: [z.string().nullable().describe("The doc id the \"Next\" link goes to; null for none."), 'a doc id, or null for no link'],
  pagination_prev: [z.string().nullable().describe("The doc id the \"Previous\" link goes to; null for none."), 'a doc id, or null for no link'],
  parse_number_prefixes: [z.boolean().describe("false keeps a number prefix (`01-intro.md`) in the doc's id and URL."), 'true or false'],
  custom_edit_url: [z.string().nullable().describe("\"Edit this page\" link of this doc; null hides it."), 'a URL, or null to hide "Edit this page"'],
  description: [z.string().describe("The meta description (and social card text); also the text of category cards."), 'a string'],
  keywords: [z.array(z.string()).describe("The meta keywords of the page."), 'a list of strings, e.g. [setup, install]'],
  image: [z.string().describe("The social card image of this page (a static file path or URL)."), 'an image path or URL'],
  slug: [z.string().describe("The doc's URL: absolute (`/setup`, `/` for the docs root) or relative to its folder (`setup`)."), 'a URL path, e.g. /setup or setup'],
  tags: [z.array(z.union([z.string(), tagObject])).describe("Tags listed on the doc, each with a page at `<docs>/tags/<tag>`: names declared in tags.yml, or `{ label, permalink }`."), 'a list of tag names or { label, permalink } objects'],
  draft: [z.boolean().describe("Build it with `npm run dev` only; the production build leaves it out."), 'true or false'],
  unlisted: [z.boolean().describe("Publish it, but keep it out of sidebars, search, the sitemap and llms.txt (and add noindex)."), 'true or false'],
  last_update: [lastUpdate.describe("The date and author shown as \"Last updated\" (with `showLastUpdateTime`/`showLastUpdateAuthor`), instead of git's."), 'a mapping with date and/or author'],
  format: [z.enum(FORMAT_OPTIONS).describe("How this file is read: \"md\" (CommonMark), \"mdx\", or \"detect\" (by extension); overrides `markdown.format`."), '"md" (CommonMark), "mdx" or "detect" (by extension)'],
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
      `front matter field "${issue.path.map(String).join('.')}": ${key} must be ${expected}, not ${shown(raw.data[key])}`,
      { fix: `Every field of a doc: ${manualPage('reference/front-matter#docs')}` },
    );
  }
  const data = result.data as DocFrontMatter;
  if (data.toc_min_heading_level && data.toc_max_heading_level && data.toc_min_heading_level > data.toc_max_heading_level) {
    throw new ContentError(file, frontMatterLine(raw.yaml, 'toc_min_heading_level'), 'toc_min_heading_level is larger than toc_max_heading_level.');
  }
  return { ...raw, data };
}
