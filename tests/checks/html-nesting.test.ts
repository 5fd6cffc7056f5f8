import { describe, expect, it } from 'vitest';
import { nestingWarning } from '@/lib/checks/html-nesting';
import { scanHtml } from '@/lib/checks/html-scan';

const paragraphNesting = (html: string) => scanHtml(html).blocksInParagraphs;

// A block inside a <p>: React renders it as written, the browser closes the paragraph first, and
// hydration fails. The post-build names the page and the fix.
describe('blocks inside paragraphs, as the page scan finds them', () => {
  it('finds blocks inside paragraphs, once per line and element', () => {
    const html =
      '<main>\n<p><span>Seed list</span><pre>tomato, basil</pre><pre>chard</pre></p>\n<p>Fine <b>inline</b> text.</p>\n<p>Then <ul><li>a list</li></ul></p>\n</main>';
    expect(paragraphNesting(html)).toEqual([
      { line: 2, inner: 'pre' },
      { line: 4, inner: 'ul' },
    ]);
  });

  it('leaves blocks after a closed paragraph, and markup in scripts, styles and comments, alone', () => {
    const html =
      '<p>Done.</p><div>Block</div><script>document.write("<p><div>")</script><style>p > div {}</style><!-- <p><div> --><template><p><div></div></p></template>';
    expect(paragraphNesting(html)).toEqual([]);
  });

  it('finds a block the browser would close the paragraph for from inside an inline element', () => {
    expect(paragraphNesting('<p>Sow <em>in rows<div>ten apart</div></em></p>')).toEqual([{ line: 1, inner: 'div' }]);
  });

  it('knows every element the HTML parser closes a paragraph for, the rarer ones too (one list, shared with the raw-HTML pass)', () => {
    expect(paragraphNesting('<p>a<center>b</center></p>\n<p>c<menu><li>d</li></menu></p>\n<p>e<summary>f</summary></p>')).toEqual([
      { line: 1, inner: 'center' },
      { line: 2, inner: 'menu' },
      { line: 3, inner: 'summary' },
    ]);
  });

  it('leaves a block inside a <button> inside a <p> alone: the paragraph is out of button scope there', () => {
    expect(paragraphNesting('<p>Press <button type="button"><div>Water now</div></button> to start.</p>')).toEqual([]);
  });

  it('words the warning with the HTML line, the source and the fix', () => {
    expect(
      nestingWarning('out/garden.html', 'docs/garden.mdx', [
        { line: 7, inner: 'pre' },
        { line: 9, inner: 'h4' },
      ]),
    ).toBe(
      "  - out/garden.html:7 (source docs/garden.mdx): <pre>, <h4> inside a <p>. The browser ends the paragraph first, so React's hydration of the page fails " +
        '(error #418 in the console). Fix: in the component or JSX that renders it, use a <div> for that paragraph, or move the block out of it.',
    );
    expect(nestingWarning('out/x.html', undefined, [])).toBeUndefined();
  });
});
