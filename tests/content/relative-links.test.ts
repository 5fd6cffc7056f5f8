import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content/docs';
import { compileMdx } from '@/lib/mdx/compile';
import { resolvePageRelativeLink } from '@/lib/mdx/doc-links';

// Docs whose links are relative URLs, not file paths ("./guides/setup"): Docusaurus serves an index
// doc at "/docs/guides/" (trailing slash), so the browser resolves them against that folder.
const root = path.join(__dirname, 'fixtures', 'relative-links');
const docs = loadDocs({ root, repoRoot: path.join(__dirname, 'fixtures'), includeDrafts: false, lastUpdate: () => undefined, onInlineTags: 'ignore' });

async function links(id: string): Promise<string[]> {
  const doc = docs.docs.find((d) => d.id === id)!;
  const Content = await compileMdx(fs.readFileSync(doc.absFile, 'utf8').replace(/^---[\s\S]*?---\n/, ''), {
    file: doc.absFile,
    format: 'md',
    docRoute: (file) => docs.routeByFile.get(file),
    pageUrl: doc.permalink,
  });
  return [...renderToStaticMarkup(createElement(Content)).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
}

describe('relative links that name no file', () => {
  it('gives index docs and slugs ending in "/" a folder permalink, others their route', () => {
    const permalink = (id: string) => docs.docs.find((d) => d.id === id)!.permalink;
    expect(permalink('index')).toBe('/docs/');
    expect(permalink('guides/index')).toBe('/docs/guides/');
    expect(permalink('guides/setup')).toBe('/docs/guides/setup');
    expect(permalink('guides/moved')).toBe('/docs/moved/');
    expect(docs.docs.find((d) => d.id === 'guides/moved')!.route).toBe('/docs/moved');
  });

  it('resolve against the Docusaurus permalink into routes, as the browser does there', async () => {
    expect(await links('index')).toEqual(['/docs/guides/setup', '/docs/guides/']);
    expect(await links('guides/index')).toEqual(['/docs/guides/setup#install', '/docs/', './sample.json']);
    expect(await links('guides/setup')).toEqual(['/docs/guides', '/docs']);
    expect(await links('guides/moved')).toEqual(['/docs/guides/setup']);
  });

  it("follow the site's trailingSlash as Docusaurus does: true ends every permalink in \"/\", false none", async () => {
    const load = (trailingSlash: boolean) =>
      loadDocs({ root, repoRoot: path.join(__dirname, 'fixtures'), includeDrafts: false, lastUpdate: () => undefined, onInlineTags: 'ignore', trailingSlash });
    const slashed = load(true).docs;
    expect(slashed.find((d) => d.id === 'guides/setup')!.permalink).toBe('/docs/guides/setup/');
    expect(slashed.find((d) => d.id === 'guides/setup')!.route).toBe('/docs/guides/setup');
    // "../" from /docs/guides/setup/ is the guides folder, not the docs root as on a clean URL.
    expect(resolvePageRelativeLink('../index#top', path.join(root, 'guides/setup.md'), '/docs/guides/setup/')).toBe('/docs/guides/index#top');
    const bare = load(false).docs;
    expect(bare.find((d) => d.id === 'guides/index')!.permalink).toBe('/docs/guides');
    expect(bare.find((d) => d.id === 'index')!.permalink).toBe('/docs');
  });

  it('leave absolute, external, anchor and file links alone', () => {
    const from = path.join(root, 'guides/index.md');
    for (const url of ['/docs/x', 'https://example.com/', '#top', 'mailto:a@b.c', './sample.json', '']) {
      expect(resolvePageRelativeLink(url, from, '/docs/guides/')).toBeUndefined();
    }
  });
});
