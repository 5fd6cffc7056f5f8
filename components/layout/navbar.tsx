import { VersionsDataProvider } from '@/components/ui/versions-data.client';
import { SiteLink } from '@/components/ui/site-link.client';
import { siteConfig, withBase } from '@/lib/config';
import { clientVersionNav, navbarVersionNavs, versionNavs } from '@/lib/content/version-nav';
import type { VersionNav } from '@/lib/runtime/docs-versions';
import { NAVBAR_ID } from '@/lib/runtime/chrome-ids';
import { presentLinks, searchBrowseLinks, searchSections, versionsPageRoute } from '@/lib/site/links';
import { MobileMenu } from './mobile-menu.client';
import { NavbarItemLink, resolveNavbarItems, versionNavbarItems, type NavbarEntryView } from './navbar-items';
import { HideOnScroll } from './hide-on-scroll.client';
import { isMultiLocale } from '@/lib/config/i18n';
import { SearchButton } from './search-button.client';
import { ChromeText } from './chrome-text';
import { chromeLabel } from '@/lib/content/chrome-translations';
import { LocaleImage } from '@/components/ui/locale.client';
import { ThemeToggle } from './theme-toggle.client';
import { uiLabel, uiLabels } from '@/lib/content/locales';
import { UiLabelled } from '@/components/ui/ui-text';
import { ENGLISH_SEARCH_WORDS, siteSearchWords, type SearchWord, type SearchWords } from '@/components/search/search-words';

function Brand() {
  const { logo, title } = siteConfig();
  const alt = logo ? chromeLabel('navbar', 'logo.alt', logo.alt) : undefined;
  return (
    <SiteLink href="/" className="navbar__brand">
      {/* A plain <img>: next/image writes style="color:transparent", which the CSP refuses, and adds nothing in a static export. */}
      {/* One child either way: a single-locale site's navbar stays as it was, to the byte. */}
      {logo &&
        alt &&
        (alt.byLocale ? (
          <LocaleImage
            src={withBase(logo.src)}
            alt={alt.text}
            altByLocale={alt.byLocale}
            width={32}
            height={32}
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={withBase(logo.src)} alt={alt.text} width={32} height={32} fetchPriority="high" decoding="async" />
        ))}
      <span className="navbar__title">
        <ChromeText file="navbar" translationKey="title" text={title} />
      </span>
    </SiteLink>
  );
}

function ItemList({
  items,
  listClass,
  linkClass,
  navs,
}: {
  items: NavbarEntryView[];
  listClass: string;
  linkClass: string;
  navs: VersionNav[];
}) {
  return (
    <ul className={listClass}>
      {items.map((item, index) => (
        <li key={`${item.type}:${item.label ?? index}`}>
          <NavbarItemLink item={item} className={linkClass} navs={navs} />
        </li>
      ))}
    </ul>
  );
}

/** The navbar's entries in config order: links that lead somewhere, and the docs version items of instances the site has. */
async function navbarEntries(navs: VersionNav[]): Promise<NavbarEntryView[]> {
  const all = resolveNavbarItems();
  const kept = new Set(await presentLinks(all, 'navbar'));
  const entries: NavbarEntryView[] = all.filter((item) => kept.has(item));
  const allVersionsHref = await versionsPageRoute();
  // Version items go back to their place among the links, counted before absent links were left out.
  for (const { item, after } of versionNavbarItems().reverse()) {
    // The locale dropdown shows on a site with several locales; a version item, when its instance has docs.
    if (item.type === 'localeDropdown' ? !isMultiLocale(siteConfig().i18n) : !navs.some((nav) => nav.pluginId === item.docsPluginId))
      continue;
    const place = all.slice(0, after).filter((link) => kept.has(link)).length;
    entries.splice(place, 0, { ...item, allVersionsHref });
  }
  return entries;
}

/** The fixed top navbar (spec §2): brand and left items; search, colour mode and right items. */
/** Some props only on a site whose locales say a word otherwise: a single-locale page's data stays as it was. */
function labelProps<K extends string>(entries: Record<K, readonly [key: string, english: string]>) {
  const labels = uiLabels(entries);
  return Object.keys(labels).length > 0 ? { labels } : {};
}

/**
 * The search button's and dialog's words for this site's sections: as labels where a locale says
 * them otherwise, and the default locale's where they are not the English the client knows.
 */
function searchWordProps() {
  const entries = siteSearchWords(searchSections());
  const words: Partial<SearchWords> = {};
  for (const [name, [key, english]] of Object.entries(entries) as [SearchWord, readonly [string, string]][]) {
    const text = uiLabel(key, english).text;
    if (text !== ENGLISH_SEARCH_WORDS[name]) words[name] = text;
  }
  return { ...labelProps(entries), ...(Object.keys(words).length > 0 ? { words } : {}) };
}

export async function Navbar() {
  const items = await navbarEntries(versionNavs());
  // Client leaves get the versions only of instances that need them (several versions, or a version
  // item naming them): a site without versions ships no version data on its pages.
  const navs = navbarVersionNavs(items);
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  const { colorMode } = siteConfig();

  const navbar = (
    <UiLabelled as="nav" className="navbar" id={NAVBAR_ID} aria-label="Main" k="theme.NavBar.navAriaLabel">
      {siteConfig().navbar.hideOnScroll && <HideOnScroll />}
      <div className="navbar__inner">
        <MobileMenu
          brand={<Brand />}
          hasItems={items.length > 0}
          primary={<ItemList items={items} listClass="mobile-menu__list" linkClass="mobile-menu__link" navs={navs} />}
          {...labelProps({
            back: ['theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', 'Back to main menu'],
            close: ['theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation menu'],
            open: ['theme.navbar.mobileMenu.openButtonAriaLabel', 'Open navigation menu'],
            menu: ['theme.navbar.mobileMenu.ariaLabel', 'Navigation menu'],
          })}
        />
        <Brand />
        <ItemList items={left} listClass="navbar__items" linkClass="navbar__link" navs={navs} />
        <div className="navbar__right">
          <ItemList items={right} listClass="navbar__items" linkClass="navbar__link" navs={navs} />
          {!colorMode.disableSwitch && (
            <ThemeToggle
              withSystem={colorMode.respectPrefersColorScheme}
              {...labelProps({
                ariaLabel: ['theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})'],
                light: ['theme.colorToggle.ariaLabel.mode.light', 'light mode'],
                dark: ['theme.colorToggle.ariaLabel.mode.dark', 'dark mode'],
                system: ['theme.colorToggle.ariaLabel.mode.system', 'system mode'],
              })}
            />
          )}
          <SearchButton browse={await searchBrowseLinks()} examples={siteConfig().search.examples} {...searchWordProps()} />
        </div>
      </div>
    </UiLabelled>
  );
  // The client leaves get each version without its docs, which grow with the site (issue 29): the
  // shared file the post-build step writes has them (scripts/postbuild.ts); `next dev` writes none.
  const clientNavs = navs.map((nav) => clientVersionNav(nav, { shared: process.env.NODE_ENV === 'production', fileUrl: withBase }));
  return navs.length > 0 ? <VersionsDataProvider navs={clientNavs}>{navbar}</VersionsDataProvider> : navbar;
}
