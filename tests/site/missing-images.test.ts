import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanContentModules } from '@/lib/site/content-modules';
import { missingImagesError } from '@/lib/site/missing-images';

// The content check lists every Markdown image that names no file, with its line, before next build
// (the compile would stop on the first one only, a page at a time, after a minute of compiling).
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'missing-images-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
fs.mkdirSync(path.join(site, 'blog/kite-day'), { recursive: true });
fs.writeFileSync(path.join(site, 'blog/kite-day/red-kite.png'), 'png');
const post = path.join(site, 'blog/kite-day/index.mdx');

describe('missing images in the content check', () => {
  it('lists every relative image that names no file, with file:line, and leaves URLs and present files alone', () => {
    const body =
      '\n\n\nThe red one flew.\n\n![A red kite](./red-kite.png)\n\n![A blue kite](./blue-kite.png)\n\n![Remote](https://example.org/k.png) ![Site](/img/k.png)\n\nAnd ![a green kite](green%20kite.png) too.\n';
    const result = scanContentModules([{ file: post, shownFile: 'blog/kite-day/index.mdx', body, format: 'mdx' }], site);
    expect(result.missingImages).toEqual([
      { place: 'blog/kite-day/index.mdx:8', url: './blue-kite.png' },
      { place: 'blog/kite-day/index.mdx:12', url: 'green%20kite.png' },
    ]);
    expect(missingImagesError(result.missingImages)).toEqual({
      place: 'blog/kite-day/index.mdx:8',
      problem:
        'the image "./blue-kite.png" names no file, and 1 more:\n  blog/kite-day/index.mdx:12: "green%20kite.png"\nFix: add each file beside the Markdown file that names it, or correct the path (relative to that file).',
    });
  });

  it('reports a path the compile could not decode (a bare "%") and a folder, as the compile would fail on them', () => {
    const body = 'Wind at ![gauge](./gauge-90%.png).\n\nAnd ![the folder](./)\n';
    const result = scanContentModules([{ file: post, shownFile: 'blog/kite-day/index.md', body, format: 'md' }], site);
    expect(result.missingImages).toEqual([
      { place: 'blog/kite-day/index.md:1', url: './gauge-90%.png', malformed: expect.stringContaining('as %25') },
      { place: 'blog/kite-day/index.md:3', url: './' },
    ]);
    expect(missingImagesError(result.missingImages)?.problem).toMatch(
      /^the image "\.\/gauge-90%\.png" is not a valid path: .*%25.*, and 1 more:\n {2}blog\/kite-day\/index\.md:3: "\.\/"\n/,
    );
  });

  it('says nothing when every image is there', () => {
    const result = scanContentModules(
      [{ file: post, shownFile: 'blog/kite-day/index.md', body: '![Kite](red-kite.png)\n', format: 'md' }],
      site,
    );
    expect(missingImagesError(result.missingImages)).toBeUndefined();
  });
});
