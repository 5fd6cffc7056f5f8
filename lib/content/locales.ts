import path from 'node:path';
import { siteConfig, withBase } from '@/lib/config';
import { siteLocales, type SiteLocale } from '@/lib/config/i18n';
import { readPreparedSite } from '@/lib/config/prepared';
import { displayPath } from '@/lib/files/tree';
import { localeOfRoute, localisedRoute } from '@/lib/runtime/locales';
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

const messagesCache = new Map<string, { key: unknown; messages: Map<string, string> }>();

/** A UI string in a locale: its code.json message (i18n/<locale>/code.json, as Docusaurus keys it), else the English text. */
export function uiText(locale: SiteLocale, key: string, english: string, values: Record<string, string> = {}): string {
  let message = english;
  const i18n = siteConfig().i18n;
  if (!locale.isDefault && i18n) {
    const site = readPreparedSite();
    let entry = messagesCache.get(locale.name);
    if (entry?.key !== site) {
      const file = path.resolve(site.siteDir, i18n.path, locale.path, 'code.json');
      entry = { key: site, messages: readTranslationMessages(file, displayPath) };
      messagesCache.set(locale.name, entry);
    }
    message = entry.messages.get(key) ?? english;
  }
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

// The order Docusaurus gives a message's plural forms ("One min read|{readingTime} min read"), whatever
// order the runtime lists a language's categories in.
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a message of plural forms separated by "|" that a count takes in a language, as
 * Docusaurus' usePluralForm picks it: the forms follow the language's plural categories in
 * PLURAL_ORDER; a message with fewer forms uses its last for the categories it lacks.
 */
export function pluralForm(message: string, count: number, htmlLang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(htmlLang);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = [...rules.resolvedOptions().pluralCategories].sort((a, b) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b));
  return forms[Math.min(Math.max(categories.indexOf(rules.select(count)), 0), forms.length - 1)]!;
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
