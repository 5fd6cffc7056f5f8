import type { Crumb, Doc, DocsPage } from './doc-types';
import { ContentError } from '@/lib/errors/build-error';
import { frontMatterLine } from '@/lib/errors/source-lines';
import { firstDocId, flattenSidebar, sidebarTrails, type SidebarItem } from './sidebar';

/** The title a doc has in the pager, as Docusaurus: pagination_label, else sidebar_label, else title. */
export function pagerTitle(doc: Doc): string {
  return doc.frontMatter.pagination_label ?? doc.frontMatter.sidebar_label ?? doc.title;
}

/**
 * Sidebar, breadcrumbs and previous/next of every page. A page shows the first sidebar it belongs
 * to (`ref` items do not count), or its `displayed_sidebar`, in which it may not appear: then it has
 * no pager and no breadcrumbs, as in Docusaurus.
 */
export function placePages(pages: DocsPage[], sidebars: Record<string, SidebarItem[]>, yamlOf: (doc: Doc) => string): void {
  const docsById = new Map(pages.flatMap((page) => (page.kind === 'doc' ? [[page.id, page] as const] : [])));
  const titleOf = (id: string) => {
    const doc = docsById.get(id);
    return doc && pagerTitle(doc);
  };
  const orders = new Map(Object.entries(sidebars).map(([name, items]) => [name, flattenSidebar(items, titleOf)]));
  // Each sidebar's trails and pager positions by route, found once for every page.
  const trails = new Map(Object.entries(sidebars).map(([name, items]) => [name, sidebarTrails(items)]));
  const positions = new Map(
    [...orders].map(([name, order]) => {
      const byHref = new Map<string, number>();
      order.forEach((link, index) => byHref.has(link.href) || byHref.set(link.href, index));
      return [name, byHref];
    }),
  );
  for (const page of pages) {
    const displayed = page.kind === 'doc' ? page.frontMatter.displayed_sidebar : undefined;
    if (displayed === null) continue;
    if (typeof displayed === 'string' && !sidebars[displayed] && page.kind === 'doc') {
      throw new ContentError(
        page.file,
        frontMatterLine(yamlOf(page), 'displayed_sidebar'),
        `displayed_sidebar names the unknown sidebar "${displayed}". Use one of: ${Object.keys(sidebars).join(', ')}, or null for no sidebar.`,
      );
    }
    const name = displayed ?? Object.keys(sidebars).find((key) => trails.get(key)!.has(page.route));
    if (!name) continue;
    page.sidebar = name;
    const trail = trails.get(name)!.get(page.route);
    if (!trail) continue;
    const crumbs = trail.map<Crumb>((category) => ({ label: category.label, href: category.href }));
    // A doc that is its category's page is shown by the category's crumb.
    if (page.kind === 'doc' && trail.at(-1)?.href !== page.route) crumbs.push({ label: page.frontMatter.sidebar_label ?? page.title });
    page.breadcrumbs = crumbs;
    const order = orders.get(name)!;
    const index = positions.get(name)!.get(page.route) ?? -1;
    page.prev = index > 0 ? order[index - 1] : undefined;
    page.next = index >= 0 ? order[index + 1] : undefined;
  }
}

/** pagination_prev / pagination_next: another doc by id, or null for none; an unlisted target gives none. */
export function applyPaginationOverrides(doc: Doc, yaml: string, docsById: Map<string, Doc>, knownIds: string[]): void {
  for (const key of ['pagination_prev', 'pagination_next'] as const) {
    const value = doc.frontMatter[key];
    if (value === undefined) continue;
    const side = key === 'pagination_prev' ? 'prev' : 'next';
    if (value === null) {
      doc[side] = undefined;
      continue;
    }
    const target = docsById.get(value);
    if (!target && !knownIds.includes(value)) {
      throw new ContentError(doc.file, frontMatterLine(yaml, key), `${key} names the unknown doc id "${value}". Use one of: ${knownIds.join(', ')}, or null for no link.`);
    }
    doc[side] = target && !target.unlisted ? { title: pagerTitle(target), href: target.route } : undefined;
  }
}

/**
 * The docs' entry point, as Docusaurus' main doc: the doc on the docs root (slug "/"), else the first
 * doc of the first sidebar, else the first doc.
 */
export function mainDocRoute(docs: Doc[], sidebars: Record<string, SidebarItem[]>, rootRoute: string): string | undefined {
  const home = docs.find((doc) => doc.route === rootRoute);
  if (home) return home.route;
  const first = Object.values(sidebars)[0];
  const id = first && firstDocId(first);
  return docs.find((doc) => doc.id === id)?.route ?? docs[0]?.route;
}
