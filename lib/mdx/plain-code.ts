import type { Root } from 'mdast';
import { parseCodeMeta, stripHighlightComments } from './code-meta';
import { walk } from './mdast-utils';

/**
 * Remark plugin for the Markdown twin: a fence keeps its language and title, and loses what only
 * the page's highlighter reads (`{1,4-6}`, `showLineNumbers`, `// highlight-next-line` comments),
 * so a reader copies the code the page shows.
 */
export default function remarkPlainCode() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'code') return;
      const { title } = parseCodeMeta(node.meta);
      node.value = stripHighlightComments(node.value).code;
      node.meta = title ? `title="${title}"` : null;
    });
  };
}
