import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentProps, ReactNode } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { compileMdx, compileMdxModule } from '@/lib/mdx/compile';

// Plain stand-ins for the site's components: these tests check what the plugins hand to them.
const components = {
  Admonition: ({ type, title, children }: { type: string; title?: string; children?: ReactNode }) =>
    createElement('aside', { 'data-type': type, 'data-title': title }, children),
  CodeBlock: ({ html, title, language, showLineNumbers }: Record<string, string>) =>
    createElement('div', {
      'data-code': language,
      'data-title': title,
      'data-lines': showLineNumbers,
      dangerouslySetInnerHTML: { __html: html },
    }),
  Details: (props: ComponentProps<'details'>) => createElement('details', { 'data-site': '', ...props }),
  Summary: (props: ComponentProps<'summary'>) => createElement('summary', props),
};

async function render(body: string, options: Partial<Parameters<typeof compileMdx>[1]> = {}) {
  const Content = await compileMdx(body, { file: '/repo/content/docs/a/page.mdx', ...options });
  return renderToStaticMarkup(createElement(Content, { components }));
}

describe('compileMdx plugins', () => {
  it('turns directives into nested admonitions and leaves other colons as text', async () => {
    const html = await render('::::tip[Outer title]\nOuter\n\n:::danger\nInner\n:::\n::::\n\nAt 10:30 and a:b, see :foo.\n');
    expect(html).toContain(
      '<aside data-type="tip" data-title="Outer title"><p>Outer</p><aside data-type="danger"><p>Inner</p></aside></aside>',
    );
    expect(html).toContain('At 10:30 and a:b, see :foo.');
  });

  it('highlights code at build time with title, line marks and line numbers', async () => {
    const html = await render(
      '```ts title="x.ts" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n// highlight-next-line\nconst c = 3;\n```\n',
    );
    expect(html).toContain('data-code="ts"');
    expect(html).toContain('data-title="x.ts"');
    expect(html).toContain('data-lines="true"');
    expect(html.match(/class="line highlighted"/g)).toHaveLength(2);
    expect(html).not.toContain('highlight-next-line');
    // Colours as the code palette's classes (lib/mdx/shiki-classes.ts), never style attributes (the CSP).
    expect(html).toMatch(/class="sc-[0-9a-f]{6}( sd-[0-9a-f]{6})?"/);
    expect(html).not.toContain('style=');
  });

  it('gives headings ids, explicit ones included, and keeps footnotes', async () => {
    const html = await render('## Hello world\n\n## Custom {#mine}\n\nText[^1]\n\n[^1]: Note.\n');
    expect(html).toContain('<h2 id="hello-world">Hello world</h2>');
    expect(html).toContain('<h2 id="mine">Custom</h2>');
    expect(html).toContain('id="footnote-label"');
  });

  it('maps lowercase details/summary JSX to the site components', async () => {
    const html = await render('<details>\n  <summary>More</summary>\n\nHidden text\n\n</details>\n');
    expect(html).toContain('<details data-site=""><summary>More</summary>');
  });

  it('resolves links to docs by file path and warns about broken ones with file and line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const docRoutes = new Map([[path.resolve('/repo/content/docs/a/other.md'), '/docs/a/other']]);
    const html = await render('[x](./other.md#part) and\n[y](./gone.md)\n', { docRoute: (file) => docRoutes.get(file) });
    expect(html).toContain('href="/docs/a/other#part"');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/page\.mdx:2: the link "\.\/gone\.md" points to no doc/));
    warn.mockRestore();
  });

  it('sizes relative images and fails on a missing one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'img-'));
    fs.writeFileSync(path.join(dir, 'pic.svg'), '<svg width="64" height="32"></svg>');
    const file = path.join(dir, 'doc.md');
    const Content = await compileMdx('![A pic](./pic.svg)\n', { file, assetUrl: (abs) => `/assets/${path.basename(abs)}` });
    const html = renderToStaticMarkup(createElement(Content, { components }));
    expect(html).toContain('src="/assets/pic.svg"');
    expect(html).toMatch(/width="64" height="32"/);
    await expect(compileMdx('Text\n\n![Gone](./gone.png)\n', { file })).rejects.toThrow(
      /doc\.md:3: the image "\.\/gone\.png" does not exist/,
    );
    // A bare "%" cannot be decoded: the error names the place and the fix, not a bare URIError.
    await expect(compileMdx('Fill\n\n![Half full](./half%.png)\n', { file })).rejects.toThrow(
      /doc\.md:3: the image "\.\/half%\.png" is not a valid path: .* as %25/,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('event handlers written in the MDX itself', () => {
  it('renders the element without them, with one warning naming the fix; other props stay', async () => {
    const warn = vi.fn();
    const source = [
      'export const Highlight = ({ children, color }) => (',
      '  <span className={color} onClick={() => alert(color)} onMouseEnter={() => undefined}>{children}</span>',
      ');',
      '',
      'Text <Highlight color="tide">marked</Highlight> and <Highlight color="moon">again</Highlight>.',
    ].join('\n');
    const mod = await compileMdxModule(source, { file: '/repo/content/docs/handlers.mdx', warn });
    // The element a component of the file makes has no handler left, so a server render can pass it on.
    const element = (mod as unknown as { Highlight: (props: object) => { props: Record<string, unknown> } }).Highlight({
      children: 'x',
      color: 'tide',
    });
    expect(element.props).toEqual({ className: 'tide', children: 'x' });
    expect(renderToStaticMarkup(createElement(mod.default, { components }))).toContain(
      '<span class="tide">marked</span> and <span class="moon">again</span>',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /handlers\.mdx: onClick, onMouseEnter on <span> written in the MDX itself was dropped.*Fix: move the interactive element into a component file/,
    );
  });
});
