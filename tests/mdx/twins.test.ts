import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiLinkTarget } from '@/lib/mdx/api-links';
import { markdownTwin, type PipelineOptions } from '@/lib/mdx/pipeline';

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
    docRoutes: new Map([
      [path.join(dir, 'tides.md'), '/docs/guide/tides'],
      [path.join(dir, '..', 'moon.mdx'), '/docs/moon'],
    ]),
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
