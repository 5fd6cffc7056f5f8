import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileMdx, type SitePlugins } from '@/lib/mdx/compile';

// A site's own remark and rehype plugins (site.config's remarkPlugins and friends) in the page
// compile: `beforeDefault…` see the Markdown before this site's plugins, the others after them.

const components = {
  Admonition: ({ type, children }: { type: string; children?: ReactNode }) => createElement('aside', { 'data-type': type }, children),
};

type Node = { type: string; name?: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const walk = (node: Node, visit: (node: Node) => void) => {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
};

/** A plugin that writes down the node types it saw, under its label. */
function spy(label: string, seen: string[]): Plugin {
  return () => (tree) => {
    const types = new Set<string>();
    walk(tree as Node, (node) => types.add(node.type === 'mdxJsxFlowElement' ? `<${node.name}>` : node.type));
    seen.push(
      `${label}: ${[...types].filter((type) => type === 'containerDirective' || type.startsWith('<') || type === 'element').join(' ')}`,
    );
  };
}

async function render(body: string, plugins: SitePlugins) {
  const Content = await compileMdx(body, { file: '/site/docs/page.mdx', plugins });
  return renderToStaticMarkup(createElement(Content, { components }));
}

describe('site plugins in the page compile', () => {
  it('runs beforeDefault remark plugins on the Markdown as written and remarkPlugins after ours', async () => {
    const seen: string[] = [];
    await render(':::tip\nMind the gap.\n:::\n', {
      beforeDefaultRemarkPlugins: [spy('before', seen)],
      remarkPlugins: [spy('after', seen)],
    });
    // Our admonitions plugin turns the directive into <Admonition> between the two.
    expect(seen).toEqual(['before: containerDirective', 'after: <Admonition>']);
  });

  it('runs the rehype lists in order, before and after ours, with their options', async () => {
    const order: string[] = [];
    // One function per entry: unified merges the options of a plugin listed twice.
    const mark = (): Plugin<[{ name: string }]> => (options) => (tree) => {
      order.push(options.name);
      walk(tree as Node, (node) => {
        if (node.tagName === 'p') node.properties = { ...node.properties, [`data${options.name}`]: 'yes' };
      });
    };
    const html = await render('A paragraph.\n', {
      beforeDefaultRehypePlugins: [[mark(), { name: 'First' }]],
      rehypePlugins: [
        [mark(), { name: 'Second' }],
        [mark(), { name: 'Third' }],
      ],
    });
    expect(order).toEqual(['First', 'Second', 'Third']);
    expect(html).toBe('<p data-first="yes" data-second="yes" data-third="yes">A paragraph.</p>');
  });

  it('lets a remark plugin rewrite text, and compiles without plugins as before', async () => {
    const rename: Plugin = () => (tree) =>
      walk(tree as Node, (node) => {
        if (node.type === 'text') node.value = node.value!.replace('OLDNAME', 'New name');
      });
    expect(await render('Meet OLDNAME.\n', { remarkPlugins: [rename] })).toBe('<p>Meet New name.</p>');
    expect(await render('Meet OLDNAME.\n', {})).toBe('<p>Meet OLDNAME.</p>');
  });
});
