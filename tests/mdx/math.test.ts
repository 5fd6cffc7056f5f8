import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';

async function render(body: string, file = 'content/docs/physics/energy.mdx') {
  const Content = await compileMdx(body, { file });
  return renderToStaticMarkup(createElement(Content));
}

describe('math', () => {
  it('renders $…$ inline and $$…$$ as a block of MathML, with nothing that needs CSS', async () => {
    const html = await render('The ratio $\\frac{w}{h}$ stays fixed.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n');
    expect(html).toMatch(
      /<p>The ratio <math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"><semantics><mrow><mfrac><mi>w<\/mi><mi>h<\/mi><\/mfrac>/,
    );
    expect(html).toContain('stays fixed.</p>');
    expect(html).toMatch(/<math [^>]*display="block"><semantics><mrow><munderover><mo>∑<\/mo>/);
    expect(html).not.toMatch(/class="katex|style=|<span/);
  });

  it('works in .md files too, and keeps the TeX as an escaped annotation', async () => {
    const html = await render('Compare $a<b$ here.\n', 'content/docs/physics/order.md');
    expect(html).toContain('<annotation encoding="application/x-tex">a&lt;b</annotation>');
  });

  it('with markdown.math false, leaves dollars as text, as a Docusaurus site without remark-math', async () => {
    const Content = await compileMdx('Pay $5 for the pot, or `$$bind` then $2 more.\n', {
      file: 'content/docs/physics/prices.md',
      math: false,
    });
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).not.toContain('<math');
    expect(html).toContain('Pay $5 for the pot, or <code>$$bind</code> then $2 more.');
  });

  it('leaves dollars in code alone', async () => {
    const html = await render('Run `echo $HOME` and `$PATH`.\n');
    expect(html).not.toContain('<math');
    expect(html).toContain('<code>echo $HOME</code>');
  });

  it('fails on bad TeX with the file, the line and the fix', async () => {
    await expect(render('Intro\n\nThen $\\fracc{1}{2}$ breaks.\n')).rejects.toThrow(
      /energy\.mdx:3: .*math: Undefined control sequence: \\fracc in "\\fracc\{1\}\{2\}"\. Fix the TeX .*write \\\$ for a dollar sign/,
    );
  });

  it('refuses commands that would print as red text or need an inline style', async () => {
    await expect(render('$\\href{https://example.com}{x}$\n')).rejects.toThrow(/energy\.mdx:1: .*\\href is not allowed in a formula/);
    await expect(render('$\\fcolorbox{red}{white}{x}$\n')).rejects.toThrow(/energy\.mdx:1: .*inline style .*\\boxed/);
  });
});
