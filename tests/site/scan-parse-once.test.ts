import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outlineTree } from '@/lib/mdx/pipeline';
import { createScanMemo, scanContentModules, type ContentSource } from '@/lib/site/content-modules';

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

describe('npm run dev: the import scan after an edit parses the edited files only', () => {
  const withJsx = (n: number) => `${plain(n)}\nimport Badge from './badge.mdx';\n\n<Badge />\n`;
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(site, 'docs', 'badge.mdx'), 'A badge.\n');

  it('parses each file once while its text is unchanged, whatever the number of files; plain Markdown not at all', () => {
    for (const count of [10, 40]) {
      const memo = createScanMemo();
      // Half the docs import a partial and use JSX (parsed), half are plain Markdown (never parsed under a memo).
      const sources = Array.from({ length: count }, (_, i) => doc(`d${i}.md`, i % 2 ? withJsx(i) : plain(i)));
      parses.count = 0;
      expect(scanContentModules(sources, site, () => {}, memo).imports).toBe(count / 2);
      // Every JSX doc (the partial they import is plain Markdown).
      expect(parses.count).toBe(count / 2);
      parses.count = 0;
      const edited = sources.map((source, i) => (i === 1 ? doc('d1.md', `${withJsx(1)}\nEdited.\n`) : source));
      expect(scanContentModules(edited, site, () => {}, memo).imports).toBe(count / 2);
      expect(parses.count, `${count} docs`).toBe(1);
    }
  });

  it("reads a kept file's partials again: an edited partial is scanned, a missing import in it is reported", () => {
    const memo = createScanMemo();
    const sources = [doc('uses-badge.md', withJsx(7))];
    scanContentModules(sources, site, () => {}, memo);
    fs.writeFileSync(path.join(site, 'docs', 'badge.mdx'), "import Nothing from './nothing';\n\nA badge.\n");
    try {
      expect(() => scanContentModules(sources, site, () => {}, memo)).toThrow(/cannot import "\.\/nothing"/);
    } finally {
      fs.writeFileSync(path.join(site, 'docs', 'badge.mdx'), 'A badge.\n');
    }
  });
});
