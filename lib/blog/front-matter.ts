import { ContentError } from '@/lib/errors/build-error';
import { manualPage } from '@/lib/config/manual';
import { z } from 'zod';
import { FORMAT_OPTIONS } from '@/lib/mdx/format';
import { calendarDate, parseBlogFilePath } from './post-path';
import { frontMatterLine } from '@/lib/errors/source-lines';

const dateValue = z.union([z.date(), z.string()]);

/** An author written in a post: a key of authors.yml with overrides, or a whole inline author. */
const inlineAuthor = z
  .looseObject({
    key: z.string().min(1).optional().describe('A key of authors.yml; the other fields override its entry.'),
    name: z.string().optional().describe("The author's name."),
    title: z.string().optional().describe("The author's title, e.g. a role."),
    url: z.string().optional().describe("The author's link."),
    email: z.string().optional().describe("The author's email address (a mailto link when there is no url)."),
    image_url: z.string().optional().describe("The author's picture, local or remote."),
    imageURL: z.string().optional().describe('Older spelling of `image_url`.'),
    image: z.string().optional().describe('Another spelling of `image_url`.'),
    socials: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('Social profiles by network (`x`, `github`, `linkedin` … take a handle, others a URL).'),
  })
  .refine((a) => a.key || a.name || a.image_url || a.imageURL || a.image, 'needs a key, a name or an image_url');

const inlineTag = z.object({
  label: z.string().min(1).describe("The tag's name as readers see it."),
  permalink: z.string().optional().describe("The tag page's path below the blog's tags route."),
  description: z.string().optional().describe("The tag page's description."),
});
const listOf = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));
const tocLevel = z.number().int().min(2).max(6);

/**
 * Front matter as Docusaurus 3's blog reads it. Keys it does not know (id, custom fields) are kept
 * and ignored, as Docusaurus does, so a site's own fields never break the build.
 */
export const postFrontMatterSchema = z.looseObject({
  title: z.string().optional().describe('The post title (default: the first `#` heading, else the file name).'),
  description: z.string().optional().describe('The meta description and the text of social cards and feeds.'),
  slug: z.string().optional().describe("The post's URL below the blog route, replacing the date path (may contain `/`)."),
  date: dateValue.optional().describe('The publication date (default: from the file name, else git).'),
  authors: listOf(z.union([z.string().min(1), inlineAuthor]))
    .optional()
    .describe('Keys of authors.yml, inline author objects `{ name, title, url, image_url, socials }`, or a list of them.'),
  author: z.string().optional().describe('Legacy single author: the name (Docusaurus 1 style; prefer `authors`).'),
  author_title: z.string().optional().describe("Legacy single author: the author's title."),
  author_url: z.string().optional().describe("Legacy single author: the author's link."),
  author_image_url: z.string().optional().describe("Legacy single author: the author's picture."),
  authorTitle: z.string().optional().describe('Legacy spelling of `author_title`.'),
  authorURL: z.string().optional().describe('Legacy spelling of `author_url`.'),
  authorImageURL: z.string().optional().describe('Legacy spelling of `author_image_url`.'),
  tags: listOf(z.union([z.string().min(1), inlineTag]))
    .default([])
    .describe('Tags of the post: keys of tags.yml, labels, `{ label, permalink }` objects, or a list of them.'),
  image: z.string().optional().describe('The social card image of this post (a static file path or URL).'),
  keywords: z.array(z.string()).optional().describe('The meta keywords of the page.'),
  sidebar_label: z.string().optional().describe('The label in the blog sidebar, when it should differ from the title.'),
  draft: z.boolean().default(false).describe('Build it with `npm run dev` only; the production build leaves it out.'),
  unlisted: z
    .boolean()
    .default(false)
    .describe('Publish it, but keep it out of lists, feeds, search, the sitemap and llms.txt (and add noindex).'),
  hide_table_of_contents: z.boolean().default(false).describe('Hide the table of contents beside the post.'),
  toc_min_heading_level: tocLevel.optional().describe('The smallest heading level the table of contents lists (default 2).'),
  toc_max_heading_level: tocLevel.optional().describe('The largest heading level the table of contents lists (default 3).'),
  last_update: z
    .object({
      date: dateValue.optional().describe('The date shown, e.g. 2026-01-02.'),
      author: z.string().optional().describe('The author shown.'),
    })
    .refine((u) => u.date !== undefined || u.author !== undefined, 'needs a date or an author')
    .optional()
    .describe('The date and author shown as "Last updated" (with the blog\'s `showLastUpdateTime`/`showLastUpdateAuthor`).'),
  format: z
    .enum(FORMAT_OPTIONS)
    .optional()
    .describe('How this file is read: "md" (CommonMark), "mdx", or "detect" (by extension); overrides `markdown.format`.'),
});

// The known fields only: the loose schema's index signature would swallow them under Omit<>.
type ParsedFrontMatter = z.infer<ReturnType<typeof z.object<typeof postFrontMatterSchema.shape>>>;
export type InlineAuthor = z.infer<typeof inlineAuthor>;
export type AuthorRef = string | InlineAuthor;
export type TagRef = ParsedFrontMatter['tags'][number];
/** The validated front matter with every way of naming authors folded into one list. */
export type PostFrontMatter = Omit<ParsedFrontMatter, 'authors'> & { authors: AuthorRef[] };

/** What each field accepts, for error messages. */
const ALLOWED: Record<string, string> = {
  draft: 'true or false',
  unlisted: 'true or false',
  hide_table_of_contents: 'true or false',
  toc_min_heading_level: 'a whole number from 2 to 6',
  toc_max_heading_level: 'a whole number from 2 to 6',
  date: 'a date such as 2024-01-02 or 2024-01-02T10:00:00Z',
  authors: 'a key of authors.yml, an author object { key, name, title, url, image_url, socials }, or a list of these',
  tags: 'a tag key or label, an object { label, permalink }, or a list of these',
  keywords: 'a list of strings, e.g. [docusaurus, blog]',
  last_update: 'an object { date, author }',
  format: '"md" (CommonMark), "mdx" or "detect" (by extension)',
};

/** The legacy single-author fields (author, author_title, ...) as one inline author. */
function legacyAuthor(data: ParsedFrontMatter): InlineAuthor | undefined {
  const name = data.author;
  const title = data.author_title ?? data.authorTitle;
  const url = data.author_url ?? data.authorURL;
  const imageURL = data.author_image_url ?? data.authorImageURL;
  if (name === undefined && title === undefined && url === undefined && imageURL === undefined) return undefined;
  return { name, title, url, imageURL };
}

/**
 * Validates a post's front matter. A wrong type fails with the file, the line and what the field
 * accepts; `rawFrontMatter` (gray-matter's `matter`) gives the line.
 */
export function parsePostFrontMatter(data: unknown, file: string, rawFrontMatter?: string): PostFrontMatter {
  const result = postFrontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    const field = issue.path.join('.') || 'front matter';
    const line = frontMatterLine(rawFrontMatter, key);
    const allowed = ALLOWED[key] ?? 'a string';
    throw new ContentError(file, line, `front matter field "${field}" ${issue.message}`, {
      fix: `It accepts ${allowed}. Every field of a post: ${manualPage('reference/front-matter#blog-posts')}`,
    });
  }
  const parsed = result.data;
  const legacy = legacyAuthor(parsed);
  if (legacy && parsed.authors) {
    const line = frontMatterLine(rawFrontMatter, 'authors');
    throw new ContentError(file, line, 'front matter mixes "authors" with the legacy "author*" fields', {
      fix: 'Keep only "authors" (Docusaurus refuses the mix too)',
    });
  }
  if (
    parsed.toc_min_heading_level !== undefined &&
    parsed.toc_max_heading_level !== undefined &&
    parsed.toc_min_heading_level > parsed.toc_max_heading_level
  ) {
    const line = frontMatterLine(rawFrontMatter, 'toc_min_heading_level');
    throw new ContentError(file, line, 'toc_min_heading_level is greater than toc_max_heading_level', {
      fix: 'Make the minimum at most the maximum',
    });
  }
  return { ...parsed, authors: parsed.authors ?? (legacy ? [legacy] : []) };
}

export interface FileNameParts {
  /** The date of a "YYYY-MM-DD-" prefix, if any. */
  date?: Date;
  /** The name without the date prefix. */
  name: string;
}

/** A single file or folder name's date prefix ("2026-11-20-welcome" → 2026-11-20 and "welcome"); see parseBlogFilePath for whole paths. */
export function parsePostFileName(baseName: string, file: string): FileNameParts {
  if (!/^\d{4}-\d{2}-\d{2}-./.test(baseName)) return { name: baseName };
  const { date, text } = parseBlogFilePath(`${baseName}.md`, file);
  return { date, name: text };
}

/**
 * A front matter date: YAML is read with the core schema, so `2026-11-20` arrives as a string and
 * an impossible day (2026-02-31) fails instead of rolling over into March.
 */
export function parseFrontMatterDate(value: Date | string, file: string, fix: string): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new ContentError(file, undefined, 'front matter "date" is not a valid date', { fix: fix });
    return value;
  }
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (!match) {
    // Any other string YAML leaves as it is ("Nov 22, 2023"): Docusaurus reads it as UTC by adding a `Z`.
    const other = new Date(`${text}Z`);
    if (Number.isNaN(other.getTime()))
      throw new ContentError(file, undefined, `front matter "date: ${value}" is not a valid date`, { fix: fix });
    return other;
  }
  const day = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  const parsed = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  if (!day || Number.isNaN(parsed.getTime()))
    throw new ContentError(file, undefined, `front matter "date: ${value}" is not a valid date`, { fix: fix });
  return parsed;
}

/**
 * The post's date, as Docusaurus: front matter `date`, else the date in the file path, else the
 * file's own date (its first git commit, else its modification time) when one is given.
 */
export function resolvePostDate(
  value: Date | string | undefined,
  fromFileName: Date | undefined,
  file: string,
  fromFile?: () => Date | undefined,
): Date {
  const fix = 'Write it as `date: 2026-11-20` (or 2026-11-20T10:00:00Z), or name the file 2026-11-20-my-post.md';
  if (value !== undefined) return parseFrontMatterDate(value, file, fix);
  if (fromFileName) return fromFileName;
  const fileDate = fromFile?.();
  if (fileDate) return fileDate;
  throw new ContentError(file, undefined, 'the post has no date', { fix: fix });
}
