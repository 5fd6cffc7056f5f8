import { SiteLink } from '@/components/ui/site-link.client';
import { ExternalIcon } from '@/components/ui/icons';
import { isExternal, siteConfig, type NavbarItem } from '@/lib/config';

export interface ResolvedNavbarItem extends NavbarItem {
  /** What kind of item it is, for error messages: "link" or "api". */
  type: 'link' | 'api';
}

/** Navbar items in order: the configured APIs first (spec §2), then the configured links. */
export function resolveNavbarItems(config = siteConfig): ResolvedNavbarItem[] {
  const apis: ResolvedNavbarItem[] = config.apis.flatMap((api) =>
    api.navbarLabel ? [{ type: 'api', label: api.navbarLabel, href: api.route, position: 'left' }] : [],
  );
  const links: ResolvedNavbarItem[] = config.navbar.items.map((item) => ({ ...item, type: 'link' }));
  return [...apis, ...links];
}

/** Renders one item; an item that cannot render throws an error naming its type and label (spec §8). */
export function NavbarItemLink({ item, className }: { item: ResolvedNavbarItem; className: string }) {
  let external: boolean;
  try {
    if (typeof item.href !== 'string' || item.href === '') throw new Error('it has no href');
    external = isExternal(item.href);
  } catch (cause) {
    throw new Error(`A navbar item failed to render: type "${item.type}", label "${item.label}".`, { cause });
  }
  return (
    <SiteLink href={item.href} className={className} aria-label={item.ariaLabel}>
      {item.label}
      {external && <ExternalIcon className="external-icon" />}
    </SiteLink>
  );
}
