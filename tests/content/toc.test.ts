import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { extractToc } from '@/lib/content/toc';
import { compileMdx } from '@/lib/mdx/compile';

const body = `# Page title

Intro text.

## Getting started

### Install it

#### Deep detail

## Getting started

## Custom one {#my-id}

\`\`\`md
## Not a heading
\`\`\`

## With \`code\` and [a link](/x)

A footnote.[^1]

[^1]: The note.
`;

describe('extractToc', () => {
  it('lists h2 and h3 by default with slug ids, unique within the page', () => {
    expect(extractToc(body)).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'install-it', text: 'Install it', level: 3 },
      { id: 'getting-started-1', text: 'Getting started', level: 2 },
      { id: 'my-id', text: 'Custom one', level: 2 },
      { id: 'with-code-and-a-link', text: 'With code and a link', level: 2 },
    ]);
  });

  it('keeps a word after a colon in a heading (`test:unit` is no directive), with the id the page gives it', async () => {
    const source = '## npm run test:unit\n\n## npm run test:e2e\n';
    const Content = await compileMdx(source, { file: '/repo/docs/commands.md' });
    const html = renderToStaticMarkup(createElement(Content));
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['npm-run-testunit', 'npm-run-teste2e']);
    for (const format of ['md', 'mdx'] as const) {
      const toc = extractToc(source, { format });
      expect(toc.map((item) => item.text)).toEqual(['npm run test:unit', 'npm run test:e2e']);
      expect(toc.map((item) => item.id)).toEqual(ids);
    }
  });

  it('honours the level range', () => {
    expect(extractToc(body, { minLevel: 3, maxLevel: 4 }).map((item) => item.id)).toEqual(['install-it', 'deep-detail']);
  });

  it('never lists the footnotes heading', () => {
    expect(extractToc(body).some((item) => item.id.includes('footnote'))).toBe(false);
  });

  it('finds headings inside JSX in MDX and parses plain Markdown with format md', () => {
    const mdx = '<Tabs>\n<TabItem value="a">\n\n## Inside a tab\n\n</TabItem>\n</Tabs>\n';
    expect(extractToc(mdx)).toEqual([{ id: 'inside-a-tab', text: 'Inside a tab', level: 2 }]);
    expect(extractToc('## A <b>bold</b> move {#move}\n', { format: 'md' })).toEqual([{ id: 'move', text: 'A bold move', level: 2 }]);
  });

  it('gives an explicit id priority over an automatic slug that would take it', () => {
    expect(extractToc('## Alpha\n\n## Other {#alpha}\n').map((item) => item.id)).toEqual(['alpha-1', 'alpha']);
  });
});

describe('extractToc on plain Markdown given as MDX', () => {
  it('falls back to CommonMark when the body is not valid MDX', () => {
    expect(extractToc('## Before <!-- truncate -->\n\nText <!-- truncate -->\n\n## After\n')).toEqual([
      { id: 'before', text: 'Before', level: 2 },
      { id: 'after', text: 'After', level: 2 },
    ]);
  });
});

describe('extractToc with the site markdown.math', () => {
  // import:docusaurus writes math: false for a site without remark-math: its pages read `$` as text, and so must
  // their TOC, or its link misses the heading (the outline parsed math on: "Cost of  items", #cost-of--items).
  it.each([
    [false, 'Cost of $n$ items'],
    [true, 'Cost of  items'],
  ])('math %s: the entries have the ids and text of the page’s headings', async (math, text) => {
    const source = '## Cost of $n$ items\n';
    const Content = await compileMdx(source, { file: '/repo/docs/costs.md', math });
    const ids = [...renderToStaticMarkup(createElement(Content)).matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
    const toc = extractToc(source, { math });
    expect(toc.map((item) => item.id)).toEqual(ids);
    expect(toc.map((item) => item.text)).toEqual([text]);
  });
});
