import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';

// A remark plugin of our own that does what some published ones do: put its CSS in the page as a <style> element.
const CSS = '.callout { border-left: 4px solid teal; }';
function remarkWithStyle() {
  return (tree: Root) => {
    tree.children.unshift({
      type: 'paragraph',
      data: { hName: 'style', hChildren: [{ type: 'text', value: CSS }] },
      children: [],
    } as never);
  };
}

async function render(storeStyle?: (css: string) => string) {
  const Content = await compileMdx('# Notes\n\n> A quote.\n', {
    file: 'content/docs/notes.md',
    plugins: { remarkPlugins: [remarkWithStyle] },
    storeStyle,
  });
  return renderToStaticMarkup(createElement(Content, {}));
}

describe('a <style> element a Markdown plugin writes', () => {
  it('becomes a link to the same CSS stored as a file: the CSP forbids inline style elements', async () => {
    const stored: string[] = [];
    const html = await render((css) => {
      stored.push(css);
      return '/base/_styles/el/el.0123.css';
    });
    expect(stored).toEqual([CSS]);
    expect(html).not.toContain('<style');
    expect(html).not.toContain('teal');
    expect(html).toMatch(/<link rel="stylesheet" href="\/base\/_styles\/el\/el\.0123\.css"/);
    expect(html).toContain('<blockquote>');
  });

  it('stays as written where nothing stores it (the development server, which has no CSP)', async () => {
    expect(await render()).toContain(`<style>${CSS}</style>`);
  });
});
