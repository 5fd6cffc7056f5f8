'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { useDismissableDetails } from '@/lib/runtime/dismiss-details';
import { normaliseRoute } from '@/components/ui/versions-data.client';
import { isLocalisedLink, isLocalisedPage, localeOfRoute, localisedRoute, switchLocaleHref, type LocaleData } from '@/lib/runtime/locales';

const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

// Only a site with several locales provides it: a single-locale site's pages carry nothing of this.
const LocaleContext = createContext<LocaleData | undefined>(undefined);

type Locale = LocaleData['locales'][number];

/** The route being read (base path and trailing slash taken off) and the locale its pathname names. */
function usePathLocale(data: LocaleData | undefined): { route: string; locale: Locale | undefined } {
  const route = normaliseRoute(usePathname());
  return { route, locale: data ? localeOfRoute(route, data.locales) : undefined };
}

/**
 * Sets <html lang dir> after a client navigation into another locale's page (the exported HTML
 * has them already, lib/postbuild/locale-html.ts), and gives the links below the locales.
 */
export function LocaleProvider({ data, children }: { data: LocaleData; children: ReactNode }) {
  const { locale } = usePathLocale(data);
  useEffect(() => {
    if (!locale) return;
    document.documentElement.lang = locale.htmlLang;
    document.documentElement.dir = locale.direction;
  }, [locale]);
  return <LocaleContext.Provider value={data}>{children}</LocaleContext.Provider>;
}

/**
 * An internal link on a page of another locale than the default leads to that locale's page when
 * the locale publishes it (the navbar's and footer's links, written for the default locale); links
 * that already name a locale, routes no locale translates and the site's static files stay as written.
 */
export function useLocalisedHref(href: string): string {
  const data = useContext(LocaleContext);
  const { locale } = usePathLocale(data);
  if (!data || !href.startsWith('/')) return href;
  if (!locale || locale.prefix === '') return href;
  const [route = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href)!.slice(1);
  if (localeOfRoute(route, data.locales)?.prefix !== '' || !isLocalisedLink(data, route)) return href;
  return `${localisedRoute(route, locale.prefix)}${rest}`;
}

/**
 * Docusaurus' localeDropdown navbar item: each locale links to the page being read in that locale
 * (its home when it has no such page). Plain links in a native <details>: it works without
 * JavaScript, and a page of another locale (another <html lang dir>) loads whole. Nothing is saved.
 */
export function LocaleDropdown({
  variant,
  className,
  dropdownItemsBefore,
  dropdownItemsAfter,
}: {
  variant: 'navbar' | 'mobile';
  className?: string;
  dropdownItemsBefore: { label: string; href: string }[];
  dropdownItemsAfter: { label: string; href: string }[];
}) {
  const data = useContext(LocaleContext);
  const { route, locale: pathLocale } = usePathLocale(data);
  const details = useDismissableDetails();
  const read = useReadLocale(data);
  if (!data) return null;
  // The links follow the pathname; the words (the menu's label, the marked locale) the locale being read.
  const routeLocale = pathLocale!;
  const current = read ?? routeLocale;
  const mobile = variant === 'mobile';
  const linkClass = mobile ? 'mobile-menu__link' : 'version-menu__link';
  const external = (href: string) => (href.startsWith('/') ? `${BASE_PATH}${href}` : href);
  const extra = (links: { label: string; href: string }[]) =>
    links.map((link) => (
      <li key={link.href}>
        <a href={external(link.href)} className={linkClass}>
          {link.label}
        </a>
      </li>
    ));
  return (
    <details
      ref={details}
      className={`version-menu locale-menu${mobile ? ' version-menu--mobile' : ''}${className ? ` ${className}` : ''}`}
    >
      <summary
        className={`${mobile ? 'mobile-menu__link' : 'navbar__link'} version-menu__toggle`}
        aria-label={`Language: ${current.label}`}
      >
        {current.label}
      </summary>
      <ul className="version-menu__list">
        {extra(dropdownItemsBefore)}
        {data.locales.map((locale) => {
          const href = switchLocaleHref(route, routeLocale, locale, (base) => isLocalisedPage(data, base));
          const active = locale.name === current.name;
          return (
            <li key={locale.name}>
              <a
                href={href.startsWith('/') ? `${BASE_PATH}${href === '/' ? '/' : href}` : href}
                className={`${linkClass}${active ? ' is-active' : ''}`}
                lang={locale.htmlLang}
                hrefLang={locale.htmlLang}
                aria-current={active ? 'true' : undefined}
                data-locale={locale.name}
              >
                {locale.label}
              </a>
            </li>
          );
        })}
        {extra(dropdownItemsAfter)}
      </ul>
    </details>
  );
}

/** The prefix of the locale being read ("/ar"), "" for the default locale and on a single-locale site. */
export function useLocalePrefix(): string {
  return usePathLocale(useContext(LocaleContext)).locale?.prefix ?? '';
}

/** The name of the locale being read; undefined on a single-locale site. */
function useLocaleName(): string | undefined {
  return useReadLocale(useContext(LocaleContext))?.name;
}

const subscribeNothing = () => () => {};

/**
 * The locale being read, for the words a component shows. While hydrating, the one the HTML was
 * rendered for (its <html lang>, written per page by the post-build step): a static host answers every
 * unknown URL with the one 404.html, rendered for the default locale, so the pathname of /ar/nope names
 * Arabic while its HTML is English, and Arabic words during hydration are a mismatch (React #418).
 * Once hydrated (and on every later render), the pathname's.
 */
function useReadLocale(data: LocaleData | undefined): Locale | undefined {
  const { locale } = usePathLocale(data);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!data) return undefined;
  if (!hydrated && typeof document !== 'undefined') {
    const rendered = data.locales.find((locale) => locale.htmlLang === document.documentElement.lang);
    if (rendered) return rendered;
  }
  return locale;
}

/**
 * A navbar or footer text in the locale being read (navbar.json, footer.json): the root layout
 * renders one navbar for every route, so the page's route picks the text; the exported HTML has it.
 */
export function LocaleText({ text, byLocale }: { text: string; byLocale: Record<string, string> }) {
  const name = useLocaleName();
  return name && Object.hasOwn(byLocale, name) ? byLocale[name] : text;
}

/** A UI string (lib/content/locales.ts uiLabel) in the locale being read, for a client component's props. */
export function useUiLabel(label: { text: string; byLocale?: Record<string, string> } | undefined, english: string): string {
  const name = useLocaleName();
  if (!label) return english;
  return name && label.byLocale && Object.hasOwn(label.byLocale, name) ? label.byLocale[name]! : label.text;
}

/** Several UI strings at once (lib/content/locales.ts uiLabels), each English where none is given. */
export function useUiLabels<K extends string>(
  labels: Partial<Record<K, { text: string; byLocale?: Record<string, string> }>>,
  english: Record<K, string>,
): Record<K, string> {
  const name = useLocaleName();
  const out = { ...english };
  for (const key of Object.keys(labels) as K[]) {
    const label = labels[key]!;
    out[key] = name && label.byLocale && Object.hasOwn(label.byLocale, name) ? label.byLocale[name]! : label.text;
  }
  return out;
}

/** The navbar logo, its alt text in the locale being read (navbar.json's `logo.alt`). */
export function LocaleImage({ alt, altByLocale, ...rest }: ComponentProps<'img'> & { alt: string; altByLocale: Record<string, string> }) {
  const name = useLocaleName();
  const { src, ...attributes } = rest;
  // As the navbar's own logo, a plain <img>: next/image writes a style the CSP refuses.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={name && Object.hasOwn(altByLocale, name) ? altByLocale[name] : alt} {...attributes} />;
}

type LabelledTag = 'nav' | 'div' | 'aside' | 'ul';

/**
 * An element of chrome rendered once for every locale whose accessible name (aria-label) some locale says
 * otherwise (components/ui/ui-text.tsx UiLabelled): the name of the locale being read, in the attribute's place.
 */
export function LocaleLabelled({
  as: Tag,
  byLocale,
  ...props
}: ComponentPropsWithoutRef<'nav'> & { as: LabelledTag; 'aria-label': string; byLocale: Record<string, string> }) {
  const name = useLocaleName();
  return <Tag {...props} aria-label={name && Object.hasOwn(byLocale, name) ? byLocale[name] : props['aria-label']} />;
}
