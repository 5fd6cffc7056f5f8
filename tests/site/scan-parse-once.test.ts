import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outlineTree } from '@/lib/mdx/pipeline';
import { scanContentModules, type ContentSource } from '@/lib/site/content-modules';

// The content check parsed every doc twice: its outline (headings, first paragraph) and the import
// scan. The scan now skips a body with nothing for it that the outline has parsed as MDX already.

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/mdx/pipeline', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/mdx/pipeline')>();
  return {
    ...actual,
    parseSource: (...args: Parameters<typeof actual.parseSource>) => {
      parses.count += 1;
      return actual.parseSource(...args);
    },
  };
});

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-parse-once-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

/** A doc as the scan gets it: the front matter's lines blanked, which the outline does not get. */
function doc(name: string, body: string): ContentSource {
  return { file: path.join(site, 'docs', name), shownFile: `docs/${name}`, body: `\n\n\n${body}`, format: 'mdx' };
}

const plain = (n: number) =>
  `Guide ${n} of the gauge.\n\n## Setting up\n\n\`\`\`js\nconst x = { a: 1 };\n\`\`\`\n\n:::tip\n\nCalibrate [first](./other.md).\n\n:::\n`;

beforeEach(() => {
  parses.count = 0;
});

describe('the import scan and the outline parse a doc once', () => {
  it('skips plain Markdown the outline has parsed as MDX', () => {
    outlineTree(plain(1), 'mdx');
    parses.count = 0;
    expect(scanContentModules([doc('one.md', plain(1))], site).imports).toBe(0);
    expect(parses.count).toBe(0);
  });

  it('parses what the outline has not parsed, and what has imports, JSX or images', () => {
    const withImage = `${plain(2)}\n![Map](./map.png)\n`;
    const withJsx = `${plain(3)}\n<Badge />\n`;
    for (const body of [withImage, withJsx]) outlineTree(body, 'mdx');
    parses.count = 0;
    expect(() => scanContentModules([doc('unseen.md', plain(4))], site)).not.toThrow();
    expect(parses.count).toBe(1);
    expect(scanContentModules([doc('image.md', withImage)], site).missingImages).toHaveLength(1);
    expect(() => scanContentModules([doc('jsx.md', withJsx)], site)).toThrow(/<Badge> is used but never imported/);
    expect(parses.count).toBe(3);
  });

  it('still reports an MDX syntax error the outline read past as Markdown', () => {
    const broken = 'Text {oops\n';
    outlineTree(broken, 'mdx');
    expect(() => scanContentModules([doc('broken.md', broken)], site)).toThrow(/^docs\/broken\.md:4:\d+: MDX syntax error: /);
  });
});
