import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '@/lib/errors/build-error';
import { manualPage } from '@/lib/config/manual';
import { frontMatterLine } from '@/lib/errors/source-lines';
import { splitFrontMatter } from '@/lib/content/front-matter';
import { outlineMarkdown, type TocItem } from '@/lib/content/toc';
import { DEFAULT_DIALECT, FORMAT_OPTIONS, resolveFormat, type MarkdownDialect } from '@/lib/mdx/format';
import { listFiles } from '@/lib/files/tree';
import type { DocTranslation } from '@/lib/content/doc-types';

/** Front matter of a standalone page, as Docusaurus' pages plugin reads it. Unknown keys are kept. */
export const pageFrontMatterSchema = z.looseObject({
  title: z.string().optional().describe('The page title (default: the first `#` heading).'),
  description: z.string().optional().describe('The meta description and social card text.'),
  keywords: z.array(z.string()).optional().describe('The meta keywords of the page.'),
  image: z.string().optional().describe('The social card image of this page (a static file path or URL).'),
  hide_table_of_contents: z.boolean().optional().describe('Hide the table of contents beside the page.'),
  toc_min_heading_level: z
    .number()
    .int()
    .min(2)
    .max(6)
    .optional()
    .describe('The smallest heading level the table of contents lists (default 2).'),
  toc_max_heading_level: z
    .number()
    .int()
    .min(2)
    .max(6)
    .optional()
    .describe('The largest heading level the table of contents lists (default 3).'),
  wrapperClassName: z.string().optional().describe("A class added to the page's wrapper, for the site's own styles."),
  draft: z.boolean().optional().describe('Build it with `npm run dev` only; the production build leaves it out.'),
  unlisted: z.boolean().optional().describe('Publish it, but keep it out of search, the sitemap and llms.txt (and add noindex).'),
  format: z
    .enum(FORMAT_OPTIONS)
    .optional()
    .describe('How this file is read: "md" (CommonMark), "mdx", or "detect" (by extension); overrides `markdown.format`.'),
});

/** A standalone Markdown page (Docusaurus' src/pages/*.md): a route of its own, outside docs and blog. */
export interface ContentPage {
  kind: 'page';
  route: string;
  /** The source as messages show it, e.g. "content/pages/markdown-page.mdx". */
  file: string;
  absFile: string;
  format: 'md' | 'mdx';
  title: string;
  /** True when the body starts its own h1, so the page adds no title heading. */
  hasContentTitle: boolean;
  description?: string;
  keywords?: string[];
  image?: string;
  unlisted: boolean;
  wrapperClassName?: string;
  toc: TocItem[];
  /** The body, with blank lines in place of the front matter so compile errors keep file lines. */
  body: string;
  /**
   * In a locale other than the default (lib/pages/index.ts): the translation's status, as a doc's
   * ("missing": the page shows the original's text), and the original page's route.
   */
  translation?: DocTranslation;
  /** The front matter as written, for the translation's status. */
  frontMatter?: Record<string, unknown>;
}

export interface LoadPagesOptions {
  /** The pages folder, absolute. */
  root: string;
  /** Turns an absolute path into the path messages show. */
  display: (absFile: string) => string;
  includeDrafts: boolean;
  /** Where a page that cannot be carried is reported; default console.warn. */
  warn?: (message: string) => void;
  /** The site's `markdown` option (default format, mdx1Compat); a page's front matter `format` overrides the format. */
  markdown?: MarkdownDialect;
  /**
   * The file a page's text is read from, given its path in the pages folder: a locale's translation in
   * priority (i18n/<locale>/docusaurus-plugin-content-pages, as Docusaurus reads it); default the folder's own.
   */
  sourceOf?: (relFile: string) => string;
  /** Put before every route: a locale's prefix ("/ar"); default none. */
  routePrefix?: string;
}

const PAGE_FILE = /\.mdx?$/;
/** Docusaurus' React pages: they need the site's own components and React code, which this site does not run. */
const REACT_PAGE = /\.(jsx?|tsx?)$/;

/** The files of a pages folder matching `pattern`; as Docusaurus, "_" files and folders are partials or components, not pages. */
function pageFiles(root: string, pattern: RegExp): string[] {
  return listFiles(root, {
    skip: (name) => name.startsWith('_') || name.startsWith('.') || name === 'node_modules',
    keep: (rel) => pattern.test(rel) && !/\.d\.ts$|\.(test|spec)\.[jt]sx?$/.test(rel),
  });
}

/** "guides/index.md" → "/guides"; "markdown-page.mdx" → "/markdown-page"; "index.md" → "/". */
export function pageRoute(relFile: string): string {
  const parts = relFile.replace(PAGE_FILE, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/** The React pages of a pages folder (not built): route → the file, relative to the folder. */
export function reactPages(root: string): Map<string, string> {
  if (!fs.existsSync(root)) return new Map();
  return new Map(pageFiles(root, REACT_PAGE).map((rel) => [pageRoute(rel.replace(REACT_PAGE, '.md')), rel]));
}

/**
 * Reads the Markdown pages of a pages folder. React pages (.js/.tsx) are not carried: they need the
 * site's own components; each one is reported, never dropped silently.
 */
export function loadPages({
  root,
  display,
  includeDrafts,
  warn = console.warn,
  markdown = DEFAULT_DIALECT,
  sourceOf,
  routePrefix = '',
}: LoadPagesOptions): ContentPage[] {
  if (!fs.existsSync(root)) return [];
  // A locale's pages are the same files: their React pages were reported with the default locale's.
  for (const [route, rel] of routePrefix ? [] : reactPages(root)) {
    warn(
      `Warning: ${display(path.join(root, rel))}: a React page is not carried, so ${route} ${route === '/' ? 'shows the default home page (home.actions, home.features in the site config)' : 'does not exist'}. ` +
        'Write the page as .md or .mdx to keep it, or rename it with a leading "_" to silence this.',
    );
  }
  const pages: ContentPage[] = [];
  for (const rel of pageFiles(root, PAGE_FILE)) {
    const absFile = sourceOf?.(rel) ?? path.join(root, rel);
    const file = display(absFile);
    const source = fs.readFileSync(absFile, 'utf8');
    const raw = splitFrontMatter(source, file);
    const parsed = pageFrontMatterSchema.safeParse(raw.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const key = issue.path[0];
      throw new ContentError(
        file,
        frontMatterLine(raw.yaml, typeof key === 'string' ? key : undefined),
        `front matter field "${issue.path.join('.')}": ${issue.message}`,
        { fix: `Every field of a page: ${manualPage('reference/front-matter#pages')}` },
      );
    }
    const fm = parsed.data;
    if (fm.draft && !includeDrafts) continue;
    const format = resolveFormat(rel, fm.format, markdown.format);
    // Blank lines in place of the front matter keep MDX error lines equal to file lines; the outline reads the
    // body so too, as every later step does: the content check parses that text once for all of them.
    const body = '\n'.repeat(source.split('\n').length - raw.body.split('\n').length) + raw.body;
    const outline = outlineMarkdown(body, format, markdown.mdx1Compat, markdown.math);
    const h1 = outline.headings.find((heading) => heading.level === 1);
    const min = fm.toc_min_heading_level ?? 2;
    const max = fm.toc_max_heading_level ?? 3;
    pages.push({
      kind: 'page',
      route: routePrefix ? (pageRoute(rel) === '/' ? routePrefix : `${routePrefix}${pageRoute(rel)}`) : pageRoute(rel),
      file,
      absFile,
      format,
      title: fm.title ?? h1?.text ?? path.basename(rel).replace(PAGE_FILE, ''),
      hasContentTitle: h1 !== undefined,
      description: fm.description ?? outline.firstParagraph,
      keywords: fm.keywords,
      image: fm.image,
      unlisted: fm.unlisted ?? false,
      wrapperClassName: fm.wrapperClassName,
      toc: fm.hide_table_of_contents ? [] : outline.headings.filter((h) => h.level >= min && h.level <= max),
      body,
      ...(sourceOf ? { frontMatter: raw.data } : {}),
    });
  }
  return pages;
}
