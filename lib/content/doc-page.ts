import path from 'node:path';
import type { Mdx1Compat } from '@/lib/mdx/format';
import { isCategoryIndex, stripNumberPrefix, stripPathNumberPrefixes, type SourceDoc } from './docs-source';
import { frontMatterLine } from '@/lib/errors/source-lines';
import type { DocFrontMatter } from './front-matter';
import { frontMatterLastUpdate, type LastUpdate } from './last-updated';
import { joinRoute, resolveSlug } from './routes';
import { normalizeTags, type DocTag } from './tags';
import { outlineMarkdown, type MarkdownOutline, type TocItem } from './toc';

/** What Docusaurus passes an `editUrl` function; the string form is the same URL base for every doc. */
export interface EditUrlParams {
  version: string;
  /** The docs folder relative to the site folder, "docs". */
  versionDocsDirPath: string;
  /** The file relative to the docs folder, "guides/setup.md". */
  docPath: string;
  permalink: string;
  locale: string;
}

export type EditUrlOption = string | ((params: EditUrlParams) => string | undefined);

/** Id, slug, route and sidebar position of a doc, computed as Docusaurus' docs plugin does. */
export function docIdentity(source: SourceDoc, fm: DocFrontMatter, routeBase: string, trailingSlash?: boolean) {
  const parse = fm.parse_number_prefixes ?? true;
  const parts = source.file.split('/');
  const fileName = parts.pop()!.replace(/\.mdx?$/, '');
  const rawDir = parts.join('/');
  const dir = parse ? stripPathNumberPrefixes(rawDir) : rawDir;
  const base = parse ? stripNumberPrefix(fileName) : { name: fileName, position: undefined };
  const id = [dir, fm.id ?? base.name].filter(Boolean).join('/');
  let slug: string;
  if (fm.slug?.startsWith('/')) slug = fm.slug;
  else if (fm.slug === undefined && isCategoryIndex(source.file)) slug = `/${dir}`;
  else slug = resolveSlug(fm.slug ?? fm.id ?? base.name, dir);
  const route = joinRoute(routeBase, slug);
  // Docusaurus' permalink ends in "/" for an index doc ("/docs/guides/") and a slug written so ("/docker/").
  const folder = fm.slug !== undefined ? fm.slug === '' || fm.slug.endsWith('/') : isCategoryIndex(source.file);
  // The site's trailingSlash overrides that for every page (Docusaurus' applyTrailingSlash).
  const slash = route !== '/' && (trailingSlash ?? folder);
  const permalink = slash ? `${route}/` : route;
  return { id, slug, route, permalink, position: fm.sidebar_position ?? base.position };
}

export interface DocBuildContext {
  routeBase: string;
  /** The site's markdown.mdx1Compat: the outline reads headings as the page compiles them. */
  mdx1Compat?: Mdx1Compat;
  /** The site's markdown.math: the outline parses `$` as the page does. */
  math?: boolean;
  /** The folder edit paths are relative to: the site folder (Docusaurus' siteDir). */
  siteDir: string;
  root: string;
  editUrl?: EditUrlOption;
  /** The version's name, for an editUrl function; default "current". */
  versionName?: string;
  /** The folder edit links point into, when not `root`: the current docs folder with Docusaurus' editCurrentVersion. */
  editRoot?: string;
  readLastUpdate: (absFile: string) => LastUpdate | undefined;
  tags: Omit<Parameters<typeof normalizeTags>[1], 'file' | 'line' | 'routeBase'>;
}

/**
 * The per-doc data that needs only the doc itself: title, description, toc, tags, edit URL, last
 * update. What needs the body parsed (its outline) or git comes as functions, so that development
 * can learn it when a page reads it (lazy-fields.ts); the tags and edit URL are the front matter's.
 */
export function docContent(source: SourceDoc, fm: DocFrontMatter, body: string, yaml: string, file: string, route: string, ctx: DocBuildContext) {
  let outline: MarkdownOutline | undefined;
  const outlineOf = () => (outline ??= outlineMarkdown(body, source.format, ctx.mdx1Compat, ctx.math));
  const min = fm.toc_min_heading_level ?? 2;
  const max = fm.toc_max_heading_level ?? 3;
  const tags: DocTag[] = normalizeTags(fm.tags, { ...ctx.tags, routeBase: ctx.routeBase, file, line: frontMatterLine(yaml, 'tags') });
  return {
    h1: (): string | undefined => outlineOf().headings.find((heading) => heading.level === 1)?.text,
    description: (): string | undefined => fm.description ?? outlineOf().firstParagraph,
    toc: (): TocItem[] => (fm.hide_table_of_contents ? [] : outlineOf().headings.filter((h) => h.level >= min && h.level <= max)),
    tags,
    lastUpdated: (): LastUpdate | undefined => ctx.readLastUpdate(source.absFile) ?? frontMatterLastUpdate(fm.last_update),
    editUrl: editUrlOf(source, fm, route, ctx),
  };
}

const posix = (file: string) => file.split(path.sep).join('/');

/**
 * "Edit this page": custom_edit_url wins (null hides it); else the editUrl option plus the file's path
 * from the site folder, so a docs folder outside the repository still gives "docs/x.md", never "../../x.md".
 */
function editUrlOf(source: SourceDoc, fm: DocFrontMatter, route: string, ctx: DocBuildContext): string | undefined {
  if (fm.custom_edit_url !== undefined) return fm.custom_edit_url ?? undefined;
  if (!ctx.editUrl) return undefined;
  const editRoot = ctx.editRoot ?? ctx.root;
  const versionDocsDirPath = posix(path.relative(ctx.siteDir, editRoot));
  if (typeof ctx.editUrl === 'function') {
    return ctx.editUrl({ version: ctx.versionName ?? 'current', versionDocsDirPath, docPath: source.file, permalink: route, locale: 'en' });
  }
  const fromSite = posix(path.relative(ctx.siteDir, path.join(editRoot, source.file)));
  // A docs folder outside the site folder has no path under it; the file's path in the docs folder is the best guess.
  const rel = fromSite.startsWith('../') ? source.file : fromSite;
  return `${ctx.editUrl.replace(/\/?$/, '/')}${rel}`;
}
