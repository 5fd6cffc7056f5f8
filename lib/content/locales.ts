import path from 'node:path';
import { siteConfig, withBase } from '@/lib/config';
import { siteLocales, type SiteLocale } from '@/lib/config/i18n';
import { readPreparedSite } from '@/lib/config/prepared';
import { displayPath } from '@/lib/files/tree';
import { localeOfRoute, localisedRoute, pluralForm } from '@/lib/runtime/locales';
import { themeMessages } from './theme-translations';
import { readTranslationMessages } from './translations';
import type { LocaleData } from '@/lib/runtime/locales';

/** The site's locales, the default first (one for a site without `i18n`). */
export function locales(): SiteLocale[] {
  return siteLocales(siteConfig().i18n);
}

/**
 * The href of a default-locale route (a translation's original): under the base path, or on the
 * default locale's own build when this is a `--locale` build of another locale.
 */
export function originalHref(route: string): string {
  const original = locales()[0]!;
  return original.remote ? localisedRoute(route, original.prefix) : withBase(route);
}

/** The locale a route belongs to (the default for routes outside every prefix). */
export function routeLocale(route: string): SiteLocale {
  return localeOfRoute(route, locales())!;
}

/** A locale by name (the default for none or an unknown name): the blog's routes name theirs. */
export function localeNamed(name: string | undefined): SiteLocale {
  const all = locales();
  return all.find((locale) => locale.name === name) ?? all[0]!;
}

const messagesCache = new Map<string, { key: unknown; messages: Map<string, string> }>();

/**
 * A UI string in a locale, as Docusaurus picks it: the locale's code.json message (i18n/<locale>/code.json),
 * else the Docusaurus team's translation of the key for the locale's language (@docusaurus/theme-translations),
 * else the English text. Only a site with several locales translates: a single-locale site shows the
 * English text and never reads code.json or the package. The default locale is translated too (a site
 * whose default is Persian shows Persian chrome); the package has no English, so an English default stays as it was.
 */
export function uiText(locale: SiteLocale, key: string, english: string, values: Record<string, string> = {}): string {
  let message = english;
  const i18n = siteConfig().i18n;
  if (i18n && locales().length > 1) {
    const site = readPreparedSite();
    let entry = messagesCache.get(locale.name);
    if (entry?.key !== site) {
      const file = path.resolve(site.siteDir, i18n.path, locale.path, 'code.json');
      entry = { key: site, messages: readTranslationMessages(file, displayPath) };
      messagesCache.set(locale.name, entry);
    }
    message = entry.messages.get(key) ?? themeMessages(locale.name).get(key) ?? english;
  }
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A UI string in the locale of the route being rendered (a docs page's, a post's). */
export function routeText(route: string, key: string, english: string, values: Record<string, string> = {}): string {
  return uiText(routeLocale(route), key, english, values);
}

/** A UI string as uiLabel gives it: the default locale's text, and each locale's that differs. */
export type UiLabel = { text: string; byLocale?: Record<string, string> };

/**
 * A UI string for chrome rendered once for every locale (the root layout, the 404 page, MDX components):
 * the default locale's text, and the text of each locale that says it otherwise. A single-locale site gets the English text alone.
 */
export function uiLabel(key: string, english: string, values: Record<string, string> = {}): UiLabel {
  const [first, ...others] = locales();
  const text = uiText(first!, key, english, values);
  const byLocale: Record<string, string> = {};
  for (const locale of others) {
    const message = uiText(locale, key, english, values);
    if (message !== text) byLocale[locale.name] = message;
  }
  return Object.keys(byLocale).length > 0 ? { text, byLocale } : { text };
}

/**
 * The words of a client component in the layout, as props: only those some locale says otherwise
 * (key → [Docusaurus' key, English]), so a single-locale page's data carries nothing new.
 */
export function uiLabels<K extends string>(entries: Record<K, readonly [key: string, english: string]>): Partial<Record<K, UiLabel>> {
  const out: Partial<Record<K, UiLabel>> = {};
  for (const [name, [key, english]] of Object.entries(entries) as [K, readonly [string, string]][]) {
    const label = uiLabel(key, english);
    if (label.byLocale) out[name] = label;
  }
  return out;
}

/** A UI string with a count in a locale: its code.json message's plural form for the count (Docusaurus' keys), else the English text. */
export function uiPlural(locale: SiteLocale, key: string, count: number, english: string, values: Record<string, string> = {}): string {
  return pluralForm(uiText(locale, key, english, values), count, locale.htmlLang);
}

/** A day ("2026-11-20") in the locale's language and calendar. */
export function formatDay(day: string, locale: SiteLocale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  try {
    return new Intl.DateTimeFormat(locale.htmlLang, { dateStyle: 'long', timeZone: 'UTC', calendar: locale.calendar }).format(date);
  } catch {
    return day;
  }
}

/** The locales as the pages' links and locale dropdown need them, on a site with several locales; undefined on a single-locale site. */
export function localeLinks(): LocaleData['locales'] | undefined {
  const all = locales();
  if (all.length < 2) return undefined;
  return all.map(({ name, label, htmlLang, prefix, direction }) => ({ name, label, htmlLang, prefix, direction }));
}
