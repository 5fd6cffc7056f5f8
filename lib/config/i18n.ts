import { z } from 'zod';

/**
 * The site's locales, with the names and defaults of Docusaurus' `i18n` config, so a Docusaurus
 * site's block moves over as it is. A site without `i18n` (or with one locale) is a single-locale
 * site: nothing about locales appears in its pages.
 */

// A locale name is a language tag ("en", "zh-Hans", "pt_BR"): it names a folder under i18n/, the
// URL segment and <html lang>, so "../x", "a/b" or a quote would reach the file system or the HTML.
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;
const languageTag = (example: string) =>
  z.string().regex(LANGUAGE_TAG, `must be a language tag such as "${example}" (letters, then "-" or "_" and letters or digits)`);

const localeConfigSchema = z.object({
  label: z
    .string()
    .min(1)
    .optional()
    .describe('What the locale dropdown shows, e.g. "العربية"; default the locale\'s own name for itself (Intl.DisplayNames).'),
  direction: z.enum(['ltr', 'rtl']).optional().describe('"ltr" or "rtl"; default from the language (ar, he, fa, ur … are right to left).'),
  htmlLang: languageTag('zh-Hans-CN')
    .optional()
    .describe('The `<html lang>` and hreflang value, e.g. "zh-Hans-CN"; default the locale name.'),
  calendar: z
    .string()
    .min(1)
    .optional()
    .describe('The calendar dates are shown in, e.g. "gregory", "persian", "islamic"; default "gregory".'),
  path: z
    .string()
    .regex(/^(?!\.+$)[A-Za-z0-9._-]+$/, 'must be one path segment such as "zh-Hans" (letters, digits, ".", "_" and "-"; not "." or "..")')
    .optional()
    .describe('The folder under `i18n.path`, and the URL segment of the locale unless `baseUrl` names another; default the locale name.'),
  url: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "Docusaurus' per-locale origin: another than the site's `url` puts the locale on a domain of its own, built alone with `SITE_LOCALE=<locale> npm run build` (the site's build links to it). The default locale's is the site's `url`.",
    ),
  baseUrl: z
    .string()
    .optional()
    .describe(
      "Where the locale is published, as Docusaurus' per-locale baseUrl: one folder under the site's base path, e.g. \"/demo/francais/\" publishes the locale at /demo/francais/… instead of /demo/fr/…; outside the base path (or with a `url` of its own), the locale is built alone with `SITE_LOCALE=<locale> npm run build`. The default locale's is the base path itself; deeper under the base path stops the build. Default `<basePath>/<path>/`.",
    ),
});

export const i18nSchema = z
  .object({
    defaultLocale: languageTag('en').describe('The locale served at the site root, e.g. "en".'),
    locales: z
      .array(languageTag('zh-Hans'))
      .min(1)
      .describe(
        'Every locale the site publishes, the default among them, e.g. ["en", "ar", "zh-Hans"]; others live under /<locale>/ (or their `baseUrl`).',
      ),
    path: z.string().min(1).default('i18n').describe('The folder translations are read from, relative to the site folder; default "i18n".'),
    localeConfigs: z
      .record(z.string(), localeConfigSchema)
      .default({})
      .describe('Per-locale settings by locale name, e.g. { ar: { direction: "rtl" } }.'),
  })
  .superRefine((i18n, ctx) => {
    if (!i18n.locales.includes(i18n.defaultLocale))
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `"${i18n.defaultLocale}" is not one of locales (${i18n.locales.join(', ')}): add it to locales`,
      });
    for (const name of Object.keys(i18n.localeConfigs))
      if (!i18n.locales.includes(name))
        ctx.addIssue({
          code: 'custom',
          path: ['localeConfigs', name],
          message: `configures "${name}", which locales does not list: add it or remove the entry`,
        });
    const seen = new Map<string, string>();
    for (const locale of i18n.locales) {
      const segment = ownConfig(i18n.localeConfigs, locale)?.path ?? locale;
      const other = seen.get(segment);
      if (other)
        ctx.addIssue({
          code: 'custom',
          path: ['locales'],
          message: `"${locale}" and "${other}" share the path "${segment}": give one a localeConfigs path of its own`,
        });
      seen.set(segment, locale);
    }
  });

/**
 * What the build adds to the config's i18n (lib/site/prepare.ts), never the config file: the site's
 * own url and base path, where the full build publishes its locales, and `locale`, the locale a
 * `--locale <l>` build (SITE_LOCALE) publishes alone at its own url and baseUrl.
 */
export interface I18nBuild {
  url: string;
  basePath: string;
  locale?: string;
}

export type I18nConfig = z.output<typeof i18nSchema> & { build?: I18nBuild };

/** A locale's own entry of localeConfigs: a name such as "toString" must not find Object.prototype's. */
function ownConfig<T>(configs: Record<string, T>, locale: string): T | undefined {
  return Object.hasOwn(configs, locale) ? configs[locale] : undefined;
}

/** One locale as the build and the pages use it. */
export interface SiteLocale {
  name: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** The folder under i18n.path: "zh-Hans". */
  path: string;
  /**
   * Routes of this locale start with it: "" for the default locale (or the one a `--locale` build
   * publishes), "/zh-Hans" (its path, or its baseUrl's folder) for the others; for a locale another
   * build publishes (`remote`), its absolute url and baseUrl without the last slash, so a link to it
   * is absolute ("https://fr.example.com/guide").
   */
  prefix: string;
  isDefault: boolean;
  /** Published by another build (`--locale <name>`) at its own url or baseUrl: this export only links to it. */
  remote?: true;
}

// Languages written right to left (the list rtl-detect uses, which Docusaurus reads).
const RTL_LANGUAGES = new Set([
  'ae',
  'ar',
  'arc',
  'bcc',
  'bqi',
  'ckb',
  'dv',
  'fa',
  'glk',
  'he',
  'iw',
  'ku',
  'mzn',
  'nqo',
  'pnb',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** "ar-EG" → "rtl"; the language subtag decides. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split(/[-_]/)[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** The locale's name for itself ("ar" → "العربية"), as Docusaurus' default label; the name itself when Intl does not know it. */
export function localeLabel(locale: string): string {
  try {
    const label = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return label ? label.charAt(0).toLocaleUpperCase(locale) + label.slice(1) : locale;
  } catch {
    return locale;
  }
}

/**
 * The site's locales, the default first; one (the default, "en") for a site without `i18n`. With the
 * build's url and base path (`i18n.build`), a locale whose url or baseUrl is elsewhere (remoteHome) is
 * remote: the full build links to it; a `--locale <name>` build publishes that one at "" and links
 * to every other, the full build's locales at the site's url and base path.
 */
export function siteLocales(i18n: I18nConfig | undefined): SiteLocale[] {
  if (!i18n)
    return [
      { name: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', prefix: '', isDefault: true },
    ];
  const names = [i18n.defaultLocale, ...i18n.locales.filter((name) => name !== i18n.defaultLocale)];
  const build = i18n.build;
  return names.map((name) => {
    const own = ownConfig(i18n.localeConfigs, name) ?? {};
    const isDefault = name === i18n.defaultLocale;
    const segment = own.path ?? name;
    const home = build ? remoteHome(i18n, name, build) : undefined;
    // A baseUrl is one folder under the base path (localeUrlIssues): that folder is the prefix.
    const urlSegment = own.baseUrl === undefined || home ? segment : (baseUrlSegments(own.baseUrl).pop() ?? segment);
    const inFullBuild = isDefault ? '' : `/${urlSegment}`;
    const locale: SiteLocale = {
      /** The locale name as the config writes it: "zh-Hans". */
      name,
      label: own.label ?? localeLabel(name),
      direction: own.direction ?? localeDirection(name),
      htmlLang: own.htmlLang ?? name,
      calendar: own.calendar ?? 'gregory',
      path: segment,
      prefix: inFullBuild,
      isDefault,
    };
    if (build?.locale === undefined) return home ? { ...locale, prefix: home, remote: true } : locale;
    if (name === build.locale) return locale.prefix === '' ? locale : { ...locale, prefix: '' };
    // A --locale build: every other locale is where the full build (or its own) publishes it.
    const there = home ?? `${build.url}${build.basePath}${inFullBuild}`;
    return { ...locale, prefix: there, remote: true };
  });
}

/** The locales this export publishes (not the remote ones), the default first unless a `--locale` build leaves it out. */
export function publishedLocales(i18n: I18nConfig | undefined): SiteLocale[] {
  return siteLocales(i18n).filter((locale) => !locale.remote);
}

/**
 * Where another build publishes a locale (Docusaurus' per-locale url and baseUrl, absolute, without
 * the last slash: "https://fr.example.com", "https://docs.example.com/fr-site"), or undefined when the
 * full build publishes it in its own export: on the site's origin, in the base path (the default) or
 * one folder under it. Combinations that cannot work are localeUrlIssues'.
 */
export function remoteHome(i18n: I18nConfig, name: string, site: { url: string; basePath: string }): string | undefined {
  if (name === i18n.defaultLocale) return undefined;
  const own = ownConfig(i18n.localeConfigs, name) ?? {};
  const base = slashed(baseUrlSegments(site.basePath));
  const otherOrigin = own.url !== undefined && !sameOrigin(own.url, site.url);
  const given = own.baseUrl === undefined ? undefined : slashed(baseUrlSegments(own.baseUrl));
  if (!otherOrigin && (given === undefined || given.startsWith(base))) return undefined;
  const origin = otherOrigin ? own.url!.replace(/\/+$/, '') : site.url.replace(/\/+$/, '');
  // Docusaurus' default baseUrl for a locale: the site's, then the locale's name.
  return `${origin}${(given ?? `${base}${name}/`).replace(/\/$/, '')}`;
}

/** "demo/fr/", "/demo//fr" → ["demo", "fr"]. */
function baseUrlSegments(baseUrl: string): string[] {
  return baseUrl.split('/').filter(Boolean);
}

/** A base path or URL in Docusaurus' form: "/demo" → "/demo/", "" → "/". */
function slashed(segments: string[]): string {
  return `/${segments.map((segment) => `${segment}/`).join('')}`;
}

const sameOrigin = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * What is wrong with the locales' own `url` and `baseUrl` (Docusaurus' localeConfigs fields) for a
 * site published at `url` under `basePath`. Docusaurus builds each locale on its own, so a locale
 * may live anywhere. Here the full build writes the default locale at the base path and the others
 * one folder under it (a baseUrl chooses that folder); a locale on another origin or outside the base
 * path (remoteHome) is built on its own with `--locale <name>`. What neither can publish stops the
 * build: the default locale elsewhere than the site's url and base path, a baseUrl inside the base
 * path deeper than one folder or at the base path itself, two locales in one folder.
 */
export function localeUrlIssues(i18n: I18nConfig, site: { url: string; basePath: string }): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const base = slashed(baseUrlSegments(site.basePath));
  // Prefix → the locale published there, and whether a baseUrl put it there (two paths alike are the schema's message).
  const published = new Map<string, { name: string; byBaseUrl: boolean }>();
  for (const locale of siteLocales({ ...i18n, build: undefined })) {
    const own = ownConfig(i18n.localeConfigs, locale.name) ?? {};
    const where = (field: string) => ['localeConfigs', locale.name, field];
    const usual = locale.isDefault ? base : `${base}${locale.path}/`;
    if (locale.isDefault && own.url !== undefined && !sameOrigin(own.url, site.url))
      issues.push({
        path: where('url'),
        message:
          `"${own.url}" is not the site's url (${site.url}): the default locale is published at the site's url. ` +
          `Remove it, or set the site's url (or SITE_URL) to it`,
      });
    if (remoteHome(i18n, locale.name, site)) continue;
    if (own.baseUrl !== undefined) {
      const segments = baseUrlSegments(own.baseUrl);
      const given = slashed(segments);
      const folder = segments.at(-1) ?? '';
      const underBase = given.startsWith(base) && segments.length === baseUrlSegments(base).length + 1;
      if (locale.isDefault && given !== base)
        issues.push({
          path: where('baseUrl'),
          message:
            `"${own.baseUrl}" is not the site's base path ("${base}", from basePath or BASE_PATH): the default locale is ` +
            `published at the base path. Remove it, or change basePath`,
        });
      else if (!locale.isDefault && !(underBase && /^(?!\.+$)[A-Za-z0-9._~-]+$/.test(folder)))
        issues.push({
          path: where('baseUrl'),
          message:
            (given === base
              ? `"${own.baseUrl}" is the default locale's base path`
              : `"${own.baseUrl}" is more than one folder under the site's base path ("${base}", from basePath or BASE_PATH)`) +
            `: inside the base path, each locale is published in a folder of its own. Set it to one, e.g. "${usual}" ` +
            '(the default), or to a path outside the base path (or give the locale a url of its own) and build it with `--locale ' +
            `${locale.name}\``,
        });
    }
    const other = published.get(locale.prefix);
    if (other && (other.byBaseUrl || own.baseUrl !== undefined))
      issues.push({
        path: where('baseUrl'),
        message: `"${locale.name}" and "${other.name}" are both published at "${base}${locale.prefix.slice(1)}/": give one a baseUrl of its own`,
      });
    published.set(locale.prefix, { name: locale.name, byBaseUrl: own.baseUrl !== undefined });
  }
  return issues;
}

/** True when the site publishes more than one locale: only then do pages carry locale links and notices. */
export function isMultiLocale(i18n: I18nConfig | undefined): boolean {
  return siteLocales(i18n).length > 1;
}

/** Docusaurus' `localeDropdown` navbar item: a link per locale to the page being read in that locale. */
export const localeDropdownItemSchema = z.object({
  type: z.literal('localeDropdown'),
  position: z.enum(['left', 'right']).default('left').describe('"left" or "right", as a link item.'),
  dropdownItemsBefore: z
    .array(z.object({ label: z.string().min(1), href: z.string().min(1) }))
    .default([])
    .describe('Links listed before the locales, e.g. [{ label: "Help us translate", href: "https://crowdin.com/…" }].'),
  dropdownItemsAfter: z
    .array(z.object({ label: z.string().min(1), href: z.string().min(1) }))
    .default([])
    .describe('Links listed after the locales.'),
  className: z.string().optional(),
});

export type LocaleDropdownItem = z.output<typeof localeDropdownItemSchema>;
