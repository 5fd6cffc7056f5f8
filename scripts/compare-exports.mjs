#!/usr/bin/env node
// Are two exports the same site? `npm run compare:exports -- <before> <after>` compares two
// export folders (out/ of two builds) file by file, apart from what every build names anew: the build
// id (the folder under _next/static holding _buildManifest.js, and every mention of it) and the
// content-hashed file names (_next/static/chunks/…, media, sidebars, the moved inline styles). A
// refactor that changes no behaviour leaves every page, payload, feed and index byte-identical; it
// may change the bundled code, which this lists apart ("code") so a reviewer sees which chunks moved.
// Exit status 0 when nothing but the code differs (--strict: nothing at all), 1 otherwise.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFiles } from '../lib/files/tree.ts';

const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|pdf|zip|gz|br|wasm|mp4|webm)$/i;
/** Files whose names are content hashes: every bundler output, and the post-build steps' hashed files. */
const HASHED = /^_next\/static\/(?!.*_buildManifest)|(^|\/)[^/]*[.-][0-9a-f]{8,}\.(css|js|json)$/;
/** Bundled code: it may change when the source is refactored, without any page changing. */
const CODE = /^_next\/static\/chunks\/.*\.js$/;

/** The build id: the folder under _next/static that holds the build manifest. */
function buildIdOf(files) {
  const manifest = files.find((file) => /^_next\/static\/[^/]+\/_buildManifest\.js$/.test(file));
  return manifest?.split('/')[2];
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An export with its build id and hashed names replaced by placeholders: the build id by BUILD_ID,
 * each hashed file name by `hashed-N.ext`, N counting first mentions over the files in path order
 * (so two builds that mention the same files in the same places get the same names).
 * @returns {Map<string, { code: boolean, body: Buffer | string }>} normalised path → normalised content
 */
export function normaliseExport(root) {
  const files = listFiles(root);
  const buildId = buildIdOf(files);
  const hashed = files.filter(
    (file) => file !== undefined && HASHED.test(file) && !(buildId && file.startsWith(`_next/static/${buildId}/`)),
  );
  const names = [...new Set(hashed.map((file) => path.posix.basename(file)))];
  const placeholders = new Map();
  const placeholder = (name) => {
    if (!placeholders.has(name)) placeholders.set(name, `hashed-${placeholders.size + 1}${path.posix.extname(name)}`);
    return placeholders.get(name);
  };
  // Longest first, so a name that contains another is replaced whole.
  const pattern = names.length
    ? new RegExp(
        names
          .sort((a, b) => b.length - a.length)
          .map(escape)
          .join('|'),
        'g',
      )
    : undefined;
  const idPattern = buildId ? new RegExp(escape(buildId), 'g') : undefined;
  const text = (value) => {
    let out = idPattern ? value.replace(idPattern, 'BUILD_ID') : value;
    if (pattern) out = out.replace(pattern, (name) => placeholder(name));
    return out;
  };
  const result = new Map();
  // Pages first, then the hashed files themselves: placeholders follow the order pages mention them.
  const ordered = [...files.filter((file) => !HASHED.test(file)), ...files.filter((file) => HASHED.test(file))];
  for (const file of ordered) {
    const raw = readFileSync(path.join(root, file));
    const body = BINARY.test(file) ? raw : text(raw.toString('utf8'));
    result.set(text(file), { code: CODE.test(file), body });
  }
  return result;
}

/** The first line where two texts differ, for the report. */
function firstDifference(a, b) {
  if (typeof a !== 'string' || typeof b !== 'string') return 'binary content differs';
  const left = a.split('\n');
  const right = b.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === right[i]) continue;
    let at = 0;
    while (at < (left[i] ?? '').length && left[i]?.[at] === right[i]?.[at]) at++;
    const cut = (line) => (line ?? '(no line)').slice(Math.max(0, at - 60), at + 100);
    return `line ${i + 1}, column ${at + 1}:\n    - ${cut(left[i])}\n    + ${cut(right[i])}`;
  }
  return 'same lines, different line endings';
}

/** The differences between two exports: files only in one, and files whose normalised content differs. */
export function compareExports(before, after) {
  const a = normaliseExport(before);
  const b = normaliseExport(after);
  const onlyBefore = [...a.keys()].filter((file) => !b.has(file));
  const onlyAfter = [...b.keys()].filter((file) => !a.has(file));
  const pages = [];
  const code = [];
  for (const [file, left] of a) {
    const right = b.get(file);
    if (!right) continue;
    const same = Buffer.isBuffer(left.body) ? Buffer.isBuffer(right.body) && left.body.equals(right.body) : left.body === right.body;
    if (same) continue;
    (left.code ? code : pages).push({ file, detail: firstDifference(left.body, right.body) });
  }
  return { files: a.size, onlyBefore, onlyAfter, pages, code };
}

function main([before, after, ...flags]) {
  if (
    !before ||
    !after ||
    !statSync(before, { throwIfNoEntry: false })?.isDirectory() ||
    !statSync(after, { throwIfNoEntry: false })?.isDirectory()
  ) {
    console.error(
      'Usage: npm run compare:exports -- <before-folder> <after-folder> [--strict]  (two export folders, e.g. a copy of out/ and out/)',
    );
    return 2;
  }
  const strict = flags.includes('--strict');
  const { files, onlyBefore, onlyAfter, pages, code } = compareExports(before, after);
  const show = (title, list) => {
    if (!list.length) return;
    console.log(`${title} (${list.length}):`);
    for (const item of list.slice(0, 20)) console.log(typeof item === 'string' ? `  ${item}` : `  ${item.file}: ${item.detail}`);
    if (list.length > 20) console.log(`  … and ${list.length - 20} more`);
  };
  show(`Only in ${before}`, onlyBefore);
  show(`Only in ${after}`, onlyAfter);
  show('Pages and data that differ', pages);
  show('Bundled code that differs (chunks)', code);
  const failed = onlyBefore.length + onlyAfter.length + pages.length + (strict ? code.length : 0) > 0;
  console.log(
    failed
      ? `The exports differ: ${onlyBefore.length + onlyAfter.length} files in one only, ${pages.length} pages or data files, ${code.length} chunks.`
      : `Same site: ${files} files identical apart from the build id and hashed names${code.length ? `; ${code.length} chunks of bundled code differ` : ''}.`,
  );
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
