import { createProcessor, run } from '@mdx-js/mdx';
import fs from 'node:fs';
import type { MDXContent, MDXModule } from 'mdx/types';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import { reportProblem } from '@/lib/errors/levels';
import { cachedCompile, mdxCacheDir } from './compile-cache';
import { footnoteOptions } from './footnotes';
import rehypeStyleElements from './style-elements';
import { createImportLoader, type ImportPage, type ImportRuntime } from './imports/load';
import { IMPORT_LOADER, REQUIRE_LOADER } from './imports/remark-imports';
import { formatOf, prepareSource, processShared, rehypePreset, remarkPreset, type PipelineOptions } from './pipeline';
import type { Pluggable, PluggableList } from 'unified';
import type { RawHtmlRemoval } from './raw-html';
import { blankFrontMatter } from '@/lib/text/blank';
import { VFile } from 'vfile';

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

// Files whose dropped event handlers were reported in this process (the page and its excerpt compile twice).
const handlersReported = new Set<string>();

/**
 * The JSX runtime compiled MDX runs with. A page is rendered on the server, and a function cannot go
 * from there to the browser, so an event handler written in the MDX itself on an HTML element
 * (`export const Highlight = () => <span onClick={…}>`, as Docusaurus' own template writes) would
 * stop the build. It is dropped, with one warning per file naming what to do: the element renders,
 * without its handler. Components imported from files are bundled for the browser and keep theirs.
 */
function mdxRuntime(file: string, warn: (message: string) => void): typeof runtime {
  type Make = typeof runtime.jsx;
  const strip = (make: Make): Make =>
    ((type: unknown, props: Record<string, unknown>, key?: string) => {
      const handlers =
        typeof type === 'string' && props
          ? Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === 'function')
          : [];
      if (handlers.length === 0) return make(type as never, props, key);
      if (!handlersReported.has(file)) {
        handlersReported.add(file);
        reportProblem(
          'warn',
          `${file}: ${handlers.join(', ')} on <${String(type)}> written in the MDX itself was dropped: the page is rendered at build time and cannot carry a function to the browser. ` +
            'Fix: move the interactive element into a component file (e.g. src/components/Highlight.jsx) and import it: imported components run in the browser.',
          warn,
        );
      }
      const kept = { ...props };
      for (const name of handlers) delete kept[name];
      return make(type as never, kept, key);
    }) as Make;
  return { ...runtime, jsx: strip(runtime.jsx), jsxs: strip(runtime.jsxs) };
}

/** A file's body with its front matter blanked out, so compile errors keep the file's line numbers. */
function bodyOf(file: string): string {
  return blankFrontMatter(fs.readFileSync(file, 'utf8'));
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
      if (chain.includes(partial))
        throw new Error(
          `${file}: the partial ${partial} imports itself (through ${chain.join(' → ')}). Fix: remove the import that closes the circle.`,
        );
      // A partial is compiled as the page is (same links, same page), as MDX whatever its extension, as Docusaurus.
      return compileMdxModule(bodyOf(partial), {
        ...options,
        file: partial,
        format: partial.endsWith('.md') ? options.format : 'mdx',
        imports: { ...imports, chain },
      });
    },
  });
}

/** Compiles like {@link compileMdx} and returns the whole module: the content and the file's exports (`toc`, `export const`). */
export async function compileMdxModule(body: string, options: CompileOptions): Promise<MDXModule> {
  const { file } = options;
  const absFile = path.resolve(file);
  try {
    const code = await compileMdxCode(body, options);
    const load = importLoader(options, absFile);
    const loaders = { [IMPORT_LOADER]: load, [REQUIRE_LOADER]: (specifier: string) => load(specifier, 'require') };
    return (await run(code, { ...mdxRuntime(file, options.warn ?? console.warn), ...loaders } as Parameters<typeof run>[1])) as MDXModule;
  } catch (error) {
    const place = error && typeof error === 'object' && 'line' in error && error.line ? `:${String(error.line)}` : '';
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith(`${file}:`)) throw error;
    if (message.startsWith(`${absFile}:`)) throw new Error(message.replace(absFile, file), { cause: error });
    throw new Error(`${file}${place}: cannot compile MDX: ${message}`, { cause: error });
  }
}

/** The code @mdx-js/mdx writes for a body (the page preset), from the compiled-MDX cache when it holds it; errors as thrown. */
export async function compileMdxCode(body: string, options: CompileOptions): Promise<string> {
  // What imports resolve against and the site's plugins are the compile's, not the presets': the pipeline (the cache's
  // key) leaves them out. Site modules may hold anything (a circular object stopped the key's JSON), and only the
  // loader below reads them.
  const { file, plugins = {} } = options;
  const presetOptions: CompileOptions = { ...options };
  delete presetOptions.imports;
  delete presetOptions.plugins;
  const absFile = path.resolve(file);
  const pipeline: PipelineOptions = {
    ...presetOptions,
    file: absFile,
    format: formatOf(options),
    // Warnings name the file as the caller does (compileMdxModule does the same with errors).
    warn: (message) => (options.warn ?? console.warn)(message.replaceAll(absFile, file)),
    onRawHtmlRemoved: (removals) => reportRemovals(file, removals, options.warn ?? console.warn),
  };
  // A site's own plugins are functions of unknown effect: the compile is not cached (lib/mdx/compile-cache.ts).
  const sitePlugins = Object.values(plugins).some((list) => list?.length);
  // The <style> store is asked again on a hit (lib/mdx/compile-cache.ts), so its CSS file is written on a warm build too.
  const { storeStyle } = options;
  const source = prepareSource(body, pipeline);
  return cachedCompile(
    source,
    pipeline,
    { preset: 'page', sitePlugins, footnoteOptions },
    async (options) => {
      // What @mdx-js/mdx's compile() does (a processor, a file of the source), with the parse the content check
      // handed over when it made one (lib/mdx/pipeline.ts). A site's own plugins may add syntax: their compile parses.
      const processor = createProcessor({
        outputFormat: 'function-body',
        format: options.format,
        remarkPlugins: [...(plugins.beforeDefaultRemarkPlugins ?? []), ...remarkPreset('page', options), ...(plugins.remarkPlugins ?? [])],
        rehypePlugins: [
          ...(plugins.beforeDefaultRehypePlugins ?? []),
          ...rehypePreset('page', options),
          ...(plugins.rehypePlugins ?? []),
          // Last, after the site's plugins, which may write a <style> element the CSP would block.
          ...(storeStyle ? [[rehypeStyleElements, { store: storeStyle }] as Pluggable] : []),
        ],
        remarkRehypeOptions: footnoteOptions,
        // GFM column alignment as align="…" (styled in globals.css), not style="text-align:…": the CSP has no 'unsafe-inline'.
        tableCellAlignToStyle: false,
      });
      const vfile = new VFile(source);
      return String(sitePlugins ? await processor.process(vfile) : await processShared(processor, vfile, options));
    },
    sitePlugins ? undefined : mdxCacheDir(),
  );
}
