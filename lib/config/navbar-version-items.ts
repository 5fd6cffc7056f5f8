import { z } from 'zod';

/**
 * The navbar's docs version items, with the names and options of Docusaurus' `docsVersionDropdown`
 * and `docsVersion` items, so a `themeConfig.navbar.items` entry moves over as it is.
 */

const position = z.enum(['left', 'right']).default('left');
const dropdownLink = z.object({
  /** Visible text, e.g. "Changelog". */
  label: z.string().min(1),
  /** An internal route ("/versions") or an absolute URL. */
  href: z.string().min(1),
});

export const docsVersionDropdownItemSchema = z.object({
  type: z.literal('docsVersionDropdown'),
  /** "left" or "right", as a link item. */
  position,
  /** The docs instance whose versions it lists; default "default". Example: `docsPluginId: 'community'`. */
  docsPluginId: z.string().min(1).default('default'),
  /** Links listed before the versions. Example: `[{ label: 'Roadmap', href: '/roadmap' }]`. */
  dropdownItemsBefore: z.array(dropdownLink).default([]),
  /** Links listed after the versions (before "All versions"). */
  dropdownItemsAfter: z.array(dropdownLink).default([]),
  /** Do not mark the dropdown as active on pages of the instance's docs. */
  dropdownActiveClassDisabled: z.boolean().default(false),
  /**
   * Which versions to list and their labels: names in order (`['2.0', '1.0']`) or names to
   * `{ label }` (`{ current: { label: 'Next 🚧' } }`); default every version with its own label.
   */
  versions: z.union([z.array(z.string().min(1)), z.record(z.string(), z.object({ label: z.string().min(1).optional() }))]).optional(),
  /** A class added to the dropdown, as Docusaurus' className. */
  className: z.string().optional(),
});

export const docsVersionItemSchema = z.object({
  type: z.literal('docsVersion'),
  position,
  /** The docs instance; default "default". */
  docsPluginId: z.string().min(1).default('default'),
  /** Visible text; default the label of the version being read (else the preferred, else the last). */
  label: z.string().min(1).optional(),
  /** Where it goes; default that version's main doc. */
  to: z.string().min(1).optional(),
  className: z.string().optional(),
});

export type DocsVersionDropdownItem = z.output<typeof docsVersionDropdownItemSchema>;
export type DocsVersionItem = z.output<typeof docsVersionItemSchema>;
export type VersionNavbarItem = DocsVersionDropdownItem | DocsVersionItem;

/** True for the navbar's version items, false for its links. */
export function isVersionItem(item: { type?: string }): item is VersionNavbarItem {
  return item.type === 'docsVersionDropdown' || item.type === 'docsVersion';
}
