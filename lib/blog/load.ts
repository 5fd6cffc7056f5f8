import { ContentError } from '@/lib/errors/build-error';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { buildAuthors, resolveAuthors } from './authors';
import { buildBlogIndex } from './build-index';
import { extractContentTitle } from './content-title';
import { readDataFile } from './data-file';
import { type Reporter } from '@/lib/errors/levels';
import { readingTime, splitExcerpt } from './excerpt';
import { findFiles } from '@/lib/files/glob';
import { resolveFormat, type MarkdownFormatOption } from '@/lib/mdx/format';
import { frontMatterLine } from '@/lib/errors/source-lines';
import { parseFrontMatterDate, parsePostFrontMatter, resolvePostDate } from './front-matter';
import { gitFileDates, type FileDates } from './git-dates';
import { resolveImage, type ImageContext } from './images';
import type { BlogOptions } from '@/lib/config/blog-options';
import { parseBlogFilePath } from './post-path';
import { buildTags, resolveTags } from './tags';
import type { Blog, BlogAuthor, BlogPost, BlogTag } from './types';

export { postAssets } from './assets';

/** What the loader may not decide itself: where reports go, file dates, and URLs of local images. */
export interface LoadBlogIO extends Partial<Reporter> {
  /** Dates of undated posts and last updates; git by default, a stub in tests. */
  fileDates?: FileDates;
  /** The public URL of a local image (an avatar next to authors.yml); as compileMdx's assetUrl. */
  assetUrl?: (absoluteFile: string) => string | undefined;
  /** The site's static folders (root-relative images must exist in one); default {siteDir}/static. */
  staticDirs?: string[];
  /** The site's markdown.format: how a post without front matter `format` is parsed; default "mdx". */
  markdownFormat?: MarkdownFormatOption;
  /**
   * The file a post's text is read from, given its path in the blog folder: a locale's translation in
   * priority, as Docusaurus reads i18n/<locale>/docusaurus-plugin-content-blog; default the blog's own.
   */
  sourceOf?: (blogPath: string) => string;
}

interface Context {
  options: BlogOptions;
  authors: Map<string, BlogAuthor>;
  hasAuthorsMap: boolean;
  hasTagsFile: boolean;
  tags: Map<string, BlogTag>;
  images: ImageContext;
  reporter: Reporter;
  fileDates: FileDates;
  markdownFormat?: MarkdownFormatOption;
  sourceOf?: (blogPath: string) => string;
}

const posix = (p: string) => p.split(path.sep).join('/');

/** The post's URL path from a front matter slug: absolute or relative, "/" inside allowed, always under the blog route (as Docusaurus). */
function slugOf(value: string, where: string): string {
  const slug = value
    .trim()
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
  if (slug === '' || /(^|\/)\.\.?(\/|$)|[?#\\]/.test(slug)) {
    throw new ContentError(where, undefined, `front matter "slug: ${value}" is not a usable post path`, {
      fix: 'Write a path such as `slug: my-post` or `slug: /2024/launch`, without "?", "#" or ".." (an empty slug would take the list page)',
    });
  }
  return slug;
}

function editUrlOf(post: { blogPath: string; permalink: string }, options: BlogOptions): string | undefined {
  const blogDirPath = posix(path.relative(options.siteDir, options.contentDir));
  if (typeof options.editUrl === 'function')
    return options.editUrl({ blogDirPath, blogPath: post.blogPath, permalink: post.permalink, locale: 'en' });
  if (typeof options.editUrl === 'string')
    return `${options.editUrl.replace(/\/+$/, '')}/${blogDirPath}/${post.blogPath}`.replace(/([^:]\/)\/+/g, '$1');
  return undefined;
}

function loadPost(blogPath: string, context: Context): BlogPost {
  const { options, reporter } = context;
  const source = context.sourceOf?.(blogPath) ?? path.join(options.contentDir, blogPath);
  const file = posix(path.relative(options.siteDir, source));
  let parsed: matter.GrayMatterFile<string>;
  try {
    // YAML's timestamps would turn `date: 2026-02-31` silently into March 3; the core schema keeps
    // dates as strings so they can be checked. (Passing options also skips gray-matter's cache.)
    parsed = matter(readFileSync(source, 'utf8'), { engines: { yaml: (text) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object } });
  } catch (error) {
    throw new ContentError(file, undefined, `has invalid front matter YAML: ${error instanceof Error ? error.message : String(error)}`, {
      fix: 'Fix the block between the --- lines',
    });
  }
  const at = (key: string) => {
    const line = frontMatterLine(parsed.matter, key);
    return line ? `${file}:${line}` : file;
  };
  const data = parsePostFrontMatter(parsed.data, file, parsed.matter);
  const fromPath = parseBlogFilePath(blogPath, file);
  const date = resolvePostDate(data.date, fromPath.date, at('date'), () => context.fileDates.created(source));
  // The front matter's lines stay, blank, so the body's line numbers are the file's (in errors and warnings).
  const content = '\n'.repeat(parsed.orig.toString().split('\n').length - parsed.content.split('\n').length) + parsed.content;
  const contentTitle = extractContentTitle(content);
  const { body, excerpt } = splitExcerpt(contentTitle?.body ?? content, options.truncateMarker);
  const slug = data.slug === undefined ? fromPath.slug : slugOf(data.slug, at('slug'));
  const permalink = `${options.routeBasePath}/${slug}`;
  const dir = path.dirname(source);
  const image = resolveImage(data.image, { file: at('image'), dir, field: 'image' }, { ...context.images, remoteOrigins: new Set() });
  const title = data.title || contentTitle?.title || fromPath.text;
  return {
    slug,
    permalink,
    file,
    source,
    blogPath,
    format: resolveFormat(source, data.format, context.markdownFormat),
    title,
    contentTitle: contentTitle?.title,
    hasContentTitle: contentTitle !== undefined,
    sidebarLabel: data.sidebar_label || title,
    description: data.description,
    keywords: data.keywords ?? [],
    date: date.toISOString(),
    authors: resolveAuthors(data.authors, context.authors, {
      ...context.images,
      ...reporter,
      file: at('authors'),
      dir,
      authorsFile: posix(path.relative(options.siteDir, options.authorsMapFile)),
      hasAuthorsMap: context.hasAuthorsMap,
      policy: options.onInlineAuthors,
    }),
    tags: resolveTags(data.tags, context.tags, {
      ...reporter,
      file: at('tags'),
      tagsRoute: `${options.routeBasePath}/${options.tagsBasePath}`,
      policy: options.onInlineTags,
      // As Docusaurus: without a tags file there is nothing to declare tags in, so none is reported.
      tagsFile: context.hasTagsFile && options.tagsFile ? posix(path.relative(options.siteDir, options.tagsFile)) : undefined,
    }),
    image: image?.url,
    imageFile: image?.file,
    draft: data.draft,
    unlisted: data.unlisted,
    hideTableOfContents: data.hide_table_of_contents,
    tocMinHeadingLevel: data.toc_min_heading_level ?? 2,
    tocMaxHeadingLevel: data.toc_max_heading_level ?? Math.max(3, data.toc_min_heading_level ?? 2),
    lastUpdate: lastUpdateOf(data.last_update, source, at('last_update'), context),
    editUrl: editUrlOf({ blogPath, permalink }, options),
    readingTime: readingTime(body, options.wordsPerMinute),
    body,
    excerpt,
    assetDir: posix(path.relative(options.siteDir, dir)),
    frontMatter: parsed.data,
  };
}

/** As Docusaurus: only when showLastUpdateTime/Author is on; front matter last_update wins over git. */
function lastUpdateOf(
  value: { date?: Date | string; author?: string } | undefined,
  source: string,
  where: string,
  { options, fileDates }: Context,
): BlogPost['lastUpdate'] {
  if (!options.showLastUpdateTime && !options.showLastUpdateAuthor) return undefined;
  const fromGit = value?.date !== undefined && value.author !== undefined ? undefined : fileDates.lastUpdate(source);
  const date =
    value?.date !== undefined ? parseFrontMatterDate(value.date, where, 'Write it as `last_update: { date: 2026-01-02 }`') : fromGit?.date;
  return {
    date: options.showLastUpdateTime ? date?.toISOString() : undefined,
    author: options.showLastUpdateAuthor ? (value?.author ?? fromGit?.author) : undefined,
  };
}

/**
 * Reads a blog folder (posts, the authors file, the tags file) into the blog index, as Docusaurus'
 * blog plugin reads it. Pure: everything comes from `options` and `io`, never from config or env.
 * Every content mistake throws a ContentError naming the file (and line) and the fix.
 */
export function loadBlog(options: BlogOptions, io: LoadBlogIO = {}): Blog {
  const reporter: Reporter = { warn: io.warn ?? console.warn, log: io.log };
  const remoteOrigins = new Set<string>();
  const images: ImageContext = {
    staticDirs: io.staticDirs ?? [path.join(options.siteDir, 'static')],
    assetUrl: io.assetUrl,
    remoteOrigins,
  };
  const rel = (absolute: string) => posix(path.relative(options.siteDir, absolute));

  const authorsRaw = readDataFile(options.authorsMapFile, rel(options.authorsMapFile));
  const authors = buildAuthors(authorsRaw, {
    ...images,
    warn: reporter.warn,
    file: rel(options.authorsMapFile),
    dir: path.dirname(options.authorsMapFile),
    authorsRoute: `${options.routeBasePath}/${options.authorsBasePath}`,
  });
  let tagsRaw: unknown;
  if (options.tagsFile) {
    tagsRaw = readDataFile(options.tagsFile, rel(options.tagsFile));
    if (tagsRaw === undefined && options.tagsFileRequired) {
      throw new ContentError(rel(options.tagsFile), undefined, 'does not exist, but the tags option names it', {
        fix: 'Create the file, or remove the tags option (tags.yml is then optional)',
      });
    }
  }
  const tags = buildTags(tagsRaw, {
    file: options.tagsFile ? rel(options.tagsFile) : 'tags.yml',
    tagsRoute: `${options.routeBasePath}/${options.tagsBasePath}`,
  });
  const context: Context = {
    options,
    authors,
    hasAuthorsMap: authorsRaw !== undefined,
    hasTagsFile: tagsRaw !== undefined,
    tags,
    images,
    reporter,
    fileDates: io.fileDates ?? gitFileDates,
    markdownFormat: io.markdownFormat,
    sourceOf: io.sourceOf,
  };
  const files = findFiles(options.contentDir, options.include, options.exclude);
  const posts = files.map((blogPath) => loadPost(blogPath, context)).filter((post) => options.includeDrafts || !post.draft);
  return buildBlogIndex(posts, authors.values(), options, remoteOrigins);
}
