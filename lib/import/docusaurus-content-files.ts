// Node side of the importer: the files content imports or links to outside the folders copied whole
// (partials, components, images under other folders), followed recursively and copied to the same
// place in the new site folder; what cannot come along is reported once, with what to do.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { importsOf, RESOLVE_EXTENSIONS, specifierKind, withoutFences } from './docusaurus/imports';
import { relativePath } from './docusaurus/paths';
import type { ImportReport } from './docusaurus/types';

const CODE = /\.[cm]?[jt]sx?$/;
const MARKDOWN = /\.mdx?$/;

/** The file a path names, as the bundler finds it: as written, with an extension, or its folder's index. */
export function resolveFile(base: string): string | undefined {
  for (const ext of RESOLVE_EXTENSIONS) if (fs.existsSync(`${base}${ext}`) && fs.statSync(`${base}${ext}`).isFile()) return `${base}${ext}`;
  for (const ext of RESOLVE_EXTENSIONS.slice(1)) if (fs.existsSync(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}

export interface ReferencedFilesOptions {
  siteDir: string;
  outDir: string;
  /** Files to read first (absolute): the content, and the site's own code. */
  start: string[];
  /** True for a file already in the new site folder (under a folder copied whole). */
  isCopied: (abs: string) => boolean;
  reports: ImportReport[];
  /** Where npm packages are looked up: the product (packages installed here need no install). */
  projectDir?: string;
  /**
   * Filled with every npm package imported (name → where first), for the new folder's package.json;
   * given, a package the product lacks is not reported, since that package.json installs it.
   */
  packages?: Map<string, string>;
}

/** Copies what the files import or link to, recursively; returns how many files it copied. */
export function copyReferencedFiles(options: ReferencedFilesOptions): number {
  const { siteDir, outDir, reports } = options;
  const projectRequire = createRequire(path.join(options.projectDir ?? process.cwd(), 'package.json'));
  const queue = [...options.start];
  const seen = new Set(queue);
  const copiedHere = new Set<string>();
  const packages = new Map<string, string>();
  let copied = 0;
  let sassReported = false;
  /** Next compiles Sass only with the `sass` package installed; without it the build stops on the first .scss. */
  const checkSass = (target: string, where: string): void => {
    if (sassReported || !/\.s[ac]ss$/.test(target)) return;
    try {
      projectRequire.resolve('sass');
    } catch {
      sassReported = true;
      reports.push({
        where,
        what: `imports the Sass stylesheet ${relativePath(target, siteDir)}, which Next compiles only with the sass package`,
        todo: 'npm install sass (in this project)',
      });
    }
  };

  /** Takes a file the site refers to: copied when outside the copied folders, read in its turn. */
  const take = (target: string, where: string, written: string): void => {
    const rel = path.relative(siteDir, target);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      reports.push({
        where,
        what: `refers to ${written}, outside the site folder`,
        todo: 'copy that file into the new site folder and fix the path',
      });
      return;
    }
    if (!options.isCopied(target) && !copiedHere.has(target)) {
      fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
      fs.copyFileSync(target, path.join(outDir, rel));
      copiedHere.add(target);
      copied++;
    }
    if (!seen.has(target) && (CODE.test(target) || MARKDOWN.test(target))) {
      seen.add(target);
      queue.push(target);
    }
  };

  while (queue.length > 0) {
    const file = queue.shift()!;
    const text = fs.readFileSync(file, 'utf8');
    const shown = relativePath(file, siteDir);
    const code = CODE.test(file);
    for (const { specifier, line } of importsOf(text, { code })) {
      const where = `${shown}:${line}`;
      const kind = specifierKind(specifier);
      if (kind.kind === 'builtin') continue;
      if (kind.kind === 'package') {
        if (options.packages) {
          if (!options.packages.has(kind.name)) options.packages.set(kind.name, where);
          continue;
        }
        if (packages.has(kind.name)) continue;
        try {
          projectRequire.resolve(kind.name);
        } catch {
          packages.set(kind.name, where);
          reports.push({
            where,
            what: `imports ${specifier} from the npm package ${kind.name}, not installed here`,
            todo: `npm install ${kind.name} (in this project, or in the new site folder with a package.json of its own)`,
          });
        }
        continue;
      }
      if (kind.kind === 'other') {
        reports.push({ where, what: `import of ${specifier} cannot be carried`, todo: 'replace it: the product has no such module' });
        continue;
      }
      const target = resolveFile(kind.kind === 'site' ? path.join(siteDir, kind.path) : path.resolve(path.dirname(file), kind.path));
      if (!target) {
        reports.push({
          where,
          what: `import of ${specifier} names no file`,
          todo: 'fix the path (it does not resolve in the Docusaurus site either)',
        });
        continue;
      }
      checkSass(target, where);
      take(target, where, specifier);
    }
    if (code) continue;
    // Links and images by relative path: copied when they live outside the copied folders.
    for (const { line, text: lineText } of withoutFences(text)
      .split('\n')
      .map((value, index) => ({ line: index + 1, text: value }))) {
      for (const match of lineText.matchAll(/(?:\]\(|\bsrc=["'])(\.{1,2}\/[^)"'\s#?]+)/g)) {
        let target: string;
        try {
          target = path.resolve(path.dirname(file), decodeURI(match[1]!));
        } catch {
          continue;
        }
        if (fs.existsSync(target) && fs.statSync(target).isFile()) take(target, `${shown}:${line}`, match[1]!);
      }
    }
  }
  return copied;
}
