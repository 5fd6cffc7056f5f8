import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { compileMdxCode } from '@/lib/mdx/compile';
import { formatOf, outlineTree, parseStats, readSharedParses, shareParses, writeSharedParses } from '@/lib/mdx/pipeline';
import type { PipelineOptions } from '@/lib/mdx/pipeline';

// The content check parses each text once and hands the trees to the render workers' page compiles
// (lib/mdx/pipeline.ts): the page's code must be the same bytes as from the compile's own parse.

const dir = path.join(__dirname, 'fixtures', 'twins');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-parses-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
afterEach(() => {
  shareParses(false);
  readSharedParses(undefined);
});

// The twins' golden inputs (imports, JSX, tabs, tables, code, links, admonitions) and MDX 1 syntax.
const inputs: { name: string; body: string; format?: 'md' | 'mdx' }[] = [
  ...fs
    .readdirSync(dir)
    .filter((name) => /\.input\.mdx?$/.test(name))
    .map((name) => ({ name, body: fs.readFileSync(path.join(dir, name), 'utf8') })),
  {
    name: 'mdx1.mdx',
    body: '\n\n## Title {#custom}\n\n<!-- hidden -->\n\n:::tip Heads up\n\nText with `{#not-an-id}`.\n\n:::\n\n$x^2$ and ```a``` inline.\n',
  },
];
/** The options a docs page compiles with (links, files, API links, absolute URLs), less what resolves imports at run time. */
const pageOptions = (name: string, format?: 'md' | 'mdx'): PipelineOptions => ({
  file: path.join(dir, name),
  format,
  pageUrl: '/docs/page',
  docRoute: (doc) => (doc === path.join(dir, 'tides.md') ? '/docs/guide/tides' : undefined),
  assetUrl: (absFile) => `/assets/files/docs/${path.basename(absFile)}`,
  resolveApiLink: (api, op) => ({ href: `/api/${api}#operation/${op}`, method: 'POST', path: `/${api}/${op}`, summary: op }),
  absolute: (route) => `https://site.test/base${route}`,
  pageAbsoluteUrl: 'https://site.test/base/docs/page',
  onBrokenLink: () => {},
});

describe('the page compile from a tree parsed before', () => {
  it.each(inputs)('$name: the same code from the content check’s tree as from its own parse', async ({ name, body, format }) => {
    const own = await compileMdxCode(body, pageOptions(name, format));
    shareParses(true);
    outlineTree(body, formatOf(pageOptions(name, format)));
    const shared = parseStats.shared;
    expect(await compileMdxCode(body, pageOptions(name, format))).toBe(own);
    expect(parseStats.shared).toBe(shared + 1);
  });

  it("reads the trees the check wrote in a render worker, only with the check's stamp", async () => {
    const body = inputs.find((input) => input.name.startsWith('tabs'))!.body;
    const name = 'tabs.input.mdx';
    const own = await compileMdxCode(body, pageOptions(name));
    shareParses(true);
    outlineTree(body, 'mdx');
    const trees = path.join(folder, 'out.parses');
    writeSharedParses(trees, '1700000000000');
    shareParses(false);
    // Another preparation's folder: parsed again.
    readSharedParses(trees, '1800000000000');
    let before = { ...parseStats };
    expect(await compileMdxCode(body, pageOptions(name))).toBe(own);
    expect(parseStats).toEqual({ parsed: before.parsed + 1, shared: before.shared });
    // The same preparation's: read, not parsed.
    readSharedParses(trees, '1700000000000');
    before = { ...parseStats };
    expect(await compileMdxCode(body, pageOptions(name))).toBe(own);
    expect(parseStats).toEqual({ parsed: before.parsed, shared: before.shared + 1 });
    // A text it has no tree of is parsed.
    expect(await compileMdxCode(`${body}\nMore.\n`, pageOptions(name))).not.toBe(own);
    expect(parseStats.parsed).toBe(before.parsed + 1);
  });
});
