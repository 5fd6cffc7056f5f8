import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { assignHeadingIds, headingId, PAGE_IDS } from '@/lib/mdx/heading-ids';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

function ids(markdown: string): string[] {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  assignHeadingIds(tree);
  return tree.children.filter((node): node is Heading => node.type === 'heading').map((node) => headingId(node)!);
}

describe('heading ids beside the page around them', () => {
  it('go around the ids of the layout, so no page writes one twice', () => {
    expect(ids('## Navbar\n\n## Mobile menu\n\n## Main content\n\n## Footnote label\n\n## Navbar')).toEqual([
      'navbar-1',
      'mobile-menu-1',
      'main-content-1',
      'footnote-label-1',
      'navbar-2',
    ]);
  });

  it('keep an explicit id written on two headings for the first and give the next the next free "-n"', () => {
    // As a generated API reference writes a getter and its setter under one id.
    expect(
      ids(
        '## `depth(self)` {#tide-depth}\n\n## `depth(self, value)` {#tide-depth}\n\n## Tide depth 1 {#tide-depth-1}\n\n## Again {#tide-depth}',
      ),
    ).toEqual(['tide-depth', 'tide-depth-2', 'tide-depth-1', 'tide-depth-3']);
  });

  it('know every fixed id the layout writes', () => {
    const dir = 'components/layout';
    const written = readdirSync(dir)
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => [...readFileSync(path.join(dir, file), 'utf8').matchAll(/\sid="([a-z-]+)"/g)].map((m) => m[1]!));
    expect(written.length).toBeGreaterThan(0);
    for (const id of [...written, MAIN_CONTENT_ID]) expect(PAGE_IDS).toContain(id);
  });
});
