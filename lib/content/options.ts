import { z } from 'zod';
import { markdownPluginsShape } from '@/lib/config/markdown-plugins';

/** Docusaurus' default `exclude`: partials, private folders and tests are never pages. */
export const DEFAULT_DOCS_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

type EditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined;

/**
 * The site config's `docs` section, with the names and defaults of Docusaurus' docs plugin options,
 * so a `docusaurus.config.js` docs block moves over as it is. Options this site does not use
 * (versions, numberPrefixParser …) are accepted and ignored; the Markdown plugin lists are used.
 */
export const docsOptionsSchema = z.looseObject({
  /** The docs folder, relative to the site folder. Example: `path: 'docs'`. */
  path: z.string().default('docs'),
  /**
   * URL prefix of the docs. Example: `routeBasePath: '/docs'`; `'/'` or `''` serve the docs at the
   * site root (a doc with `slug: /` is then the home page).
   */
  routeBasePath: z
    .string()
    .default('/docs')
    .transform((base) => base.replace(/^\/+|\/+$/g, ''))
    .transform((base) => (base ? `/${base}` : '')),
  /**
   * The sidebars file, relative to the site folder. Example: `sidebarPath: './sidebars.ts'`;
   * `false` for one generated sidebar; undefined finds sidebars.js, .cjs, .mjs, .ts or .json.
   */
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  /** Categories start collapsed unless they say otherwise. Example: `sidebarCollapsed: false`. */
  sidebarCollapsed: z.boolean().default(true),
  /** Categories can be collapsed; false keeps every category open. Example: `sidebarCollapsible: false`. */
  sidebarCollapsible: z.boolean().default(true),
  /**
   * Base of "Edit this page" links, to which the file's path from the site folder is added, or a
   * function of the doc. Example: `editUrl: 'https://github.com/acme/site/edit/main/'`.
   */
  editUrl: z.union([z.string(), z.custom<EditUrlFunction>((value) => typeof value === 'function')]).optional(),
  /** Show each doc's last update date (from git, else front matter `last_update`). Example: `showLastUpdateTime: true`. */
  showLastUpdateTime: z.boolean().default(false),
  /** Show the author of each doc's last update. Example: `showLastUpdateAuthor: true`. */
  showLastUpdateAuthor: z.boolean().default(false),
  /**
   * The tags file, relative to the docs folder. Example: `tags: 'tags.yml'`; undefined uses tags.yml
   * when it exists; `false` (or null) for none.
   */
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  /** Tags used in docs but not declared in the tags file. Example: `onInlineTags: 'throw'`. */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Globs of files under the docs folder that are not pages. Example: `exclude: ['**\/drafts/**']`. */
  exclude: z.array(z.string()).default(DEFAULT_DOCS_EXCLUDE),
  /** Remark and rehype plugins for this section, after the site-wide ones (lib/config/markdown-plugins.ts). @example remarkPlugins: [remarkEmoji] */
  ...markdownPluginsShape,
});

export type DocsOptionsInput = z.input<typeof docsOptionsSchema>;
export type DocsOptions = z.output<typeof docsOptionsSchema>;
