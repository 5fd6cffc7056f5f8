import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The theme's UI strings as the Docusaurus team translates them for 30+ languages, from
 * @docusaurus/theme-translations (locales/<lang>/<file>.json, keyed as Docusaurus' theme keys them):
 * a locale's code.json overrides them, and English is the last resort. Only a site with several
 * locales reads the package (lib/content/locales.ts): a single-locale site never loads it.
 */

/** The package's files whose keys the theme shows: the classic theme's and the search dialog's. */
export const THEME_FILES = ['theme-common', 'theme-search-algolia'] as const;

/**
 * The folders of the package to try for a locale, in order, as Docusaurus' codeTranslationLocalesToTry:
 * the name as written, then language-region ("pt" → "pt-BR", not "pt-PT"), language-script
 * ("zh" → "zh-Hans") and the language alone ("fa-IR" → "fa").
 */
export function themeLocalesToTry(locale: string): string[] {
  let maximized: Intl.Locale;
  try {
    maximized = new Intl.Locale(locale).maximize();
  } catch {
    return [locale];
  }
  return [...new Set([locale, `${maximized.language}-${maximized.region}`, `${maximized.language}-${maximized.script}`, maximized.language])];
}

let localesDir: string | undefined;

/** The package's locales folder, resolved from the project (where the build runs). */
function packageLocalesDir(): string {
  localesDir ??= path.join(
    path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('@docusaurus/theme-translations/package.json')),
    'locales',
  );
  return localesDir;
}

function readJson(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

const cache = new Map<string, Map<string, string>>();

/**
 * The theme's messages in a locale (key → text), read once per process: for each file, the first of
 * themeLocalesToTry that the package has, as Docusaurus reads them. Empty for a language it lacks (English).
 */
export function themeMessages(locale: string): Map<string, string> {
  let messages = cache.get(locale);
  if (messages) return messages;
  messages = new Map();
  const dir = packageLocalesDir();
  for (const name of THEME_FILES) {
    const folder = themeLocalesToTry(locale).find((one) => fs.existsSync(path.join(dir, one, `${name}.json`)));
    if (!folder) continue;
    for (const [key, text] of Object.entries(readJson(path.join(dir, folder, `${name}.json`))))
      if (!key.endsWith('___DESCRIPTION') && typeof text === 'string') messages.set(key, text);
  }
  cache.set(locale, messages);
  return messages;
}

/** The theme's keys with their English text and description (the package's base files), for write-translations. */
export function themeBaseMessages(): Record<string, { message: string; description?: string }> {
  const out: Record<string, { message: string; description?: string }> = {};
  for (const name of THEME_FILES) {
    const base = readJson(path.join(packageLocalesDir(), 'base', `${name}.json`));
    for (const [key, text] of Object.entries(base)) {
      if (key.endsWith('___DESCRIPTION')) continue;
      const description = base[`${key}___DESCRIPTION`];
      out[key] = { message: text, ...(description ? { description } : {}) };
    }
  }
  return out;
}

/** Whether the process has read the package (a single-locale site must not). */
export function themeTranslationsLoaded(): boolean {
  return localesDir !== undefined;
}
