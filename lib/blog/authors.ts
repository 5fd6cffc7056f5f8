import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BlogContentError } from './errors';
import type { AuthorRef } from './front-matter';
import type { BlogAuthor, BlogSocial } from './types';

const SEGMENT = /^\/?[a-z0-9][a-z0-9-]*$/;

const authorSchema = z.strictObject({
  name: z.string().min(1),
  title: z.string().optional(),
  url: z.url().optional(),
  /** A local image under public/, e.g. /img/blog/mara.svg. */
  image: z.string().optional(),
  /** Platform → handle or full URL, e.g. { github: mara-okafor }. */
  socials: z.record(z.string(), z.string().min(1)).default({}),
  /** true: a page at /blog/authors/{key}; { permalink: "/all-x-articles" }: a page at that slug. */
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string().regex(SEGMENT, 'must be one segment such as /all-mara-articles') })]).default(false),
});

export const authorsFileSchema = z.record(z.string().regex(/^[a-z0-9-]+$/, 'author keys are lowercase letters, digits and "-"'), authorSchema);
export type AuthorsFile = z.infer<typeof authorsFileSchema>;

const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
};

function socialLinks(socials: Record<string, string>, file: string, key: string): BlogSocial[] {
  return Object.entries(socials).map(([platform, value]) => {
    if (/^https?:\/\//.test(value)) return { platform, url: value };
    const toUrl = SOCIAL_URLS[platform];
    if (!toUrl) {
      throw new BlogContentError(file, `${key}.socials.${platform} is a handle for an unknown platform`, `Give a full URL (https://...) or use one of: ${Object.keys(SOCIAL_URLS).join(', ')}`);
    }
    return { platform, url: toUrl(value.replace(/^@/, '')) };
  });
}

/** Checks that an avatar is a local file under public/: remote images are not allowed (spec). */
export function checkLocalImage(image: string | undefined, publicDir: string | undefined, file: string, field: string): string | undefined {
  if (image === undefined) return undefined;
  if (/^([a-z]+:)?\/\//i.test(image)) {
    throw new BlogContentError(file, `${field} "${image}" is a remote image`, 'Put the image under public/img/blog/ and write its path, e.g. /img/blog/mara.svg');
  }
  if (!image.startsWith('/')) {
    throw new BlogContentError(file, `${field} "${image}" must be a path under public/ starting with "/"`, 'Write it as /img/blog/name.svg');
  }
  if (publicDir && !existsSync(path.join(publicDir, image))) {
    throw new BlogContentError(file, `${field} "${image}" does not exist under public/`, `Add the file public${image} or fix the path`);
  }
  return image;
}

/** Validates authors.yml and turns it into authors with their page permalinks. */
export function buildAuthors(raw: unknown, { file, routeBasePath, publicDir }: { file: string; routeBasePath: string; publicDir?: string }): Map<string, BlogAuthor> {
  const result = authorsFileSchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BlogContentError(file, `"${issue.path.join('.')}" ${issue.message}`, 'Each author needs at least a name; see the fields documented in lib/blog/authors.ts');
  }
  const authors = new Map<string, BlogAuthor>();
  const slugs = new Map<string, string>();
  for (const [key, entry] of Object.entries(result.data)) {
    const slug = entry.page === false ? undefined : entry.page === true ? key : entry.page.permalink.replace(/^\//, '');
    if (slug) {
      const taken = slugs.get(slug);
      if (taken) throw new BlogContentError(file, `authors "${taken}" and "${key}" both want the page /authors/${slug}`, 'Give one of them another page permalink');
      slugs.set(slug, key);
    }
    authors.set(key, {
      key,
      name: entry.name,
      title: entry.title,
      url: entry.url,
      image: checkLocalImage(entry.image, publicDir, file, `${key}.image`),
      socials: socialLinks(entry.socials, file, key),
      permalink: slug ? `${routeBasePath}/authors/${slug}` : undefined,
    });
  }
  return authors;
}

/** Resolves a post's `authors` front matter: keys of authors.yml, or inline objects (no page). */
export function resolveAuthors(refs: AuthorRef[], authors: Map<string, BlogAuthor>, { file, publicDir }: { file: string; publicDir?: string }): BlogAuthor[] {
  return refs.map((ref, index) => {
    if (typeof ref === 'string') {
      const author = authors.get(ref);
      if (!author) {
        const known = [...authors.keys()].join(', ') || '(none yet)';
        throw new BlogContentError(file, `unknown author "${ref}"`, `Add "${ref}" to content/blog/authors.yml or use one of: ${known}`);
      }
      return author;
    }
    return {
      key: `inline:${ref.name}`,
      name: ref.name,
      title: ref.title,
      url: ref.url,
      image: checkLocalImage(ref.image, publicDir, file, `authors[${index}].image`),
      socials: [],
    };
  });
}
