import { slug as slugify } from 'github-slugger';
import { categoryKeyLine, parseCategory, type CategoryLink, type CategoryMeta } from './category';
import { isCategoryIndex, stripNumberPrefix, type SourceFolder } from './docs-source';
import { ContentError } from '@/lib/errors/build-error';
import { joinRoute } from './routes';

/** Presentation a sidebars file or front matter attaches to an item; carried to the rendered item. */
interface ItemStyle {
  className?: string;
  customProps?: Record<string, unknown>;
}

/** A sidebar entry as components render it; plain data, serialisable. */
export type SidebarItem =
  | ({
      type: 'doc';
      id: string;
      label: string;
      href: string;
      /** A `ref` item: shown, but the doc does not belong to this sidebar (no pager, no breadcrumbs). */
      ref?: true;
    } & ItemStyle)
  | ({ type: 'link'; label: string; href: string; description?: string } & ItemStyle)
  | ({
      type: 'html';
      /** Sanitised HTML (lib/content/safe-html.ts), safe for dangerouslySetInnerHTML. */
      value: string;
      /** Give it the padding and font of a link item. */
      defaultStyle: boolean;
    } & ItemStyle)
  | ({
      type: 'category';
      label: string;
      /** The category's own page (generated index or a doc), if it has one. */
      href?: string;
      /** The doc the category links to, when its link is a doc. */
      linkDocId?: string;
      collapsible: boolean;
      /** Always false when not collapsible: such a category is always open. */
      collapsed: boolean;
      description?: string;
      items: SidebarItem[];
    } & ItemStyle);

export type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** A generated-index page that a category asks for. */
export interface GeneratedIndex {
  route: string;
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  category: CategoryItem;
  /** Where it was declared, for duplicate-route errors. */
  file: string;
}

/** What the sidebar builder needs to know about each doc. */
export interface SidebarDoc {
  id: string;
  file: string;
  route: string;
  label: string;
  /** sidebar_position, else the file's number prefix. */
  position?: number;
  /** Unlisted and excluded drafts stay out of the sidebar. */
  hidden: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export interface SidebarContext {
  docsById: Map<string, SidebarDoc>;
  docsByFile: Map<string, SidebarDoc>;
  /** Route prefix of the docs, "/docs", or "" for docs at the site root. */
  routeBase: string;
  indexes: GeneratedIndex[];
  /** How messages name a file given relative to the docs root, e.g. "content/docs/x/_category_.json". */
  displayFile: (file: string) => string;
  /** Docs options sidebarCollapsible and sidebarCollapsed: the defaults of every category. */
  collapsible: boolean;
  collapsed: boolean;
}

/** "Tutorial - Basics" → "/category/tutorial---basics", the generated-index slug Docusaurus uses. */
export function categorySlug(label: string): string {
  return `/category/${slugify(label)}`;
}

/** collapsible/collapsed from an item, else the docs options; a category that cannot collapse is open. */
export function collapseState(item: { collapsible?: boolean; collapsed?: boolean }, ctx: SidebarContext) {
  const collapsible = item.collapsible ?? ctx.collapsible;
  return { collapsible, collapsed: collapsible ? (item.collapsed ?? ctx.collapsed) : false };
}

export function docItem(doc: SidebarDoc, extra: Partial<Extract<SidebarItem, { type: 'doc' }>> = {}): SidebarItem {
  return { type: 'doc', id: doc.id, label: doc.label, href: doc.route, className: doc.className, customProps: doc.customProps, ...extra };
}

interface Positioned {
  position?: number;
  name: string;
  item: SidebarItem;
}

function byPosition(a: Positioned, b: Positioned): number {
  if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
  if (a.position !== undefined && b.position === undefined) return -1;
  if (a.position === undefined && b.position !== undefined) return 1;
  return a.name.localeCompare(b.name);
}

/** Resolves a category's `link` to its href, registering generated-index pages. */
export function categoryHref(
  link: CategoryLink | undefined,
  category: CategoryItem,
  file: string,
  ctx: SidebarContext,
  lineOf: (key: string) => number | undefined,
): string | undefined {
  if (!link) return undefined;
  if (link.type === 'doc') {
    const doc = ctx.docsById.get(link.id);
    if (!doc) {
      throw new ContentError(file, lineOf('id'), `category link names the unknown doc id "${link.id}". Use one of: ${[...ctx.docsById.keys()].join(', ')}.`);
    }
    category.linkDocId = doc.id;
    return doc.route;
  }
  const route = joinRoute(ctx.routeBase, link.slug ?? categorySlug(category.label));
  const { title, description, keywords, image } = link;
  ctx.indexes.push({ route, title: title ?? category.label, description, keywords, image, category, file });
  return route;
}

/** The doc a folder's category links to: its link's doc (a local or full id), else an index doc by convention. */
function linkedDoc(sub: SourceFolder, meta: CategoryMeta, ctx: SidebarContext): SidebarDoc | undefined {
  const local = sub.docs.map((source) => ctx.docsByFile.get(source.file)).filter((doc): doc is SidebarDoc => doc !== undefined && !doc.hidden);
  if (meta.link === null) return undefined;
  if (meta.link?.type === 'doc') {
    const id = meta.link.id;
    return local.find((doc) => doc.id === id || doc.id.endsWith(`/${id}`)) ?? ctx.docsById.get(id);
  }
  if (meta.link) return undefined;
  return local.find((doc) => isCategoryIndex(doc.file));
}

/** Builds the sidebar items of one folder from its files, sub-folders and category files, as Docusaurus' generator does. */
export function autogenerateSidebar(folder: SourceFolder, ctx: SidebarContext): SidebarItem[] {
  const entries: Positioned[] = [];
  for (const source of folder.docs) {
    const doc = ctx.docsByFile.get(source.file);
    if (!doc || doc.hidden) continue;
    entries.push({ position: doc.position, name: source.file, item: docItem(doc) });
  }
  for (const sub of folder.folders) {
    const categoryFile = ctx.displayFile(sub.categoryFile ?? sub.dir);
    const meta: CategoryMeta = sub.categoryFile ? parseCategory(sub.categoryText ?? '', categoryFile) : {};
    const prefix = stripNumberPrefix(sub.name);
    const linked = linkedDoc(sub, meta, ctx);
    const link = linked ? { type: 'doc' as const, id: linked.id } : meta.link;
    const category: CategoryItem = {
      type: 'category',
      label: meta.label ?? linked?.label ?? prefix.name,
      ...collapseState(meta, ctx),
      className: meta.className,
      customProps: meta.customProps,
      description: meta.description ?? (meta.link?.type === 'generated-index' ? meta.link.description : undefined),
      // The linked doc is the category's page, not one of its items.
      items: autogenerateSidebar(sub, ctx).filter((item) => !(item.type === 'doc' && item.id === linked?.id)),
    };
    category.href = categoryHref(link, category, categoryFile, ctx, (key) => categoryKeyLine(sub.categoryText ?? '', key));
    if (category.items.length === 0 && !category.href) continue;
    entries.push({ position: meta.position ?? linked?.position ?? prefix.position, name: sub.dir, item: category });
  }
  return entries.sort(byPosition).map((entry) => entry.item);
}

/** A page in reading order, for the previous/next pager. */
export interface PagerLink {
  title: string;
  href: string;
}

/**
 * The sidebar in reading order: a category's own page comes before its items; `ref` items, links and
 * HTML are not part of it. `docTitle` gives a doc's pager title (pagination_label, sidebar_label, title).
 */
export function flattenSidebar(items: SidebarItem[], docTitle: (id: string) => string | undefined = () => undefined): PagerLink[] {
  const out: PagerLink[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc' && !item.ref) out.push({ title: docTitle(item.id) ?? item.label, href: item.href });
      if (item.type === 'category') {
        if (item.href) out.push({ title: (item.linkDocId && docTitle(item.linkDocId)) || item.label, href: item.href });
        walk(item.items);
      }
    }
  };
  walk(items);
  // The first of each route, found with a set: comparing each link with the ones before it was quadratic on a large site.
  const seen = new Set<string>();
  return out.filter((link) => !seen.has(link.href) && Boolean(seen.add(link.href)));
}

/**
 * The categories that lead to each route of a sidebar, outermost first (`ref` items do not count): a
 * route's first place in the sidebar, a category's own page included in its trail. One walk for every
 * route, where asking route by route walked the sidebar once per page (quadratic on a large site).
 */
export function sidebarTrails(items: SidebarItem[]): Map<string, CategoryItem[]> {
  const trails = new Map<string, CategoryItem[]>();
  const visit = (list: SidebarItem[], above: CategoryItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') {
        if (item.type === 'doc' && !item.ref && !trails.has(item.href)) trails.set(item.href, above);
        continue;
      }
      const trail = [...above, item];
      if (item.href !== undefined && !trails.has(item.href)) trails.set(item.href, trail);
      visit(item.items, trail);
    }
  };
  visit(items, []);
  return trails;
}

/** The first doc a sidebar links to (a doc item or a category's doc), for the main doc. */
export function firstDocId(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' && !item.ref) return item.id;
    if (item.type === 'category') {
      const id = item.linkDocId ?? firstDocId(item.items);
      if (id) return id;
    }
  }
  return undefined;
}
