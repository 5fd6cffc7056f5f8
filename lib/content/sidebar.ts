import { slug as slugify } from 'github-slugger';
import { parseCategory, type CategoryMeta } from './category';
import type { SourceFolder } from './docs-source';
import { stripNumberPrefix } from './docs-source';
import { ContentError } from './errors';

/** A sidebar entry as components render it; plain data, serialisable. */
export type SidebarItem =
  | { type: 'doc'; id: string; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      /** The category's own page (generated index or a doc), if it has one. */
      href?: string;
      collapsible: boolean;
      collapsed: boolean;
      description?: string;
      items: SidebarItem[];
    };

export type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** A generated-index page that a category asks for. */
export interface GeneratedIndex {
  route: string;
  title: string;
  description?: string;
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
  position?: number;
  /** Unlisted and excluded drafts stay out of the sidebar. */
  hidden: boolean;
}

export interface SidebarContext {
  docsById: Map<string, SidebarDoc>;
  docsByFile: Map<string, SidebarDoc>;
  /** Route prefix of the docs, "/docs". */
  routeBase: string;
  indexes: GeneratedIndex[];
  /** How messages name a file given relative to the docs root, e.g. "content/docs/x/_category_.json". */
  displayFile: (file: string) => string;
}

/** "Tutorial - Basics" → "/category/tutorial---basics", the generated-index slug Docusaurus uses. */
export function categorySlug(label: string): string {
  return `/category/${slugify(label)}`;
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
  link: CategoryMeta['link'],
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
    return doc.route;
  }
  const slug = link.slug ?? categorySlug(category.label);
  const route = `${ctx.routeBase}${slug.startsWith('/') ? slug : `/${slug}`}`;
  ctx.indexes.push({ route, title: link.title ?? category.label, description: link.description, category, file });
  return route;
}

/** Builds the sidebar items of one folder from its files, sub-folders and `_category_.json` positions. */
export function autogenerateSidebar(folder: SourceFolder, ctx: SidebarContext): SidebarItem[] {
  const entries: Positioned[] = [];
  for (const source of folder.docs) {
    const doc = ctx.docsByFile.get(source.file);
    if (!doc || doc.hidden) continue;
    const base = stripNumberPrefix(source.file.split('/').pop()!);
    entries.push({ position: doc.position ?? base.position, name: source.file, item: { type: 'doc', id: doc.id, label: doc.label, href: doc.route } });
  }
  for (const sub of folder.folders) {
    const meta: CategoryMeta = sub.categoryFile ? parseCategory(sub.categoryText ?? '', ctx.displayFile(sub.categoryFile)) : {};
    const prefix = stripNumberPrefix(sub.name);
    const category: CategoryItem = {
      type: 'category',
      label: meta.label ?? prefix.name,
      collapsible: meta.collapsible ?? true,
      collapsed: meta.collapsed ?? true,
      description: meta.description ?? (meta.link?.type === 'generated-index' ? meta.link.description : undefined),
      items: autogenerateSidebar(sub, ctx),
    };
    const text = sub.categoryText ?? '';
    const lineOf = (key: string) => {
      const index = text.split('\n').findIndex((line) => line.includes(`"${key}"`));
      return index === -1 ? undefined : index + 1;
    };
    category.href = categoryHref(meta.link, category, ctx.displayFile(sub.categoryFile ?? sub.dir), ctx, lineOf);
    if (category.items.length === 0 && !category.href) continue;
    entries.push({ position: meta.position ?? prefix.position, name: sub.dir, item: category });
  }
  return entries.sort(byPosition).map((entry) => entry.item);
}

/** A page in reading order, for the previous/next pager. */
export interface PagerLink {
  title: string;
  href: string;
}

/** The sidebar in reading order: a category's own page comes before its items. */
export function flattenSidebar(items: SidebarItem[]): PagerLink[] {
  const out: PagerLink[] = [];
  for (const item of items) {
    if (item.type === 'doc') out.push({ title: item.label, href: item.href });
    if (item.type === 'category') {
      if (item.href) out.push({ title: item.label, href: item.href });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out.filter((link, index) => out.findIndex((other) => other.href === link.href) === index);
}

/** The categories that lead to a route, outermost first; undefined when the route is not in the sidebar. */
export function sidebarTrail(items: SidebarItem[], route: string): CategoryItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') {
      if (item.href === route) return [];
      continue;
    }
    if (item.href === route) return [item];
    const inner = sidebarTrail(item.items, route);
    if (inner) return [item, ...inner];
  }
  return undefined;
}
