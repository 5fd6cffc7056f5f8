import { describe, expect, it } from 'vitest';
import { extractToc } from '@/lib/content/toc';

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
