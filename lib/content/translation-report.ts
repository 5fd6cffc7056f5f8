// The translation status of a site folder, per locale, for `npm run i18n:status` (and the build's
// summary): every source doc of every docs instance and version, every blog post and every Markdown
// page, and what its locale has of it.
import fs from 'node:fs';
import path from 'node:path';
import { siteLocales } from '@/lib/config/i18n';
import type { SiteConfig } from '@/lib/config/schema';
import { globToRegExp } from '@/lib/files/glob';
import { displayPath } from '@/lib/files/tree';
import { readDocsTree, type SourceDoc, type SourceFolder } from './docs-source';
import { splitFrontMatter } from './front-matter';
import { docsPluginFolder, docsVersionFolder, translationStatus, type TranslationState } from './translations';
import { readVersions } from './versions';
import { DOCS_PLUGIN_ID } from './version';

export interface TranslationEntry {
  /** The source file, absolute. */
  source: string;
  /** Where its translation is (or would be), absolute. */
  translation: string;
  state: TranslationState;
  /** The source's current hash, and the one the translation records. */
  hash: string;
  recorded?: string;
  date?: string;
}

export interface LocaleReport {
  locale: string;
  entries: TranslationEntry[];
  /** Translated files (up to date, outdated or untracked), outdated ones, missing ones, and translated / all in percent. */
  translated: number;
  outdated: number;
  untracked: number;
  missing: number;
  coverage: number;
}

function sources(folder: SourceFolder): SourceDoc[] {
  return [...folder.docs, ...folder.folders.flatMap(sources)];
}

/** Every docs instance's every version: its folder and the translation folder name under a locale. */
function docsFolders(siteDir: string, config: SiteConfig): { contentPath: string; translated: string; exclude: RegExp[] }[] {
  const instances = [
    ...(config.docs === false ? [] : [{ id: DOCS_PLUGIN_ID, options: config.docs }]),
    ...config.docsInstances.map((instance) => ({ id: instance.id, options: instance })),
  ];
  return instances.flatMap(({ id, options }) => {
    if (!fs.existsSync(path.resolve(siteDir, options.path))) return [];
    return readVersions(siteDir, id, options, `docs instance "${id}"`, displayPath).map((version) => ({
      contentPath: version.contentPath,
      translated: path.join(docsPluginFolder(id), docsVersionFolder(version.meta.name)),
      exclude: (options.exclude ?? []).map(globToRegExp),
    }));
  });
}

/** The blog and the Markdown pages, translated under their plugins' folders as Docusaurus lays them out. */
function blogAndPagesFolders(siteDir: string, config: SiteConfig): { contentPath: string; translated: string; exclude: RegExp[] }[] {
  return [
    ...(config.blog === false
      ? []
      : [{ contentPath: path.resolve(siteDir, config.blog.path), translated: 'docusaurus-plugin-content-blog', exclude: config.blog.exclude.map(globToRegExp) }]),
    ...(config.pages === false
      ? []
      : [{ contentPath: path.resolve(siteDir, config.pages.path), translated: 'docusaurus-plugin-content-pages', exclude: [] }]),
  ];
}

/** The status of every locale but the default: one entry per source doc, post and page. */
export function translationReport(siteDir: string, config: SiteConfig): LocaleReport[] {
  const i18n = config.i18n;
  if (!i18n) return [];
  // The sources are read once: every locale compares its translations with the same texts.
  const folders = [...docsFolders(siteDir, config), ...blogAndPagesFolders(siteDir, config)]
    .filter((folder) => fs.existsSync(folder.contentPath))
    .map((folder) => ({ ...folder, docs: sources(readDocsTree(folder.contentPath, '', folder.exclude)) }));
  return siteLocales(i18n)
    .filter((locale) => !locale.isDefault)
    .map((locale) => {
      const root = path.resolve(siteDir, i18n.path, locale.path);
      const entries = folders.flatMap((folder) =>
        folder.docs.map((doc): TranslationEntry => {
          const translation = path.join(root, folder.translated, ...doc.file.split('/'));
          const text = fs.existsSync(translation) ? fs.readFileSync(translation, 'utf8') : undefined;
          const frontMatter = text === undefined ? undefined : splitFrontMatter(text, displayPath(translation)).data;
          const status = translationStatus(doc.source, frontMatter);
          return { source: doc.absFile, translation, ...status };
        }),
      );
      const count = (state: TranslationState) => entries.filter((entry) => entry.state === state).length;
      const missing = count('missing');
      const translated = entries.length - missing;
      return {
        locale: locale.name,
        entries,
        translated,
        outdated: count('outdated'),
        untracked: count('untracked'),
        missing,
        coverage: entries.length === 0 ? 100 : Math.floor((translated / entries.length) * 1000) / 10,
      };
    });
}

/** The entry of a translation file (as the reader names it, relative to the working folder or absolute), when it translates a source doc. */
export function findTranslation(reports: LocaleReport[], file: string): TranslationEntry | undefined {
  const abs = path.resolve(file);
  return reports.flatMap((report) => report.entries).find((entry) => entry.translation === abs);
}
