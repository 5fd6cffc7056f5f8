import { manualPage } from '@/lib/config/manual';
import { checkNote } from '@/lib/config/checks';
import { ContentError } from '@/lib/errors/build-error';
import { z } from 'zod';
import { reportProblem, type Reporter } from '@/lib/errors/levels';
import type { AuthorRef, InlineAuthor } from './front-matter';
import { resolveImage, type ImageContext } from './images';
import type { InlineTagPolicy } from '@/lib/config/blog-options';
import { normaliseSocial } from './socials';
import { kebabCase } from './tags';
import type { BlogAuthor, BlogSocial } from './types';

/**
 * One author of authors.yml / authors.json, as Docusaurus 3 reads it: name or image_url is
 * required, image_url may also be written imageURL (Docusaurus renames it) or image (this site's
 * older spelling), unknown fields are ignored. Keys are case-sensitive, as Docusaurus' lookup is.
 */
const authorSchema = z
  .looseObject({
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    email: z.string().optional(),
    description: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    image: z.string().optional(),
    socials: z.record(z.string(), z.unknown()).optional(),
    /** true: a page at /blog/authors/{kebab-key}; { permalink: "/all-x-articles" }: a page at that slug. */
    page: z.union([z.boolean(), z.object({ permalink: z.string().min(1) })]).default(false),
  })
  .refine((a) => a.name || a.image_url || a.imageURL || a.image, { message: 'needs a name or an image_url', path: ['name'] });

export const authorsFileSchema = z.record(z.string(), authorSchema, { error: 'must map author keys to authors' });

export interface AuthorsContext extends ImageContext {
  /** The authors file, relative to the site folder, for messages. */
  file: string;
  /** The folder relative image paths start from (the authors file's folder). */
  dir: string;
  /** "/blog/authors" (route base + authorsBasePath). */
  authorsRoute: string;
  warn: (message: string) => void;
}

function socialLinks(socials: Record<string, unknown> | undefined, where: string, warn: (message: string) => void): BlogSocial[] {
  const links: BlogSocial[] = [];
  for (const [platform, value] of Object.entries(socials ?? {})) {
    const result = normaliseSocial(platform, value);
    if ('social' in result) links.push(result.social);
    else if (result.drop) warn(`[blog] ${where}: ${result.problem}; the link is left out. ${result.fix}.`);
    else throw new ContentError(where, undefined, result.problem, { fix: result.fix });
  }
  return links;
}

type AuthorFields = z.infer<typeof authorSchema> | InlineAuthor;

/** The fields both authors.yml and an inline author share, resolved to the model. */
function toAuthor(
  key: string,
  entry: AuthorFields,
  where: { file: string; dir: string; field: string },
  context: ImageContext & { warn: (m: string) => void },
): Omit<BlogAuthor, 'permalink'> {
  const image = resolveImage(entry.image_url ?? entry.imageURL ?? entry.image, where, context);
  return {
    key,
    name: entry.name ?? '',
    title: entry.title,
    url: entry.url ?? (entry.email ? `mailto:${entry.email}` : undefined),
    email: entry.email,
    description: 'description' in entry && typeof entry.description === 'string' ? entry.description : undefined,
    image: image?.url,
    imageFile: image?.file,
    imageRemote: image?.url !== undefined && /^(?:https?:)?\/\//i.test(image.url),
    socials: socialLinks(entry.socials as Record<string, unknown> | undefined, where.file, context.warn),
  };
}

/** Validates the authors file and turns it into authors with their page permalinks. */
export function buildAuthors(raw: unknown, context: AuthorsContext): Map<string, BlogAuthor> {
  const result = authorsFileSchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(context.file, undefined, `"${issue.path.join('.')}" ${issue.message}`, {
      fix: `Each author needs a name or an image_url; see the fields at ${manualPage('reference/front-matter#blog-posts')}`,
    });
  }
  const authors = new Map<string, BlogAuthor>();
  const slugs = new Map<string, string>();
  for (const [key, entry] of Object.entries(result.data)) {
    const slug = entry.page === false ? undefined : entry.page === true ? kebabCase(key) : entry.page.permalink.replace(/^\/+|\/+$/g, '');
    if (slug !== undefined) {
      if (slug === '' || slug.includes('/'))
        throw new ContentError(
          context.file,
          undefined,
          `${key}.page.permalink "${String((entry.page as { permalink: string }).permalink)}" must be one path segment`,
          { fix: 'Write it as /all-my-articles' },
        );
      const taken = slugs.get(slug);
      if (taken)
        throw new ContentError(
          context.file,
          undefined,
          `authors "${taken}" and "${key}" both want the page ${context.authorsRoute}/${slug}`,
          { fix: 'Give one of them another page permalink' },
        );
      slugs.set(slug, key);
    }
    const author = toAuthor(key, entry, { file: context.file, dir: context.dir, field: `${key}.image_url` }, context);
    authors.set(key, { ...author, permalink: slug ? `${context.authorsRoute}/${slug}` : undefined });
  }
  return authors;
}

export interface ResolveAuthorsOptions extends ImageContext {
  /** The post, relative to the site folder, with the line of its `authors` field when known. */
  file: string;
  /** The post's folder: inline images resolve next to the post. */
  dir: string;
  /** The authors file's name, for the fix of an unknown key. */
  authorsFile: string;
  /** Whether an authors file exists: Docusaurus reports inline authors only then. */
  hasAuthorsMap: boolean;
  policy: InlineTagPolicy;
  warn: (message: string) => void;
  log?: Reporter['log'];
}

/**
 * Resolves a post's authors: keys of the authors file, objects with a key (the file's author with
 * the object's fields over it, as Docusaurus merges them), and inline authors (no page).
 */
export function resolveAuthors(refs: AuthorRef[], authors: Map<string, BlogAuthor>, options: ResolveAuthorsOptions): BlogAuthor[] {
  const lookup = (key: string): BlogAuthor => {
    const author = authors.get(key);
    if (author) return author;
    const known = [...authors.keys()].join(', ') || '(none: the file is missing or empty)';
    throw new ContentError(options.file, undefined, `unknown author "${key}"`, {
      fix: `Add "${key}" to ${options.authorsFile} or use one of the known keys (case-sensitive): ${known}`,
    });
  };
  return refs.map((ref, index) => {
    if (typeof ref === 'string') return lookup(ref);
    const where = { file: options.file, dir: options.dir, field: `authors[${index}].image_url` };
    if (ref.key) {
      const base = lookup(ref.key);
      const over = toAuthor(ref.key, { ...ref, name: ref.name ?? base.name }, where, options);
      return {
        ...base,
        ...Object.fromEntries(Object.entries(over).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))),
        key: base.key,
      } as BlogAuthor;
    }
    if (options.hasAuthorsMap && options.policy !== 'ignore') {
      const message = `inline author "${ref.name ?? ref.image_url ?? ''}" is not in ${options.authorsFile}`;
      const fix = `Add it to ${options.authorsFile} and write its key, or set onInlineAuthors: 'ignore'`;
      reportProblem(
        options.policy,
        new ContentError(options.file, undefined, message, { fix }),
        options,
        '',
        checkNote('blog.onInlineAuthors'),
      );
    }
    return { ...toAuthor(`inline:${ref.name ?? index}`, ref, where, options), permalink: undefined };
  });
}
