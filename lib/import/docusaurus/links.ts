// Navbar and footer items as this site's links: doc and sidebar items resolved to routes, HTML items
// flattened, and items that cannot be a link reported.

import { firstRouteOfSidebar } from './docs-routes';
import { firstHtmlLink, stripHtml } from './html';
import { isObj, type DocEntry, type ImportReport, type Obj } from './types';

export interface LinkContext {
  basePath: string;
  docs: DocEntry[];
  docsRouteBasePath: string;
  sidebars: unknown;
  reports: ImportReport[];
}

/** A `to`/`href` as this site's href: internal routes start with "/" and leave the base path out; URLs stay. */
export function hrefOf(item: Obj, basePath: string): string | undefined {
  if (typeof item.to === 'string') {
    const to = item.to.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return to;
    return `/${to.replace(/^\/+/, '')}`;
  }
  if (typeof item.href === 'string') {
    let href = item.href.trim();
    if (href.startsWith('pathname://')) href = href.slice('pathname://'.length);
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    if (!href.startsWith('/')) href = `/${href}`;
    if (basePath && (href === basePath || href.startsWith(`${basePath}/`))) href = href.slice(basePath.length) || '/';
    return href;
  }
  return undefined;
}

export const hostLabel = (href: string) => {
  try {
    const host = new URL(href).hostname.replace(/^www\./, '');
    const known: Record<string, string> = {
      'github.com': 'GitHub',
      'gitlab.com': 'GitLab',
      'discord.gg': 'Discord',
      'discord.com': 'Discord',
      'x.com': 'X',
      'twitter.com': 'Twitter',
    };
    return known[host] ?? host;
  } catch {
    return '';
  }
};

export const VALID_HREF = (href: string) => href.startsWith('/') || /^https?:\/\//.test(href) || href.startsWith('mailto:');

/** A navbar or footer item as a link, or undefined (with a report) when it cannot be one. */
export function linkOf(
  item: Obj,
  where: string,
  ctx: LinkContext,
  navbar: boolean,
): { label: string; href: string; ariaLabel?: string } | undefined {
  // Docusaurus' footer reads only label, to, href and html: a `type` there is ignored, so a footer
  // item with a link is that link whatever its type says (`{ type: 'doc', to: 'usage' }`).
  const linkInFooter = !navbar && (typeof item.to === 'string' || typeof item.href === 'string');
  const type = typeof item.type === 'string' && !linkInFooter ? item.type : 'default';
  let href: string | undefined;
  if (type === 'doc' || type === 'docLink') {
    const doc = ctx.docs.find((d) => d.id === item.docId);
    if (!doc) {
      ctx.reports.push({
        where,
        what: `type: '${type}' item: doc "${String(item.docId)}" not found, not carried`,
        todo: "add the link to navbar.items with the doc's route",
      });
      return undefined;
    }
    href = doc.route;
  } else if (type === 'docSidebar') {
    const sidebars = isObj(ctx.sidebars) ? ctx.sidebars : {};
    const sidebarId = String(item.sidebarId);
    const route = sidebarId in sidebars ? firstRouteOfSidebar(sidebars[sidebarId], ctx.docs, ctx.docsRouteBasePath) : undefined;
    if (!route) {
      ctx.reports.push({
        where,
        what: `type: 'docSidebar' item: sidebar "${sidebarId}" has no first doc, not carried`,
        todo: "add the link to navbar.items with the route of the sidebar's first doc",
      });
      return undefined;
    }
    href = route;
  } else if (type === 'default' || type === 'html') {
    href = hrefOf(item, ctx.basePath);
    if (type === 'html' || typeof item.html === 'string') {
      const link =
        typeof item.html === 'string' || typeof item.value === 'string' ? firstHtmlLink(String(item.html ?? item.value)) : undefined;
      href ??= link && hrefOf({ href: link.href }, ctx.basePath);
      if (!href) {
        ctx.reports.push({
          where,
          what: 'HTML item without a link not carried',
          todo: navbar ? 'add a link to navbar.items if it mattered' : 'put the text in footer.copyright or a column link',
        });
        return undefined;
      }
    }
  } else {
    const why: Record<string, string> = {
      search: 'nothing: the navbar always has the built-in search',
      localeDropdown: 'move it to navbar.items, where the product takes it (not in a footer)',
      docsVersionDropdown: 'move it to navbar.items, where the product takes it (not in a footer)',
      docsVersion: 'move it to navbar.items, where the product takes it (not in a footer)',
      dropdown: 'add its links to navbar.items (the product has no dropdowns), or to a footer column',
    };
    ctx.reports.push({
      where,
      what: `type: '${type}' item not carried`,
      todo: why[type] ?? 'nothing: the product has no such navbar item',
    });
    return undefined;
  }
  if (!href) {
    ctx.reports.push({ where, what: 'item without to or href not carried', todo: 'add it to the config with an href' });
    return undefined;
  }
  if (!VALID_HREF(href)) {
    ctx.reports.push({
      where,
      what: `link ${href} not carried (only internal routes, http(s) and mailto: links are)`,
      todo: 'add it by hand if needed',
    });
    return undefined;
  }
  const aria =
    typeof item['aria-label'] === 'string' ? item['aria-label'] : typeof item.ariaLabel === 'string' ? item.ariaLabel : undefined;
  let label = typeof item.label === 'string' ? stripHtml(item.label) : '';
  if (!label) {
    const html = typeof item.html === 'string' ? item.html : typeof item.value === 'string' ? item.value : '';
    const alt = /<img\b[^>]*\balt\s*=\s*(["'])(.*?)\1/i.exec(html)?.[2];
    label = stripHtml(html) || hostLabel(href) || alt || aria || href;
    ctx.reports.push({
      where,
      what: `${html ? 'HTML' : 'icon'} item carried as a text link "${label}"`,
      todo: `change its label in ${navbar ? 'navbar.items' : 'footer.columns'} if you prefer another`,
    });
  }
  return {
    label,
    href,
    ...(navbar && (aria || (typeof item.html === 'string' && !item.label))
      ? { ariaLabel: aria ?? stripHtml(String(item.html)) ?? label }
      : {}),
  };
}
