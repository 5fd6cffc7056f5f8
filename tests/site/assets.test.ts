import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_ASSETS_ROUTE, contentAssetUrl, isContentAsset } from '@/lib/site/assets';

describe('contentAssetUrl', () => {
  const site = path.join(path.sep, 'sites', 'gizmo');

  it('publishes a file beside the content under /assets/files, keeping its path in the site folder', () => {
    expect(CONTENT_ASSETS_ROUTE).toBe('/assets/files');
    expect(contentAssetUrl(path.join(site, 'docs', 'guides', 'img', 'x.png'), site)).toBe('/assets/files/docs/guides/img/x.png');
    expect(contentAssetUrl(path.join(site, 'docs'), site)).toBe('/assets/files/docs');
  });

  it('encodes each segment, not the slashes', () => {
    expect(contentAssetUrl(path.join(site, 'blog', 'my post', 'photo #1?.jpg'), site)).toBe(
      '/assets/files/blog/my%20post/photo%20%231%3F.jpg',
    );
    expect(contentAssetUrl(path.join(site, 'docs', 'café.pdf'), site)).toBe('/assets/files/docs/caf%C3%A9.pdf');
  });

  it('gives no URL for the site folder itself or anything outside it', () => {
    expect(contentAssetUrl(site, site)).toBeUndefined();
    expect(contentAssetUrl(path.join(path.sep, 'sites', 'other', 'x.png'), site)).toBeUndefined();
    expect(contentAssetUrl(path.join(path.sep, 'sites', 'gizmo-two', 'x.png'), site)).toBeUndefined();
  });
});

describe('isContentAsset', () => {
  it('publishes images, documents and data files', () => {
    for (const file of ['img/x.png', 'guides/manual.pdf', 'data.json', 'notes.txt', 'a/b/c.svg', 'tags.json', 'my-authors.yml'])
      expect(isContentAsset(file), file).toBe(true);
  });

  it('never publishes sources: Markdown, code, authors and tags files', () => {
    for (const file of [
      'intro.md',
      'a/page.mdx',
      'sidebars.js',
      'x.cjs',
      'y.mjs',
      'z.ts',
      'w.tsx',
      'c.jsx',
      'authors.yml',
      'blog/authors.yaml',
      'authors.json',
      'tags.yml',
      'docs/tags.yaml',
      'INTRO.MD',
    ]) {
      expect(isContentAsset(file), file).toBe(false);
    }
  });

  it('never publishes partials, hidden files or node_modules', () => {
    for (const file of ['_partial.png', 'img/_drafts/x.png', '.DS_Store', 'img/.hidden/x.png', 'node_modules/pkg/logo.png'])
      expect(isContentAsset(file), file).toBe(false);
  });
});
