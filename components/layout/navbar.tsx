import { SiteLink } from '@/components/ui/site-link.client';
import { siteConfig, withBase } from '@/lib/config';
import { presentLinks, searchBrowseLinks } from '@/lib/site/links';
import { MobileMenu } from './mobile-menu.client';
import { NavbarItemLink, resolveNavbarItems, type ResolvedNavbarItem } from './navbar-items';
import { HideOnScroll } from './hide-on-scroll.client';
import { SearchButton } from './search-button.client';
import { ThemeToggle } from './theme-toggle.client';

function Brand() {
  const { logo } = siteConfig;
  return (
    <SiteLink href="/" className="navbar__brand">
      {/* A plain <img>: next/image writes style="color:transparent", which the CSP refuses, and adds nothing in a static export. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {logo && <img src={withBase(logo.src)} alt={logo.alt} width={32} height={32} fetchPriority="high" decoding="async" />}
      <span className="navbar__title">{siteConfig.title}</span>
    </SiteLink>
  );
}

function ItemList({ items, listClass, linkClass }: { items: ResolvedNavbarItem[]; listClass: string; linkClass: string }) {
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={`${item.type}:${item.label}`}>
          <NavbarItemLink item={item} className={linkClass} />
        </li>
      ))}
    </ul>
  );
}

/** The fixed top navbar (spec §2): brand and left items; search, colour mode and right items. */
export async function Navbar() {
  const items = await presentLinks(resolveNavbarItems(), 'navbar');
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  const { colorMode } = siteConfig;

  return (
    <nav className="navbar" id="navbar" aria-label="Main">
      {siteConfig.navbar.hideOnScroll && <HideOnScroll />}
      <div className="navbar__inner">
        <MobileMenu
          brand={<Brand />}
          hasItems={items.length > 0}
          primary={<ItemList items={items} listClass="mobile-menu__list" linkClass="mobile-menu__link" />}
        />
        <Brand />
        <ItemList items={left} listClass="navbar__items" linkClass="navbar__link" />
        <div className="navbar__right">
          <ItemList items={right} listClass="navbar__items" linkClass="navbar__link" />
          {!colorMode.disableSwitch && <ThemeToggle withSystem={colorMode.respectPrefersColorScheme} />}
          <SearchButton browse={await searchBrowseLinks()} />
        </div>
      </div>
    </nav>
  );
}
