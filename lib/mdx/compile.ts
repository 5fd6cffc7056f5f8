import { evaluate } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import remarkHeadingIds, { escapeHeadingIds } from './heading-ids';

export interface CompileOptions {
  /** The source file, for error messages and relative links. */
  file: string;
  /** "md" parses CommonMark (no JSX); "mdx" parses MDX. Defaults from the file extension. */
  format?: 'md' | 'mdx';
}

/** The remark plugins every content file goes through; one plugin per file under lib/mdx/. */
export const remarkPlugins: PluggableList = [remarkGfm, remarkHeadingIds];

/** The rehype plugins every content file goes through. */
export const rehypePlugins: PluggableList = [];

/**
 * Compiles a Markdown/MDX body (front matter already removed) at build time into a component
 * rendered by a server component with the site's MDX component map.
 */
export async function compileMdx(body: string, { file, format }: CompileOptions): Promise<MDXContent> {
  try {
    const mod = await evaluate(escapeHeadingIds(body), {
      ...runtime,
      format: format ?? (file.endsWith('.mdx') ? 'mdx' : 'md'),
      remarkPlugins,
      rehypePlugins,
    });
    return mod.default;
  } catch (error) {
    const place = error && typeof error === 'object' && 'line' in error ? `:${String(error.line)}` : '';
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}${place}: cannot compile MDX: ${message}`, { cause: error });
  }
}
