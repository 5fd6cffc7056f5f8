// The shared sidebar file (issue 29, "a page weighs what it shows"): a doc page renders the categories
// on the reader's path open and every other one closed without its children; opening one reads its
// items from this file, one per sidebar and version, content-hashed and cached immutable, fetched once
// per page load whatever the number of categories opened. The build writes it
// (lib/content/sidebar-file.ts, scripts/postbuild.ts); the sidebar's client leaves read it. Client-safe.

import { loadSharedFile } from './shared-file';

/**
 * A category as the file and the page list it: no children, found under its key (its position,
 * childKey). The two flags are written only when not Docusaurus' default (collapsible, collapsed).
 */
export interface SidebarFileCategory {
  type: 'category';
  label: string;
  href?: string;
  /** Where a category without a page of its own leads without JavaScript: its first link. */
  firstHref?: string;
  /** Not collapsible: always open, with no toggle. */
  collapsible?: false;
  /** Configured open. */
  collapsed?: false;
  className?: string;
}

/** An item as the file lists it: what the sidebar displays, a category without its children. */
export type SidebarFileItem =
  | { type: 'doc' | 'link'; label: string; href: string; className?: string; title?: string }
  | { type: 'html'; value: string; defaultStyle?: true; className?: string }
  | SidebarFileCategory;

/**
 * An item as a page's sidebar renders it (lib/content/sidebar-file.ts sidebarView): the file's item,
 * and a category open on load with its items; a closed one has none, its client reads them from the file.
 */
export type SidebarViewItem = Exclude<SidebarFileItem, SidebarFileCategory> | SidebarViewCategory;
export type SidebarViewCategory = SidebarFileCategory & { items?: SidebarViewItem[] };

/** Category key → its items; the sidebar's top level is under ROOT_KEY. */
export type SidebarFile = Record<string, SidebarFileItem[]>;

export const ROOT_KEY = '';

/** The key of the `index`-th item of the list under `parent`: "3", then "3.12" for its 13th child. */
export function childKey(parent: string, index: number): string {
  return parent === ROOT_KEY ? String(index) : `${parent}.${index}`;
}

/** The category under `key` in the file is the route's page or holds it, at any depth. */
export function fileCategoryContains(file: SidebarFile, category: SidebarFileCategory, key: string, route: string): boolean {
  if (category.href === route) return true;
  return (file[key] ?? []).some((child, index) =>
    child.type === 'category'
      ? fileCategoryContains(file, child, childKey(key, index), route)
      : child.type !== 'html' && child.href === route,
  );
}

/** The category, with the items a page gave it, is the route's page or holds it, at any depth. */
export function viewCategoryContains(category: SidebarViewCategory, route: string): boolean {
  if (category.href === route) return true;
  return (category.items ?? []).some((child) =>
    child.type === 'category' ? viewCategoryContains(child, route) : child.type !== 'html' && child.href === route,
  );
}

/**
 * The file at `url`, fetched once per page load and shared by every category (and the mobile menu)
 * that asks; a failed fetch is forgotten so that the next click tries again.
 */
export function loadSidebarFile(url: string, fetchJson?: (url: string) => Promise<unknown>): Promise<SidebarFile> {
  return loadSharedFile(url, fetchJson) as Promise<SidebarFile>;
}
