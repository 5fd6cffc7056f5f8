import { SiteLink } from '@/components/ui/site-link.client';
import { ExternalIcon } from '@/components/ui/icons';
import { isExternal, navbarLinks, siteConfig, type NavbarItem } from '@/lib/config';
import { isVersionItem, type VersionNavbarItem } from '@/lib/config/navbar-version-items';
import { docLinkTargets, versionOfRoute, type VersionNav } from '@/lib/runtime/docs-versions';
import { DocsNavLink, DocsVersionLink } from './docs-links.client';
import { VersionDropdown } from './version-dropdown.client';
import { ChromeText } from './chrome-text';
import { LocaleDropdown } from '@/components/ui/locale.client';
import type { LocaleDropdownItem } from '@/lib/config/i18n';

export interface ResolvedNavbarItem extends NavbarItem {
  /** What kind of item it is, for error messages: "link" or "api". */
  type: 'link' | 'api';
}

/** A navbar entry as rendered: a link, or a docs version item with the "All versions" route. */
export type NavbarEntryView =
  | ResolvedNavbarItem
  | (VersionNavbarItem & { allVersionsHref?: string; label?: string })
  | (LocaleDropdownItem & { label?: string; allVersionsHref?: string });

/** The navbar's items that are not links: docs version items and the locale dropdown. */
type MenuItem = VersionNavbarItem | LocaleDropdownItem;

/** Navbar items in order: the configured APIs first (spec §2), then the configured links. */
export function resolveNavbarItems(config = siteConfig()): ResolvedNavbarItem[] {
  const apis: ResolvedNavbarItem[] = config.apis.flatMap((api) =>
    api.navbarLabel ? [{ type: 'api', label: api.navbarLabel, href: api.route, position: 'left' }] : [],
  );
  const links: ResolvedNavbarItem[] = navbarLinks(config).map((item) => ({ ...item, type: 'link' }));
  return [...apis, ...links];
}

/** The navbar's docs version items and locale dropdown, in config order, with their place among the links (the index of the link they follow). */
export function versionNavbarItems(config = siteConfig()): Array<{ item: MenuItem; after: number }> {
  const apis = config.apis.filter((api) => api.navbarLabel).length;
  let links = 0;
  const found: Array<{ item: MenuItem; after: number }> = [];
  for (const item of config.navbar.items) {
    if (isVersionItem(item) || item.type === 'localeDropdown') found.push({ item, after: apis + links });
    else links++;
  }
  return found;
}

/**
 * Renders one item; an item that cannot render throws an error naming its type and label (spec §8).
 * `navs` has every version's docs (server only): a docs link gets from them where it leads in each version.
 */
export function NavbarItemLink({ item, className, navs = [] }: { item: NavbarEntryView; className: string; navs?: VersionNav[] }) {
  if (item.type === 'localeDropdown') return <LocaleDropdown {...item} variant={className === 'mobile-menu__link' ? 'mobile' : 'navbar'} />;
  if (item.type === 'docsVersionDropdown') {
    return <VersionDropdown {...item} variant={className === 'mobile-menu__link' ? 'mobile' : 'navbar'} />;
  }
  if (item.type === 'docsVersion')
    return <DocsVersionLink pluginId={item.docsPluginId} label={item.label} to={item.to} className={className} />;
  let external: boolean;
  try {
    if (typeof item.href !== 'string' || item.href === '') throw new Error('it has no href');
    external = isExternal(item.href);
  } catch (cause) {
    throw new Error(`A navbar item failed to render: type "${item.type}", label "${item.label}".`, { cause });
  }
  // A link into a versioned docs instance follows the version being read or preferred (as Docusaurus' doc items).
  const docs = external ? undefined : navs.find((nav) => nav.versions.length > 1 && versionOfRoute(nav, item.href));
  if (docs) {
    return (
      <DocsNavLink
        pluginId={docs.pluginId}
        href={item.href}
        targets={docLinkTargets(docs, item.href)}
        className={className}
        ariaLabel={item.ariaLabel}
      >
        <ChromeText file="navbar" translationKey={`item.label.${item.label}`} text={item.label} />
      </DocsNavLink>
    );
  }
  return (
    <SiteLink href={item.href} className={className} aria-label={item.ariaLabel}>
      <ChromeText file="navbar" translationKey={`item.label.${item.label}`} text={item.label} />
      {external && <ExternalIcon className="external-icon" />}
    </SiteLink>
  );
}
