import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';
import { localFileOf } from '@/lib/mdx/file-links';

const dir = path.join(__dirname, 'fixtures/file-links');
const file = path.join(dir, 'page.md');
const assetUrl = (abs: string) => `/assets/files/${path.relative(dir, abs)}`;

async function html(markdown: string): Promise<string> {
  const Content = await compileMdx(markdown, { file, format: 'md', assetUrl });
  return renderToStaticMarkup(<Content />);
}

describe('relative links to files', () => {
  it('link to the published file, keeping the fragment', async () => {
    expect(await html('[the sample](./sub/sample.txt) and [again](sub/sample.txt#top)')).toBe(
      '<p><a href="/assets/files/sub/sample.txt">the sample</a> and <a href="/assets/files/sub/sample.txt#top">again</a></p>',
    );
  });

  it('leave routes, missing files, folders and absolute links as written', async () => {
    const out = await html('[a](../other) [b](./missing.zip) [c](./sub) [d](/img/x.png) [e](https://example.com/x.txt)');
    expect(out).toContain('href="../other"');
    expect(out).toContain('href="./missing.zip"');
    expect(out).toContain('href="./sub"');
    expect(out).toContain('href="/img/x.png"');
    expect(out).toContain('href="https://example.com/x.txt"');
  });
});

describe('localFileOf (shared by the page and the feed)', () => {
  it('names the existing non-Markdown file a relative link points at, and nothing else', () => {
    expect(localFileOf('./sub/sample.txt#top', file)).toBe(path.join(dir, 'sub/sample.txt'));
    for (const url of ['../other', './missing.zip', './sub', '/img/x.png', 'https://example.com/x.txt', './page.md', '#top']) {
      expect(localFileOf(url, file), url).toBeUndefined();
    }
  });
});
