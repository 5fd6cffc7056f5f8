import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Translation status. A translated file records which version of its source it translates: the
 * source's content hash, in the front matter field `translation_source`, with the day it was
 * brought up to date in `translation_date`. The tooling writes both (`npm run i18n:status -- --mark
 * <file>`); nobody edits a hash by hand. A translation whose recorded hash is not the source's
 * current one is outdated; one without the field is untracked (an imported Docusaurus translation).
 */

export const SOURCE_FIELD = 'translation_source';
export const DATE_FIELD = 'translation_date';

/** The content hash of a source file: sha256 of its text with line endings normalised, 12 hex digits. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('hex').slice(0, 12);
}

export type TranslationState = 'up-to-date' | 'outdated' | 'untracked' | 'missing';

export interface TranslationStatus {
  state: TranslationState;
  /** The source's current hash. */
  hash: string;
  /** The hash the translation records, when it records one. */
  recorded?: string;
  /** The day it was last brought up to date, "2026-11-28", when recorded. */
  date?: string;
}

/** A front matter value as a day: YAML reads 2026-11-28 as a Date. */
function dayOf(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The status of one translation of a source, from the translation's front matter (undefined: no translation). */
export function translationStatus(sourceText: string, frontMatter: Record<string, unknown> | undefined): TranslationStatus {
  const hash = sourceHash(sourceText);
  if (!frontMatter) return { state: 'missing', hash };
  const raw = frontMatter[SOURCE_FIELD];
  const recorded = raw === undefined || raw === null ? undefined : String(raw);
  const date = dayOf(frontMatter[DATE_FIELD]);
  if (!recorded) return { state: 'untracked', hash, ...(date ? { date } : {}) };
  return { state: recorded === hash ? 'up-to-date' : 'outdated', hash, recorded, ...(date ? { date } : {}) };
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(\r?\n|$)/;

/**
 * The translation's text marked as translating the source with `hash` on `date`: both fields
 * replaced where they are, else added at the end of the front matter (one is created when the file
 * has none). Everything else stays byte for byte.
 */
export function markTranslation(text: string, hash: string, date: string): string {
  const lines = [`${SOURCE_FIELD}: ${hash}`, `${DATE_FIELD}: ${date}`];
  const match = FRONT_MATTER.exec(text);
  if (!match) return `---\n${lines.join('\n')}\n---\n\n${text}`;
  const eol = match[0].includes('\r\n') ? '\r\n' : '\n';
  const body = (match[1] ?? '')
    .split(/\r?\n/)
    .filter((line) => line !== '' && !new RegExp(`^(${SOURCE_FIELD}|${DATE_FIELD})\\s*:`).test(line));
  const head = `---${eol}${[...body, ...lines].join(eol)}${eol}---${match[2] ? eol : ''}`;
  return head + text.slice(match[0].length);
}

/** The folder Docusaurus reads a docs instance's translations from, under i18n/<locale>/. */
export function docsPluginFolder(pluginId: string): string {
  return pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`;
}

/** A docs version's translation folder: "current" for the current version, "version-<name>" for the others. */
export function docsVersionFolder(versionName: string): string {
  return versionName === 'current' ? 'current' : `version-${versionName}`;
}

/** Reads a JSON translation file ({ key: { message, description } }) as key → message; empty when absent. */
export function readTranslationMessages(file: string, display: (file: string) => string = (f) => f): Map<string, string> {
  if (!fs.existsSync(file)) return new Map();
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${display(file)}: invalid JSON: ${(error as Error).message}. Fix the JSON (each entry is "key": { "message": "…" }).`, {
      cause: error,
    });
  }
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string') messages.set(key, message);
  }
  return messages;
}

/** The translation file of `relFile` under `folder`, when there is one. */
export function translatedFile(folder: string | undefined, relFile: string): string | undefined {
  if (!folder) return undefined;
  const file = path.join(folder, ...relFile.split('/'));
  return fs.existsSync(file) ? file : undefined;
}

/** A JSON translation file's entries, as Docusaurus writes them. */
export type TranslationFile = Record<string, { message: string; description?: string }>;

interface LabelledItem {
  type: string;
  label?: string;
  items?: LabelledItem[];
}

/**
 * A docs version's translatable labels, keyed as Docusaurus' write-translations keys current.json:
 * the version label, and each sidebar's category and link labels.
 */
export function docsVersionMessages(version: { name: string; label: string }, sidebars: Record<string, LabelledItem[]>): TranslationFile {
  const out: TranslationFile = { 'version.label': { message: version.label, description: `The label for version ${version.name}` } };
  const walk = (name: string, items: LabelledItem[]) => {
    for (const item of items) {
      if (item.type === 'category' && item.label) {
        out[`sidebar.${name}.category.${item.label}`] = { message: item.label, description: `The label for category ${item.label} in sidebar ${name}` };
        walk(name, item.items ?? []);
      } else if (item.type === 'link' && item.label)
        out[`sidebar.${name}.link.${item.label}`] = { message: item.label, description: `The label for link ${item.label} in sidebar ${name}, linking to another page` };
    }
  };
  for (const [name, items] of Object.entries(sidebars)) walk(name, items);
  return out;
}

/** The UI strings the pages translate through code.json, with their English text. */
export const CODE_MESSAGES: TranslationFile = {
  'theme.i18n.fallback.label': { message: 'Translation notice', description: 'The name of the notice on a page shown untranslated' },
  'theme.i18n.fallback.text': { message: 'This page is not translated into {locale} yet: it shows the original.', description: 'The notice on a page shown untranslated' },
  'theme.i18n.fallback.link': { message: 'Read the original ({original})', description: 'The link of that notice to the original page' },
  'theme.i18n.outdated.label': { message: 'Translation notice', description: 'The name of the notice on an outdated translation' },
  'theme.i18n.outdated.text': {
    message: 'This translation may be out of date: the original changed after it was last updated on {date}.',
    description: 'The notice on a translation whose original changed',
  },
  'theme.i18n.outdated.textUndated': {
    message: 'This translation may be out of date: the original changed since it was translated.',
    description: 'The same notice when the translation records no date',
  },
  'theme.i18n.outdated.link': { message: 'Read the current original ({original})', description: 'The link of that notice to the original page' },
};

/** Our own keys, for texts of ours Docusaurus has no key for, with their English text. */
export const OWN_CODE_MESSAGES: TranslationFile = {
  'theme.markdown.copyPage': { message: 'Copy page as Markdown', description: 'The button that copies the page’s Markdown to the clipboard' },
  'theme.markdown.copyFailed': { message: 'Copy failed', description: 'That button’s text when copying failed' },
  'theme.markdown.viewPage': { message: 'View as Markdown', description: 'The link to the page’s Markdown copy' },
  'theme.blog.post.editThisPost': { message: 'Edit this post', description: 'The link under a blog post to edit it' },
  'theme.blog.archive.lead': { message: 'Every post, newest first, by year.', description: 'The line under the blog archive’s title' },
  'theme.blog.browseAriaLabel': { message: 'Browse the blog', description: 'The ARIA label of the blog’s archive, tags and authors links' },
  'theme.blog.post.authorsAriaLabel': { message: 'Authors', description: 'The ARIA label of a post’s list of authors' },
  'theme.blog.noPosts': { message: 'No posts yet.', description: 'The text of a blog list page without posts' },
  'theme.toc.navAriaLabel': { message: 'Table of contents', description: 'The ARIA label of the table of contents beside the page' },
  'theme.docs.versions.noticeAriaLabel': { message: 'Version notice', description: 'The ARIA label of the banner of an unreleased or old version' },
  'theme.AnnouncementBar.regionAriaLabel': { message: 'Announcement', description: 'The ARIA label of the announcement bar' },
  'theme.navbar.mobileMenu.openButtonAriaLabel': { message: 'Open navigation menu', description: 'The ARIA label of the mobile menu’s button' },
  'theme.navbar.mobileMenu.ariaLabel': { message: 'Navigation menu', description: 'The ARIA label of the mobile menu' },
  'theme.navbar.mobileSidebarSecondaryMenu.docsTitle': { message: 'Docs', description: 'The title of the docs sidebar in the mobile menu' },
  'theme.NotFound.tryThe': { message: 'Try the', description: 'The 404 page’s sentence before its links (the home page, then the site’s sections)' },
  'theme.NotFound.homePage': { message: 'home page', description: 'The 404 page’s link to the home page' },
  'theme.NotFound.linkSeparator': { message: ', the ', description: 'Between two of the 404 page’s links' },
  'theme.NotFound.lastLinkSeparator': { message: ' or the ', description: 'Before the 404 page’s last link' },
  'theme.NotFound.end': { message: '.', description: 'After the 404 page’s links' },
  'theme.SearchModal.ariaLabel': { message: 'Search the site', description: 'The ARIA label of the search dialog' },
  'theme.SearchModal.searchBox.inputAriaLabel': {
    message: 'Search docs, blog, pages and API operations',
    description: 'The ARIA label of the search dialog’s input',
  },
  'theme.SearchModal.searchBox.cancelButtonAriaLabel': { message: 'Cancel search', description: 'The ARIA label of the dialog’s cancel button' },
  'theme.SearchModal.resultsAriaLabel': { message: 'Search results', description: 'The ARIA label of the list of results' },
  'theme.SearchModal.startScreen.introText': {
    message: 'Search the docs, the blog, the pages and every operation of the API references.',
    description: 'The dialog’s text before a query',
  },
  'theme.SearchModal.startScreen.examplesText': { message: 'Try {examples}.', description: 'The example queries offered before a query' },
  'theme.SearchModal.tooShortText': {
    message: 'Keep typing: a search needs a word of at least two letters.',
    description: 'The text for a query without a word long enough',
  },
  'theme.SearchModal.noResultsScreen.helpText': {
    message: 'Check the spelling, use fewer or shorter words, or search for an operation’s path or name. Or browse:',
    description: 'The advice after no results, before links to browse',
  },
  'theme.SearchModal.errorScreen.loadText': { message: 'Search could not load its index: {error}', description: 'The text when the index did not load' },
  'theme.SearchModal.errorScreen.retryButtonText': { message: 'Retry', description: 'The button that loads the index again' },
  'theme.SearchModal.footer.resultCountText': {
    message: '{count} result|{count} results',
    description: 'The number of results, plural forms separated by "|" (zero, one, two, few, many, other)',
  },
  'theme.SearchModal.footer.topResultsText': { message: 'Top {count} results', description: 'The number of results when more were found than shown' },
};

/** Docusaurus' keys whose English on our pages is not Docusaurus' English (its base file): written as our pages show it. */
export const ENGLISH_AS_SHOWN: Record<string, string> = {
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.NotFound.title': 'Page not found',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close announcement',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation menu',
  'theme.blog.paginator.navAriaLabel': 'Blog list pages',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post navigation',
  'theme.SearchModal.placeholder': 'Search docs, blog, API…',
  'theme.SearchModal.footer.navigateText': 'to move',
  'theme.SearchModal.footer.selectText': 'to open',
};

/**
 * A locale's code.json as `docusaurus write-translations` writes it: every theme key (the package's base
 * files) with the Docusaurus team's translation for the locale, else the English our pages show; then
 * our own keys and the notices' (CODE_MESSAGES), in English. `siteEnglish` is the English this site's
 * pages show where it is the site's own (the search dialog's words name the site's sections).
 */
export function codeMessages(base: TranslationFile, translated: Map<string, string>, siteEnglish: Record<string, string> = {}): TranslationFile {
  const out: TranslationFile = {};
  for (const [key, entry] of Object.entries(base))
    out[key] = { ...entry, message: translated.get(key) ?? siteEnglish[key] ?? ENGLISH_AS_SHOWN[key] ?? entry.message };
  const own = Object.fromEntries(Object.entries(OWN_CODE_MESSAGES).map(([key, entry]) => [key, { ...entry, message: siteEnglish[key] ?? entry.message }]));
  return { ...out, ...own, ...CODE_MESSAGES };
}

/** Fresh entries added to an existing file: what translators wrote stays, keys are sorted as Docusaurus writes them. */
export function mergeTranslationFile(existing: TranslationFile, fresh: TranslationFile): { file: TranslationFile; added: number } {
  const merged: TranslationFile = { ...existing };
  let added = 0;
  for (const [key, value] of Object.entries(fresh))
    if (!(key in merged)) {
      merged[key] = value;
      added += 1;
    }
  return { file: Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]!])), added };
}
