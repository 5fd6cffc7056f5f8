import type { Element, Nodes, Parents, Root } from 'hast';

export interface StyleElementOptions {
  /** Stores a `<style>` element's CSS as a file of the site and returns its URL (with the base path). */
  store: (css: string) => string;
}

/**
 * Rehype plugin, last of the page's list (after the site's own plugins): a `<style>` element a
 * plugin wrote (remark-notes-plugin adds one with its CSS) becomes a stylesheet `<link>` to the same
 * CSS stored as a file. The site's Content-Security-Policy has no style-src 'unsafe-inline', so the
 * element would be ignored by browsers (and the post-build guard stops on it). `precedence` makes
 * React hoist the link into <head> once, on the first load and on a client-side navigation alike.
 */
export default function rehypeStyleElements(options: StyleElementOptions) {
  const text = (node: Nodes): string =>
    'value' in node && node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '';
  const step = (parent: Parents) => {
    parent.children.forEach((node, index) => {
      if (node.type !== 'element' || node.tagName !== 'style') {
        // Elements and MDX JSX elements alike: a plugin may put its <style> inside either.
        if ('children' in node) step(node as Parents);
        return;
      }
      const css = text(node);
      const link: Element = {
        type: 'element',
        tagName: 'link',
        properties: { rel: ['stylesheet'], href: options.store(css), precedence: 'default' },
        children: [],
      };
      parent.children[index] = css.trim() ? link : { type: 'text', value: '' };
    });
  };
  return (tree: Root) => step(tree);
}
