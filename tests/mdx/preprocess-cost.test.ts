import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Processor } from 'unified';

// Counts the Markdown parses preprocessSource runs to find the code of a source: each is as costly as
// the page's own parse, and a doc went through the step four times per build (issue 29).
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('remark-parse', async (importOriginal) => {
  const actual = (await importOriginal<typeof import('remark-parse')>()).default;
  return {
    default: function countedParse(this: Processor, ...args: Parameters<typeof actual>) {
      actual.apply(this, args);
      const parser = this.parser!;
      this.parser = (document, file) => {
        parses.count++;
        return parser(document, file);
      };
    },
  };
});

const { preprocessSource } = await import('@/lib/mdx/preprocess');
const all = { comments: true, admonitions: true, headingIds: true };

describe('preprocessSource: the code of a source is parsed only when a step has something to change', () => {
  beforeEach(() => {
    parses.count = 0;
  });

  it('parses nothing for admonitions without a legacy title and headings without {#id}', () => {
    const source = ':::tip\n\nCalibrate `:::tip Code`.\n\n:::\n\n## Setting up\n\n```md\n:::note\n```\n\nA {#brace} in text.\n';
    expect(preprocessSource(source, 'mdx', all)).toBe(source);
    expect(parses.count).toBe(0);
  });

  it('parses each text a step edits once, and keeps code as written', () => {
    const source = ':::tip Read this\n\nText\n\n:::\n\n## Title {#custom-id}\n\n`:::tip Code title`\n';
    expect(preprocessSource(source, 'mdx', all)).toBe(
      ':::tip[Read this]\n\nText\n\n:::\n\n## Title \\{#custom-id\\}\n\n`:::tip Code title`\n',
    );
    // Once for the titles; the titled text is parsed again for the ids, as the titles may move code.
    expect(parses.count).toBe(2);
    parses.count = 0;
    expect(preprocessSource('## Title {#custom-id}\n\n`## Code {#kept}`\n', 'mdx', all)).toBe(
      '## Title \\{#custom-id\\}\n\n`## Code {#kept}`\n',
    );
    expect(parses.count).toBe(1);
  });

  it('parses for comments only when the source has one', () => {
    expect(preprocessSource('Before <!-- note --> after\n', 'mdx', all)).toBe('Before {/*  note */} after\n');
    expect(parses.count).toBe(1);
  });
});
