// npm run write-translations [-- --locale <name>]
// As `docusaurus write-translations`: writes each locale's JSON translation files with the site's
// current strings, keeping every message already translated: i18n/<locale>/code.json (every UI string
// of the theme, with @docusaurus/theme-translations' text for the locale, and our own keys), docusaurus-plugin-content-docs[-<id>]/<current|version-x>.json (version and sidebar
// labels) and docusaurus-theme-classic/navbar.json and footer.json (the navbar's and footer's labels). Without --locale, every locale but the default. In the site folder (SITE_DIR).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

async function main(): Promise<number> {
  const { values } = parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== '--'), options: { locale: { type: 'string' } } });
  // The docs are read as the build reads them, from a prepared site of this command's own.
  const prepared = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'write-translations-')), 'site.json');
  process.env.SITE_PREPARED = prepared;
  const { prepareSite, siteDirFromEnv } = await import('../lib/site/prepare');
  const { displayPath } = await import('../lib/files/tree');
  const { siteLocales } = await import('../lib/config/i18n');
  const { getAllDocs } = await import('../lib/content/docs-data');
  const t = await import('../lib/content/translations');
  const chrome = await import('../lib/content/chrome-translations');
  const theme = await import('../lib/content/theme-translations');
  const { siteSearchWords } = await import('../components/search/search-words');
  const { searchSections } = await import('../lib/site/links');
  const siteDir = siteDirFromEnv();
  const site = await prepareSite({ siteDir, file: prepared });
  // The search dialog's words name the site's own sections: their English is this site's.
  const siteEnglish = Object.fromEntries(Object.values(siteSearchWords(searchSections())));
  const i18n = site.config.i18n;
  const all = siteLocales(i18n);
  const locales = values.locale ? all.filter((locale) => locale.name === values.locale) : all.filter((locale) => !locale.isDefault);
  if (!i18n || locales.length === 0) {
    console.error(
      values.locale
        ? `write-translations: "${values.locale}" is not one of i18n.locales (${all.map((l) => l.name).join(', ')}).`
        : `write-translations: ${site.configFile} publishes one locale. Add locales to its i18n block first.`,
    );
    return 2;
  }
  const write = (file: string, fresh: Record<string, { message: string; description?: string }>) => {
    const existing = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as typeof fresh) : {};
    const { file: merged, added } = t.mergeTranslationFile(existing, fresh);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
    console.log(`  ${displayPath(file)}: ${added} new, ${Object.keys(merged).length - added} kept`);
  };
  for (const locale of locales) {
    console.log(`${locale.name}:`);
    const folder = path.resolve(siteDir, i18n.path, locale.path);
    // Every theme string, with the Docusaurus team's translation for the locale where it has one.
    write(path.join(folder, 'code.json'), t.codeMessages(theme.themeBaseMessages(), theme.themeMessages(locale.name), siteEnglish));
    for (const data of getAllDocs())
      write(
        path.join(folder, t.docsPluginFolder(data.pluginId), `${t.docsVersionFolder(data.version.name)}.json`),
        t.docsVersionMessages(data.version, data.sidebars),
      );
    write(path.join(folder, chrome.THEME_FOLDER, 'navbar.json'), chrome.navbarMessages(site.config));
    // As Docusaurus: a footer with nothing to translate has no file.
    const footer = chrome.footerMessages(site.config);
    if (Object.keys(footer).length > 0) write(path.join(folder, chrome.THEME_FOLDER, 'footer.json'), footer);
  }
  fs.rmSync(path.dirname(prepared), { recursive: true, force: true });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
