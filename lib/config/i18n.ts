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
    .describe('The folder under `i18n.path` and the URL segment of the locale; default the locale name.'),
  url: z
    .string()
    .optional()
    .describe("Docusaurus' per-locale url/baseUrl (a locale on its own domain): accepted for compatibility, routes stay under /<locale>/."),
  baseUrl: z.string().optional().describe("Docusaurus' per-locale baseUrl: accepted for compatibility, routes stay under /<locale>/."),
});

export const i18nSchema = z
  .object({
    defaultLocale: languageTag('en').describe('The locale served at the site root, e.g. "en".'),
    locales: z
      .array(languageTag('zh-Hans'))
      .min(1)
      .describe('Every locale the site publishes, the default among them, e.g. ["en", "ar", "zh-Hans"]; others live under /<locale>/.'),
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

export type I18nConfig = z.output<typeof i18nSchema>;

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
  /** The folder under i18n.path and URL segment: "zh-Hans". */
  path: string;
  /** Routes of this locale start with it: "" for the default locale, "/zh-Hans" for the others. */
  prefix: string;
  isDefault: boolean;
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

/** The site's locales, the default first; one (the default, "en") for a site without `i18n`. */
export function siteLocales(i18n: I18nConfig | undefined): SiteLocale[] {
  if (!i18n)
    return [
      { name: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', prefix: '', isDefault: true },
    ];
  const names = [i18n.defaultLocale, ...i18n.locales.filter((name) => name !== i18n.defaultLocale)];
  return names.map((name) => {
    const own = ownConfig(i18n.localeConfigs, name) ?? {};
    const isDefault = name === i18n.defaultLocale;
    const segment = own.path ?? name;
    return {
      /** The locale name as the config writes it: "zh-Hans". */
      name,
      label: own.label ?? localeLabel(name),
      direction: own.direction ?? localeDirection(name),
      htmlLang: own.htmlLang ?? name,
      calendar: own.calendar ?? 'gregory',
      path: segment,
      prefix: isDefault ? '' : `/${segment}`,
      isDefault,
    };
  });
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
