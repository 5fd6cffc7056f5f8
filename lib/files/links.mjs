// Hard links where a build puts the same file in two places (issue 29, "a build that grows
// linearly"). Making a file costs far more than its bytes on the disks builds run on: here 0.5 ms of
// kernel time a file, so 184 MB in 7,000 files took 4.8 CPU s to copy and 0.12 s to link, and a
// 1,000-doc build copied each page's five files twice (next build from .next/server/app into the
// export, the post-build step into the export cache). A link is a second name for one file: whoever
// changes a linked file must replace it (lib/files/write-if-changed.ts writeAtomic), never write
// into it, or the other name changes too. Plain JavaScript: next.config.mjs installs the second half.
import fs from 'node:fs';
import path from 'node:path';

/** Why a link cannot be made here (another disk, a file system without links, a file at its limit): a copy is made instead. */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS', 'EACCES']);

/**
 * Puts the file `from` at `to` (its folder must exist), replacing a file there: a hard link, or a
 * copy where the file system cannot link them.
 * @param {string} from
 * @param {string} to
 */
export function linkFile(from, to) {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? '';
    if (code === 'EEXIST') {
      fs.rmSync(to, { force: true });
      linkFile(from, to);
    } else if (CANNOT_LINK.has(code)) fs.copyFileSync(from, to);
    else throw error;
  }
}

const LINKING = Symbol.for('docs-site.linked-export-copies');

/**
 * Makes next build's copies of its prerendered pages into the export folder hard links. With
 * `output: 'export'`, next build writes each page's files (HTML, payload, segment payloads) under
 * `<build>/server/app/` and then copies every one of them into the export folder with
 * `fs.promises.copyFile` (next/dist/export/index.js). The source is never written again: the next
 * build deletes the build folder before it renders (`cleanDistDir`, on by default). Only that copy
 * is changed, and only in this process: a copy from anywhere else, or one whose link fails, copies
 * as before. Installed once per process; returns whether this call installed it.
 * @param {{ buildDir: string, exportDir: string }} dirs  absolute: next build's folder (.next) and the export folder
 * @returns {boolean}
 */
export function linkExportCopies({ buildDir, exportDir }) {
  const promises = fs.promises;
  if (/** @type {Record<symbol, unknown>} */ (promises.copyFile)[LINKING]) return false;
  const pages = path.join(path.resolve(buildDir), 'server', 'app') + path.sep;
  const target = path.resolve(exportDir) + path.sep;
  const copy = promises.copyFile;
  /** @type {typeof fs.promises.copyFile} */
  const copyFile = async (from, to, mode) => {
    if (typeof from === 'string' && typeof to === 'string' && path.resolve(from).startsWith(pages) && path.resolve(to).startsWith(target)) {
      try {
        await promises.link(from, to).catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
          if (error.code !== 'EEXIST') throw error;
          await promises.rm(to, { force: true });
          await promises.link(from, to);
        });
        return;
      } catch {
        // Copied below, as next build would.
      }
    }
    return copy(from, to, mode);
  };
  Object.defineProperty(copyFile, LINKING, { value: true });
  promises.copyFile = copyFile;
  return true;
}
