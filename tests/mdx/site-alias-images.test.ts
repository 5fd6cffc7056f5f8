// `![alt](@site/static/img/x.png)`: Docusaurus resolves `@site/` in a Markdown image's path from the
// site folder; the compile and the content check do too (lib/mdx/images.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';
import { parseSource } from '@/lib/mdx/pipeline';
import { missingImages } from '@/lib/site/missing-images';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-alias-'));
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));
// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
fs.mkdirSync(path.join(siteDir, 'static/img/charts'), { recursive: true });
fs.writeFileSync(path.join(siteDir, 'static/img/charts/tide.png'), png);
fs.mkdirSync(path.join(siteDir, 'docs/guides'), { recursive: true });
const file = path.join(siteDir, 'docs/guides/tides.md');
const body = '# Tides\n\n![Tide chart](@site/static/img/charts/tide.png)\n\n![Gone](@site/static/img/charts/none.png)\n';

describe('@site/ image paths', () => {
  it('the content check finds the file under the site folder and names only the missing one', () => {
    const tree = parseSource(body, { file });
    expect(missingImages(tree, file, 'docs/guides/tides.md', siteDir)).toEqual([
      { place: 'docs/guides/tides.md:5', url: '@site/static/img/charts/none.png' },
    ]);
  });

  it("the page shows it at the public URL of the site folder's file, with its size", async () => {
    const assetUrl = (abs: string) => `/${path.relative(path.join(siteDir, 'static'), abs).split(path.sep).join('/')}`;
    const Content = await compileMdx(body.split('\n\n![Gone]')[0]!, { file, siteDir, assetUrl });
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toMatch(/<img src="\/img\/charts\/tide\.png" alt="Tide chart" width="1" height="1"/);
  });
});
