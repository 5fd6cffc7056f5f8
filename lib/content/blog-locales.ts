import fs from 'node:fs';
import path from 'node:path';
import type { SiteLocale } from '@/lib/config/i18n';
import type { BlogOptions } from '@/lib/config/blog-options';
import type { BlogPost } from '@/lib/blog/types';
import { displayPath } from '@/lib/files/tree';
import { localisedRoute } from '@/lib/runtime/locales';
import { readTranslationMessages, translatedFile, translationStatus } from './translations';

/**
 * The blog in each locale, as Docusaurus' blog plugin reads i18n/<locale>/docusaurus-plugin-content-blog:
 * every post of the blog folder is published in every locale, its text read from the locale's folder
 * when the file is there (same path as in the blog folder), else from the original. A file only the
 * locale's folder has is not a post (Docusaurus lists the blog folder). The folder's own authors.yml
 * and tags.yml, when present, replace the blog's; options.json translates the blog's title,
 * description and sidebar title.
 */

/** The folder under i18n/<locale>/ that Docusaurus' blog plugin reads. */
export const BLOG_PLUGIN_FOLDER = 'docusaurus-plugin-content-blog';

/** A locale's copy of a blog data file (authors.yml, tags.yml) when its folder has one, else the blog's. */
function localeDataFile(file: string, contentDir: string, folder: string): string {
  const own = path.join(folder, path.relative(contentDir, file));
  return fs.existsSync(own) ? own : file;
}

/**
 * The blog's options in a locale: routes under the locale's prefix (the default locale's stay), the
 * locale's options.json texts (`title`, `description`, `sidebar.title`), its own authors and tags files.
 */
export function localeBlogOptions(options: BlogOptions, locale: SiteLocale, folder: string): BlogOptions {
  const messages = readTranslationMessages(path.join(folder, 'options.json'), displayPath);
  return {
    ...options,
    routeBasePath: locale.isDefault ? options.routeBasePath : localisedRoute(options.routeBasePath || '/', locale.prefix),
    blogTitle: messages.get('title') ?? options.blogTitle,
    blogDescription: messages.get('description') ?? options.blogDescription,
    blogSidebarTitle: messages.get('sidebar.title') ?? options.blogSidebarTitle,
    authorsMapFile: localeDataFile(options.authorsMapFile, options.contentDir, folder),
    tagsFile: options.tagsFile && localeDataFile(options.tagsFile, options.contentDir, folder),
  };
}

/** Where a post's text is read from in a locale: its translation when the locale's folder has it. */
export function localePostSource(options: BlogOptions, folder: string): (blogPath: string) => string {
  return (blogPath) => translatedFile(folder, blogPath) ?? path.join(options.contentDir, blogPath);
}

/**
 * Marks each post of a locale other than the default with its translation's status and its
 * original's route (the default locale's post from the same file): a post the locale has no file for
 * shows the original, with a notice, canonical to it.
 */
export function markPostTranslations(posts: BlogPost[], originals: BlogPost[], options: BlogOptions, locale: SiteLocale): void {
  const byPath = new Map(originals.map((post) => [post.blogPath, post]));
  for (const post of posts) {
    const originalFile = path.join(options.contentDir, post.blogPath);
    const translated = post.source !== originalFile;
    const status = translationStatus(fs.readFileSync(originalFile, 'utf8'), translated ? post.frontMatter : undefined);
    post.translation = {
      state: status.state,
      ...(translated ? { file: post.file } : {}),
      ...(status.date ? { date: status.date } : {}),
      originalRoute: byPath.get(post.blogPath)?.permalink ?? post.permalink,
      locale: locale.name,
    };
  }
}
