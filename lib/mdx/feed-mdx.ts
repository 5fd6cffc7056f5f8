import type { Root, RootContent } from 'mdast';

export interface FeedMdxOptions {
  /** The post's absolute URL, where a reader can use its interactive parts. */
  postUrl: string;
}

type Node = RootContent | Root;

function dropMdx(node: Node, postUrl: string): void {
  if (!('children' in node)) return;
  const children: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type === 'mdxjsEsm' || child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') continue;
    if (child.type === 'mdxJsxFlowElement') {
      children.push({
        type: 'paragraph',
        children: [
          {
            type: 'emphasis',
            children: [
              { type: 'link', url: postUrl, children: [{ type: 'text', value: 'Open the post to try the interactive example.' }] },
            ],
          },
        ],
      });
      continue;
    }
    if (child.type === 'mdxJsxTextElement') {
      const holder = { type: 'paragraph', children: child.children } as RootContent;
      dropMdx(holder, postUrl);
      children.push(...(holder as { children: RootContent[] }).children);
      continue;
    }
    dropMdx(child, postUrl);
    children.push(child);
  }
  (node as { children: RootContent[] }).children = children;
}

/**
 * Remark plugin for feeds: feed readers run no scripts, so MDX nodes leave the tree. Imports and
 * expressions go, a block component becomes a sentence linking to the post, and inline JSX keeps
 * its text. Run after the API link plugin, so `<ApiLink>` is a link by then and keeps its target.
 */
export default function remarkFeedMdx({ postUrl }: FeedMdxOptions) {
  return (tree: Root) => dropMdx(tree, postUrl);
}
