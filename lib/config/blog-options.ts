import { manualPage } from '@/lib/config/manual';
import path from 'node:path';
import { z } from 'zod';
import { markdownPluginsShape } from '@/lib/config/markdown-plugins';

/**
 * `<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX: the end of the excerpt on list pages.
 * Unlike Docusaurus' default it must stand on its own line, so prose that mentions the marker
 * inline (as this site's posts do) is not cut; a `truncateMarker` option replaces it.
 */
export const DEFAULT_TRUNCATE_MARKER = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

/** What an unknown tag (one that tags.yml does not declare) does at build time, as Docusaurus' onInlineTags. */
export type InlineTagPolicy = 'ignore' | 'log' | 'warn' | 'throw';
export type FeedType = 'rss' | 'atom' | 'json';

/** What a function `editUrl` receives, as Docusaurus passes it. */
export interface EditUrlParams {
  /** The blog folder, relative to the site folder, e.g. "blog". */
  blogDirPath: string;
  /** The post, relative to the blog folder, e.g. "2024-01-02-hello/index.md". */
  blogPath: string;
  /** The post's route, e.g. "/blog/2024/01/02/hello". */
  permalink: string;
  locale: string;
}
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

const policy = z.enum(['ignore', 'log', 'warn', 'throw']);
const count = (min: number) => z.union([z.literal('ALL'), z.number().int().min(min)]);
const segment = z.string().regex(/^[^/]+(\/[^/]+)*$/, 'must be a path segment without leading or trailing "/", e.g. "tags"');

/**
 * The blog plugin's options, with Docusaurus 3 names and defaults, so a Docusaurus
 * `presets: [['classic', { blog: {...} }]]` blog object can be passed as is. Unknown options
 * (blogListComponent, ...) are accepted and ignored: they configure Docusaurus'
 * own machinery, which this site replaces.
 */
export const blogOptionsSchema = z.looseObject({
  path: z.string().min(1).default('blog').describe("The blog folder, relative to the site folder. Example: `'blog'`."),
  routeBasePath: z.string().default('/blog').describe("The blog's route; '/' or '' put it at the site root. Example: `'/news'`."),
  blogTitle: z.string().default('Blog').describe("The title of the blog list page (and its <title>). Example: `'Engineering blog'`."),
  blogDescription: z.string().default('Blog').describe("The meta description of the blog list page. Example: `'News from the team'`."),
  postsPerPage: count(1).default(10).describe("Posts per list page, or 'ALL' for one page. Example: `10`."),
  blogSidebarCount: count(0).default(5).describe("Recent posts in the sidebar: a number, 0 to hide it, or 'ALL'. Example: `5`."),
  blogSidebarTitle: z.string().default('Recent posts').describe("The sidebar's heading. Example: `'All our posts'`."),
  archiveBasePath: segment
    .nullable()
    .default('archive')
    .describe("The archive's route under the blog, or null for no archive. Example: `'archive'`."),
  tagsBasePath: segment.default('tags').describe("The tag pages' route under the blog. Example: `'tags'`."),
  authorsBasePath: segment.default('authors').describe("The author pages' route under the blog. Example: `'authors'`."),
  pageBasePath: segment.default('page').describe("The list pages' route segment: /blog/page/2. Example: `'page'`."),
  showReadingTime: z.boolean().default(true).describe('Show "N min read" on posts and lists. Example: `false`.'),
  feedOptions: z
    .looseObject({
      type: z
        .union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()])
        .default(['rss', 'atom'])
        .describe("'rss' | 'atom' | 'json' | 'all' | a list of them | null (no feed). Example: `['rss', 'atom']`."),
      title: z.string().optional().describe("The channel title; default the site title. Example: `'Team blog'`."),
      description: z
        .string()
        .optional()
        .describe('The channel description; default "{site title} Blog". Example: `\'News from the team\'`.'),
      copyright: z.string().optional().describe("The channel copyright line. Example: `'Copyright © 2026 Example'`."),
      language: z.string().optional().describe("The channel language (BCP 47). Example: `'en'`."),
      limit: z
        .union([z.number().int().min(1), z.null(), z.literal(false)])
        .default(20)
        .describe('The newest posts a feed carries; null or false for all. Example: `20`.'),
    })
    .default({ type: ['rss', 'atom'], limit: 20 })
    .describe("Feeds to write and their channel fields; type null writes none. Example: `{ type: 'all', limit: 20 }`."),
  onInlineTags: policy.default('warn').describe("An undeclared inline tag: 'ignore' | 'log' | 'warn' | 'throw'. Example: `'throw'`."),
  onInlineAuthors: policy
    .default('warn')
    .describe("An inline author (front matter object without a key) while authors.yml exists. Example: `'ignore'`."),
  tags: z
    .union([z.string().min(1), z.literal(false), z.null()])
    .optional()
    .describe("The tags file in the blog folder, or false/null for none; the default file is optional. Example: `'tags.yml'`."),
  authorsMapPath: z
    .string()
    .min(1)
    .default('authors.yml')
    .describe("The authors file (.yml or .json) in the blog folder; optional. Example: `'authors.yml'`."),
  include: z
    .array(z.string())
    .default(['**/*.{md,mdx}'])
    .describe("Globs of post files, relative to the blog folder. Example: `['**/*.{md,mdx}']`."),
  exclude: z
    .array(z.string())
    .default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'])
    .describe("Globs of files that are not posts. Example: `['**/_*.{js,jsx,ts,tsx,md,mdx}']`."),
  showLastUpdateTime: z.boolean().default(false).describe("Show the date of the post's last git commit. Example: `true`."),
  showLastUpdateAuthor: z.boolean().default(false).describe("Show the author of the post's last git commit. Example: `true`."),
  editUrl: z
    .union([z.string(), z.custom<EditUrlFunction>((value) => typeof value === 'function', 'must be a URL or a function')])
    .optional()
    .describe(
      "The site folder's edit URL (the blog folder and the post's path are appended, as Docusaurus), or a function of the post. @example 'https://github.com/org/repo/edit/main/website/'",
    ),
  truncateMarker: z.instanceof(RegExp).optional().describe("The excerpt's end marker. Example: `/<!--\\s*more\\s*-->/`."),
  wordsPerMinute: z
    .number()
    .positive()
    .default(200)
    .describe('Reading speed for the "N min read" estimate (not a Docusaurus option). Example: `200`.'),
  /** Remark and rehype plugins for this section, after the site-wide ones (lib/config/markdown-plugins.ts). @example remarkPlugins: [remarkEmoji] */
  ...markdownPluginsShape,
});

export type BlogOptionsInput = z.input<typeof blogOptionsSchema>;

/** The options the loader and the views read: every default filled and every path resolved. */
export interface BlogOptions {
  /** The site folder that `path` is relative to; error messages name files relative to it. */
  siteDir: string;
  /** The blog folder, absolute. */
  contentDir: string;
  /** "/blog", or "" for a blog at the site root. */
  routeBasePath: string;
  blogTitle: string;
  blogDescription: string;
  postsPerPage: number | 'ALL';
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  archiveBasePath: string | null;
  tagsBasePath: string;
  authorsBasePath: string;
  pageBasePath: string;
  showReadingTime: boolean;
  wordsPerMinute: number;
  feedOptions: {
    types: FeedType[];
    title?: string;
    description?: string;
    copyright?: string;
    language?: string;
    limit: number | undefined;
  };
  onInlineTags: InlineTagPolicy;
  onInlineAuthors: InlineTagPolicy;
  /** The tags file, absolute, or undefined for none; `tagsFileRequired` when named explicitly. */
  tagsFile: string | undefined;
  tagsFileRequired: boolean;
  /** The authors file, absolute (it may not exist). */
  authorsMapFile: string;
  include: string[];
  exclude: string[];
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  editUrl?: string | EditUrlFunction;
  truncateMarker: RegExp;
  includeDrafts: boolean;
}

/** "/blog/" → "/blog", "blog" → "/blog", "/" and "" → "" (the site root). */
export function normaliseRouteBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/** Validates Docusaurus-style blog options and resolves them against the site folder. */
export function resolveBlogOptions(input: unknown, { siteDir, includeDrafts }: { siteDir: string; includeDrafts: boolean }): BlogOptions {
  const result = blogOptionsSchema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(
      `blog options: "${issue.path.join('.') || '(root)'}" ${issue.message}. Fix the blog options in the site config (every option is documented at ${manualPage('reference/blog-options')}).`,
    );
  }
  const o = result.data;
  const contentDir = path.resolve(siteDir, o.path);
  const type = o.feedOptions.type;
  const types: FeedType[] =
    type === null ? [] : type === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(type) ? [...new Set(type)] : [type];
  return {
    siteDir,
    contentDir,
    routeBasePath: normaliseRouteBasePath(o.routeBasePath),
    blogTitle: o.blogTitle,
    blogDescription: o.blogDescription,
    postsPerPage: o.postsPerPage,
    blogSidebarCount: o.blogSidebarCount,
    blogSidebarTitle: o.blogSidebarTitle,
    archiveBasePath: o.archiveBasePath,
    tagsBasePath: o.tagsBasePath,
    authorsBasePath: o.authorsBasePath,
    pageBasePath: o.pageBasePath,
    showReadingTime: o.showReadingTime,
    wordsPerMinute: o.wordsPerMinute,
    feedOptions: {
      types,
      title: o.feedOptions.title,
      description: o.feedOptions.description,
      copyright: o.feedOptions.copyright,
      language: o.feedOptions.language,
      limit: o.feedOptions.limit === null || o.feedOptions.limit === false ? undefined : o.feedOptions.limit,
    },
    onInlineTags: o.onInlineTags,
    onInlineAuthors: o.onInlineAuthors,
    // As Docusaurus: tags.yml is optional when left to the default, required when named.
    tagsFile: o.tags === false || o.tags === null ? undefined : path.resolve(contentDir, o.tags ?? 'tags.yml'),
    tagsFileRequired: typeof o.tags === 'string',
    authorsMapFile: path.resolve(contentDir, o.authorsMapPath),
    include: o.include,
    exclude: o.exclude,
    showLastUpdateTime: o.showLastUpdateTime,
    showLastUpdateAuthor: o.showLastUpdateAuthor,
    editUrl: o.editUrl,
    truncateMarker: o.truncateMarker ?? DEFAULT_TRUNCATE_MARKER,
    includeDrafts,
  };
}
