import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkedFrom, linksToRoutes } from '@/lib/import/docusaurus/route-links';

// The import report names where content links to a React page the import does not carry.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-links-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  fs.writeFileSync(path.join(dir, name), text);
  return { file: path.join(dir, name), shown: `docs/${name}` };
};

describe('linksToRoutes', () => {
  it('finds Markdown and JSX links to the routes, with trailing slashes and anchors, not in code blocks', () => {
    const files = [
      file('a.md', 'See the [shop](/shop) or [its hours](/shop/#hours).\n\n```md\n[shop](/shop)\n```\n\nNot [this](/shopping).\n'),
      file('b.mdx', '<a href="/shop">Shop</a>\n\n<Link to=\'/garden/map\'>Map</Link>\n'),
    ];
    expect(Object.fromEntries(linksToRoutes(files, ['/shop', '/garden/map', '/unlinked']))).toEqual({
      '/shop': ['docs/a.md:1', 'docs/a.md:1', 'docs/b.mdx:1'],
      '/garden/map': ['docs/b.mdx:3'],
      '/unlinked': [],
    });
  });

  it('says how many places and shows the first five', () => {
    expect(linkedFrom([])).toBe('');
    expect(linkedFrom(['x.md:1', 'x.md:2', 'x.md:3', 'x.md:4', 'x.md:5', 'x.md:6'])).toBe(
      '; content links to it in 6 places (x.md:1, x.md:2, x.md:3, x.md:4, x.md:5, …), each a broken link until then',
    );
  });
});
