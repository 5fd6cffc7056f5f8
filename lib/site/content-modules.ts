// Node only, run by the content check (and the development watcher): finds every `import` of the
// site's MDX content, resolves it by Docusaurus' rules, stops the build on one that cannot resolve
// (file:line:column, the import and the fix), and writes the registry of the site's own modules and
// npm packages that Next bundles for the pages (lib/site/module-registry.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { DOCUSAURUS_MODULES } from '@/lib/mdx/imports/docusaurus-modules.mjs';
import { blogLocales, getBlog } from '@/lib/content/blog';
import { getAllDocs } from '@/lib/content/docs-data';
import { ContentError } from '@/lib/errors/build-error';
import { getPages, pageLocales } from '@/lib/pages';
import { walk } from '@/lib/mdx/mdast-utils';
import { nothingToScan, parseSource } from '@/lib/mdx/pipeline';
import remarkImports, { type MdxImport } from '@/lib/mdx/imports/remark-imports';
import { isUnresolved, resolveImport } from '@/lib/mdx/imports/resolve';
import { readSiteComponents, remarkSiteComponents, undeclaredComponents } from '@/lib/mdx/imports/site-components';
import { missingImages, missingImagesError, type MissingImage } from './missing-images';
import { writeSiteGlobalData } from './global-data';
import { writeSiteModules, type BundledModule } from './module-registry';
import { readPreparedSite } from '@/lib/config/prepared';
import { styleElementsDirOf } from '@/lib/config/env.mjs';
import { siteWarn } from './warnings';
import { blankFrontMatter } from '@/lib/text/blank';

/** A content file to scan: its absolute path, the path messages show, its body (front matter blanked) and format. */
export interface ContentSource {
  file: string;
  shownFile: string;
  body: string;
  format: 'md' | 'mdx';
}

export interface ContentModules {
  /** Absolute file → what the pages take from it. */
  modules: Map<string, BundledModule>;
  /** Files imported as assets (images…), to publish. */
  assets: Set<string>;
  /** Number of imports seen, partials included. */
  imports: number;
  /** Every file content imports (partials, modules, raw text, JSON, assets): what a page shows beside its own file. */
  importedFiles: Set<string>;
  /** Markdown images whose relative path names no file (all of them, so one build lists every one). */
  missingImages: MissingImage[];
}

/** The JSX element names a parsed MDX file uses (`Tabs`, `Foo.Bar`), in its Markdown and in its ESM. */
function jsxNames(tree: Root): Set<string> {
  const names = new Set<string>();
  walk(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.add(node.name);
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      for (const match of node.value.matchAll(/<([A-Za-z_$][\w$.]*)/g)) names.add(match[1]!);
    }
  });
  return names;
}

/**
 * A capitalised element the file neither imports nor defines, and that is not one of the page's own
 * components, would fail the page's render with no file named: the content check names it instead.
 */
function checkUndefinedComponents(tree: Root, source: ContentSource, siteDir: string): void {
  const [root, node] = undeclaredComponents(tree).entries().next().value ?? [];
  if (!root || !node) return;
  const site = readSiteComponents(siteDir);
  const unread = site?.unread.get(root);
  throw new ContentError(
    placeOf(source.shownFile, node.position?.start.line, node.position?.start.column),
    undefined,
    unread && site
      ? `<${node.name}> comes from ${path.relative(process.cwd(), site.file)}, but ${unread}: the map is read, not run, so only the components it imports reach every page. ` +
          `Fix: move ${root} into its own file (src/components/${root}.jsx) and import it in ${path.basename(site.file)}.`
      : `<${node.name}> is used but never imported or defined in this file. Fix: import it (\`import ${root} from '@site/src/components/${root}';\`), ` +
          "or define it with `export const`, or add it to the site's src/theme/MDXComponents map (as an import), as Docusaurus gives such components to every page.",
  );
}

/** file:line:column, as editors jump to it. */
function placeOf(file: string, line: number | undefined, column: number | undefined): string {
  return line ? `${file}:${line}${column ? `:${column}` : ''}` : file;
}

function parse(source: ContentSource): Root {
  try {
    return parseSource(source.body, { file: source.file, format: source.format });
  } catch (error) {
    const at = error as { line?: number; column?: number; reason?: string; message?: string };
    const reason = at.reason ?? at.message ?? String(error);
    throw new ContentError(
      placeOf(source.shownFile, at.line, at.column),
      undefined,
      `MDX syntax error: ${reason}. Fix: in MDX, "{" starts a JavaScript expression and "<" a JSX tag; close every tag, ` +
        'write a literal brace or angle bracket as \\{ or \\<, or set `format: md` in the front matter for plain Markdown.',
    );
  }
}

/**
 * True for a script module that only runs in the browser's React: a `'use client'` file, or one that
 * calls a hook (`useState(`, `React.useEffect(`, a custom `useThing(`) or makes a context. On
 * Docusaurus every module is a client one; here such a module must not be imported on the server,
 * where React has no hooks and Next stops the build.
 */
export function isClientOnlyModule(file: string): boolean {
  if (!/\.[cm]?[jt]sx?$/.test(file)) return false;
  const text = fs.readFileSync(file, 'utf8');
  return (
    /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text) || /\buse[A-Z]\w*\s*\(|\bcreateContext\s*\(/.test(text)
  );
}

const HEAD_WARNING =
  'what <Head> holds is not rendered, except structured data (<script type="application/ld+json">, kept in the page): ' +
  "a page's head comes from its front matter. Fix: set title, description, keywords or image in the front matter.";

/**
 * Scans every content file and the partials they import, resolves each import (see
 * lib/mdx/imports/resolve.ts) and returns what must be bundled; the first import that cannot resolve
 * fails with its file, line, column, the import and the fix.
 */
export function scanContentModules(
  sources: readonly ContentSource[],
  siteDir: string,
  warn: (message: string) => void = console.warn,
): ContentModules {
  const builtins = new Set(Object.keys(DOCUSAURUS_MODULES));
  const result: ContentModules = { modules: new Map(), assets: new Set(), imports: 0, importedFiles: new Set(), missingImages: [] };
  const seen = new Set<string>();
  const queue = [...sources];
  while (queue.length > 0) {
    const source = queue.shift()!;
    if (seen.has(source.file)) continue;
    seen.add(source.file);
    // Plain Markdown the outline has parsed already (most docs): nothing to import, resolve or check.
    if (nothingToScan(source.body, { file: source.file, format: source.format })) continue;
    const tree = parse(source);
    // Components of the site's src/theme/MDXComponents map the file uses become its imports, as in the compile.
    remarkSiteComponents({ siteDir })(tree);
    result.missingImages.push(...missingImages(tree, source.file, source.shownFile, siteDir));
    const found: MdxImport[] = [];
    remarkImports({ onImport: (item) => found.push(item) })(tree);
    if (source.format === 'mdx') checkUndefinedComponents(tree, source, siteDir);
    const used = jsxNames(tree);
    for (const item of found) {
      result.imports += 1;
      const target = resolveImport(item.specifier, source.file, { siteDir, builtins });
      if (isUnresolved(target)) {
        throw new ContentError(
          placeOf(source.shownFile, item.line, item.column),
          undefined,
          `cannot import "${item.specifier}": ${target.problem}. Fix: ${target.fix}.`,
        );
      }
      if (target.kind !== 'builtin') result.importedFiles.add(target.file);
      if (target.kind === 'builtin' && target.specifier === '@docusaurus/Head') {
        warn(`${placeOf(source.shownFile, item.line, item.column)}: ${HEAD_WARNING}`);
      }
      if (target.kind === 'partial') {
        const raw = fs.readFileSync(target.file, 'utf8');
        const body = blankFrontMatter(raw);
        queue.push({
          file: target.file,
          shownFile: path.relative(process.cwd(), target.file),
          body,
          format: target.file.endsWith('.md') ? source.format : 'mdx',
        });
      } else if (target.kind === 'asset') {
        result.assets.add(target.file);
      } else if (target.kind === 'module') {
        const entry = result.modules.get(target.file) ?? { client: new Set<string>(), server: new Set<string>(), sideEffect: false };
        // A module that calls hooks cannot run on the server: all it gives goes through the client registry,
        // as every module is a client one on Docusaurus (0mods/docsweb imports { Random, High, Low } and renders none).
        const clientOnly = isClientOnlyModule(target.file);
        if (item.bindings.length === 0) {
          if (clientOnly) entry.clientSideEffect = true;
          else entry.sideEffect = true;
        }
        for (const binding of item.bindings) {
          const asJsx = [...used].some((name) => name === binding.local || name.startsWith(`${binding.local}.`));
          if ((asJsx || clientOnly) && binding.imported !== '*') entry.client.add(binding.imported);
          else entry.server.add(binding.imported);
        }
        result.modules.set(target.file, entry);
      }
    }
  }
  // A site component may use <Head> too (a FAQ component writing its JSON-LD): said once per file.
  for (const file of result.modules.keys()) {
    if (/from\s+['"]@docusaurus\/Head['"]/.test(fs.readFileSync(file, 'utf8')))
      warn(`${path.relative(process.cwd(), file)}: imports @docusaurus/Head; ${HEAD_WARNING}`);
  }
  return result;
}

/** The docs, posts and pages of the prepared site, as the scan reads them. */
export function contentSources(): ContentSource[] {
  return [
    ...getAllDocs()
      .flatMap((data) => data.docs)
      .map((doc) => ({ file: path.resolve(doc.file), shownFile: doc.file, body: doc.body, format: doc.format })),
    ...(getBlog()?.posts ?? []).map((post) => ({ file: post.source, shownFile: post.file, body: post.body, format: post.format })),
    // A locale's translated posts are files of their own (its untranslated ones are the originals, above).
    ...blogLocales()
      .flatMap((locale) => getBlog(locale)?.posts ?? [])
      .filter((post) => post.translation?.file)
      .map((post) => ({ file: post.source, shownFile: post.file, body: post.body, format: post.format })),
    ...getPages().map((page) => ({ file: path.resolve(page.file), shownFile: page.file, body: page.body, format: page.format })),
    ...pageLocales()
      .flatMap((locale) => getPages(locale))
      .filter((page) => page.translation?.file)
      .map((page) => ({ file: page.absFile, shownFile: page.file, body: page.body, format: page.format })),
  ];
}

/**
 * Scans the prepared site's content and writes its module registry: the content check's step, and
 * the development watcher's after each preparation (a new import shows on the next refresh).
 */
export function registerContentModules(siteDir: string, preparedFile: string): ContentModules {
  const result = scanContentModules(contentSources(), siteDir, siteWarn);
  const missing = missingImagesError(result.missingImages);
  if (missing) throw new ContentError(missing.place, undefined, missing.problem);
  writeSiteModules(preparedFile, result.modules);
  // The CSS of <style> elements the page compile stores comes from this build's pages alone.
  fs.rmSync(styleElementsDirOf(preparedFile), { recursive: true, force: true });
  // What `@docusaurus/useGlobalData` gives the site's components (the docs versions), beside the registry.
  writeSiteGlobalData(preparedFile, readPreparedSite().config.basePath ?? '');
  return result;
}
