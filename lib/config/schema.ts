import { manualPage } from './manual';
import { BuildError } from '@/lib/errors/build-error';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_CLIENT_IDS, type SampleClientId } from './sample-languages';
import { z } from 'zod';
import { blogOptionsSchema } from '@/lib/config/blog-options';
import { docsInstanceSchema, docsOptionsSchema } from '@/lib/config/docs-options';
import { FORMAT_OPTIONS } from '@/lib/mdx/format';
import { markdownPluginsShape } from './markdown-plugins';
import { docsVersionDropdownItemSchema, docsVersionItemSchema } from './navbar-version-items';
import { API_LAYOUT_SEGMENTS } from './api-layout';
import { i18nSchema, localeDropdownItemSchema, localeUrlIssues, type I18nConfig } from './i18n';
import { hostKind, privateAllowed } from './try-addresses.mjs';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a six-digit hex colour such as #1890ff');

/** An internal route ("/docs/intro", resolved under the base path) or an absolute http(s) URL. */
const href = z.string().refine((v) => v.startsWith('/') || /^https?:\/\//.test(v) || v.startsWith('mailto:'), {
  message: 'must be an internal route starting with "/" or an absolute http(s) URL',
});

const linkItem = z.object({
  label: z.string().min(1).describe('Visible text, e.g. "Blog".'),
  href: href.describe('Where it goes, e.g. "/blog" or "https://github.com/example/repo".'),
});

const checkLevel = z.enum(['ignore', 'warn', 'throw']);

/** A site plugin's module: a path ("./plugins/x.ts"), as Docusaurus tells a local plugin from an npm package's name. */
const sitePluginPath = z.string().refine((value) => /^\.{1,2}\//.test(value) || value.startsWith('/'), {
  message:
    'must be a path to the site\'s own plugin module, relative to the site folder ("./plugins/my-plugin.js"): npm plugin packages are not run here',
});

/** The example check's authoring idioms (an API's `exampleRules`); lib/openapi/examples/ajv-schema.ts applies them. */
export const exampleRulesSchema = z.object({
  extensibleEnums: z
    .boolean()
    .default(true)
    .describe(
      "Azure's `x-ms-enum: { modelAsString: true }` marks an extensible enum: the listed values are the known ones, and the service may send others. The enum is then not enforced.",
    ),
  allOfProperties: z
    .boolean()
    .default(true)
    .describe(
      'A schema\'s `additionalProperties` also lets through the properties its `allOf` members declare, as code generators read it (`allOf: [Resource]` with `additionalProperties: { type: object }` is Azure\'s way to say "and more"). JSON Schema alone counts those properties as additional.',
    ),
});

export const navbarItemSchema = linkItem.extend({
  position: z.enum(['left', 'right']).default('left').describe('"left" (after the title) or "right" (before the search slot).'),
  ariaLabel: z.string().optional().describe('Accessible name when the label alone is not enough (e.g. an icon link).'),
});

/** A navbar entry: a link (no `type`), or a docs version item (lib/config/navbar-version-items.ts). */
const navbarEntrySchema = z.discriminatedUnion('type', [
  navbarItemSchema.extend({
    type: z
      .literal('link')
      .optional()
      .describe("The kind of item: left out (or 'link') for a link; 'docsVersionDropdown' or 'docsVersion' for a docs version item."),
  }),
  docsVersionDropdownItemSchema,
  docsVersionItemSchema,
  localeDropdownItemSchema,
]);

/** One published version of an API (an entry's `versions`), e.g. { name: "v1", spec: "openapi/word-v1.yaml" }. */
export const apiVersionSchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, ".", "_" and "-", e.g. "v1" or "2022-11-28"')
    .describe('The version\'s name, in its route and in links: "v1" is served at <route>/v1 and linked as api:word@v1#op.'),
  label: z.string().min(1).optional().describe('Shown in the version switcher and the changelog; default the name. E.g. "v1 (legacy)".'),
  spec: z.string().min(1).describe("This version's OpenAPI file, relative to the site folder."),
  overlays: z
    .array(z.string().min(1))
    .default([])
    .describe("Overlays applied to this version's spec (see the entry's `overlays`, which apply to every version first)."),
});

/** The longest tryIt.timeout, in seconds: a timer holds at most 2^31 - 1 ms (setTimeout fires at once past it). */
export const TRY_IT_MAX_TIMEOUT = Math.floor((2 ** 31 - 1) / 1000);

/** The largest tryIt.maxBodySize: the proxy holds a body in memory before it forwards it (100 MiB). */
export const TRY_IT_MAX_BODY_SIZE = 100 * 1024 * 1024;

/**
 * Opt-in request console ("Try it") for an API; absent, the reference has no console code and makes
 * no calls. E.g. { servers: ["https://api.example.com"], proxy: true }.
 */
export const tryItSchema = z.object({
  servers: z
    .array(z.url({ protocol: /^https?$/ }))
    .min(1)
    .optional()
    .describe(
      "The servers the console may send requests to: its allowlist, the proxy's only targets and the Content-Security-Policy's connect-src. Absolute http(s) URLs; default the spec's servers (each enum value of their variables, others at their defaults) and the paths' and operations' own servers.",
    ),
  proxy: z
    .boolean()
    .default(false)
    .describe(
      'The host forwards <base>/_try/<api id>/<server index>/<path> to that server (as `npm run serve` and `npm run nginx:config` set up): the console offers that path, for APIs without CORS. The proxy goes only where the site says: list `servers`, or set `trustSpecServers`.',
    ),
  trustSpecServers: z
    .boolean()
    .default(false)
    .describe(
      "With `proxy` and no `servers`: the proxy may forward to the servers the spec names (every enum value of their variables, the paths' and operations' own). Off by default, as a spec is often a third party's: whoever writes it would decide where the site's host sends requests. Without `proxy` the console calls the spec's servers from the reader's browser, which needs no trust.",
    ),
  allowPrivate: z
    .array(
      z
        .url({ protocol: /^https?$/ })
        .refine(
          (url) => new URL(url).href === `${new URL(url).origin}/`,
          'must be an origin alone, e.g. "http://127.0.0.1:4181" (no path, query or credentials)',
        ),
    )
    .default([])
    .describe(
      'Origins of servers the proxy may reach on a loopback, private, link-local or otherwise non-public address (after name resolution), e.g. ["http://127.0.0.1:8080"] for `npm run api:demo`. Every other server on such an address is refused: by the build for a literal address or localhost, by `npm run serve`\'s proxy for each request, by `npm run nginx:config` when it renders.',
    ),
  timeout: z
    .number()
    .int()
    .positive()
    .max(
      TRY_IT_MAX_TIMEOUT,
      `must be at most ${TRY_IT_MAX_TIMEOUT} seconds (about 24 days): a timer cannot hold more, and a longer one would fire at once`,
    )
    .default(30)
    .describe('Seconds before the console (and the proxy) give up on a response.'),
  maxBodySize: z
    .number()
    .int()
    .positive()
    .max(
      TRY_IT_MAX_BODY_SIZE,
      `must be at most ${TRY_IT_MAX_BODY_SIZE} bytes (100 MiB): the proxy holds the body in memory before it forwards it`,
    )
    .default(1024 * 1024)
    .describe('Largest request body the proxy forwards, in bytes (default 1 MiB, at most 100 MiB).'),
});

export const apiEntrySchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and "-"')
    .describe('Stable id used in links and anchors, e.g. "word".'),
  spec: z
    .string()
    .min(1)
    .optional()
    .describe('The OpenAPI file, relative to the site folder, e.g. "openapi/word.yaml". Give either this or `versions`.'),
  versions: z
    .array(apiVersionSchema)
    .min(1)
    .optional()
    .describe(
      'Several published versions of the API instead of one `spec`, newest first (as Docusaurus\' versions.json): the first is served at `route`, each other at `<route>/<name>`, and a changelog at `<route>/changelog`. E.g. [{ name: "v2", spec: "openapi/word-v2.yaml" }, { name: "v1", spec: "openapi/word-v1.yaml" }].',
    ),
  tryIt: tryItSchema
    .optional()
    .describe(
      'Opt-in "Try it" request console: the servers it may call and the proxy. Absent, the reference has no console code and makes no calls.',
    ),
  route: z
    .string()
    .regex(/^\/[a-z0-9/-]+$/, 'must be a route such as /api/word')
    .describe('The page\'s route, e.g. "/api/word".'),
  navbarLabel: z.string().min(1).optional().describe('Label of its navbar item; omit to keep the API out of the navbar.'),
  validateExamples: checkLevel
    .default('throw')
    .describe(
      "What an example that does not match its schema does to the build: 'throw' stops it before `next build` (in the content check), 'warn' prints the problems, 'ignore' skips the check. Checked: every media type's `example` and `examples` (request bodies and responses, `$ref`'d ones too) and every parameter's, in paths, webhooks and callbacks; not a schema's own `example`.",
    ),
  exampleRules: exampleRulesSchema
    .prefault({})
    .describe(
      'Authoring idioms the example check reads as their authors mean them, where JSON Schema alone is stricter (both on by default). E.g. { extensibleEnums: false } to hold Azure enums strictly.',
    ),
  splitAbove: z
    .number()
    .int()
    .nonnegative()
    .default(100)
    .describe(
      'Above this many operations and webhooks the reference is split: an overview page, one page per operation or webhook (e.g. /api/github/repos/get) and one per schema, all sharing one sidebar. At or below it, the whole reference is one page. E.g. 100.',
    ),
  linkBase: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      'Where relative links in the spec\'s descriptions point, e.g. "https://docs.github.com" for GitHub\'s "/rest/..." links. Without it they are shown as plain text: this site has no such pages.',
    ),
  overlays: z
    .array(z.string().min(1))
    .default([])
    .describe(
      'OpenAPI Overlay 1.0 files applied in order to the spec before it is validated, relative to the site folder, so a team documents a generated spec without editing it, e.g. ["openapi/word.overlay.yaml"].',
    ),
});

/** A folder of the site, relative to the site folder (or absolute), e.g. "src/pages" or "static". */
const folder = z.string().min(1);

/** A call to action on the default home page, e.g. { label: "Read the docs", href: "/docs/intro" }. */
const homeAction = linkItem.extend({
  variant: z.enum(['primary', 'secondary']).default('primary').describe('A filled (primary) or outlined (secondary) button.'),
});

export const siteConfigSchema = z
  .object({
    title: z.string().min(1).describe('Site title, shown in the navbar and in every page title: "Title | API Docs".'),
    tagline: z.string().default('').describe('One line under the title on the home page.'),
    url: z
      .url({ protocol: /^https?$/ })
      .describe(
        'Absolute origin used for canonical and social URLs, e.g. "https://docs.example.com". The SITE_URL environment variable, when set, wins over it (a deploy sets it).',
      ),
    basePath: z
      .string()
      .regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'must be "" or a path such as /demo without a trailing slash')
      .describe(
        'Base path every route lives under: "" for the root or e.g. "/demo". The BASE_PATH environment variable, when set, wins over it (a deploy sets it).',
      ),
    favicon: z
      .string()
      .regex(/^(?:\/(?!\/)|https:\/\/)/, 'must be a path in a static folder starting with "/", or an https URL')
      .optional()
      .describe(
        'The site icon every page links (Docusaurus\' favicon): a file in a static folder, starting with "/", e.g. "/img/favicon.ico", or an https URL. Default: the product\'s icon, written to /icon.svg unless a static folder has a file there.',
      ),
    logo: z
      .object({
        src: z.string().startsWith('/').describe('The image: a path in a static folder, starting with "/".'),
        alt: z.string().describe('Its text for screen readers ("" when the title beside it says it all).'),
      })
      .optional()
      .describe('Logo shown before the title, a file in a static folder, e.g. { src: "/img/logo.svg", alt: "Logo" }.'),
    navbar: z
      .object({
        items: z
          .array(navbarEntrySchema)
          .default([])
          .describe(
            'Items before (left) and after (right) the API items. An internal link to a page the site does not have is left out with a warning.',
          ),
        hideOnScroll: z
          .boolean()
          .default(false)
          .describe('Hide the navbar while scrolling down and bring it back on scroll up. Off by default.'),
      })
      .prefault({})
      .describe('The bar at the top of every page: the title and logo, then `items`, the API references and the search slot.'),
    footer: z
      .object({
        columns: z
          .array(
            z.object({
              title: z.string().min(1).describe("The column's heading."),
              items: z.array(linkItem).describe('The links of the column, in order.'),
            }),
          )
          .default([])
          .describe('Link columns, e.g. { title: "Docs", items: [{ label: "Tutorial", href: "/docs/intro" }] }.'),
        copyright: z.string().default('').describe('Copyright line under the columns.'),
      })
      .prefault({})
      .describe('The links and copyright line at the bottom of every page.'),
    docs: z
      .union([z.literal(false), docsOptionsSchema])
      .prefault({})
      .describe(
        'The docs: the options of Docusaurus\' docs plugin, same names and defaults (see the docs options page), e.g. { path: "docs", routeBasePath: "/docs", sidebarPath: "./sidebars.js" }; false for none. A docs folder that does not exist is a site without docs too.',
      ),
    docsInstances: z
      .array(docsInstanceSchema)
      .default([])
      .describe(
        'More docs instances beside `docs`, as Docusaurus\' docs plugin added again with an `id`: each has its own folder, route base, sidebars file and versions (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`). `path` and `routeBasePath` default to the id; without `sidebarPath` one sidebar is generated from the folders. E.g. [{ id: "community", path: "community", routeBasePath: "community", sidebarPath: "./sidebarsCommunity.js" }].',
      ),
    blog: z
      .union([z.literal(false), blogOptionsSchema])
      .prefault({})
      .describe(
        'The blog: the options of Docusaurus\' blog plugin, same names and defaults (see the blog options page), e.g. { path: "blog", routeBasePath: "/blog", postsPerPage: 10 }; false for none.',
      ),
    pages: z
      .union([
        z.literal(false),
        z.object({
          path: folder.default('src/pages').describe('The pages folder, relative to the site folder.'),
          ...markdownPluginsShape,
        }),
      ])
      .prefault({})
      .describe(
        'Standalone Markdown pages (Docusaurus\' src/pages): each .md/.mdx file is a route by its path, index.md is its folder\'s route. E.g. { path: "src/pages" } (default), or false.',
      ),
    staticDirectories: z
      .array(folder)
      .default(['static', 'public'])
      .describe(
        'Folders whose files are served as they are under the base path (Docusaurus\' option), e.g. ["static"]. Default: static/ (Docusaurus) and public/ (Next.js), where they exist. The project\'s own public/ is generated from these and is never one of them.',
      ),
    trailingSlash: z
      .boolean()
      .optional()
      .describe(
        'Docusaurus\' trailingSlash, for a site written for it: true when its pages\' URLs end in "/" (/docs/guide/), false when none does, unset for Docusaurus\' default (only index docs and slugs written with "/" do). It decides where a doc\'s relative link that names no file ("../models/data-types") lands, as on the Docusaurus site; the export serves clean URLs either way.',
      ),
    home: z
      .object({
        actions: z.array(homeAction).optional().describe("Buttons under the tagline; default: the docs' main doc, when there are docs."),
        features: z
          .array(
            z.object({
              title: z.string().min(1).describe("The card's heading."),
              text: z.string().describe("The card's text."),
            }),
          )
          .default([])
          .describe('Cards under the header, e.g. [{ title: "Fast", text: "Plain files." }].'),
      })
      .prefault({})
      .describe('The default home page (used when no page or doc has the route "/"): calls to action and feature cards.'),
    search: z
      .object({
        examples: z
          .array(z.string().trim().min(1))
          .default([])
          .describe(
            'Queries the search dialog offers before the reader types, each a button that searches it: e.g. ["deploy", "front matter"]. None by default.',
          ),
      })
      .prefault({})
      .describe("The search dialog. Its words name the site's own sections (docs, blog, pages, API references)."),
    notFoundLinks: z
      .array(linkItem)
      .optional()
      .describe('Links the 404 page suggests, e.g. [{ label: "tutorial", href: "/docs/intro" }]; default: the home page and the docs.'),
    announcementBar: z
      .object({
        id: z.string().min(1).describe('Names this announcement: a reader who closes it does not see it again until the id changes.'),
        content: z.string().min(1).describe('Plain text; a link may follow.'),
        link: linkItem.optional().describe('A link after the text, e.g. { label: "Read more", href: "/blog" }.'),
        backgroundColor: hexColour.default('#ffffff').describe("The bar's background colour."),
        textColor: hexColour.default('#091e42').describe("The bar's text colour."),
        isCloseable: z.boolean().default(true).describe('Offer a close button; the choice is remembered per `id`.'),
      })
      .optional()
      .describe('Optional bar above the navbar. Changing its id shows it again to readers who dismissed it.'),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light').describe('Mode used until the reader chooses one.'),
        disableSwitch: z.boolean().default(false).describe('Hide the toggle; the stored choice is then deleted and defaultMode applies.'),
        respectPrefersColorScheme: z
          .boolean()
          .default(true)
          .describe('Offer "system" as a third choice, which follows the OS preference live.'),
      })
      .prefault({})
      .describe('Light and dark mode: the starting mode and the switch in the navbar.'),
    markdown: z
      .object({
        format: z
          .enum(FORMAT_OPTIONS)
          .default('mdx')
          .describe(
            '"mdx" (default, as Docusaurus 3): .md and .mdx files are both MDX (JSX, imports, `{expressions}`). "md": CommonMark, raw HTML kept and sanitised. "detect": by extension, .md → md, .mdx → mdx. A file\'s front matter `format: md | mdx | detect` overrides it.',
          ),
        math: z
          .boolean()
          .default(true)
          .describe(
            '`$…$` and `$$…$$` are math (KaTeX, rendered at build time). false leaves `$` as text, as a Docusaurus site without remark-math reads it; import:docusaurus sets it so for such sites.',
          ),
        mdx1Compat: z
          .object({
            comments: z.boolean().default(true).describe('`<!-- comments -->` in MDX files are accepted and removed.'),
            admonitions: z.boolean().default(true).describe('`:::tip Title words` is a titled admonition, as `:::tip[Title words]`.'),
            headingIds: z
              .boolean()
              .default(true)
              .describe('`## Heading {#custom-id}` sets the id in MDX files (`{/* #custom-id */}` always does).'),
          })
          .prefault({})
          .describe("Docusaurus' MDX 1 compatibility, each on unless set to false."),
      })
      .prefault({})
      .describe(
        "How content files are read, as Docusaurus' `markdown` option. E.g. { format: 'detect', mdx1Compat: { comments: false } }.",
      ),
    primaryColor: hexColour
      .default('#2e8555')
      .describe('Brand colour; darker shades for text and hover are derived so text stays WCAG AA.'),
    codeThemes: z
      .object({
        light: z.string().min(1).describe('The theme of light mode (a shiki theme name, e.g. "github-light").'),
        dark: z.string().min(1).describe('The theme of dark mode, e.g. "github-dark".'),
      })
      .default({ light: 'github-light', dark: 'github-dark' })
      .describe('Shiki themes for code blocks in light and dark mode.'),
    editUrl: z.url().optional().describe('Base of "Edit this page" links; the content path is appended.'),
    socialCard: z
      .string()
      .startsWith('/')
      .optional()
      .describe('Social card image in a static folder, used for og:image and twitter:image, e.g. "/img/social-card.png".'),
    noindex: z.boolean().default(false).describe('Keep the whole site out of search engines (adds noindex to every page).'),
    i18n: i18nSchema
      .optional()
      .describe(
        'Translations, with the fields of Docusaurus\' `i18n`: e.g. { defaultLocale: "en", locales: ["en", "ar"], localeConfigs: { ar: { direction: "rtl" } } }. Other locales are published under /<locale>/ (or a folder their `baseUrl` names), their files read from i18n/<locale>/ as Docusaurus lays them out. Unset: one locale.',
      ),
    checks: z
      .object({
        brokenLinks: checkLevel.default('throw').describe('A link in an exported page to a route or file that does not exist.'),
        brokenAnchors: checkLevel.default('warn').describe('A link to a #fragment that the target page does not have.'),
        brokenMarkdownLinks: checkLevel
          .default('warn')
          .describe('A relative Markdown link in content (./other-doc.md) that names no file.'),
        duplicateRoutes: checkLevel.default('warn').describe('Two content files that would publish to one route.'),
        breakingChanges: checkLevel
          .default('warn')
          .describe(
            "A breaking change between a versioned API's latest version and the one before (an operation or response removed, a parameter made required …): 'throw' stops the build naming the operation, JSON pointer and rule.",
          ),
      })
      .prefault({})
      .describe(
        'What the build does about problems it finds: "throw" fails it, "warn" prints and goes on, "ignore" says nothing. E.g. { brokenLinks: \'throw\', brokenAnchors: \'warn\' }.',
      ),
    apis: z
      .array(apiEntrySchema.superRefine(oneSpecOrVersions).superRefine(tryItRules))
      .default([])
      .transform((entries) => entries.flatMap(expandApiVersions))
      .describe('API references: one entry per OpenAPI file, e.g. { id: "word", spec: "openapi/word.yaml", route: "/api/word" }.'),
    api: z
      .object({
        sampleLanguages: z
          .array(z.enum(SAMPLE_CLIENT_IDS as [SampleClientId, ...SampleClientId[]]))
          .min(1)
          .refine((list) => new Set(list).size === list.length, 'names a client twice')
          .default(DEFAULT_SAMPLE_LANGUAGES)
          .describe(
            "The request samples' clients, in the order of their tabs, after a spec's own `x-codeSamples`. One list for the site, so a reader's choice holds on every reference. Ids: curl, javascript, node, python, go, java, csharp, php, ruby, swift, kotlin, httpie, wget, powershell, axios, httpx, rust, dart, c, objc, r, http. E.g. ['curl', 'python', 'go']. Default: the first eleven, curl first.",
          ),
      })
      .prefault({})
      .describe('What every API reference shares.'),
    plugins: z
      .array(z.union([sitePluginPath, z.tuple([sitePluginPath, z.record(z.string(), z.unknown())])]))
      .default([])
      .describe(
        "The site's own Docusaurus plugins, as Docusaurus' `plugins` lists them: a module path relative to the site folder, or [path, options], e.g. ['./plugins/latest-release.ts']. Before the build, each one's `loadContent()` and then `contentLoaded({ content, actions })` run in the site folder; what it gives `actions.setGlobalData` is what `usePluginData(name, id)` returns to the site's components. `addRoute`, `createData` and the other hooks (postBuild, configureWebpack …) are not run: the first two stop the build naming the plugin, the rest are warned of.",
      ),
    /**
     * Remark and rehype plugins for every content file, as Docusaurus' content plugins take them (the
     * function, or [function, options]); `docs`, `blog` and `pages` take the same four keys for their
     * section alone. E.g. remarkPlugins: [remarkEmoji]. See lib/config/markdown-plugins.ts.
     */
    ...markdownPluginsShape,
  })
  .superRefine((config, ctx) => {
    const ids = new Set<string>();
    config.apis.forEach((api, index) => {
      if (ids.has(api.id)) {
        ctx.addIssue({ code: 'custom', path: ['apis', index, 'id'], message: `duplicate API id "${api.id}"` });
      }
      ids.add(api.id);
    });
    if (config.i18n)
      for (const issue of localeUrlIssues(config.i18n, config))
        ctx.addIssue({ code: 'custom', path: ['i18n', ...issue.path], message: issue.message });
  });

/** One version of a versioned API, as every expanded entry lists them. */
export interface ApiVersionRef {
  name: string;
  label: string;
  /** The expanded entry's id: the API's id for the latest, "word@v1" for the others. */
  id: string;
  /** "/api/word" for the latest, "/api/word/v1" for the others. */
  route: string;
  spec: string;
}

/** Where an expanded entry sits among its API's versions. */
export interface ApiVersionOf {
  /** This entry's version. */
  name: string;
  label: string;
  /** True for the newest (first) version, served at the API's own route. */
  latest: boolean;
  /** The API as configured: its id and route, and every version, newest first. */
  family: { id: string; route: string; versions: ApiVersionRef[] };
}

type ApiEntryOutput = z.output<typeof apiEntrySchema>;

function oneSpecOrVersions(entry: ApiEntryOutput, ctx: z.core.$RefinementCtx): void {
  if ((entry.spec === undefined) === (entry.versions === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['spec'],
      message: 'give either `spec` (one OpenAPI file) or `versions` (several, newest first), not both or neither',
    });
  }
  const names = new Set<string>();
  entry.versions?.forEach((version, index) => {
    if (names.has(version.name))
      ctx.addIssue({ code: 'custom', path: ['versions', index, 'name'], message: `duplicate version "${version.name}"` });
    if (version.name === 'changelog')
      ctx.addIssue({
        code: 'custom',
        path: ['versions', index, 'name'],
        message: '"changelog" is the route of the API\'s changelog page: name the version otherwise',
      });
    // The latest's own pages below the route: v1 at <route>/schemas would be its schema index.
    if (API_LAYOUT_SEGMENTS.includes(version.name))
      ctx.addIssue({
        code: 'custom',
        path: ['versions', index, 'name'],
        message: `"${version.name}" is where the latest version's own ${version.name} pages live (<route>/${version.name}): name the version otherwise, e.g. "v1"`,
      });
    names.add(version.name);
  });
}

/**
 * Where the Try it proxy may go is the site's to say (issue 28): with `proxy`, the config lists the
 * servers itself or trusts the spec's; a server on a loopback, private or link-local address (a
 * literal one, or localhost) needs its origin in `allowPrivate`; and `allowPrivate` names only
 * listed servers (a typo would otherwise pass silently). The spec's servers are checked by the build
 * (lib/postbuild/try-manifest.ts), names by the proxies after resolving them.
 */
function tryItRules(entry: ApiEntryOutput, ctx: z.core.$RefinementCtx): void {
  const tryIt = entry.tryIt;
  if (!tryIt) return;
  if (tryIt.proxy && !tryIt.servers && !tryIt.trustSpecServers) {
    ctx.addIssue({
      code: 'custom',
      path: ['tryIt', 'proxy'],
      message:
        `API "${entry.id}": the proxy forwards only to servers the site lists itself, and tryIt.servers is missing. ` +
        'List them (tryIt.servers: ["https://api.example.com/v1"]), or, if you trust whoever writes the spec, set tryIt.trustSpecServers: true',
    });
  }
  if (!tryIt.proxy) return;
  tryIt.servers?.forEach((server, index) => {
    const kind = hostKind(new URL(server).hostname);
    if (kind && !privateAllowed(server, tryIt.allowPrivate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tryIt', 'servers', index],
        message: `API "${entry.id}": the proxy refuses server "${server}", a ${kind} address. If it is meant (a local demo server), allow it by name: tryIt.allowPrivate: ["${new URL(server).origin}"]`,
      });
    }
  });
  if (tryIt.servers) {
    tryIt.allowPrivate.forEach((origin, index) => {
      if (!tryIt.servers!.some((server) => privateAllowed(server, [origin]))) {
        ctx.addIssue({
          code: 'custom',
          path: ['tryIt', 'allowPrivate', index],
          message: `API "${entry.id}": "${origin}" is the origin of none of tryIt.servers: allow a listed server's origin, or remove it`,
        });
      }
    });
  }
}

/**
 * A versioned API becomes one entry per version, so every part of the build that reads
 * `siteConfig().apis` (routes, search, twins, downloads) serves each version as an API of its own:
 * the newest keeps the id and route; version "v1" gets id "word@v1" (links `api:word@v1#op`) and
 * route "/api/word/v1". Only the newest keeps the navbar label.
 */
export function expandApiVersions(entry: ApiEntryOutput): ApiEntry[] {
  const { versions, spec, ...rest } = entry;
  if (!versions) return [{ ...rest, spec: spec! }];
  const refs: ApiVersionRef[] = versions.map((version, index) => ({
    name: version.name,
    label: version.label ?? version.name,
    id: index === 0 ? entry.id : `${entry.id}@${version.name}`,
    route: index === 0 ? entry.route : `${entry.route}/${version.name}`,
    spec: version.spec,
  }));
  const family = { id: entry.id, route: entry.route, versions: refs };
  return versions.map((version, index) => ({
    ...rest,
    id: refs[index]!.id,
    route: refs[index]!.route,
    spec: version.spec,
    overlays: [...rest.overlays, ...version.overlays],
    navbarLabel: index === 0 ? rest.navbarLabel : undefined,
    version: { name: refs[index]!.name, label: refs[index]!.label, latest: index === 0, family },
  }));
}

/** What a site.config file gives: the schema's input, with the base path and origin optional (BASE_PATH and SITE_URL supply them). */
export type SiteConfigInput = Omit<z.input<typeof siteConfigSchema>, 'url' | 'basePath'> & { url?: string; basePath?: string };
/** The validated config; its i18n carries what the build adds (I18nConfig's `build`). */
export type SiteConfig = Omit<z.output<typeof siteConfigSchema>, 'i18n'> & { i18n?: I18nConfig };
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type NavbarEntry = z.output<typeof navbarEntrySchema>;
export type ApiEntry = Omit<z.output<typeof apiEntrySchema>, 'spec' | 'versions'> & {
  /** The OpenAPI file of this entry (for a versioned API, of this version). */
  spec: string;
  /** Set on each entry a versioned API expands into (see expandApiVersions). */
  version?: ApiVersionOf;
};
export type TryItOptions = z.output<typeof tryItSchema>;

export type CheckLevel = z.output<typeof checkLevel>;

/** Thrown when site.config.ts holds a wrong value; the message lists every problem with its path. */
export class SiteConfigError extends BuildError {
  override name = 'SiteConfigError';
  /** The wrong fields, when validation failed: each a path such as ['navbar', 'items', 0, 'label']. */
  paths: PropertyKey[][] = [];
}

type Issue = z.core.$ZodIssue;

/**
 * `docs: false | {…}` fails as a whole ("docs: Invalid input") when a field inside the object is
 * wrong: name that field instead, from the one branch that got past the type (the object's).
 */
function unionBranchIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const deeper = issue.errors.filter((branch) => branch.length > 0 && branch.every((inner) => inner.path.length > 0));
  if (deeper.length !== 1) return [issue];
  return deeper[0]!.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })).flatMap(unionBranchIssues);
}

/** Validates a config object and returns it with defaults applied, or throws a SiteConfigError. */
export function validateSiteConfig(input: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.flatMap(unionBranchIssues);
  const lines = issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '(root)';
    return `  - ${where}: ${issue.message}`;
  });
  const error = new SiteConfigError(
    `${file} has ${lines.length === 1 ? 'a wrong value' : `${lines.length} wrong values`}:\n${lines.join('\n')}\n` +
      `Fix the field(s) above; every field is documented at ${manualPage('reference/site-config')}.`,
  );
  error.paths = issues.map((issue) => [...issue.path]);
  throw error;
}

/** Identity helper that gives site.config.ts its types. */
export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
