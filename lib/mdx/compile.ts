import { evaluate } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import remarkAdmonitions from './admonitions';
import remarkCodeBlocks from './code-blocks';
import remarkDetails from './details';
import remarkDocLinks from './doc-links';
import remarkFileLinks from './file-links';
import { footnoteOptions } from './footnotes';
import remarkHeadingIds, { escapeHeadingIds } from './heading-ids';
import remarkImages from './images';

export interface CompileOptions {
  /** The source file (repo-relative or absolute), for error messages, relative links and images. */
  file: string;
  /** "md" parses CommonMark (no JSX); "mdx" parses MDX. Defaults from the file extension. */
  format?: 'md' | 'mdx';
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

/**
 * Compiles a Markdown/MDX body (front matter already removed) at build time into a component
 * rendered by a server component with the site's MDX component map.
 */
export async function compileMdx(body: string, { file, format, docRoutes, docRoots, assetUrl, pageUrl, onBrokenLink }: CompileOptions): Promise<MDXContent> {
  const absFile = path.resolve(file);
  const perFile: PluggableList = [
    [remarkImages, { file: absFile, assetUrl }],
    ...(assetUrl ? [[remarkFileLinks, { file: absFile, assetUrl }] as PluggableList[number]] : []),
    ...(docRoutes ? [[remarkDocLinks, { file: absFile, routes: docRoutes, roots: docRoots, pageUrl, onBroken: onBrokenLink }] as PluggableList[number]] : []),
  ];
  try {
    const mod = await evaluate(escapeHeadingIds(body), {
      ...runtime,
      format: format ?? (file.endsWith('.mdx') ? 'mdx' : 'md'),
      remarkPlugins: [...remarkPlugins, ...perFile],
      rehypePlugins,
      remarkRehypeOptions: footnoteOptions,
      // GFM column alignment as align="…" (styled in globals.css), not style="text-align:…": the CSP has no 'unsafe-inline'.
      tableCellAlignToStyle: false,
    });
    return mod.default;
  } catch (error) {
    const place = error && typeof error === 'object' && 'line' in error && error.line ? `:${String(error.line)}` : '';
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith(`${absFile}:`)) throw new Error(message.replace(absFile, file), { cause: error });
    throw new Error(`${file}${place}: cannot compile MDX: ${message}`, { cause: error });
  }
}
