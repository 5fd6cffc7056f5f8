// Next.js 16 writes four payload files per page into a static export: `<page>.txt`, which a client
// navigation fetches, `<page>/__next._tree.txt` and `<page>/__next.<segment>.txt`, which a prefetch
// fetches, and `<page>/__next._full.txt`, the same bytes as `<page>.txt` again, kept for a server's
// cache handler. Nothing fetches that one from a static host: Next's client has no request for it
// (node_modules/next/dist/client names no `_full`; a navigation asks for `<page>.txt`). So it is
// removed: a third of the export's payload bytes (31 KB for a generated doc page; about 330 MB of a
// 10,000-doc export), and one file of four fewer to upload.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '@/lib/files/tree';

/** The segment file Next writes beside a page that repeats the page's own `.txt`. */
export const FULL_PAGE_SEGMENT = '__next._full.txt';

/**
 * Removes every `__next._full.txt` of the export whose page has its own `.txt` (`a/b/__next._full.txt`
 * beside `a/b.txt`; the home page's beside `index.txt`): the payload a navigation fetches stays, its
 * copy goes. Returns how many files and bytes went.
 */
export function removeFullPageSegments(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const segments = listFiles(dir, { skip: (name) => name === '_next', keep: (rel) => path.posix.basename(rel) === FULL_PAGE_SEGMENT });
  for (const rel of segments) {
    const folder = path.posix.dirname(rel);
    const page = path.join(dir, folder === '.' ? 'index.txt' : `${folder}.txt`);
    if (!fs.existsSync(page)) continue;
    const file = path.join(dir, rel);
    bytes += fs.statSync(file).size;
    fs.rmSync(file);
    files += 1;
  }
  return { files, bytes };
}
