import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomic } from '@/lib/files/write-if-changed';
import {
  childKey,
  ROOT_KEY,
  type SidebarFile,
  type SidebarFileCategory,
  type SidebarFileItem,
  type SidebarViewItem,
} from '@/lib/runtime/sidebar-file';
import { SIDEBAR_FILES_DIR } from './shared-file-dirs';
import type { CategoryItem, SidebarItem } from './sidebar';

export { SIDEBAR_FILES_DIR };

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

/** The category as the file and the sidebar's client show it: no children (their key is its position). */
export function fileCategory(item: CategoryItem): SidebarFileCategory {
  return {
    type: 'category',
    label: item.label,
    ...(item.href ? { href: item.href } : { firstHref: categoryFirstHref(item) }),
    ...(item.collapsible ? {} : { collapsible: false as const }),
    ...(item.collapsed ? {} : { collapsed: false as const }),
    ...(item.className ? { className: item.className } : {}),
  };
}

/** A doc, link or HTML item as the file and the sidebar's client show it: what it displays, nothing more. */
function fileItem(item: Exclude<SidebarItem, CategoryItem>): Exclude<SidebarFileItem, SidebarFileCategory> {
  const className = item.className ? { className: item.className } : {};
  if (item.type === 'html') return { type: 'html', value: item.value, ...(item.defaultStyle ? { defaultStyle: true as const } : {}), ...className };
  if (item.type === 'link') return { type: 'link', label: item.label, href: item.href, ...(item.description ? { title: item.description } : {}), ...className };
  return { type: 'doc', label: item.label, href: item.href, ...className };
}

/** The route is the item's page or, for a category, inside it at any depth. */
export function sidebarContains(item: SidebarItem, route: string): boolean {
  if (item.type === 'html') return false;
  if (item.type !== 'category') return item.href === route;
  return item.href === route || item.items.some((child) => sidebarContains(child, route));
}

/**
 * What a page's sidebar shows (issue 29, "a page weighs what it shows"): a category open on load
 * (on the reader's path, not collapsible, or configured open: Docusaurus' rule) keeps its items; any
 * other has none, its client reads them from the shared file by its key (its position). With `prune`
 * false (`next dev`, which has no shared file) every category keeps its items. The result is the one
 * client leaf's props (components/docs/sidebar-category.client.tsx SidebarTree): only what it displays.
 */
export function sidebarView(items: SidebarItem[], activeRoute: string, { prune = true } = {}): SidebarViewItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return fileItem(item);
    const open = !prune || !item.collapsible || !item.collapsed || sidebarContains(item, activeRoute);
    return { ...fileCategory(item), ...(open ? { items: sidebarView(item.items, activeRoute, { prune }) } : {}) };
  });
}

/** Every list of the sidebar under its key, each category without its children. */
export function sidebarFile(items: SidebarItem[]): SidebarFile {
  const file: SidebarFile = {};
  const add = (list: SidebarItem[], key: string) => {
    file[key] = list.map((item, index): SidebarFileItem => {
      if (item.type !== 'category') return fileItem(item);
      add(item.items, childKey(key, index));
      return fileCategory(item);
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

/**
 * Development (`next dev`): writes the sidebar's shared file where the dev server serves
 * `/_next/static/` (its dist folder's `static/`: `.next/dev/static/`, or NEXT_DIST_DIR's), unless it is
 * there already (its name is its content's hash). So a page under `npm run dev` carries what it
 * shows, as the export's pages do: the whole sidebar of a 10,000-doc site, in every page, made each
 * request take seconds (3.6 MB of HTML, rendered twice over: the column and the mobile menu).
 */
export function publishDevSidebarFile(items: SidebarItem[], cwd = process.cwd()): void {
  const output = sidebarFileOutput(items);
  const file = path.resolve(cwd, process.env.NEXT_DIST_DIR || '.next', 'dev', 'static', path.relative('_next/static', output.path));
  if (!fs.existsSync(file)) writeAtomic(file, output.json);
}
