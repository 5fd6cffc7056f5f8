import { z } from 'zod';

/**
 * The navbar's docs version items, with the names and options of Docusaurus' `docsVersionDropdown`
 * and `docsVersion` items, so a `themeConfig.navbar.items` entry moves over as it is.
 */

const position = z.enum(['left', 'right']).default('left').describe('"left" (after the title) or "right" (before the search slot).');
const dropdownLink = z.object({
  label: z.string().min(1).describe('Visible text, e.g. "Changelog".'),
  href: z.string().min(1).describe('An internal route ("/versions") or an absolute URL.'),
});

export const docsVersionDropdownItemSchema = z.object({
  type: z.literal('docsVersionDropdown'),
  /** "left" or "right", as a link item. */
  position,
  docsPluginId: z
    .string()
    .min(1)
    .default('default')
    .describe('The docs instance whose versions it lists; default "default". Example: `docsPluginId: \'community\'`.'),
  dropdownItemsBefore: z
    .array(dropdownLink)
    .default([])
    .describe("Links listed before the versions. Example: `[{ label: 'Roadmap', href: '/roadmap' }]`."),
  dropdownItemsAfter: z.array(dropdownLink).default([]).describe('Links listed after the versions (before "All versions").'),
  dropdownActiveClassDisabled: z.boolean().default(false).describe("Do not mark the dropdown as active on pages of the instance's docs."),
  versions: z
    .union([
      z.array(z.string().min(1)),
      z.record(z.string(), z.object({ label: z.string().min(1).optional().describe('The label the dropdown shows for this version.') })),
    ])
    .optional()
    .describe(
      "Which versions to list and their labels: names in order (`['2.0', '1.0']`) or names to `{ label }` (`{ current: { label: 'Next 🚧' } }`); default every version with its own label.",
    ),
  className: z.string().optional().describe("A class added to the dropdown, as Docusaurus' className."),
});

export const docsVersionItemSchema = z.object({
  type: z.literal('docsVersion'),
  position,
  docsPluginId: z.string().min(1).default('default').describe('The docs instance; default "default".'),
  label: z
    .string()
    .min(1)
    .optional()
    .describe('Visible text; default the label of the version being read (else the preferred, else the last).'),
  to: z.string().min(1).optional().describe("Where it goes; default that version's main doc."),
  className: z.string().optional(),
});

export type DocsVersionDropdownItem = z.output<typeof docsVersionDropdownItemSchema>;
export type DocsVersionItem = z.output<typeof docsVersionItemSchema>;
export type VersionNavbarItem = DocsVersionDropdownItem | DocsVersionItem;

/** True for the navbar's version items, false for its links. */
export function isVersionItem(item: { type?: string }): item is VersionNavbarItem {
  return item.type === 'docsVersionDropdown' || item.type === 'docsVersion';
}
