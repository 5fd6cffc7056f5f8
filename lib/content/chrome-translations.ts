import path from 'node:path';
import type { SiteConfig } from '@/lib/config';
import { siteConfig } from '@/lib/config';
import { readPreparedSite } from '@/lib/config/prepared';
import { displayPath } from '@/lib/files/tree';
import { readTranslationMessages, type TranslationFile } from './translations';
import { locales } from './locales';

/**
 * The navbar's and footer's labels in each locale, from the files Docusaurus' classic theme keeps
 * them in: i18n/<locale>/docusaurus-theme-classic/navbar.json (`title`, `logo.alt`,
 * `item.label.<label>`) and footer.json (`link.title.<title>`, `link.item.label.<label>`,
 * `copyright`). The keys are the config's own English text, as Docusaurus keys them, so a label
 * that changes in the config is a new key to translate.
 */

/** The folder under i18n/<locale>/ that Docusaurus' classic theme reads. */
export const THEME_FOLDER = 'docusaurus-theme-classic';

export type ChromeFile = 'navbar' | 'footer';

type ChromeConfig = Pick<SiteConfig, 'title' | 'logo' | 'navbar' | 'footer' | 'apis'>;

/** Every label of the navbar's items: links, the API references' items, version items and the dropdowns' extra links. */
function navbarLabels(config: ChromeConfig): string[] {
  const labels = config.apis.flatMap((api) => (api.navbarLabel ? [api.navbarLabel] : []));
  for (const item of config.navbar.items) {
    if ('label' in item && item.label) labels.push(item.label);
    if ('dropdownItemsBefore' in item) labels.push(...item.dropdownItemsBefore.map((link) => link.label));
    if ('dropdownItemsAfter' in item) labels.push(...item.dropdownItemsAfter.map((link) => link.label));
  }
  return labels;
}

/** navbar.json's entries for the config, as Docusaurus' write-translations writes them. */
export function navbarMessages(config: ChromeConfig): TranslationFile {
  const out: TranslationFile = { title: { message: config.title, description: 'The title in the navbar' } };
  if (config.logo?.alt) out['logo.alt'] = { message: config.logo.alt, description: 'The alt text of navbar logo' };
  for (const label of navbarLabels(config)) out[`item.label.${label}`] = { message: label, description: `Navbar item with label ${label}` };
  return out;
}

/** footer.json's entries for the config, as Docusaurus' write-translations writes them. */
export function footerMessages(config: ChromeConfig): TranslationFile {
  const out: TranslationFile = {};
  for (const column of config.footer.columns) {
    out[`link.title.${column.title}`] = { message: column.title, description: `The title of the footer links column with title=${column.title} in the footer` };
    for (const item of column.items)
      out[`link.item.label.${item.label}`] = {
        message: item.label,
        description: `The label of footer link with label=${item.label} linking to ${item.href}`,
      };
  }
  if (config.footer.copyright) out.copyright = { message: config.footer.copyright, description: 'The footer copyright' };
  return out;
}

/** A navbar or footer text as the pages show it: the default locale's, and each other locale's where it differs. */
export interface ChromeLabel {
  text: string;
  /** Locale name → its text; only on a site with several locales and only for locales whose text differs. */
  byLocale?: Record<string, string>;
}

let cache: { key: unknown; files: Map<string, Map<string, string>> } | undefined;

/** The messages of one locale's navbar.json or footer.json (empty when the locale has none). */
function messagesOf(locale: { name: string; path: string }, file: ChromeFile): Map<string, string> {
  const site = readPreparedSite();
  if (cache?.key !== site) cache = { key: site, files: new Map() };
  const id = `${locale.name}\n${file}`;
  let messages = cache.files.get(id);
  if (!messages) {
    const i18n = site.config.i18n!;
    messages = readTranslationMessages(path.resolve(site.siteDir, i18n.path, locale.path, THEME_FOLDER, `${file}.json`), displayPath);
    cache.files.set(id, messages);
  }
  return messages;
}

/**
 * A navbar or footer text in every locale. The default locale reads its own file too, as Docusaurus
 * does; a site without `i18n` reads nothing, so its pages stay as the config writes them.
 */
export function chromeLabel(file: ChromeFile, key: string, english: string): ChromeLabel {
  if (!siteConfig().i18n) return { text: english };
  const [first, ...others] = locales();
  const text = messagesOf(first!, file).get(key) ?? english;
  const byLocale: Record<string, string> = {};
  for (const locale of others) {
    const message = messagesOf(locale, file).get(key) ?? english;
    if (message !== text) byLocale[locale.name] = message;
  }
  return Object.keys(byLocale).length > 0 ? { text, byLocale } : { text };
}
