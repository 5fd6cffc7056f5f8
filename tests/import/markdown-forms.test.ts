// What Docusaurus 3 accepts in a `.md` file under its defaults (`markdown.format: 'mdx'`, every
// `mdx1Compat` switch on) compiles here too: one fixture per form (tests/fixtures/docusaurus-md/),
// compiled as the page is, with plain stand-ins for the site's components.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/docusaurus-md');
const components = {
  Admonition: ({ type, title, children }: { type: string; title?: string; children?: ReactNode }) =>
    createElement('aside', { 'data-type': type, 'data-title': title }, children),
  CodeBlock: ({ html }: { html: string }) => createElement('div', { 'data-code': '', dangerouslySetInnerHTML: { __html: html } }),
};

/** The fixture compiled as a `.md` doc of a site with Docusaurus' defaults, rendered; and its source. */
async function page(name: string): Promise<{ html: string; source: string }> {
  const file = path.join(fixtures, name);
  const source = matter(fs.readFileSync(file, 'utf8')).content;
  const Content = await compileMdx(source, { file, format: 'mdx', mdx1Compat: { comments: true, admonitions: true, headingIds: true } });
  return { html: renderToStaticMarkup(createElement(Content, { components } as never)), source };
}

/** The text of every HTML comment outside code in a fixture (fences and inline code blanked first). */
function commentTexts(source: string): string[] {
  const prose = source.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/<!--([\s\S]*?)-->/g)].map((match) => match[1]!.trim().split('\n')[0]!.trim());
}

describe('Markdown forms Docusaurus 3 accepts in .md under its defaults', () => {
  it('an HTML comment right above a fence whose code opens a comment and uses upper-case tags, and the comments after it', async () => {
    const { html, source } = await page('comment-before-fence.md');
    // The code is shown as code, unclosed `<!--` and all.
    expect(html).toContain('Lighthouse keeper');
    expect(html).toContain('&#x3C;!-- the head is filled in at build time');
    // Every comment outside code is dropped, the ones after the fence and after inline code included.
    const comments = commentTexts(source);
    expect(comments.length).toBe(3);
    for (const text of comments) expect(html).not.toContain(text);
    expect(html).toContain('The lamp log is kept by hand.');
  });

  it('comments anywhere outside code: in headings, paragraphs, lists, quotes, table cells, admonitions, over blank lines', async () => {
    const { html, source } = await page('comments-anywhere.md');
    const comments = commentTexts(source);
    expect(comments.length).toBeGreaterThanOrEqual(9);
    for (const text of comments) expect(html).not.toContain(text);
    expect(html).toContain('Neap tides fall between.');
    expect(html).toContain('<aside data-type="note"><p>Tables are in local time.</p></aside>');
  });

  it('a "<" followed by a space is text, in paragraphs, lists, quotes and tables', async () => {
    const { html, source } = await page('less-than.md');
    const expected = [...source.matchAll(/([\w.]+) < ([\w.]+)/g)].map((match) => `${match[1]} &lt; ${match[2]}`);
    expect(expected.length).toBeGreaterThan(3);
    for (const text of expected) expect(html).toContain(text);
  });

  it('{#id} headings take the id and lose the braces', async () => {
    const { html, source } = await page('heading-ids.md');
    const ids = [...source.matchAll(/^#+ .*\{#([\w-]+)\}/gm)].map((match) => match[1]!);
    expect(ids.length).toBe(5);
    for (const id of ids) expect(html).toMatch(new RegExp(`<h[1-6] id="${id}">`));
    expect(html).not.toContain('{#');
  });

  it('admonitions in ordered and bullet lists and in quotes, titled the old way and the new', async () => {
    const { html, source } = await page('admonitions-nested.md');
    const opened = [...source.matchAll(/^[>\s]*:::(\w+)/gm)].map((match) => match[1]!);
    expect(opened.length).toBe(5);
    expect([...html.matchAll(/<aside data-type="(\w+)"/g)].map((match) => match[1])).toEqual(opened);
    for (const title of ['Before you leave', 'Bracketed title', 'Rocks ahead']) expect(html).toContain(`data-title="${title}"`);
    expect(html).not.toContain(':::');
  });
});
