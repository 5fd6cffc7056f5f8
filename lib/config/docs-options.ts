import { z } from 'zod';
import { markdownPluginsShape } from '@/lib/config/markdown-plugins';

/** Docusaurus' default `exclude`: partials, private folders and tests are never pages. */
export const DEFAULT_DOCS_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

type EditUrlFunction = (params: {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;

/** One version's options (Docusaurus' `versions.<name>`); every field optional, defaults in lib/content/versions.ts. */
const versionOptionsSchema = z.object({
  label: z
    .string()
    .optional()
    .describe("The label readers see. Example: `label: '2.x (beta)'`; default \"Next\" for current, else the version's name."),
  path: z
    .string()
    .optional()
    .describe(
      "The version's path below the route base. Example: `path: 'v1'`; default none for the last version, \"next\" for current, else the name.",
    ),
  banner: z
    .enum(['none', 'unreleased', 'unmaintained'])
    .optional()
    .describe("The banner on its pages. Example: `banner: 'none'`; default 'unreleased' above the last version, 'unmaintained' below it."),
  badge: z
    .boolean()
    .optional()
    .describe('Show the version badge on its docs. Example: `badge: false`; default true when there are several versions.'),
  noIndex: z
    .boolean()
    .optional()
    .describe('Keep search engines away: robots noindex on its pages and none of them in the sitemap. Example: `noIndex: true`.'),
  className: z.string().optional().describe('Class of its pages. Example: `className: \'legacy\'`; default "docs-version-<name>".'),
});

/**
 * The site config's `docs` section, with the names and defaults of Docusaurus' docs plugin options,
 * so a `docusaurus.config.js` docs block moves over as it is. Options this site does not use
 * (numberPrefixParser …) are accepted and ignored; the Markdown plugin lists are used.
 */
export const docsOptionsSchema = z.looseObject({
  path: z.string().default('docs').describe("The docs folder, relative to the site folder. Example: `path: 'docs'`."),
  routeBasePath: z
    .string()
    .default('/docs')
    .transform((base) => base.replace(/^\/+|\/+$/g, ''))
    .transform((base) => (base ? `/${base}` : ''))
    .describe(
      "URL prefix of the docs. Example: `routeBasePath: '/docs'`; `'/'` or `''` serve the docs at the site root (a doc with `slug: /` is then the home page).",
    ),
  sidebarPath: z
    .union([z.string(), z.literal(false)])
    .optional()
    .describe(
      "The sidebars file, relative to the site folder. Example: `sidebarPath: './sidebars.ts'`; `false` for one generated sidebar; undefined finds sidebars.js, .cjs, .mjs, .ts or .json.",
    ),
  sidebarCollapsed: z
    .boolean()
    .default(true)
    .describe('Categories start collapsed unless they say otherwise. Example: `sidebarCollapsed: false`.'),
  sidebarCollapsible: z
    .boolean()
    .default(true)
    .describe('Categories can be collapsed; false keeps every category open. Example: `sidebarCollapsible: false`.'),
  editUrl: z
    .union([z.string(), z.custom<EditUrlFunction>((value) => typeof value === 'function')])
    .optional()
    .describe(
      "Base of \"Edit this page\" links, to which the file's path from the site folder is added, or a function of the doc. Example: `editUrl: 'https://github.com/acme/site/edit/main/'`.",
    ),
  editCurrentVersion: z
    .boolean()
    .optional()
    .describe("Edit links of every version point at the current docs folder's file. Example: `editCurrentVersion: true`."),
  showLastUpdateTime: z
    .boolean()
    .default(false)
    .describe("Show each doc's last update date (from git, else front matter `last_update`). Example: `showLastUpdateTime: true`."),
  showLastUpdateAuthor: z
    .boolean()
    .default(false)
    .describe("Show the author of each doc's last update. Example: `showLastUpdateAuthor: true`."),
  tags: z
    .union([z.string(), z.literal(false), z.null()])
    .optional()
    .describe(
      "The tags file, relative to the docs folder. Example: `tags: 'tags.yml'`; undefined uses tags.yml when it exists; `false` (or null) for none.",
    ),
  onInlineTags: z
    .enum(['ignore', 'log', 'warn', 'throw'])
    .default('warn')
    .describe("Tags used in docs but not declared in the tags file. Example: `onInlineTags: 'throw'`."),
  exclude: z
    .array(z.string())
    .default(DEFAULT_DOCS_EXCLUDE)
    .describe("Globs of files under the docs folder that are not pages. Example: `exclude: ['**/drafts/**']`."),
  lastVersion: z
    .string()
    .optional()
    .describe(
      'The version readers get at the route base. Example: `lastVersion: \'current\'`; default the first (newest) name of versions.json, or "current" when there is none.',
    ),
  onlyIncludeVersions: z
    .array(z.string())
    .optional()
    .describe("Build only these versions (names from versions.json, or \"current\"). Example: `onlyIncludeVersions: ['current', '2.0']`."),
  includeCurrentVersion: z
    .boolean()
    .default(true)
    .describe('Build the docs folder itself as the version "current". Example: `includeCurrentVersion: false`.'),
  disableVersioning: z
    .boolean()
    .default(false)
    .describe('Ignore versions.json: only the docs folder is built. Example: `disableVersioning: true`.'),
  versions: z
    .record(z.string(), versionOptionsSchema)
    .default({})
    .describe("Options per version, keyed by name or \"current\". Example: `versions: { current: { label: 'Canary', path: 'canary' } }`."),
  /** Remark and rehype plugins for this section, after the site-wide ones (lib/config/markdown-plugins.ts). @example remarkPlugins: [remarkEmoji] */
  ...markdownPluginsShape,
});

export type VersionOptions = z.output<typeof versionOptionsSchema>;
export type DocsOptionsInput = z.input<typeof docsOptionsSchema>;
export type DocsOptions = z.output<typeof docsOptionsSchema>;

/**
 * A further docs instance (Docusaurus' docs plugin with an `id`): the docs options plus the id, which
 * names its versions files and its preferred-version key. `path` and `routeBasePath` default to the id.
 */
export const docsInstanceSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || typeof (value as { id?: unknown }).id !== 'string') return value;
    const { id } = value as { id: string };
    return { path: id, routeBasePath: id, ...value };
  },
  docsOptionsSchema.extend({
    id: z
      .string()
      .regex(/^[a-zA-Z0-9_-]+$/, 'an id is letters, digits, "_" and "-"')
      .refine((id) => id !== 'default', '"default" is the `docs` option\'s own id')
      .describe('The instance\'s id, e.g. "community"; letters, digits, "_" and "-" as Docusaurus allows, not "default".'),
  }),
);

export type DocsInstanceOptions = z.output<typeof docsInstanceSchema>;
