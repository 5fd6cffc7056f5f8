import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { buildAuthors, checkLocalImage, resolveAuthors } from './authors';
import { buildBlogIndex } from './build-index';
import { BlogContentError } from './errors';
import { splitExcerpt, readingTime } from './excerpt';
import { parsePostFileName, parsePostFrontMatter, resolvePostDate } from './front-matter';
import type { BlogOptions } from './options';
import { buildTags, resolveTags } from './tags';
import type { Blog, BlogAuthor, BlogPost, BlogTag } from './types';

const POST_FILE = /\.mdx?$/;
/** Files a folder post may keep beside its index.md and have served at /blog/{slug}/{file}. */
export const ASSET_FILE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

interface SourceFile {
  /** Absolute path of the Markdown file. */
  absolute: string;
  /** File or folder name that carries the date prefix and default slug. */
  baseName: string;
  /** The folder of a folder post. */
  folder?: string;
}

function readYaml(absolute: string, file: string): unknown {
  if (!existsSync(absolute)) return {};
  try {
    return yaml.load(readFileSync(absolute, 'utf8'));
  } catch (error) {
    const reason = error instanceof yaml.YAMLException ? `${error.reason} at line ${error.mark.line + 1}` : String(error);
    throw new BlogContentError(file, `is not valid YAML: ${reason}`, 'Fix the YAML syntax (indentation, quotes, colons)');
  }
}

/** Post files: *.md / *.mdx at the top level, and folders holding index.md(x). Names starting with _ are skipped. */
function findSources(dir: string): SourceFile[] {
  if (!existsSync(dir)) return [];
  const sources: SourceFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('_') || name.startsWith('.')) continue;
    const absolute = path.join(dir, name);
    if (statSync(absolute).isDirectory()) {
      const index = ['index.md', 'index.mdx'].map((f) => path.join(absolute, f)).find((f) => existsSync(f));
      if (index) sources.push({ absolute: index, baseName: name, folder: absolute });
    } else if (POST_FILE.test(name)) {
      sources.push({ absolute, baseName: name.replace(POST_FILE, '') });
    }
  }
  return sources;
}

interface LoadContext {
  root: string;
  options: BlogOptions;
  authors: Map<string, BlogAuthor>;
  tags: Map<string, BlogTag>;
  warn?: (message: string) => void;
}

function loadPost(source: SourceFile, { root, options, authors, tags, warn }: LoadContext): BlogPost {
  const file = path.relative(root, source.absolute);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // YAML's timestamps would turn `date: 2026-02-31` silently into March 3; the core schema keeps
    // dates as strings so resolvePostDate can check them. (Passing options also skips gray-matter's cache.)
    parsed = matter(readFileSync(source.absolute, 'utf8'), { engines: { yaml: (text) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object } });
  } catch (error) {
    throw new BlogContentError(file, `has invalid front matter YAML: ${error instanceof Error ? error.message : String(error)}`, 'Fix the block between the --- lines');
  }
  const data = parsePostFrontMatter(parsed.data, file);
  const { date: fileDate, name } = parsePostFileName(source.baseName, file);
  const date = resolvePostDate(data.date, fileDate, file);
  const slug = (data.slug ?? name).replace(/^\//, '');
  const { body, excerpt } = splitExcerpt(parsed.content);
  const publicDir = path.join(root, 'public');
  return {
    slug,
    permalink: `${options.routeBasePath}/${slug}`,
    file,
    format: source.absolute.endsWith('.mdx') ? 'mdx' : 'md',
    title: data.title,
    description: data.description,
    date: date.toISOString(),
    authors: resolveAuthors(data.authors, authors, { file, publicDir }),
    tags: resolveTags(data.tags, tags, { file, routeBasePath: options.routeBasePath, policy: options.onInlineTags, warn }),
    image: checkLocalImage(data.image, publicDir, file, 'image'),
    draft: data.draft,
    unlisted: data.unlisted,
    hideTableOfContents: data.hide_table_of_contents,
    readingTime: readingTime(body, options.wordsPerMinute),
    body,
    excerpt,
    assetDir: source.folder ? path.relative(root, source.folder) : undefined,
  };
}

/**
 * Reads content/blog (posts, authors.yml, tags.yml) into the blog index. Every content mistake
 * throws a BlogContentError naming the file and the fix; drafts are left out unless enabled.
 */
export function loadBlog(root: string, options: BlogOptions, warn?: (message: string) => void): Blog {
  const dir = path.resolve(root, options.contentDir);
  const authorsFile = path.join(options.contentDir, 'authors.yml');
  const tagsFile = path.join(options.contentDir, 'tags.yml');
  const authors = buildAuthors(readYaml(path.resolve(root, authorsFile), authorsFile), {
    file: authorsFile,
    routeBasePath: options.routeBasePath,
    publicDir: path.join(root, 'public'),
  });
  const tags = buildTags(readYaml(path.resolve(root, tagsFile), tagsFile), { file: tagsFile, routeBasePath: options.routeBasePath });
  const posts = findSources(dir)
    .map((source) => loadPost(source, { root, options, authors, tags, warn }))
    .filter((post) => options.includeDrafts || !post.draft);
  return buildBlogIndex(posts, authors.values());
}

/** The image files beside a folder post's index.md. */
export function postAssets(root: string, post: BlogPost): string[] {
  if (!post.assetDir) return [];
  return readdirSync(path.join(root, post.assetDir)).filter((name) => ASSET_FILE.test(name)).sort();
}
