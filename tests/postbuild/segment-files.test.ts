import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_PAGE_SEGMENT, removeFullPageSegments } from '@/lib/postbuild/segment-files';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** An export folder as next build writes it: each page's HTML and .txt, and its segment folder. */
function exportOf(pages: string[]): string {
  dir = mkdtempSync(path.join(tmpdir(), 'segments-'));
  for (const page of pages) {
    const base = page === '' ? 'index' : page;
    const folder = path.join(dir, page);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(dir, `${base}.html`), '<html></html>');
    writeFileSync(path.join(dir, `${base}.txt`), `payload of ${base}`);
    writeFileSync(path.join(folder, '__next._tree.txt'), 'tree');
    writeFileSync(path.join(folder, '__next.$oc$slug.__PAGE__.txt'), 'page segment');
    writeFileSync(path.join(folder, FULL_PAGE_SEGMENT), `payload of ${base}`);
  }
  return dir;
}

describe('removeFullPageSegments', () => {
  it("removes each page's copy of its own payload, and keeps what navigation and prefetch fetch", () => {
    const out = exportOf(['', 'docs/intro', '_not-found']);
    expect(removeFullPageSegments(out)).toEqual({
      files: 3,
      bytes: 'payload of index'.length + 'payload of docs/intro'.length + 'payload of _not-found'.length,
    });
    for (const folder of ['', 'docs/intro', '_not-found']) {
      expect(
        readdirSync(path.join(out, folder))
          .filter((name) => name.startsWith('__next.'))
          .sort(),
      ).toEqual(['__next.$oc$slug.__PAGE__.txt', '__next._tree.txt']);
    }
    expect(readdirSync(path.join(out, 'docs')).sort()).toEqual(['intro', 'intro.html', 'intro.txt']);
    expect(removeFullPageSegments(out)).toEqual({ files: 0, bytes: 0 });
  });

  it('keeps a copy whose page has no .txt of its own: then it may be all there is', () => {
    const out = exportOf(['docs/intro']);
    rmSync(path.join(out, 'docs/intro.txt'));
    expect(removeFullPageSegments(out)).toEqual({ files: 0, bytes: 0 });
    expect(readdirSync(path.join(out, 'docs/intro'))).toContain(FULL_PAGE_SEGMENT);
  });
});
