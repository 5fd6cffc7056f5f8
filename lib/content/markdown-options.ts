// The site binding of the Markdown pipeline (lib/mdx/pipeline.ts): the one place that reads the
// config and the loaders for it, so the plugins only ever see options.
import { absoluteUrl, siteConfig } from '@/lib/config/index';
import { reportProblem } from '@/lib/errors/levels';
import { checkNote } from '@/lib/config/checks';
import type { CheckLevel } from '@/lib/config/schema';
import { allRoutesByFile, docsFolderOf, docsRoot } from '@/lib/content/docs-data';
import type { CompileOptions } from '@/lib/mdx/compile';
import type { ImportPage, ImportRuntime } from '@/lib/mdx/imports/load';
import { readSharedParses, type PipelineOptions } from '@/lib/mdx/pipeline';
import { resolveApiLink } from '#site-apis';
import { siteAssetUrl } from '../site/assets';
import { readPreparedSite } from '../config/prepared';
import { preparedParsesDir, preparedStyleElementsDir, STYLE_ELEMENTS_ROUTE } from '@/lib/config/env.mjs';
import { writeAtomic } from '@/lib/files/write-if-changed';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface MarkdownSource {
  /** The source file (absolute or repo-relative). */
  file: string;
  format?: 'md' | 'mdx';
  /** The page's route: feeds and twins link back to it. */
  route?: string;
  /** The URL relative links resolve against (a doc's permalink, which may end in "/"); see lib/mdx/doc-links.ts. */
  pageUrl?: string;
  /**
   * Resolve links to other Markdown files by file path: `true` to docs (docs and pages), or the
   * routes and lookup folders to use (blog posts link to other posts, see lib/content/blog.ts).
   */
  docLinks?: boolean | { routes: Map<string, string>; roots: string[] };
  /**
   * Report links to no doc (checks.brokenMarkdownLinks). The twins pass false: the page's compile
   * already reported the same links once.
   */
  reportBrokenLinks?: boolean;
}

/** A relative Markdown link to no file (lib/mdx/doc-links.ts says which), at its level: checks.brokenMarkdownLinks. */
export function reportBrokenMarkdownLink(level: CheckLevel, message: string, warn: (message: string) => void = console.warn): void {
  reportProblem(level, `${message} (checks.brokenMarkdownLinks)`, warn, '', checkNote('checks.brokenMarkdownLinks'));
}

/** A route table as the pipeline asks it: one doc's route at a time (lib/mdx/compile-cache.ts records each answer). */
const routeLookup = (routes: Map<string, string>) => (file: string) => routes.get(file);

/** The pipeline's options for one content file of the site being built. */
export function siteMarkdownOptions({ file, format, route, pageUrl, docLinks = false, reportBrokenLinks = true }: MarkdownSource): PipelineOptions {
  const site = readPreparedSite();
  // A build's later processes (the render workers) compile from the trees its content check parsed.
  if (process.env.NODE_ENV === 'production' && site.contentChecked) readSharedParses(preparedParsesDir(), String(site.preparedAt));
  const links: Partial<PipelineOptions> = docLinks
    ? {
        // Every version's and instance's docs: a relative link resolves to the file beside it, so inside its own version.
        docRoute: routeLookup(typeof docLinks === 'object' ? docLinks.routes : allRoutesByFile()),
        docRoots: typeof docLinks === 'object' ? docLinks.roots : [docsFolderOf(file) ?? docsRoot(), site.siteDir].filter((dir): dir is string => dir !== undefined),
        onBrokenLink: reportBrokenLinks ? (message) => reportBrokenMarkdownLink(siteConfig().checks.brokenMarkdownLinks, message) : () => undefined,
      }
    : {};
  return {
    file,
    format,
    pageUrl,
    ...links,
    assetUrl: (absFile) => siteAssetUrl(absFile, site),
    siteDir: site.siteDir,
    resolveApiLink,
    codeThemes: siteConfig().codeThemes,
    mdx1Compat: siteConfig().markdown.mdx1Compat,
    math: siteConfig().markdown.math,
    absolute: (target) => absoluteUrl(target),
    pageAbsoluteUrl: route === undefined ? undefined : absoluteUrl(route),
    // A built site's pages cannot hold a <style> element (the CSP); the development server has no CSP and keeps it.
    storeStyle: process.env.NODE_ENV === 'production' ? (css) => storeStyleElement(css, site.config.basePath ?? '') : undefined,
  };
}

/**
 * Stores a `<style>` element's CSS as `el.<hash>.css` for the post-build to publish under `_styles/el/`
 * (scripts/postbuild.ts) and returns its URL. Named by its content: the same plugin
 * CSS on every page is one file, and build workers writing it at once write the same bytes.
 */
function storeStyleElement(css: string, basePath: string): string {
  const name = `el.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
  const file = path.join(preparedStyleElementsDir(), name);
  if (!fs.existsSync(file)) writeAtomic(file, css);
  return `${basePath}${STYLE_ELEMENTS_ROUTE}/${name}`;
}

/** What MDX imports resolve against on a page of the site: the runtime the view passes in, the site folder, the base path. */
export function siteImports(runtime: ImportRuntime | undefined, page?: ImportPage): CompileOptions['imports'] {
  if (!runtime) return undefined;
  const site = readPreparedSite();
  return { runtime, siteDir: site.siteDir, basePath: site.config.basePath, page };
}
