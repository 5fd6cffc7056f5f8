import { compile, run } from '@mdx-js/mdx';
import fs from 'node:fs';
import type { MDXContent, MDXModule } from 'mdx/types';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import { reportProblem } from '@/lib/errors/levels';
import { footnoteOptions } from './footnotes';
import { createImportLoader, type ImportPage, type ImportRuntime } from './imports/load';
import { IMPORT_LOADER, REQUIRE_LOADER } from './imports/remark-imports';
import { formatOf, prepareSource, rehypePreset, remarkPreset, type PipelineOptions } from './pipeline';
import type { PluggableList } from 'unified';
import type { RawHtmlRemoval } from './raw-html';

/**
 * What compiling one page needs: the file (repo-relative or absolute) and, from the site binding,
 * the pipeline's options (doc routes, asset URLs, the API link resolver, code themes), and what its
 * imports resolve against.
 */
export interface CompileOptions extends PipelineOptions {
  /** Where the raw-HTML report goes (once per file); default console.warn. */
  warn?: (message: string) => void;
  /**
   * The site's own remark and rehype plugins (site.config.ts, as Docusaurus' content plugins take
   * them): `beforeDefault…` run before the page preset's, the others after.
   */
  plugins?: SitePlugins;
  /** What `import`s resolve to; without it an MDX file that imports fails with the fix. */
  imports?: {
    runtime: ImportRuntime;
    siteDir: string;
    /** Prefixed to the URLs of imported assets. */
    basePath?: string;
    /** The page, for page-dependent modules (`@theme/DocCardList`). */
    page?: ImportPage;
    /** The partials being compiled, outermost first: a partial that imports itself is an error, not a hang. */
    chain?: readonly string[];
  };
}

/** The site config's four plugin lists for one content file (lib/site/plugins.ts gives them). */
export interface SitePlugins {
  beforeDefaultRemarkPlugins?: PluggableList;
  remarkPlugins?: PluggableList;
  beforeDefaultRehypePlugins?: PluggableList;
  rehypePlugins?: PluggableList;
}

/**
 * Compiles a Markdown/MDX body (front matter already removed) at build time into a component
 * rendered by a server component with the site's MDX component map: the `page` preset of
 * lib/mdx/pipeline.ts, run by @mdx-js/mdx.
 */
export async function compileMdx(body: string, options: CompileOptions): Promise<MDXContent> {
  return (await compileMdxModule(body, options)).default;
}

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

/** A file's body with its front matter blanked out, so compile errors keep the file's line numbers. */
function bodyOf(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, (frontMatter) => frontMatter.replace(/[^\n]/g, ''));
}

/** The loader compiled MDX calls for each `import` (lib/mdx/imports). */
function importLoader(options: CompileOptions, absFile: string): (specifier: string, style?: 'import' | 'require') => Promise<unknown> {
  const { imports, file } = options;
  if (!imports) {
    return async (specifier) => {
      throw new Error(`${file}: cannot import "${specifier}" here (imports are resolved only in docs, blog posts and pages).`);
    };
  }
  const chain = [...(imports.chain ?? []), absFile];
  return createImportLoader({
    file: absFile,
    shownFile: file,
    siteDir: imports.siteDir,
    runtime: imports.runtime,
    assetUrl: options.assetUrl,
    basePath: imports.basePath,
    page: imports.page,
    compilePartial: (partial) => {
      if (chain.includes(partial)) throw new Error(`${file}: the partial ${partial} imports itself (through ${chain.join(' → ')}). Fix: remove the import that closes the circle.`);
      // A partial is compiled as the page is (same links, same page), as MDX whatever its extension, as Docusaurus.
      return compileMdxModule(bodyOf(partial), { ...options, file: partial, format: partial.endsWith('.md') ? options.format : 'mdx', imports: { ...imports, chain } });
    },
  });
}

/** Compiles like {@link compileMdx} and returns the whole module: the content and the file's exports (`toc`, `export const`). */
export async function compileMdxModule(body: string, options: CompileOptions): Promise<MDXModule> {
  const { file, plugins = {} } = options;
  const absFile = path.resolve(file);
  const pipeline: PipelineOptions = {
    ...options,
    file: absFile,
    format: formatOf(options),
    onRawHtmlRemoved: (removals) => reportRemovals(file, removals, options.warn ?? console.warn),
  };
  try {
    const code = await compile(prepareSource(body, pipeline), {
      outputFormat: 'function-body',
      format: pipeline.format,
      remarkPlugins: [...(plugins.beforeDefaultRemarkPlugins ?? []), ...remarkPreset('page', pipeline), ...(plugins.remarkPlugins ?? [])],
      rehypePlugins: [...(plugins.beforeDefaultRehypePlugins ?? []), ...rehypePreset('page', pipeline), ...(plugins.rehypePlugins ?? [])],
      remarkRehypeOptions: footnoteOptions,
      // GFM column alignment as align="…" (styled in globals.css), not style="text-align:…": the CSP has no 'unsafe-inline'.
      tableCellAlignToStyle: false,
    });
    const load = importLoader(options, absFile);
    const loaders = { [IMPORT_LOADER]: load, [REQUIRE_LOADER]: (specifier: string) => load(specifier, 'require') };
    return (await run(code, { ...runtime, ...loaders } as Parameters<typeof run>[1])) as MDXModule;
  } catch (error) {
    const place = error && typeof error === 'object' && 'line' in error && error.line ? `:${String(error.line)}` : '';
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith(`${file}:`)) throw error;
    if (message.startsWith(`${absFile}:`)) throw new Error(message.replace(absFile, file), { cause: error });
    throw new Error(`${file}${place}: cannot compile MDX: ${message}`, { cause: error });
  }
}
