import { reportProblem, type ReportLevel } from '@/lib/errors/levels';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';
import { kebabCase } from '@/lib/text/kebab-case';
import { ContentError } from '@/lib/errors/build-error';
import { checkNote } from '@/lib/config/checks';
import { joinRoute } from './routes';
import { listPages, type ListPage } from '@/lib/blog/paginate';

/** A tag as a doc carries it: its page is `<routeBase>/tags<permalink>`. */
export interface DocTag {
  label: string;
  /** The route of the tag's page, "/docs/tags/getting-started". */
  permalink: string;
  description?: string;
  /** True when the tag is not declared in the tags file (or there is none). */
  inline: boolean;
}

/** A tag page: the tag and the docs that carry it. */
export interface DocsTagPage extends DocTag {
  /** Listed docs only; when every doc of the tag is unlisted, those, and the tag is unlisted too. */
  docs: { id: string; title: string; description?: string; route: string }[];
  unlisted: boolean;
}

/**
 * Docs per page of a docs tag (issue 29): a tag on every doc of a 10,000-doc site is 200 pages of 50
 * cards, not one page of 10,000. Page 1 is the tag's own route, page n its route plus /page/n, as the
 * blog's lists.
 */
export const DOCS_PER_TAG_PAGE = 50;

/** One page of a docs tag's list (its docs as `items`). */
export type DocsTagListPage = ListPage<DocsTagPage['docs'][number]>;

/** A docs tag's pages of at most `perPage` docs (the blog's pagination): one page for a tag of up to `perPage`. */
export function docsTagPages(tag: Pick<DocsTagPage, 'permalink' | 'docs'>, perPage = DOCS_PER_TAG_PAGE): DocsTagListPage[] {
  return listPages(tag.docs, perPage, tag.permalink);
}

/**
 * Tags per page of the docs tags index (issue 29): 400 tags on one page weighed 237 KB of HTML, over
 * the 100 KB a page may weigh; pages of 50, with the tag pages' pager, weigh what they show.
 */
export const DOCS_TAGS_PER_INDEX_PAGE = 50;

/** One page of the docs tags index: listed tags, in label order. */
export type DocsTagsIndexPage = ListPage<DocsTagPage>;

/** The docs tags index's pages: the listed tags sorted by label, `perPage` a page; page 1 is `tagsRoute`. */
export function docsTagsIndexPages(tags: DocsTagPage[], tagsRoute: string, perPage = DOCS_TAGS_PER_INDEX_PAGE): DocsTagsIndexPage[] {
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }));
  return listPages(sorted, perPage, tagsRoute);
}

export type InlineTagsLevel = ReportLevel;

type TagsFile = Record<string, { label: string; permalink: string; description?: string }>;

const tagsFileSchema = z.record(
  z.string(),
  z.object({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() }).nullable(),
);

export { kebabCase };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * Reads the docs tags file (Docusaurus' `tags` option): a path relative to the docs folder, "tags.yml"
 * when undefined (used only if present), or false/null for none. A named file must exist.
 */
export function readTagsFile(root: string, option: string | false | null | undefined, displayFile: (file: string) => string): TagsFile | undefined {
  if (option === false || option === null) return undefined;
  const rel = option ?? 'tags.yml';
  const abs = path.resolve(root, rel);
  if (!fs.existsSync(abs)) {
    if (option === undefined) return undefined;
    throw new ContentError(displayFile(rel), undefined, `the tags file does not exist. Create it, or set the docs option tags to false.`);
  }
  const text = fs.readFileSync(abs, 'utf8');
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (error) {
    const line = (error as { mark?: { line?: number } }).mark?.line;
    throw new ContentError(displayFile(rel), line === undefined ? undefined : line + 1, `invalid YAML: ${(error as { reason?: string }).reason ?? error}.`);
  }
  const parsed = tagsFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    const index = text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
    throw new ContentError(
      displayFile(rel),
      index === -1 ? undefined : index + 1,
      `/${issue.path.map(String).join('/')}: ${issue.message}. Each key is a tag name with optional label, permalink and description strings.`,
    );
  }
  const tags: TagsFile = {};
  const seen = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed.data)) {
    const permalink = value?.permalink ?? `/${kebabCase(key)}`;
    const other = seen.get(permalink);
    if (other) throw new ContentError(displayFile(rel), undefined, `the tags "${other}" and "${key}" share the permalink ${permalink}. Give one its own permalink.`);
    seen.set(permalink, key);
    tags[key] = { label: value?.label ?? capitalize(key), permalink, description: value?.description };
  }
  return tags;
}

/** A doc's front-matter tags as Docusaurus normalises them; inline tags are reported at `level` when a tags file exists. */
export function normalizeTags(
  frontMatterTags: (string | { label: string; permalink: string; description?: string })[] | undefined,
  ctx: { routeBase: string; tagsFile?: TagsFile; tagsFileName: string; onInlineTags: InlineTagsLevel; file: string; line: number | undefined; warn?: (message: string) => void },
): DocTag[] {
  const link = (permalink: string) => joinRoute(ctx.routeBase, `tags/${permalink}`);
  const tags = (frontMatterTags ?? []).map((tag): DocTag => {
    const declared = typeof tag === 'string' ? ctx.tagsFile?.[tag] : undefined;
    if (declared) return { ...declared, permalink: link(declared.permalink), inline: false };
    if (typeof tag === 'string') return { label: tag, permalink: link(kebabCase(tag)), inline: true };
    return { label: tag.label, permalink: link(tag.permalink), description: tag.description, inline: true };
  });
  const inline = [...new Set(tags.filter((tag) => tag.inline).map((tag) => tag.label))];
  if (ctx.tagsFile && inline.length > 0 && ctx.onInlineTags !== 'ignore') {
    const problem = `tags [${inline.join(', ')}] are not declared in ${ctx.tagsFileName}. Declare them there, or set the docs option onInlineTags to 'ignore'.`;
    const reporter = { warn: ctx.warn ?? console.warn, log: console.log };
    reportProblem(ctx.onInlineTags, new ContentError(ctx.file, ctx.line, problem), reporter, '', checkNote('docs.onInlineTags'));
  }
  return tags;
}

/** Groups docs by tag permalink (two spellings of one tag share a page), sorted by label. */
export function groupTags(docs: { id: string; title: string; description?: string; route: string; unlisted: boolean; tags: DocTag[] }[]): DocsTagPage[] {
  // A set per tag, not includes(): a tag on every one of 10,000 docs was 5·10⁷ comparisons.
  const byPermalink = new Map<string, { tag: DocTag; docs: Set<(typeof docs)[number]> }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const group = byPermalink.get(tag.permalink) ?? { tag, docs: new Set() };
      group.docs.add(doc);
      byPermalink.set(tag.permalink, group);
    }
  }
  return [...byPermalink.values()]
    .map(({ tag, docs: set }) => {
      const tagged = [...set];
      const listed = tagged.filter((doc) => !doc.unlisted);
      const shown = listed.length > 0 ? listed : tagged;
      return {
        ...tag,
        unlisted: listed.length === 0,
        docs: shown.map(({ id, title, description, route }) => ({ id, title, description, route })),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
