import { evaluate } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { reportProblem } from '@/lib/config/checks';
import remarkAdmonitions from './admonitions';
import remarkCodeBlocks from './code-blocks';
import remarkDetails from './details';
import remarkDocLinks from './doc-links';
import remarkFileLinks from './file-links';
import { footnoteOptions } from './footnotes';
import { DEFAULT_DIALECT, resolveFormat, type MarkdownFormat, type Mdx1Compat } from './format';
import remarkHeadingIds from './heading-ids';
import remarkImages from './images';
import { preprocessSource } from './preprocess';
import rehypeRawHtml, { type RawHtmlRemoval } from './raw-html';

export interface CompileOptions {
  /** The source file (repo-relative or absolute), for error messages, relative links and images. */
  file: string;
  /** "md" parses CommonMark (no JSX, raw HTML kept and sanitised); "mdx" parses MDX (the default). See lib/mdx/format.ts. */
  format?: MarkdownFormat;
  /** The site's markdown.mdx1Compat switches; default all on (lib/mdx/preprocess.ts). */
  mdx1Compat?: Mdx1Compat;
  /** Where the raw-HTML report goes (once per file); default console.warn. */
  warn?: (message: string) => void;
  /** Absolute source path → route of every doc, to turn `./other.md` links into routes. */
  docRoutes?: Map<string, string>;
  /** Public URL (without base path) of an image file next to the content; see lib/mdx/images.ts. */
  assetUrl?: (absFile: string) => string | undefined;
  /** Folders root-relative Markdown links ("/docs/intro.md") are looked up in: the docs folder, the site folder. */
  docRoots?: string[];
  /** The page's URL (without base path) relative links resolve against; see lib/mdx/doc-links.ts. */
  pageUrl?: string;
  /** Called for a relative Markdown link that names no doc; default console.warn. */
  onBrokenLink?: (message: string) => void;
}

/** The remark plugins every content file goes through; one plugin per file under lib/mdx/. */
export const remarkPlugins: PluggableList = [remarkGfm, remarkDirective, remarkAdmonitions, remarkDetails, remarkHeadingIds, remarkCodeBlocks];

/** The rehype plugins every content file goes through. */
export const rehypePlugins: PluggableList = [];

// A file is compiled more than once per process (a post's page and its excerpt): its report is said once.
const reported = new Set<string>();

/** One warning per file naming what the sanitiser removed from its raw HTML, line by line. */
function reportRemovals(file: string, removals: RawHtmlRemoval[], warn: (message: string) => void): void {
  if (reported.has(file)) return;
  reported.add(file);
  const list = removals.map(({ construct, line }) => (line ? `line ${line}: ${construct}` : construct)).join('; ');
  reportProblem(
    'warn',
    `${file}: raw HTML was removed because it is not safe to publish (${list}). ` +
      'Fix: delete it from the source, or write it with allowed HTML (no script, no on* handlers, only http(s) URLs), or as a component.',
    warn,
  );
}

/**
 * Compiles a Markdown/MDX body (front matter already removed) at build time into a component
 * rendered by a server component with the site's MDX component map.
 */
export async function compileMdx(body: string, options: CompileOptions): Promise<MDXContent> {
  const { file, docRoutes, docRoots, assetUrl, pageUrl, onBrokenLink, warn = console.warn } = options;
  const format = options.format ?? resolveFormat(file, undefined);
  const absFile = path.resolve(file);
  const perFile: PluggableList = [
    [remarkImages, { file: absFile, assetUrl }],
    ...(assetUrl ? [[remarkFileLinks, { file: absFile, assetUrl }] as PluggableList[number]] : []),
    ...(docRoutes ? [[remarkDocLinks, { file: absFile, routes: docRoutes, roots: docRoots, pageUrl, onBroken: onBrokenLink }] as PluggableList[number]] : []),
  ];
  try {
    const mod = await evaluate(preprocessSource(body, format, options.mdx1Compat ?? DEFAULT_DIALECT.mdx1Compat), {
      ...runtime,
      format,
      remarkPlugins: [...remarkPlugins, ...perFile],
      // Raw HTML first: later rehype plugins see elements, never unsanitised HTML.
      rehypePlugins: [[rehypeRawHtml, { format, onRemoved: (removals: RawHtmlRemoval[]) => reportRemovals(file, removals, warn) }], ...rehypePlugins],
      remarkRehypeOptions: footnoteOptions,
    });
    return mod.default;
  } catch (error) {
    const place = error && typeof error === 'object' && 'line' in error && error.line ? `:${String(error.line)}` : '';
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith(`${absFile}:`)) throw new Error(message.replace(absFile, file), { cause: error });
    throw new Error(`${file}${place}: cannot compile MDX: ${message}`, { cause: error });
  }
}
