import { compile, run } from '@mdx-js/mdx';
import fs from 'node:fs';
import type { MDXContent, MDXModule } from 'mdx/types';
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
import { createImportLoader, type ImportPage, type ImportRuntime } from './imports/load';
import remarkImports, { IMPORT_LOADER } from './imports/remark-imports';
import remarkTocExport from './toc-export';

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

/** The remark plugins every content file goes through; one plugin per file under lib/mdx/. */
export const remarkPlugins: PluggableList = [remarkGfm, remarkDirective, remarkAdmonitions, remarkDetails, remarkHeadingIds, remarkCodeBlocks];

/** The rehype plugins every content file goes through. */
export const rehypePlugins: PluggableList = [];

/**
 * Compiles a Markdown/MDX body (front matter already removed) at build time into a component
 * rendered by a server component with the site's MDX component map.
 */
export async function compileMdx(body: string, options: CompileOptions): Promise<MDXContent> {
  return (await compileMdxModule(body, options)).default;
}

/** Compiles like {@link compileMdx} and returns the whole module: the content and the file's exports (`toc`, `export const`). */
export async function compileMdxModule(body: string, options: CompileOptions): Promise<MDXModule> {
  const { file, format, docRoutes, docRoots, assetUrl, pageUrl, onBrokenLink, imports } = options;
  const absFile = path.resolve(file);
  const perFile: PluggableList = [
    [remarkImages, { file: absFile, assetUrl }],
    ...(assetUrl ? [[remarkFileLinks, { file: absFile, assetUrl }] as PluggableList[number]] : []),
    ...(docRoutes ? [[remarkDocLinks, { file: absFile, routes: docRoutes, roots: docRoots, pageUrl, onBroken: onBrokenLink }] as PluggableList[number]] : []),
    remarkTocExport,
    remarkImports,
  ];
  const chain = [...(imports?.chain ?? []), absFile];
  const loader = imports
    ? createImportLoader({
        file: absFile,
        shownFile: file,
        siteDir: imports.siteDir,
        runtime: imports.runtime,
        assetUrl,
        basePath: imports.basePath,
        page: imports.page,
        compilePartial: (partial) => {
          if (chain.includes(partial)) throw new Error(`${file}: the partial ${partial} imports itself (through ${chain.join(' → ')}). Fix: remove the import that closes the circle.`);
          const partialBody = fs.readFileSync(partial, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, (frontMatter) => frontMatter.replace(/[^\n]/g, ''));
          return compileMdxModule(partialBody, { ...options, file: partial, format: undefined, imports: { ...imports, chain } });
        },
      })
    : async (specifier: string) => {
        throw new Error(`${file}: cannot import "${specifier}" here (imports are resolved only in docs, blog posts and pages).`);
      };
  try {
    const code = await compile(escapeHeadingIds(body), {
      outputFormat: 'function-body',
      format: format ?? (file.endsWith('.mdx') ? 'mdx' : 'md'),
      remarkPlugins: [...remarkPlugins, ...perFile],
      rehypePlugins,
      remarkRehypeOptions: footnoteOptions,
    });
    return (await run(code, { ...runtime, [IMPORT_LOADER]: loader } as Parameters<typeof run>[1])) as MDXModule;
  } catch (error) {
    const place = error && typeof error === 'object' && 'line' in error && error.line ? `:${String(error.line)}` : '';
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith(`${file}:`)) throw error;
    if (message.startsWith(`${absFile}:`)) throw new Error(message.replace(absFile, file), { cause: error });
    throw new Error(`${file}${place}: cannot compile MDX: ${message}`, { cause: error });
  }
}
