#!/usr/bin/env node
// Runs one of the build's TypeScript steps (`npm run build`'s content check and post-build step), and
// `npm run dev`'s watcher (scripts/dev.ts), from an esbuild bundle of its own code instead of through
// tsx: tsx compiles each of the ~270 modules of lib/ the step imports and resolves every import
// (node_modules' too) through its loader hooks, which cost about 1.5–3 CPU s a build (issue 29; the
// 1,000-doc content check 7.0–7.3 CPU s against 8.6–11.3; the watcher's start at 10,000 docs 3.2–3.5
// CPU s against 4.9–6.3, of which tsx's loader thread alone took 1.8). The dependencies stay in
// node_modules (`packages: 'external'`), loaded by Node as they are; dynamic imports stay chunks of
// their own, loaded when the step reaches them, as under tsx.
//
//   node scripts/run-bundled.mjs scripts/check-content.ts [args…]
//
// The bundle is kept in node_modules/.cache/build-steps/, in a folder named after the stamps (size and
// modification time) of every file it was made from, and made again when one of them changes: a build
// of unchanged code starts the step at once (bundling is about 0.2 CPU s). A site's own files (its
// config, its sidebars) are not bundled: the step evaluates them at run time (lib/site/prepare.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const BUNDLES_DIR = path.join(root, 'node_modules', '.cache', 'build-steps');

/** What a module may not use in a bundle: where the module's own file is, which the bundle moves. */
const LOCATION = /\bimport\.meta\.(?:dirname|filename)\b|\b__dirname\b|\b__filename\b/;

/** A file's stamp: size and modification time, enough to see an edit. */
function stamp(file) {
  const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'gone';
}

/** The folder name of a bundle of `entry` made from `inputs` as they are now. */
function bundleKey(entry, inputs, esbuildVersion) {
  const hash = createHash('sha256').update(`${esbuildVersion}\n${entry}\n`);
  for (const file of [...inputs].sort()) hash.update(`${file}\0${stamp(file)}\n`);
  return `${path.basename(entry).replace(/\.[cm]?tsx?$/, '')}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The bundle of `entry` (relative to the project), made when the last one's files changed. Throws when a
 * module of the project the bundle holds asks where its own file is (it would get the bundle's folder).
 * @returns {Promise<string>} the bundle's entry file
 */
export async function bundleStep(entry, { dir = BUNDLES_DIR } = {}) {
  const name = path.basename(entry).replace(/\.[cm]?tsx?$/, '');
  const inputsFile = path.join(dir, `${name}.inputs.json`);
  const esbuild = await import('esbuild');
  try {
    const last = JSON.parse(readFileSync(inputsFile, 'utf8'));
    const key = bundleKey(entry, last.inputs, esbuild.version);
    const main = path.join(dir, key, `${name}.mjs`);
    if (key === last.key && existsSync(main)) return main;
  } catch {
    // No bundle yet, or an unreadable record: made below.
  }
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir: '.',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'));
  for (const file of inputs) {
    if (LOCATION.test(readFileSync(path.join(root, file), 'utf8')))
      throw new Error(
        `${file} reads where its own file is (import.meta.dirname, __dirname…), and ${entry} runs from a bundle in ${path.relative(root, dir)}/, where that is another folder. ` +
          'Fix: find the file from the project root (process.cwd()) or from a package (import.meta.resolve), or keep the module out of the step.',
      );
  }
  const key = bundleKey(entry, inputs, esbuild.version);
  const target = path.join(dir, key);
  // Written beside and renamed into place: two builds that make the same bundle at once each get a whole one.
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  for (const file of result.outputFiles) {
    const out = path.join(temporary, path.relative(root, file.path));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, file.contents);
  }
  try {
    renameSync(temporary, target);
  } catch {
    rmSync(temporary, { recursive: true, force: true });
  }
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify({ key, inputs }));
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
  // Older bundles of the step go (one that a build still runs keeps its open files).
  for (const entryName of readdirSync(dir))
    if (entryName.startsWith(`${name}-`) && entryName !== key && !entryName.endsWith('.tmp'))
      rmSync(path.join(dir, entryName), { recursive: true, force: true });
  return path.join(target, `${name}.mjs`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    console.error('Usage: node scripts/run-bundled.mjs <step.ts> [args…]');
    process.exit(2);
  }
  const main = await bundleStep(path.relative(root, path.resolve(entry)));
  // The step reads its arguments from process.argv as when it runs on its own.
  process.argv = [process.argv[0], path.resolve(entry), ...args];
  // A bug's stack trace names the TypeScript source, not the bundle.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(main).href);
}
