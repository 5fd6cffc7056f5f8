import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDocLink } from '@/lib/mdx/doc-links';

const root = path.resolve('/repo/content/docs');
const routes = new Map([
  [path.join(root, 'intro.md'), '/docs/intro'],
  [path.join(root, 'basics', 'create-a-page.md'), '/docs/basics/create-a-page'],
  [path.join(root, 'basics', 'markdown features.mdx'), '/docs/basics/markdown-features'],
]);
const from = path.join(root, 'basics', 'deploy.md');

describe('resolveDocLink', () => {
  it('turns relative file paths into routes, keeping the hash', () => {
    expect(resolveDocLink('./create-a-page.md', from, routes)).toBe('/docs/basics/create-a-page');
    expect(resolveDocLink('create-a-page.md#step-2', from, routes)).toBe('/docs/basics/create-a-page#step-2');
    expect(resolveDocLink('../intro.md', from, routes)).toBe('/docs/intro');
    expect(resolveDocLink('./markdown%20features.mdx', from, routes)).toBe('/docs/basics/markdown-features');
  });

  it('looks a root-relative Markdown path up in the docs folder, then the site folder, as Docusaurus', () => {
    const site = path.resolve('/repo');
    const roots = [root, site.replace(/repo$/, 'repo/content')];
    expect(resolveDocLink('/basics/create-a-page.md', from, routes, roots)).toBe('/docs/basics/create-a-page');
    expect(resolveDocLink('/docs/intro.md#top', from, routes, roots)).toBe('/docs/intro#top');
    expect(resolveDocLink('/docs/missing.md', from, routes, roots)).toBeNull();
    expect(resolveDocLink('/docs/intro.md', from, routes)).toBeUndefined();
  });

  it('returns null for a Markdown file that is not a doc (a broken link)', () => {
    expect(resolveDocLink('./missing.md', from, routes)).toBeNull();
  });

  it('leaves routes, anchors, external links and other files alone', () => {
    for (const url of ['/docs/intro', '#top', 'https://example.com/a.md', 'mailto:a@b.c', './img/x.png', 'page']) {
      expect(resolveDocLink(url, from, routes)).toBeUndefined();
    }
  });
});
