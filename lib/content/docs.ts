import fs from 'node:fs';
import path from 'node:path';
import { reportProblem } from '@/lib/errors/levels';
import type { CheckLevel } from '@/lib/config/schema';
import { checkNote } from '@/lib/config/checks';
import { docContent, docIdentity, type EditUrlOption } from './doc-page';
import { globToRegExp } from '@/lib/files/glob';
import { resolveFormat, type MarkdownDialect } from '@/lib/mdx/format';
import { readDocsTree, type SourceDoc, type SourceFolder } from './docs-source';
import { ContentError } from '@/lib/errors/build-error';
import { frontMatterLine } from '@/lib/errors/source-lines';
import { parseDocFrontMatter, splitFrontMatter } from './front-matter';
import { docFrontMatter, sourceText } from './dev-docs-cache';
import { gitLastUpdate, type LastUpdate } from './last-updated';
import { applyPaginationOverrides, mainDocRoute, placePages } from './navigation';
import { joinRoute, normalizeRouteBase } from './routes';
import { autogenerateSidebar, flattenSidebar, type GeneratedIndex, type SidebarContext, type SidebarDoc, type SidebarItem } from './sidebar';
import { resolveSidebarsFile } from './sidebars-file';
import { groupTags, readTagsFile, type DocsTagPage, type InlineTagsLevel } from './tags';
import { translatedFile, translationStatus } from './translations';
import { currentVersion, DOCS_PLUGIN_ID, type DocsVersion } from './version';
import { defineLazyFields } from './lazy-fields';

export type { EditUrlOption, EditUrlParams } from './doc-page';

export type { Crumb, Doc, IndexCard, CategoryIndexPage, DocsPage } from './doc-types';
import type { Doc, IndexCard, CategoryIndexPage, DocsPage } from './doc-types';

/** One version of one docs instance, loaded: getAllDocs() (docs-data.ts) returns one per (instance, version). */
export interface DocsData {
  /** The docs instance: "default" for the `docs` option, else its `docsInstances[].id`. */
  pluginId: string;
  /** The locale these docs are shown in, when not the default one ("ar"); their routes carry its prefix. */
  locale?: string;
  docs: Doc[];
  pages: DocsPage[];
  byRoute: Map<string, DocsPage>;
  sidebars: Record<string, SidebarItem[]>;
  /** This data's own version. */
  version: DocsVersion;
  /** Every version of its docs instance, in Docusaurus' order (current first, then versions.json, newest first). */
  versions: DocsVersion[];
  /** The absolute folder its docs were read from: the docs folder, or `versioned_docs/version-<name>`. */
  contentPath: string;
  /** Absolute source file → route, for relative links between docs. */
  routeByFile: Map<string, string>;
  /** The version's route base as normalised: "/docs", "/docs/1.0.0", or "" for docs at the site root. */
  routeBase: string;
  /** The docs' entry point (Docusaurus' main doc); undefined only when there are no docs. */
  mainDocRoute?: string;
  /** The tags list page's route, "/docs/tags". */
  tagsRoute: string;
  /** One page per tag, sorted by label; unlisted tags are those whose docs are all unlisted. */
  tags: DocsTagPage[];
}

export interface LoadDocsOptions {
  /** The docs folder, e.g. <site>/docs. */
  root: string;
  /** The repository root, for "content/docs/…" paths in messages. */
  repoRoot: string;
  /** The site folder (Docusaurus' siteDir): edit links name files from here. Default repoRoot. */
  siteDir?: string;
  /** Route prefix; default "/docs". "" or "/" serve the docs at the site root. */
  routeBase?: string;
  /** Drafts are left out of production builds. */
  includeDrafts: boolean;
  /** Base of "Edit this page" links, "https://github.com/o/r/edit/main/", or a function of the doc, as Docusaurus. */
  editUrl?: EditUrlOption;
  /** An evaluated sidebars file (lib/content/sidebars-eval.ts) and its display path; without it one sidebar is generated. */
  sidebars?: { file: string; data: unknown };
  /** Name of the generated sidebar when there is no sidebars file; default "tutorialSidebar". */
  sidebarName?: string;
  /** Categories start collapsed unless they say otherwise; default true. */
  sidebarCollapsed?: boolean;
  /** Categories can be collapsed unless they say otherwise; default true. */
  sidebarCollapsible?: boolean;
  /** The tags file, relative to the docs folder: default "tags.yml" when present; false for none. */
  tags?: string | false | null;
  /** Tags a doc uses that the tags file does not declare (only checked when there is a tags file); default "warn". */
  onInlineTags?: InlineTagsLevel;
  /** Reads a file's last update; default git. */
  lastUpdate?: (absFile: string) => LastUpdate | undefined;
  /** Two pages on one route: "throw" (default) fails, "warn" keeps the first and warns, "ignore" keeps the first. */
  onDuplicateRoute?: CheckLevel;
  /** Globs (relative to the docs folder) of files that are not pages, e.g. ["**\/drafts/**"]. */
  exclude?: string[];
  /** Where warnings go; default console.warn. */
  warn?: (message: string) => void;
  /** The site's `markdown` option: the default format (each doc's front matter `format` overrides it) and mdx1Compat. */
  markdown?: MarkdownDialect;
  /** The folder "Edit this page" links point into instead of `root` (Docusaurus' editCurrentVersion: the current docs folder). */
  editRoot?: string;
  /** The docs instance's id; default "default". */
  pluginId?: string;
  /** The site's trailingSlash (lib/config/schema.ts): how the docs' permalinks end, which relative links resolve against. */
  trailingSlash?: boolean;
  /** This folder's version metadata (lib/content/versions.ts); default the seed's current version at the route base. */
  version?: Omit<DocsVersion, 'docs' | 'mainDocRoute'>;
  /**
   * A locale's translations of this folder (i18n/<locale>/docusaurus-plugin-content-docs/current):
   * a file there replaces the source's text (its front matter too); a doc without one shows the
   * source's text, marked as a fallback. `messages` are the locale's current.json labels.
   * `routeBase` then carries the locale's prefix ("/ar/docs"). For the default locale (`isDefault`),
   * as Docusaurus reads i18n/<defaultLocale>/ too: its files replace the sources' text and its labels
   * apply, but the docs stay the originals (no status, no notice, no prefix).
   */
  translations?: { locale: string; folder: string; messages: Map<string, string>; originalBase: string; isDefault?: boolean };
  /**
   * Development: what needs a doc's body parsed (its toc, description, whether it starts with an h1)
   * or git (its last update), and a generated index's cards, are learnt on first read (lazy-fields.ts).
   */
  lazy?: boolean;
  /**
   * Each doc's body is read again from its file when asked for, instead of kept in memory from the
   * load: for a build, whose files do not change under it (each of next build's render workers
   * holds the whole loaded site, and renders each doc once). Default false: development keeps the
   * text it loaded, which a later edit must not change under it.
   */
  bodiesFromFiles?: boolean;
}

/** The line breaks in a text, counted without splitting it (every doc's text, on every load). */
function newlines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

function collectSources(folder: SourceFolder): SourceDoc[] {
  return [...folder.docs, ...folder.folders.flatMap(collectSources)];
}

/** Loads every doc and category of a docs folder into page data, as Docusaurus 3 reads it; every content mistake throws a ContentError. */
export function loadDocs(options: LoadDocsOptions): DocsData {
  const { root, repoRoot, includeDrafts, sidebarName = 'tutorialSidebar' } = options;
  const routeBase = normalizeRouteBase(options.routeBase);
  const tree = readDocsTree(root, '', (options.exclude ?? []).map(globToRegExp));
  const rel = (file: string) => path.relative(repoRoot, path.join(root, file)).split(path.sep).join('/');
  const tagsFile = readTagsFile(root, options.tags, rel);
  const build = {
    routeBase,
    root,
    siteDir: options.siteDir ?? repoRoot,
    editUrl: options.editUrl,
    versionName: options.version?.name,
    editRoot: options.editRoot,
    readLastUpdate: options.lastUpdate ?? gitLastUpdate,
    tags: { tagsFile, tagsFileName: rel(options.tags || 'tags.yml'), onInlineTags: options.onInlineTags ?? 'warn', warn: options.warn },
    mdx1Compat: options.markdown?.mdx1Compat,
    math: options.markdown?.math,
  };

  const lazy = options.lazy ?? false;
  const translations = options.translations;
  /** The sidebars' context of the last assembly, which a doc's body refresher asks about. */
  let ctx: SidebarContext | undefined;

  /** One doc file read into its page data (undefined for a draft a build leaves out). */
  const readDoc = (original: SourceDoc): ReadDoc | undefined => {
    const translatedAbs = translatedFile(translations?.folder, original.file);
    const found = translatedAbs ? { ...original, source: fs.readFileSync(translatedAbs, 'utf8') } : original;
    const file = translatedAbs ? path.relative(repoRoot, translatedAbs).split(path.sep).join('/') : rel(found.file);
    const { data: fm, body, yaml } = lazy ? docFrontMatter(found.source, file) : parseDocFrontMatter(found.source, file);
    const source: SourceDoc = { ...found, format: resolveFormat(found.file, fm.format, options.markdown?.format) };
    if (fm.draft && !includeDrafts) return undefined;
    const { id, slug, route, permalink, position } = docIdentity(source, fm, routeBase, options.trailingSlash);
    // Blank lines in place of the front matter keep MDX error lines equal to file lines.
    const padding = '\n'.repeat(newlines(source.source) - newlines(body));
    // A translation's last update is its own file's (as Docusaurus reads it), not its original's. The outline
    // reads the body as every later step does (padded): the content check parses that text once for all of them.
    const content = docContent(source, fm, padding + body, yaml, file, route, translatedAbs ? { ...build, readLastUpdate: () => build.readLastUpdate(translatedAbs) } : build);
    let doc: Doc = {
      kind: 'doc',
      id,
      slug,
      route,
      permalink,
      file,
      absFile: source.absFile,
      format: source.format,
      body: padding + body,
      frontMatter: fm,
      // A title the front matter does not give is the body's h1: that doc's outline is parsed now.
      title: fm.title ?? content.h1() ?? id,
      hasContentTitle: lazy ? false : content.h1() !== undefined,
      hideTitle: fm.hide_title ?? false,
      description: lazy ? undefined : content.description(),
      keywords: fm.keywords,
      tags: content.tags,
      image: fm.image,
      unlisted: fm.unlisted ?? false,
      toc: lazy ? [] : content.toc(),
      lastUpdated: lazy ? undefined : content.lastUpdated(),
      editUrl: content.editUrl,
      breadcrumbs: [],
    };
    if (lazy) {
      const { h1, description, toc, lastUpdated } = content;
      defineLazyFields(doc, { hasContentTitle: () => h1() !== undefined, description, toc, lastUpdated });
      // Development: an edit of this doc's body alone updates the loaded doc (refreshDocBody).
      if (!translations) {
        const loaded = doc;
        bodyRefreshers.set(loaded, (text) => {
          const next = docFrontMatter(text, file);
          // Its title, label, route, place and tags come from the front matter: the same text, the same doc
          // but for what the body gives. A title from the body's h1, or a description a generated
          // index's cards may show, asks for the whole load.
          if (next.yaml !== yaml || fm.title === undefined || (fm.description === undefined && (ctx?.indexes.length ?? 0) > 0)) return false;
          const fresh = docContent({ ...source, source: text }, fm, next.body, yaml, file, route, build);
          loaded.body = '\n'.repeat(newlines(text) - newlines(next.body)) + next.body;
          defineLazyFields(loaded, { hasContentTitle: () => fresh.h1() !== undefined, description: fresh.description, toc: fresh.toc });
          return true;
        });
      }
    }
    if (options.bodiesFromFiles) doc = readBodyLater(doc, translatedAbs ?? source.absFile, source.source);
    if (translations && !translations.isDefault) {
      const status = translationStatus(original.source, translatedAbs ? fm : undefined);
      doc.translation = {
        state: status.state,
        ...(translatedAbs ? { file } : {}),
        ...(status.date ? { date: status.date } : {}),
        originalRoute: joinRoute(translations.originalBase, slug),
        locale: translations.locale,
      };
    }
    return { doc, yaml, position };
  };

  /** The sidebars, index pages, routes, pager and tags of the docs read, in the folder's order. */
  const assemble = (read: readonly (ReadDoc | undefined)[]): DocsData => {
    const entries = read.filter((entry): entry is ReadDoc => entry !== undefined);
    const docs = entries.map((entry) => entry.doc);
    const yamlByDoc = new Map(entries.map((entry) => [entry.doc, entry.yaml]));
    const sidebarDocs = entries.map<SidebarDoc>(({ doc, position }) => ({
      id: doc.id,
      file: path.relative(root, doc.absFile).split(path.sep).join('/'),
      route: doc.route,
      label: doc.frontMatter.sidebar_label ?? doc.title,
      position,
      hidden: doc.unlisted,
      className: doc.frontMatter.sidebar_class_name,
      customProps: doc.frontMatter.sidebar_custom_props,
    }));
    ctx = {
      docsById: new Map(sidebarDocs.map((doc) => [doc.id, doc])),
      docsByFile: new Map(sidebarDocs.map((doc) => [doc.file, doc])),
      routeBase,
      indexes: [],
      displayFile: rel,
      collapsible: options.sidebarCollapsible ?? true,
      collapsed: options.sidebarCollapsed ?? true,
    };
    const resolved = options.sidebars
      ? resolveSidebarsFile(options.sidebars.data, options.sidebars.file, tree, ctx)
      : { [sidebarName]: autogenerateSidebar(tree, ctx) };
    const sidebars = translations ? translateSidebars(resolved, translations.messages) : resolved;

    const cardDocs = docsByIdFirst(docs);
    const indexPages = ctx.indexes.map((index) => indexPage(index, cardDocs, lazy));
    const pages: DocsPage[] = [...docs, ...indexPages];
    const byRoute = claimRoutes(pages, yamlByDoc, ctx.indexes, indexPages, options.onDuplicateRoute ?? 'throw', options.warn);
    // With checks.duplicateRoutes 'warn' or 'ignore', the page that lost its route is left out.
    const kept = (page: DocsPage) => byRoute.get(page.route) === page;
    const keptDocs = docs.filter(kept);

    placePages(pages.filter(kept), sidebars, (doc) => yamlByDoc.get(doc) ?? '');
    const docsById = new Map(keptDocs.map((doc) => [doc.id, doc]));
    for (const doc of keptDocs) applyPaginationOverrides(doc, yamlByDoc.get(doc) ?? '', docsById, ctx.docsById);

    // A translated doc's relative links name files beside the translation or beside the original: both lead to this locale's page.
    const routeByFile = new Map(
      docs.flatMap((doc) => [
        [doc.absFile, doc.route] as const,
        ...(translations ? [[path.join(translations.folder, path.relative(root, doc.absFile)), doc.route] as const] : []),
      ]),
    );
    const versionDocs = keptDocs.map((doc) => ({ id: doc.id, path: doc.route, sidebar: doc.sidebar }));
    const main = mainDocRoute(keptDocs, sidebars, joinRoute(routeBase, '/'));
    const version: DocsVersion = {
      ...(options.version ?? currentVersion([], joinRoute(routeBase, '/'))),
      docs: versionDocs,
      ...(main ? { mainDocRoute: main } : {}),
    };
    return {
      pluginId: options.pluginId ?? DOCS_PLUGIN_ID,
      ...(translations && !translations.isDefault ? { locale: translations.locale } : {}),
      docs: keptDocs,
      pages: pages.filter(kept),
      byRoute,
      sidebars,
      version,
      versions: [version],
      contentPath: root,
      routeByFile,
      routeBase,
      mainDocRoute: main,
      tagsRoute: joinRoute(routeBase, '/tags'),
      tags: groupTags(keptDocs),
    };
  };

  const sources = collectSources(tree);
  const read = sources.map(readDoc);
  const data = assemble(read);
  if (lazy && !translations) {
    const reassemble = (files: readonly string[]): DocsData | undefined => {
      const folders = new Map(collectFolders(tree).flatMap((folder) => (folder.categoryFile ? [[path.join(root, folder.categoryFile), folder] as const] : [])));
      const indexOf = new Map(sources.map((source, i) => [source.absFile, i]));
      // Each file is known and still there (a new or deleted file changes the tree: the docs are loaded again).
      if (!files.every((file) => (folders.has(file) || indexOf.has(file)) && fs.existsSync(file))) return undefined;
      for (const file of files) {
        const folder = folders.get(file);
        if (folder) {
          folder.categoryText = sourceText(file);
          continue;
        }
        const i = indexOf.get(file)!;
        const source = { ...sources[i]!, source: sourceText(file) };
        sources[i] = source;
        read[i] = readDoc(source);
      }
      // What the last assembly gave each doc: placed again below, or not at all.
      for (const entry of read) {
        if (!entry) continue;
        const { doc } = entry;
        doc.breadcrumbs = [];
        for (const key of ['sidebar', 'prev', 'next'] as const) if (doc[key] !== undefined) doc[key] = undefined;
      }
      const again = assemble(read);
      reassemblers.set(again, reassemble);
      return again;
    };
    reassemblers.set(data, reassemble);
  }
  return data;
}

/** A doc read from its file, before the sidebars place it: its front matter's text and its sidebar position. */
interface ReadDoc {
  doc: Doc;
  yaml: string;
  position: number | undefined;
}

function collectFolders(folder: SourceFolder): SourceFolder[] {
  return [folder, ...folder.folders.flatMap(collectFolders)];
}

/** Development (`lazy`, no translations): each loaded docs version's assembly again for edited files. */
const reassemblers = new WeakMap<DocsData, (files: readonly string[]) => DocsData | undefined>();

/**
 * Development: the docs of a loaded version again after edits of these files (absolute: docs whose
 * front matter changed, `_category_` files), from the docs already read: the edited files alone are
 * read again, then the sidebars, index pages, pager, routes and tags are built again for every doc
 * (what a title, label or position changes). Undefined when the docs must be loaded again instead:
 * a file new to the folder or gone from it, or a version loaded with translations. A content mistake
 * throws as the load would.
 */
export function reassembleDocs(data: DocsData, files: readonly string[]): DocsData | undefined {
  return reassemblers.get(data)?.(files);
}

/** Development (`lazy`): each loaded doc's update for a new text of its file, when only its body changed. */
const bodyRefreshers = new WeakMap<Doc, (text: string) => boolean>();

/**
 * Development: updates a loaded doc for its file's new text, when only the body changed (the front
 * matter is the same text and gives the title): its body, and its outline and description learnt
 * anew on first read. Everything else the load built from it (route, sidebars, pager, tags, index
 * cards) stays right. False, changing nothing, when the docs must be loaded again instead.
 */
export function refreshDocBody(doc: Doc, text: string): boolean {
  return bodyRefreshers.get(doc)?.(text) ?? false;
}

/** Where a loaded doc's body is in its file (`bodiesFromFiles`): read again each time it is asked for. */
interface BodyInFile {
  /** The file read: the doc's, or its translation's. */
  absFile: string;
  /** The file's length when loaded, and where its body starts. */
  length: number;
  start: number;
  /** Blank lines put before it in place of the front matter. */
  lines: number;
}

const bodiesInFiles = new WeakMap<object, BodyInFile>();

/**
 * What a doc loaded with `bodiesFromFiles` inherits its `body` from: a getter that reads the file
 * where the body starts at the same offset. A loaded doc then keeps four numbers, not its text (the
 * text and its file's were kept alive together, about 4 KB a doc: 40 MB of each render worker's heap
 * at 10,000 docs, and V8 lets a heap grow to a multiple of what it keeps). The front matter is not
 * parsed again; a file that changed since the load (its length differs) has it split again, so the
 * body read is the file's. One shared getter, not one per doc: a getter of its own would give every
 * doc its own hidden class (about 700 bytes more each).
 */
const BODY_FROM_FILE = Object.create(Object.prototype, {
  body: {
    get(this: Doc): string {
      const at = bodiesInFiles.get(this)!;
      const text = fs.readFileSync(at.absFile, 'utf8');
      if (text.length === at.length) return '\n'.repeat(at.lines) + text.slice(at.start);
      const fresh = splitFrontMatter(text, this.file).body;
      return '\n'.repeat(text.split('\n').length - fresh.split('\n').length) + fresh;
    },
    set(this: Doc, value: string) {
      Object.defineProperty(this, 'body', { value, enumerable: true, configurable: true, writable: true });
    },
  },
}) as object;

/** The doc, its body read from `absFile` when asked for (see BODY_FROM_FILE); unchanged when the body is not the end of the source. */
function readBodyLater(doc: Doc, absFile: string, source: string): Doc {
  const { body, ...fields } = doc;
  const lines = body.length - body.replace(/^\n*/, '').length;
  const text = body.slice(lines);
  if (!source.endsWith(text)) return doc;
  bodiesInFiles.set(fields, { absFile, length: source.length, start: source.length - text.length, lines });
  return Object.setPrototypeOf(fields, BODY_FROM_FILE) as Doc;
}

/** Each route to one page; a second page on a route fails or warns, naming both files. */
function claimRoutes(
  pages: DocsPage[],
  yamlByDoc: Map<Doc, string>,
  indexes: GeneratedIndex[],
  indexPages: DocsPage[],
  level: CheckLevel,
  warn: (message: string) => void = console.warn,
): Map<string, DocsPage> {
  const origin = new Map<DocsPage, string>();
  pages.forEach((page) => page.kind === 'doc' && origin.set(page, page.file));
  indexes.forEach((index, i) => origin.set(indexPages[i]!, index.file));
  const byRoute = new Map<string, DocsPage>();
  for (const page of pages) {
    const other = byRoute.get(page.route);
    if (!other) {
      byRoute.set(page.route, page);
      continue;
    }
    const yaml = page.kind === 'doc' ? yamlByDoc.get(page) : undefined;
    reportDuplicateRoute(level, { file: origin.get(page)!, line: frontMatterLine(yaml, 'slug') }, page.route, origin.get(other)!, warn);
  }
  return byRoute;
}

/** A second page on `route` (checks.duplicateRoutes): fails or warns naming both files; the first page keeps the route. */
export function reportDuplicateRoute(
  level: CheckLevel,
  second: { file: string; line: number | undefined },
  route: string,
  first: string,
  warn: (message: string) => void = console.warn,
): void {
  const problem = new ContentError(
    second.file,
    second.line,
    `the route ${route} is also used by ${first}. Two pages cannot share a route: change an id, a slug or a category label.`,
  );
  reportProblem(level, problem, warn, ' (checks.duplicateRoutes; the first page is kept)', checkNote('checks.duplicateRoutes'));
}

/** Each doc by its id; the first doc where two share one. */
function docsByIdFirst(docs: readonly Doc[]): ReadonlyMap<string, Doc> {
  const byId = new Map<string, Doc>();
  for (const doc of docs) if (!byId.has(doc.id)) byId.set(doc.id, doc);
  return byId;
}

/** The docs of a docs version by id, made once per list of docs (a page render asks for its category's cards). */
const docsByIdOf = new WeakMap<readonly Doc[], ReadonlyMap<string, Doc>>();

/**
 * A card per item of a category, as its generated index (and `<DocCardList />`) shows them. The docs
 * come by id: searching the list of docs for each card's doc made the index pages of a site quadratic
 * in its number of docs.
 */
export function categoryCards(items: SidebarItem[], docsById: ReadonlyMap<string, Doc>): IndexCard[] {
  return items.flatMap((item): IndexCard[] => {
    if (item.type === 'doc') {
      const doc = docsById.get(item.id);
      return [{ title: item.label, href: item.href, description: doc?.description }];
    }
    if (item.type === 'link') return [{ title: item.label, href: item.href, description: item.description }];
    if (item.type === 'html') return [];
    const href = item.href ?? flattenSidebar(item.items)[0]?.href;
    const count = flattenSidebar(item.items).length;
    return href ? [{ title: item.label, href, description: item.description ?? `${count} ${count === 1 ? 'item' : 'items'}` }] : [];
  });
}

/** Each sidebar's categories by the doc that is their page, made once per sidebar: a page render asks for its own. */
const categoryItemsByDoc = new WeakMap<SidebarItem[], Map<string, SidebarItem[]>>();

function categoryItemsOf(sidebar: SidebarItem[]): Map<string, SidebarItem[]> {
  const known = categoryItemsByDoc.get(sidebar);
  if (known) return known;
  const byDoc = new Map<string, SidebarItem[]>();
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      // The first category in sidebar order that links the doc, as a walk from the top finds it.
      if (item.linkDocId !== undefined && !byDoc.has(item.linkDocId)) byDoc.set(item.linkDocId, item.items);
      walk(item.items);
    }
  };
  walk(sidebar);
  categoryItemsByDoc.set(sidebar, byDoc);
  return byDoc;
}

/**
 * The items of the sidebar category whose own page is this doc (its `link` names the doc), as cards;
 * undefined when none. Looked up, not searched: a walk of the sidebar and a search of the docs for each
 * doc made the renders of a site quadratic in its number of docs.
 */
export function docCategoryCards(doc: Doc, sidebars: Record<string, SidebarItem[]>, docs: readonly Doc[]): IndexCard[] | undefined {
  const sidebar = doc.sidebar ? sidebars[doc.sidebar] : undefined;
  const items = sidebar && categoryItemsOf(sidebar).get(doc.id);
  if (!items) return undefined;
  let byId = docsByIdOf.get(docs);
  if (!byId) docsByIdOf.set(docs, (byId = docsByIdFirst(docs)));
  return categoryCards(items, byId);
}

function indexPage(index: GeneratedIndex, docsById: ReadonlyMap<string, Doc>, lazy: boolean): CategoryIndexPage {
  const cards = () => categoryCards(index.category.items, docsById);
  const { route, title, description, keywords, image } = index;
  const page: CategoryIndexPage = { kind: 'category', route, title, description, keywords, image, cards: lazy ? [] : cards(), breadcrumbs: [] };
  // Its cards read each doc's description, which may need the doc's body parsed.
  return lazy ? defineLazyFields(page, { cards }) : page;
}

/**
 * Sidebar labels in a locale, from its current.json as Docusaurus keys them:
 * "sidebar.<sidebar>.category.<label>" and "sidebar.<sidebar>.link.<label>"; doc labels come from
 * the translated docs themselves.
 */
export function translateSidebars(sidebars: Record<string, SidebarItem[]>, messages: Map<string, string>): Record<string, SidebarItem[]> {
  if (messages.size === 0) return sidebars;
  const walk = (name: string, items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'category')
        return { ...item, label: messages.get(`sidebar.${name}.category.${item.label}`) ?? item.label, items: walk(name, item.items) };
      if (item.type === 'link') return { ...item, label: messages.get(`sidebar.${name}.link.${item.label}`) ?? item.label };
      return item;
    });
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, walk(name, items)]));
}
