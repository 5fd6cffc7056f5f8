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
import type { Mdx1Compat } from '@/lib/mdx/format';
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

/** How the site's pages read Markdown (mdx1Compat, math): the scan parses a text as its page and outline do, into the tree they reuse. */
interface Dialect {
  mdx1Compat?: Mdx1Compat;
  math?: boolean;
}

function siteDialect(): Dialect {
  const { mdx1Compat, math } = readPreparedSite().config.markdown ?? {};
  return { mdx1Compat, math };
}

function parse(source: ContentSource, dialect: Dialect): Root {
  try {
    return parseSource(source.body, { file: source.file, format: source.format, ...dialect });
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
 * Development (`npm run dev`): what the scan found in each file, by its text, kept from one scan to
 * the next, so that after an edit only the edited files are parsed again. Valid while nothing but
 * content text changed: the watcher drops it (clearScanMemo) when a module, an asset or the config
 * changed, since the files a finding rests on (an imported component, an image) may have changed.
 * Also, a body with no import, no `<` and no image is not parsed at all: the one thing the scan could
 * find there is an MDX syntax error, which the page's own compile shows in the error overlay.
 */
export interface ScanMemo {
  files: Map<string, { body: string; found: ContentModules; partials: ContentSource[] }>;
}

export function createScanMemo(): ScanMemo {
  return { files: new Map() };
}

export function clearScanMemo(memo: ScanMemo): void {
  memo.files.clear();
}

function emptyModules(): ContentModules {
  return { modules: new Map(), assets: new Set(), imports: 0, importedFiles: new Set(), missingImages: [] };
}

/** Adds what one file's scan found to the whole scan's result. */
function mergeModules(into: ContentModules, found: ContentModules): void {
  into.imports += found.imports;
  into.missingImages.push(...found.missingImages);
  for (const asset of found.assets) into.assets.add(asset);
  for (const file of found.importedFiles) into.importedFiles.add(file);
  for (const [file, entry] of found.modules) {
    const known = into.modules.get(file);
    if (!known) {
      into.modules.set(file, { ...entry, client: new Set(entry.client), server: new Set(entry.server) });
      continue;
    }
    for (const name of entry.client) known.client.add(name);
    for (const name of entry.server) known.server.add(name);
    known.sideEffect ||= entry.sideEffect;
    if (entry.clientSideEffect) known.clientSideEffect = true;
  }
}

/** One file's imports, assets and missing images, and the partials it imports (to scan next). */
function scanFile(
  source: ContentSource,
  siteDir: string,
  builtins: Set<string>,
  warn: (message: string) => void,
  memo: ScanMemo | undefined,
  dialectOf: () => Dialect,
): { found: ContentModules; partials: ContentSource[] } {
  const found = emptyModules();
  const partials: ContentSource[] = [];
  // Plain Markdown the outline has parsed already (most docs): nothing to import, resolve or check.
  if (nothingToScan(source.body, { file: source.file, format: source.format, ...dialectOf() })) return { found, partials };
  if (memo && !/<|!\[|^[ \t]*(?:import|export)\b/m.test(source.body)) return { found, partials };
  const tree = parse(source, dialectOf());
  // Components of the site's src/theme/MDXComponents map the file uses become its imports, as in the compile.
  remarkSiteComponents({ siteDir })(tree);
  found.missingImages.push(...missingImages(tree, source.file, source.shownFile, siteDir));
  const imports: MdxImport[] = [];
  remarkImports({ onImport: (item) => imports.push(item) })(tree);
  if (source.format === 'mdx') checkUndefinedComponents(tree, source, siteDir);
  const used = jsxNames(tree);
  for (const item of imports) {
    found.imports += 1;
    const target = resolveImport(item.specifier, source.file, { siteDir, builtins });
    if (isUnresolved(target)) {
      throw new ContentError(
        placeOf(source.shownFile, item.line, item.column),
        undefined,
        `cannot import "${item.specifier}": ${target.problem}. Fix: ${target.fix}.`,
      );
    }
    if (target.kind !== 'builtin') found.importedFiles.add(target.file);
    if (target.kind === 'builtin' && target.specifier === '@docusaurus/Head') {
      warn(`${placeOf(source.shownFile, item.line, item.column)}: ${HEAD_WARNING}`);
    }
    if (target.kind === 'partial') {
      const raw = fs.readFileSync(target.file, 'utf8');
      const body = blankFrontMatter(raw);
      partials.push({
        file: target.file,
        shownFile: path.relative(process.cwd(), target.file),
        body,
        format: target.file.endsWith('.md') ? source.format : 'mdx',
      });
    } else if (target.kind === 'asset') {
      found.assets.add(target.file);
    } else if (target.kind === 'module') {
      const entry = found.modules.get(target.file) ?? { client: new Set<string>(), server: new Set<string>(), sideEffect: false };
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
      found.modules.set(target.file, entry);
    }
  }
  return { found, partials };
}

/**
 * Scans every content file and the partials they import, resolves each import (see
 * lib/mdx/imports/resolve.ts) and returns what must be bundled; the first import that cannot resolve
 * fails with its file, line, column, the import and the fix. With a memo (development), a file whose
 * text is unchanged since the last scan is not read or parsed again.
 */
export function scanContentModules(
  sources: readonly ContentSource[],
  siteDir: string,
  warn: (message: string) => void = console.warn,
  memo?: ScanMemo,
): ContentModules {
  const builtins = new Set(Object.keys(DOCUSAURUS_MODULES));
  // Read once per scan, when a file is first scanned, not per file.
  let dialect: Dialect | undefined;
  const dialectOf = () => (dialect ??= siteDialect());
  const result = emptyModules();
  const seen = new Set<string>();
  const queue = [...sources];
  const scanned = new Set<string>();
  while (queue.length > 0) {
    const source = queue.shift()!;
    if (seen.has(source.file)) continue;
    seen.add(source.file);
    const known = memo?.files.get(source.file);
    // The partials a kept file imports are read again: one may have been edited (or deleted: then the file is scanned again).
    const kept = known?.body === source.body && known.partials.every((partial) => fs.existsSync(partial.file)) ? known : undefined;
    const { found, partials } = kept
      ? {
          found: kept.found,
          partials: kept.partials.map((partial) => ({ ...partial, body: blankFrontMatter(fs.readFileSync(partial.file, 'utf8')) })),
        }
      : scanFile(source, siteDir, builtins, warn, memo, dialectOf);
    if (memo) {
      memo.files.set(source.file, { body: source.body, found, partials });
      scanned.add(source.file);
    }
    mergeModules(result, found);
    queue.push(...partials);
  }
  // Files no longer scanned (deleted, or no longer imported) leave the memo.
  if (memo) for (const file of memo.files.keys()) if (!scanned.has(file)) memo.files.delete(file);
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
 * the development watcher's after each preparation (a new import shows on the next refresh; with its
 * memo, only the edited files are parsed).
 */
export function registerContentModules(siteDir: string, preparedFile: string, memo?: ScanMemo): ContentModules {
  const result = scanContentModules(contentSources(), siteDir, siteWarn, memo);
  const missing = missingImagesError(result.missingImages);
  if (missing) throw new ContentError(missing.place, undefined, missing.problem);
  writeSiteModules(preparedFile, result.modules);
  // The CSS of <style> elements the page compile stores comes from this build's pages alone.
  fs.rmSync(styleElementsDirOf(preparedFile), { recursive: true, force: true });
  // What `@docusaurus/useGlobalData` gives the site's components (the docs versions), beside the registry.
  writeSiteGlobalData(preparedFile, readPreparedSite().config.basePath ?? '', getAllDocs());
  return result;
}
