import { createHash } from 'node:crypto';
import { childKey, ROOT_KEY, type SidebarFile, type SidebarFileItem } from '@/lib/runtime/sidebar-file';
import type { CategoryItem, SidebarItem } from './sidebar';

/**
 * Where the shared sidebar files go in the export (under the base path). Inside _next/static/ so
 * that the immutable caching both hosts already give Next's hashed files (deploy/nginx.conf.template,
 * scripts/lib/static-server.mjs) applies to them too: the name changes whenever the content does.
 */
export const SIDEBAR_FILES_DIR = '_next/static/sidebars';

/**
 * Where a category leads as a link: its own page, else its first link at any depth (Docusaurus'
 * findFirstCategoryLink), so that a closed category still goes somewhere without JavaScript.
 */
export function categoryFirstHref(category: CategoryItem): string | undefined {
  if (category.href) return category.href;
  for (const item of category.items) {
    if (item.type === 'doc' || item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = categoryFirstHref(item);
      if (href) return href;
    }
  }
  return undefined;
}

/** The category as the file and the client leaves show it: no children, a key to find them. */
export function fileCategory(item: CategoryItem, key: string): Extract<SidebarFileItem, { type: 'category' }> {
  return {
    type: 'category',
    label: item.label,
    ...(item.href ? { href: item.href } : { firstHref: categoryFirstHref(item) }),
    key,
    collapsible: item.collapsible,
    collapsed: item.collapsed,
    ...(item.className ? { className: item.className } : {}),
  };
}

/** The route is the item's page or, for a category, inside it at any depth. */
export function sidebarContains(item: SidebarItem, route: string): boolean {
  if (item.type === 'html') return false;
  if (item.type !== 'category') return item.href === route;
  return item.href === route || item.items.some((child) => sidebarContains(child, route));
}

/** A category as a page renders it: `items` only when it is open on load. */
export type SidebarViewCategory = Extract<SidebarFileItem, { type: 'category' }> & { active: boolean; current: boolean; items?: SidebarViewItem[] };
export type SidebarViewItem = Exclude<SidebarItem, { type: 'category' }> | SidebarViewCategory;

/**
 * What a page's sidebar shows (issue 29, "a page weighs what it shows"): a category open on load
 * (on the reader's path, not collapsible, or configured open: Docusaurus' rule) keeps its items; any
 * other has none, only the key its client leaf finds them by in the shared file. With `prune` false
 * (`next dev`, which has no shared file) every category keeps its items.
 */
export function sidebarView(items: SidebarItem[], activeRoute: string, { prune = true } = {}, parentKey: string = ROOT_KEY): SidebarViewItem[] {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const key = childKey(parentKey, index);
    const active = sidebarContains(item, activeRoute);
    const open = !prune || !item.collapsible || !item.collapsed || active;
    return {
      ...fileCategory(item, key),
      active,
      current: item.href === activeRoute,
      ...(open ? { items: sidebarView(item.items, activeRoute, { prune }, key) } : {}),
    };
  });
}

/** Every list of the sidebar under its key, each category replaced by its key. */
export function sidebarFile(items: SidebarItem[]): SidebarFile {
  const file: SidebarFile = {};
  const add = (list: SidebarItem[], key: string) => {
    file[key] = list.map((item, index): SidebarFileItem => {
      const className = item.className ? { className: item.className } : {};
      if (item.type === 'category') {
        const key2 = childKey(key, index);
        add(item.items, key2);
        return fileCategory(item, key2);
      }
      if (item.type === 'html') return { type: 'html', value: item.value, defaultStyle: item.defaultStyle, ...className };
      if (item.type === 'link') return { type: 'link', label: item.label, href: item.href, ...(item.description ? { title: item.description } : {}), ...className };
      return { type: 'doc', label: item.label, href: item.href, ...className };
    });
  };
  add(items, ROOT_KEY);
  return file;
}

export interface SidebarFileOutput {
  /** Path under the export folder, without a leading slash: `_next/static/sidebars/<hash>.json`. */
  path: string;
  json: string;
}

// Every page of a sidebar asks for its file's name: serialised and hashed once per sidebar and process.
const outputs = new WeakMap<SidebarItem[], SidebarFileOutput>();

/** The sidebar's shared file: its JSON and its content-hashed path. */
export function sidebarFileOutput(items: SidebarItem[]): SidebarFileOutput {
  let output = outputs.get(items);
  if (!output) {
    const json = JSON.stringify(sidebarFile(items));
    output = { path: `${SIDEBAR_FILES_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`, json };
    outputs.set(items, output);
  }
  return output;
}
