import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What an MDX `import` names, decided at build time by Docusaurus' rules:
 * - `builtin`: a `@theme/…` or `@docusaurus/…` module this product provides (components/docusaurus);
 * - `partial`: a Markdown/MDX file, compiled by our own pipeline and rendered as a component;
 * - `module`: JavaScript or TypeScript (the site's own components, an npm package, a stylesheet), bundled by Next;
 * - `raw`: `raw-loader!file`, the file's text; `json`: a JSON file's data; `asset`: any other file, as its URL.
 */
export type ImportTarget = { kind: 'builtin'; specifier: string } | { kind: 'partial' | 'module' | 'raw' | 'json' | 'asset'; file: string };

/** Why an import cannot resolve, and what the writer can do about it. */
export interface UnresolvedImport {
  problem: string;
  fix: string;
}

export interface ResolveContext {
  /** The site folder: `@site/…` and swizzled `src/theme/…` components live there. */
  siteDir: string;
  /** The `@theme/…` and `@docusaurus/…` specifiers this product provides. */
  builtins: ReadonlySet<string>;
  /** Where npm packages are looked up after the importing file's own folders (the project). */
  projectDir?: string;
}

const CODE = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];
const CANDIDATES = [...CODE, '.mdx', '.md', '.json'];

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a path names as a bundler would find it: itself, with an extension, or its folder's index. */
export function findModuleFile(base: string): string | undefined {
  if (isFile(base)) return base;
  for (const ext of CANDIDATES) if (isFile(base + ext)) return base + ext;
  for (const ext of CANDIDATES) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}

function classify(file: string): ImportTarget {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.md' || ext === '.mdx') return { kind: 'partial', file };
  if (ext === '.json') return { kind: 'json', file };
  if (CODE.includes(ext) || ext === '.css' || ext === '.scss') return { kind: 'module', file };
  return { kind: 'asset', file };
}

/** The package name of a bare specifier: `react-player/lazy` → `react-player`, `@scope/x/y` → `@scope/x`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function resolvePackage(specifier: string, fromFile: string, ctx: ResolveContext): string | undefined {
  for (const from of [fromFile, path.join(ctx.siteDir, 'package.json'), path.join(ctx.projectDir ?? process.cwd(), 'package.json')]) {
    try {
      return createRequire(from).resolve(specifier);
    } catch {
      // next place
    }
  }
  return undefined;
}

/** Resolves one MDX import of `fromFile` (absolute) by Docusaurus' rules; see {@link ImportTarget}. */
export function resolveImport(specifier: string, fromFile: string, ctx: ResolveContext): ImportTarget | UnresolvedImport {
  const raw = /^!*raw-loader!/.exec(specifier);
  const target = raw ? specifier.slice(raw[0].length) : specifier;
  const fileTarget = (base: string, shown: string): ImportTarget | UnresolvedImport => {
    const file = findModuleFile(base);
    if (!file)
      return {
        problem: `"${shown}" names no file (looked for ${base} with the extensions ${CANDIDATES.join(', ')} and as a folder index)`,
        fix: 'correct the path, or add the file',
      };
    return raw ? { kind: 'raw', file } : classify(file);
  };

  const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(target);
  if (theme?.[1]) {
    const swizzled = findModuleFile(path.join(ctx.siteDir, 'src', 'theme', theme[1]));
    if (swizzled && !target.startsWith('@theme-original/')) return classify(swizzled);
    const name = `@theme/${theme[1]}`;
    if (ctx.builtins.has(name)) return { kind: 'builtin', specifier: name };
    const known = [...ctx.builtins].filter((item) => item.startsWith('@theme/')).join(', ');
    return {
      problem: `"${target}" is not a theme component this site provides`,
      fix: `use one of ${known}, or write your own as src/theme/${theme[1]}.tsx in the site folder (as a swizzled Docusaurus component)`,
    };
  }
  if (target.startsWith('@docusaurus/')) {
    if (ctx.builtins.has(target)) return { kind: 'builtin', specifier: target };
    const known = [...ctx.builtins].filter((item) => item.startsWith('@docusaurus/')).join(', ');
    return {
      problem: `"${target}" is a Docusaurus module this site does not provide`,
      fix: `use one of ${known}, or a component of your own under src/`,
    };
  }
  if (target === '@site' || target.startsWith('@site/')) return fileTarget(path.join(ctx.siteDir, target.slice('@site'.length)), target);
  if (target.startsWith('./') || target.startsWith('../') || target === '.' || target === '..')
    return fileTarget(path.resolve(path.dirname(fromFile), target), target);
  if (path.isAbsolute(target)) return fileTarget(target, target);

  const resolved = resolvePackage(target, fromFile, ctx);
  if (!resolved) {
    return {
      problem: `the npm package "${packageName(target)}" is not installed`,
      fix: `run \`npm install ${packageName(target)}\` in the project (or in the site folder)`,
    };
  }
  return raw ? { kind: 'raw', file: resolved } : classify(resolved);
}

/** True for a result of {@link resolveImport} that found nothing. */
export function isUnresolved(result: ImportTarget | UnresolvedImport): result is UnresolvedImport {
  return 'problem' in result;
}
