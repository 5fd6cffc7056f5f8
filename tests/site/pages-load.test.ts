import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPages, pageRoute } from '@/lib/pages/load';
import { manualPage } from '@/lib/config/manual';

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function pagesFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  temp.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const warnings: string[] = [];
const load = (root: string, includeDrafts = false) =>
  loadPages({ root, display: (abs) => `src/pages/${path.relative(root, abs)}`, includeDrafts, warn: (message) => warnings.push(message) });

describe('pageRoute', () => {
  it('is the file path without its extension; index is its folder', () => {
    expect(pageRoute('index.md')).toBe('/');
    expect(pageRoute('markdown-page.mdx')).toBe('/markdown-page');
    expect(pageRoute('guides/index.md')).toBe('/guides');
    expect(pageRoute('guides/setup.md')).toBe('/guides/setup');
    expect(pageRoute('guides/index-of-things.md')).toBe('/guides/index-of-things');
  });
});

describe('loadPages', () => {
  it('reads Markdown pages; skips partials, hidden files, other files and drafts', () => {
    const root = pagesFolder({
      'index.md': '# Home\n\nWelcome home.\n',
      'about.mdx': '---\ntitle: About us\ndescription: Who we are.\n---\n\nText.\n',
      '_partial.md': '# Partial\n',
      '.hidden.md': '# Hidden\n',
      'widget.tsx': 'export default () => null;\n',
      'draft.md': '---\ndraft: true\n---\n# Draft\n',
    });
    const pages = load(root);
    expect(pages.map((page) => [page.route, page.title, page.format, page.hasContentTitle])).toEqual([
      ['/about', 'About us', 'mdx', false],
      ['/', 'Home', 'mdx', true],
    ]);
    expect(pages[0]!.description).toBe('Who we are.');
    expect(pages[1]!.description).toBe('Welcome home.');
    expect(load(root, true).map((page) => page.route)).toContain('/draft');
  });

  it('reports each React page it cannot carry, with the route it leaves and what to do', () => {
    warnings.length = 0;
    const root = pagesFolder({
      'index.js': 'export default () => null;\n',
      'tools/chart.tsx': 'x',
      '_hidden.tsx': 'x',
      'types.d.ts': 'x',
      'page.md': '# Page\n',
    });
    expect(load(root).map((page) => page.route)).toEqual(['/page']);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/src\/pages\/index\.js: a React page is not carried, so \/ shows the default home page/);
    expect(warnings[1]).toMatch(
      /src\/pages\/tools\/chart\.tsx: a React page is not carried, so \/tools\/chart does not exist\. Write the page as \.md or \.mdx/,
    );
  });

  it('keeps file lines: the body starts where it starts in the file', () => {
    const root = pagesFolder({ 'x.md': '---\ntitle: X\n---\n# X\n' });
    expect(load(root)[0]!.body.split('\n')[3]).toBe('# X');
  });

  it('names the file and the line of a wrong front matter field', () => {
    const root = pagesFolder({ 'about.md': '---\ntitle: About\nkeywords: one\nhide_table_of_contents: false\n---\n# About\n' });
    expect(() => load(root)).toThrow(/^src\/pages\/about\.md:3: front matter field "keywords": /);
    expect(() => load(root)).toThrow(manualPage('reference/front-matter#pages'));
    const toc = pagesFolder({ 'guides/deep.md': '---\ntitle: Deep\ntoc_max_heading_level: 9\n---\n' });
    expect(() => load(toc)).toThrow(/^src\/pages\/guides\/deep\.md:3: front matter field "toc_max_heading_level": /);
  });

  it('has no pages without a folder', () => {
    expect(load(path.join(os.tmpdir(), 'no-such-pages-folder'))).toEqual([]);
  });
});
