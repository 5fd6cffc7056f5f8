import { ContentError } from '@/lib/errors/build-error';
import { checkNote } from '@/lib/config/checks';
import { z } from 'zod';
import { kebabCase } from '@/lib/text/kebab-case';
import { reportProblem, type Reporter } from '@/lib/errors/levels';
import type { TagRef } from './front-matter';
import type { InlineTagPolicy } from '@/lib/config/blog-options';
import type { BlogTag } from './types';

/** A tags.yml entry as Docusaurus reads it: every field optional, even the whole entry (`hello:`). */
const tagSchema = z
  .object({
    label: z.string().optional(),
    /** Relative to the tags route, e.g. "/hello"; defaults to the kebab-cased key. */
    permalink: z.string().optional(),
    description: z.string().optional(),
  })
  .nullable();

export const tagsFileSchema = z.record(z.string(), tagSchema, { error: 'must map tag keys to tags' });

export { kebabCase };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** Validates tags.yml into tags with their page permalinks (label defaults to the capitalised key, as Docusaurus). */
export function buildTags(raw: unknown, { file, tagsRoute }: { file: string; tagsRoute: string }): Map<string, BlogTag> {
  const result = tagsFileSchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(file, undefined, `"${issue.path.join('.')}" ${issue.message}`, {
      fix: 'Each tag may have a label, a permalink and a description, all strings',
    });
  }
  const tags = new Map<string, BlogTag>();
  const owners = new Map<string, string>();
  for (const [key, entry] of Object.entries(result.data)) {
    const segment = entry?.permalink?.replace(/^\/+|\/+$/g, '') || kebabCase(key);
    const permalink = `${tagsRoute}/${segment}`;
    const other = owners.get(permalink);
    if (other)
      throw new ContentError(file, undefined, `tags "${other}" and "${key}" both have the permalink ${permalink}`, {
        fix: 'Give one of them another permalink',
      });
    owners.set(permalink, key);
    tags.set(key, { key, label: entry?.label || capitalize(key), description: entry?.description, permalink, inline: false });
  }
  return tags;
}

export interface ResolveTagsOptions extends Partial<Reporter> {
  file: string;
  /** "/blog/tags" (route base + tagsBasePath). */
  tagsRoute: string;
  policy: InlineTagPolicy;
  /** The tags file's name for messages, or undefined when the blog has none (then no tag is reported). */
  tagsFile?: string;
}

/**
 * Resolves a post's `tags`: keys of tags.yml, or inline tags (a plain label or { label, permalink })
 * that tags.yml lacks, which are ignored, logged, warned about or fail according to onInlineTags.
 */
export function resolveTags(
  refs: TagRef[],
  tags: Map<string, BlogTag>,
  { file, tagsRoute, policy, tagsFile, warn = console.warn, log }: ResolveTagsOptions,
): BlogTag[] {
  const resolved = refs.map((ref): BlogTag => {
    const known = typeof ref === 'string' ? tags.get(ref) : undefined;
    if (known) return known;
    const label = typeof ref === 'string' ? ref : ref.label;
    if (tagsFile) {
      // A warning names the setting that silences it, as the docs' and the authors' do; the error the level that stops.
      const setting = policy === 'throw' ? " (onInlineTags: 'throw')" : ", or set the blog option onInlineTags to 'ignore'";
      const fix = `Add it to ${tagsFile} or use one of: ${[...tags.keys()].join(', ')}${setting}`;
      const problem = new ContentError(file, undefined, `tag "${label}" is not declared in ${tagsFile}`, { fix });
      reportProblem(policy, problem, { warn, log }, '', checkNote('blog.onInlineTags'));
    }
    const segment = typeof ref === 'string' || !ref.permalink ? kebabCase(label) : ref.permalink.replace(/^\/+|\/+$/g, '');
    return {
      key: label,
      label,
      permalink: `${tagsRoute}/${segment}`,
      description: typeof ref === 'string' ? undefined : ref.description,
      inline: true,
    };
  });
  // A tag listed twice shows once.
  return resolved.filter((tag, index) => resolved.findIndex((t) => t.permalink === tag.permalink) === index);
}
