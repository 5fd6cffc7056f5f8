import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '@/lib/config/schema';
import { compileMdx } from '@/lib/mdx/compile';
import { contentAssetUrl, siteAssetUrl } from '@/lib/site/assets';

// A Docusaurus-style site whose docs name images in static/ by relative path (../../static/img/x.svg).
const siteDir = path.join(__dirname, 'fixtures/static-images');
const site = {
  siteDir,
  config: validateSiteConfig({ title: 'T', url: 'https://example.com', basePath: '', staticDirectories: ['static'] }),
};

describe('the URL of a file content names by relative path', () => {
  it('is its static URL when the file is in a static folder, which publishes it already', () => {
    expect(siteAssetUrl(path.join(siteDir, 'static/img/screen.svg'), site)).toBe('/img/screen.svg');
    expect(contentAssetUrl(path.join(siteDir, 'static/img/screen.svg'), siteDir, [path.join(siteDir, 'static')])).toBe('/img/screen.svg');
  });

  it('is under /assets/files for a file beside the content, and none outside the site folder', () => {
    expect(siteAssetUrl(path.join(siteDir, 'docs/guides/img/diagram.svg'), site)).toBe('/assets/files/docs/guides/img/diagram.svg');
    expect(siteAssetUrl(path.join(siteDir, '../elsewhere.png'), site)).toBeUndefined();
  });

  it('reaches the page: a doc image into ../../static is shown from the static URL', async () => {
    const file = path.join(siteDir, 'docs/guides/setup.md');
    const Content = await compileMdx(fs.readFileSync(file, 'utf8'), { file, format: 'md', assetUrl: (abs) => siteAssetUrl(abs, site) });
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('src="/img/screen.svg"');
    expect(html).toContain('src="/assets/files/docs/guides/img/diagram.svg"');
  });
});
