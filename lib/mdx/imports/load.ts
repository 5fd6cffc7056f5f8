import fs from 'node:fs';
import path from 'node:path';
import type { MDXComponents, MDXModule } from 'mdx/types';
import { createElement } from 'react';
import { isUnresolved, resolveImport } from './resolve';

/** What content may import besides its own files: the Docusaurus modules and the page's component map. */
export interface ImportRuntime {
  /** `@theme/…` and `@docusaurus/…` specifier → module (components/docusaurus). */
  builtins: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The map the page renders with; a partial renders with it too. */
  components: MDXComponents;
  /** The site's own modules and npm packages content imports, bundled by Next (`#site-modules`), by absolute path. */
  siteModules: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Modules that depend on the page (`@theme/DocCardList` lists the page's category), over `builtins`. */
  pageModules?: (page: ImportPage) => Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** What page-dependent modules know of the page that imports them. */
export interface ImportPage {
  /** The cards of the sidebar category whose page this is (a doc that is its category's link). */
  categoryCards?: readonly { title: string; href: string; description?: string }[];
}

export interface ImportLoaderOptions {
  /** The importing file, absolute. */
  file: string;
  /** The file as messages show it. */
  shownFile: string;
  siteDir: string;
  runtime: ImportRuntime;
  /** Compiles a Markdown/MDX partial with the importing page's options. */
  compilePartial: (absFile: string) => Promise<MDXModule>;
  /** The public URL (without base path) of an imported asset (an image), or undefined when it is not published. */
  assetUrl?: (absFile: string) => string | undefined;
  /** Prefixed to asset URLs. */
  basePath?: string;
  /** The importing page, for page-dependent modules. */
  page?: ImportPage;
}

/** `<Logo className="x" title="Our logo" />` for an imported SVG file: the file as an image. */
function svgComponent(src: string) {
  return function SvgImage({ title, className, width, height, role, ...rest }: Record<string, unknown>) {
    const label = typeof title === 'string' ? title : typeof rest['aria-label'] === 'string' ? rest['aria-label'] : '';
    return createElement('img', { src, alt: label, className, width, height, role: role ?? (label ? undefined : 'presentation') });
  };
}

/** A module the content check bundled for this site (see lib/site/content-modules.ts), by absolute path. */
function bundled(runtime: ImportRuntime, file: string, specifier: string, shownFile: string): Readonly<Record<string, unknown>> {
  const mod = runtime.siteModules[file];
  if (!mod)
    throw new Error(
      `${shownFile}: the import of "${specifier}" (${file}) is not in the site's module registry: run the content check again (npm run build, or restart npm run dev).`,
    );
  return mod;
}

/**
 * The loader the compiled MDX calls for each `import` (lib/mdx/imports/remark-imports.ts): the module
 * the specifier names by Docusaurus' rules, resolved at build time on the server.
 */
export function createImportLoader(options: ImportLoaderOptions): (specifier: string, style?: 'import' | 'require') => Promise<unknown> {
  const { file, shownFile, siteDir, runtime } = options;
  const pageModules = runtime.pageModules?.(options.page ?? {}) ?? {};
  return async (specifier, style = 'import') => {
    const target = resolveImport(specifier, file, { siteDir, builtins: new Set(Object.keys(runtime.builtins)) });
    if (isUnresolved(target)) throw new Error(`${shownFile}: cannot import "${specifier}": ${target.problem}. Fix: ${target.fix}.`);
    switch (target.kind) {
      case 'builtin':
        return pageModules[target.specifier] ?? runtime.builtins[target.specifier] ?? {};
      case 'partial': {
        const mod = await options.compilePartial(target.file);
        const Content = mod.default;
        // A partial renders with the page's components, and passes its props on (`<Partial name="x" />`).
        const Partial = (props: Record<string, unknown>) => createElement(Content, { components: runtime.components, ...props });
        return { ...mod, default: Partial };
      }
      case 'raw':
        return { default: fs.readFileSync(target.file, 'utf8') };
      case 'json': {
        const data = JSON.parse(fs.readFileSync(target.file, 'utf8')) as unknown;
        // require() of JSON gives the data itself (CommonJS), an import its default export.
        return style === 'require' ? data : { default: data };
      }
      case 'asset': {
        const url = options.assetUrl?.(target.file);
        if (url === undefined)
          throw new Error(
            `${shownFile}: cannot import "${specifier}": ${path.relative(siteDir, target.file)} is outside the site folder, so it is not published. Fix: move it into the site folder.`,
          );
        const src = `${options.basePath ?? ''}${url}`;
        // An imported SVG is a component in Docusaurus (svgr); required, its URL. Drawn as an <img>: an
        // inline copy of a file could carry scripts or styles the page's policy refuses.
        if (style === 'import' && target.file.toLowerCase().endsWith('.svg')) {
          const Svg = svgComponent(src);
          return { default: Svg, ReactComponent: Svg };
        }
        return { default: src };
      }
      case 'module':
        return bundled(runtime, target.file, specifier, shownFile);
    }
  };
}
