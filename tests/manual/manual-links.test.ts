import fs from 'node:fs';
import path from 'node:path';
import { slug } from 'github-slugger';
import { describe, expect, it } from 'vitest';

// Messages send writers to the manual with manualPage('<page>#<anchor>') (lib/config/manual.ts); the
// manual's link check cannot see these addresses, so this test reads every call and finds its page
// under manual/docs/ and the heading the anchor names.
const root = path.resolve(import.meta.dirname, '../..');
const sources = ['lib', 'scripts', 'components', 'app'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.join(dir, file)),
);

describe('manualPage() addresses in the code', () => {
  it('name a page of the manual and a heading on it', () => {
    const calls = sources.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/manualPage\('([^'#]+)(?:#([^']+))?'\)/g)].map((match) => ({
        file,
        page: match[1]!,
        anchor: match[2],
      })),
    );
    expect(calls.length).toBeGreaterThan(4);
    const broken = calls.filter(({ page, anchor }) => {
      const doc = ['.md', '.mdx', '/index.md'].map((ext) => path.join(root, 'manual/docs', page + ext)).find((file) => fs.existsSync(file));
      if (!doc) return true;
      if (!anchor) return false;
      const headings = [...fs.readFileSync(doc, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!));
      return !headings.includes(anchor);
    });
    expect(broken.map(({ file, page, anchor }) => `${file}: ${page}${anchor ? `#${anchor}` : ''}`)).toEqual([]);
  });
});
