import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiLinkTarget } from '@/lib/mdx/api-links';
import { formatOf, markdownTwin, outlineTree, parseStats, shareParses, type PipelineOptions } from '@/lib/mdx/pipeline';

// Golden pairs: <name>.input.mdx (or .md) beside <name>.expected.md, the plain Markdown twin the
// text preset must write for it. Every fixture is our own text.
const dir = path.join(__dirname, 'fixtures', 'twins');

const operations: Record<string, ApiLinkTarget> = {
  'calc#divide': { href: '/api/calc#operation/divide', method: 'POST', path: '/calc/divide', summary: 'Divide two numbers' },
  'calc#add': { href: '/api/calc#operation/add', method: 'POST', path: '/calc/add', summary: 'Add two numbers' },
};

/** The options a site binding would pass: a docs page at /docs/page under https://site.test/base. */
export function siteOptions(file: string): PipelineOptions {
  return {
    file,
    pageUrl: '/docs/page',
    docRoute: (doc) =>
      new Map([
        [path.join(dir, 'tides.md'), '/docs/guide/tides'],
        [path.join(dir, '..', 'moon.mdx'), '/docs/moon'],
      ]).get(doc),
    assetUrl: (absFile) => `/assets/files/docs/guide/${path.basename(absFile)}`,
    resolveApiLink: (api, op) => {
      const target = operations[`${api}#${op}`];
      if (!target) throw new Error(`no operation "${op}" in "${api}".`);
      return target;
    },
    absolute: (route) => `https://site.test/base${route}`,
    pageAbsoluteUrl: 'https://site.test/base/docs/page',
    onBrokenLink: (message) => {
      throw new Error(message);
    },
  };
}

const pairs = fs
  .readdirSync(dir)
  .filter((name) => /\.input\.mdx?$/.test(name))
  .map((name) => name.replace(/\.input\.mdx?$/, ''));

describe('the plain Markdown twin (text preset), golden pairs', () => {
  it('has a pair for every construct the twin rewrites', () => {
    expect(pairs.sort()).toEqual(['admonitions', 'code', 'imports', 'jsx', 'links', 'tables', 'tabs']);
  });

  it.each(pairs)('%s', async (name) => {
    const input = fs.readdirSync(dir).find((file) => file.startsWith(`${name}.input.`))!;
    const source = fs.readFileSync(path.join(dir, input), 'utf8');
    const expected = fs.readFileSync(path.join(dir, `${name}.expected.md`), 'utf8').trim();
    expect(await markdownTwin(source, siteOptions(path.join(dir, input)))).toBe(expected);
  });
});

describe('the twin from a shared parse (the content check: lib/mdx/pipeline.ts shareParses)', () => {
  it.each(pairs)('%s: the same Markdown from the outline’s tree as from its own parse', async (name) => {
    const input = fs.readdirSync(dir).find((file) => file.startsWith(`${name}.input.`))!;
    const source = fs.readFileSync(path.join(dir, input), 'utf8');
    const expected = fs.readFileSync(path.join(dir, `${name}.expected.md`), 'utf8').trim();
    shareParses(true);
    try {
      // The outline parses first (the check's docs load), then the twin takes a copy of its tree.
      outlineTree(source, formatOf(siteOptions(path.join(dir, input))));
      const shared = parseStats.shared;
      expect(await markdownTwin(source, siteOptions(path.join(dir, input)))).toBe(expected);
      expect(parseStats.shared).toBe(shared + 1);
      // A second twin of the same text (another locale's copy) gets a copy too, not the tree the first one changed.
      expect(await markdownTwin(source, siteOptions(path.join(dir, input)))).toBe(expected);
    } finally {
      shareParses(false);
    }
  });

  it('is off outside the content check: each call parses', async () => {
    const before = { ...parseStats };
    const file = path.join(dir, 'off.md');
    await markdownTwin('# Off\n\nText.\n', siteOptions(file));
    await markdownTwin('# Off\n\nText.\n', siteOptions(file));
    expect(parseStats).toEqual({ parsed: before.parsed + 2, shared: before.shared });
  });

  it('keeps no failed parse: an MDX syntax error the outline read past as Markdown still fails the twin', async () => {
    shareParses(true);
    try {
      const broken = '# Broken\n\nText {oops\n';
      outlineTree(broken, 'mdx');
      await expect(markdownTwin(broken, siteOptions(path.join(dir, 'broken.mdx')))).rejects.toThrow(/Unexpected end of file in expression/);
    } finally {
      shareParses(false);
    }
  });
});
