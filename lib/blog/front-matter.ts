import { z } from 'zod';
import { BlogContentError } from './errors';

const inlineAuthor = z.object({
  name: z.string().min(1),
  title: z.string().optional(),
  url: z.url().optional(),
  image: z.string().optional(),
});

const inlineTag = z.object({ label: z.string().min(1), permalink: z.string().optional(), description: z.string().optional() });

const listOf = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** Front matter as Docusaurus blogs write it; other keys (keywords, ...) are allowed and ignored. */
export const postFrontMatterSchema = z.looseObject({
  title: z.string({ error: 'needs a title: add `title: My post`' }).min(1),
  slug: z.string().regex(/^\/?[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and "-", e.g. `slug: my-post`').optional(),
  date: z.union([z.date(), z.string()]).optional(),
  authors: listOf(z.union([z.string().min(1), inlineAuthor])).default([]),
  tags: listOf(z.union([z.string().min(1), inlineTag])).default([]),
  description: z.string().optional(),
  image: z.string().optional(),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type AuthorRef = PostFrontMatter['authors'][number];
export type TagRef = PostFrontMatter['tags'][number];

/** Validates a post's front matter, naming the file and field when something is wrong. */
export function parsePostFrontMatter(data: unknown, file: string): PostFrontMatter {
  const result = postFrontMatterSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || 'front matter';
  throw new BlogContentError(file, `front matter field "${field}" ${issue.message}`, 'Fix the front matter at the top of the file');
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

/** A YYYY-MM-DD date that really exists (2026-02-30 does not), as a UTC Date. */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : undefined;
}

export interface FileNameParts {
  /** The date of a "YYYY-MM-DD-" prefix, if any. */
  date?: Date;
  /** The name without the date prefix: the default slug. */
  name: string;
}

/**
 * Splits a post's file name (or its folder's name, for folder posts with index.md) into an
 * optional date prefix and the default slug: "2026-11-20-welcome" → 2026-11-20 and "welcome".
 */
export function parsePostFileName(baseName: string, file: string): FileNameParts {
  const match = DATE_PREFIX.exec(baseName);
  if (!match) return { name: baseName };
  const [, y, m, d, name] = match;
  const date = calendarDate(Number(y), Number(m), Number(d));
  if (!date) {
    throw new BlogContentError(file, `the file name starts with "${y}-${m}-${d}", which is not a real date`, 'Rename it with a valid YYYY-MM-DD- prefix');
  }
  return { date, name: name! };
}

/**
 * The post's date: front matter `date` wins over the file-name prefix. YAML turns `2026-11-20`
 * into a Date; a string must start with YYYY-MM-DD (a time and zone may follow).
 */
export function resolvePostDate(value: Date | string | undefined, fromFileName: Date | undefined, file: string): Date {
  const fix = 'Write it as `date: 2026-11-20` (or 2026-11-20T10:00:00Z), or name the file 2026-11-20-my-post.md';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new BlogContentError(file, 'front matter "date" is not a valid date', fix);
    return value;
  }
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
    const day = match && calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
    const parsed = new Date(value.trim().length === 10 ? `${value.trim()}T00:00:00Z` : value.trim());
    if (!day || Number.isNaN(parsed.getTime())) throw new BlogContentError(file, `front matter "date: ${value}" is not a valid date`, fix);
    return parsed;
  }
  if (fromFileName) return fromFileName;
  throw new BlogContentError(file, 'the post has no date', fix);
}
