import { z } from 'zod';
import { BlogContentError } from './errors';
import type { TagRef } from './front-matter';
import type { InlineTagPolicy } from './options';
import type { BlogTag } from './types';

const tagSchema = z.strictObject({
  label: z.string().min(1),
  /** Relative to /blog/tags, e.g. "/hello"; defaults to the key. */
  permalink: z.string().regex(/^\/[a-z0-9][a-z0-9-]*$/, 'must be one segment such as /hello').optional(),
  description: z.string().optional(),
});

export const tagsFileSchema = z.record(z.string().regex(/^[a-z0-9-]+$/, 'tag keys are lowercase letters, digits and "-"'), tagSchema);

/** A URL segment for an inline tag label: "Open Source!" → "open-source". */
export function tagSlug(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Validates tags.yml into tags with their page permalinks. */
export function buildTags(raw: unknown, { file, routeBasePath }: { file: string; routeBasePath: string }): Map<string, BlogTag> {
  const result = tagsFileSchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BlogContentError(file, `"${issue.path.join('.')}" ${issue.message}`, 'Each tag needs a label; permalink and description are optional');
  }
  const tags = new Map<string, BlogTag>();
  for (const [key, entry] of Object.entries(result.data)) {
    tags.set(key, { key, label: entry.label, description: entry.description, permalink: `${routeBasePath}/tags${entry.permalink ?? `/${key}`}`, inline: false });
  }
  return tags;
}

export interface ResolveTagsOptions {
  file: string;
  routeBasePath: string;
  policy: InlineTagPolicy;
  /** Where warnings go; console.warn in the build. */
  warn?: (message: string) => void;
}

/**
 * Resolves a post's `tags`: keys of tags.yml, or inline tags (a plain label or { label, permalink })
 * that tags.yml lacks, which warn, fail or pass according to the policy.
 */
export function resolveTags(refs: TagRef[], tags: Map<string, BlogTag>, { file, routeBasePath, policy, warn = console.warn }: ResolveTagsOptions): BlogTag[] {
  const resolved = refs.map((ref): BlogTag => {
    const known = typeof ref === 'string' ? tags.get(ref) : undefined;
    if (known) return known;
    const label = typeof ref === 'string' ? ref : ref.label;
    const problem = `tag "${label}" is not declared in content/blog/tags.yml`;
    const fix = `Add it to tags.yml or use one of: ${[...tags.keys()].join(', ')}`;
    if (policy === 'throw') throw new BlogContentError(file, problem, `${fix} (BLOG_ON_INLINE_TAGS=throw)`);
    if (policy === 'warn') warn(`[blog] ${file}: ${problem}. ${fix}.`);
    const permalink = typeof ref === 'string' || !ref.permalink ? `/${tagSlug(label)}` : `/${ref.permalink.replace(/^\//, '')}`;
    return { key: label, label, permalink: `${routeBasePath}/tags${permalink}`, description: typeof ref === 'string' ? undefined : ref.description, inline: true };
  });
  // A tag listed twice shows once.
  return resolved.filter((tag, index) => resolved.findIndex((t) => t.permalink === tag.permalink) === index);
}
