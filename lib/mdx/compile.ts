import { evaluate } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import { footnoteOptions } from './footnotes';
import { formatOf, prepareSource, rehypePreset, remarkPreset, type PipelineOptions } from './pipeline';

/**
 * What compiling one page needs: the file (repo-relative or absolute) and, from the site binding,
 * the pipeline's options (doc routes, asset URLs, the API link resolver, code themes).
 */
export type CompileOptions = PipelineOptions;

/**
 * Compiles a Markdown/MDX body (front matter already removed) at build time into a component
 * rendered by a server component with the site's MDX component map: the `page` preset of
 * lib/mdx/pipeline.ts, evaluated by @mdx-js/mdx.
 */
export async function compileMdx(body: string, options: CompileOptions): Promise<MDXContent> {
  const { file } = options;
  const absFile = path.resolve(file);
  const pipeline: PipelineOptions = { ...options, file: absFile, format: formatOf(options) };
  try {
    const mod = await evaluate(prepareSource(body, pipeline), {
      ...runtime,
      format: pipeline.format,
      remarkPlugins: remarkPreset('page', pipeline),
      rehypePlugins: rehypePreset('page', pipeline),
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
