// The navbar's items and the footer's columns and copyright, mapped to this site's navbar and footer.

import { stripHtml } from './html';
import { hrefOf, linkOf, type LinkContext } from './links';
import { isObj, type Obj } from './types';

export function mapNavbar(navbar: Obj, ctx: LinkContext): { items: Obj[]; hideOnScroll?: boolean } {
  const items: Obj[] = [];
  (Array.isArray(navbar.items) ? navbar.items : []).forEach((item: unknown, index) => {
    const where = `themeConfig.navbar.items[${index}]`;
    if (!isObj(item)) return;
    if (item.type === 'docsVersionDropdown' || item.type === 'docsVersion') {
      items.push(versionItem(item, where, ctx));
      return;
    }
    if (item.type === 'localeDropdown') {
      items.push(localeItem(item, where, ctx));
      return;
    }
    const link = linkOf(item, where, ctx, true);
    if (!link) return;
    const ariaLabel = link.ariaLabel && link.ariaLabel !== link.label ? link.ariaLabel : undefined;
    items.push({
      label: link.label,
      href: link.href,
      position: item.position === 'right' ? 'right' : 'left',
      ...(ariaLabel ? { ariaLabel } : {}),
    });
  });
  return { items, ...(typeof navbar.hideOnScroll === 'boolean' ? { hideOnScroll: navbar.hideOnScroll } : {}) };
}

/** Docusaurus' docsVersionDropdown and docsVersion items, which the product has under the same names and options. */
function versionItem(item: Obj, where: string, ctx: LinkContext): Obj {
  const out: Obj = { type: item.type, position: item.position === 'right' ? 'right' : 'left' };
  if (typeof item.docsPluginId === 'string') out.docsPluginId = item.docsPluginId;
  if (typeof item.className === 'string') out.className = item.className;
  if (item.type === 'docsVersion') {
    if (typeof item.label === 'string') out.label = stripHtml(item.label);
    const to = hrefOf(item, ctx.basePath);
    if (to) out.to = to;
    return out;
  }
  if (typeof item.dropdownActiveClassDisabled === 'boolean') out.dropdownActiveClassDisabled = item.dropdownActiveClassDisabled;
  if (Array.isArray(item.versions) || isObj(item.versions)) out.versions = item.versions;
  Object.assign(out, dropdownItems(item, where, ctx));
  return out;
}

export function mapFooter(footer: Obj, ctx: LinkContext): Obj {
  const out: Obj = {};
  const links = Array.isArray(footer.links) ? footer.links : [];
  const columns: Obj[] = [];
  const simple: Obj[] = [];
  links.forEach((entry: unknown, index) => {
    if (!isObj(entry)) return;
    if (Array.isArray(entry.items)) {
      const items = linksOf(entry.items, `themeConfig.footer.links[${index}].items`, ctx);
      const title = typeof entry.title === 'string' && entry.title.trim() ? entry.title.trim() : 'Links';
      if (!entry.title)
        ctx.reports.push({
          where: `themeConfig.footer.links[${index}]`,
          what: 'column without a title carried as "Links"',
          todo: 'give it a title in footer.columns',
        });
      if (items.length) columns.push({ title, items });
    } else {
      const link = linkOf(entry, `themeConfig.footer.links[${index}]`, ctx, false);
      if (link) simple.push({ label: link.label, href: link.href });
    }
  });
  if (simple.length) {
    columns.push({ title: 'Links', items: simple });
    ctx.reports.push({
      where: 'themeConfig.footer.links',
      what: 'a simple (single row) footer carried as one column titled "Links"',
      todo: 'rename the column in footer.columns',
    });
  }
  if (columns.length) out.columns = columns;
  if (typeof footer.copyright === 'string') {
    const text = stripHtml(footer.copyright);
    if (text) out.copyright = text;
    if (text !== footer.copyright.trim())
      ctx.reports.push({
        where: 'themeConfig.footer.copyright',
        what: 'HTML in the copyright carried as plain text',
        todo: 'check footer.copyright',
      });
  }
  if (footer.logo)
    ctx.reports.push({
      where: 'themeConfig.footer.logo',
      what: 'footer logo not carried',
      todo: "nothing: the product's footer has no logo",
    });
  return out;
}

/** Docusaurus' localeDropdown item, which the product has under the same name and options. */
function localeItem(item: Obj, where: string, ctx: LinkContext): Obj {
  const out: Obj = { type: 'localeDropdown', position: item.position === 'right' ? 'right' : 'left' };
  if (typeof item.className === 'string') out.className = item.className;
  Object.assign(out, dropdownItems(item, where, ctx));
  return out;
}

/** A list of link items (`to`/`href` and `label`) as this site's `{ label, href }` links; what cannot be carried is reported. */
function linksOf(entries: unknown, where: string, ctx: LinkContext): { label: string; href: string }[] {
  return (Array.isArray(entries) ? entries : [])
    .map((entry: unknown, i) => (isObj(entry) ? linkOf(entry, `${where}[${i}]`, ctx, false) : undefined))
    .filter((link): link is NonNullable<typeof link> => link !== undefined)
    .map(({ label, href }) => ({ label, href }));
}

/** A dropdown item's extra links (the version and locale dropdowns have them alike). */
function dropdownItems(item: Obj, where: string, ctx: LinkContext): Obj {
  const out: Obj = {};
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
    const links = linksOf(item[key], `${where}.${key}`, ctx);
    if (links.length) out[key] = links;
  }
  return out;
}
