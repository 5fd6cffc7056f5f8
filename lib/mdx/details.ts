import type { Root } from 'mdast';
import { walk } from './mdast-utils';

const RENAMES: Record<string, string> = { details: 'Details', summary: 'Summary' };

/**
 * Remark plugin: `<details>` and `<summary>` written as JSX in MDX become the site's Details and
 * Summary components. MDX maps Markdown-made elements to components, but leaves lowercase JSX
 * tags alone, so without this the styled disclosure would only apply to some files.
 */
export default function remarkDetails() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && RENAMES[node.name]) {
        node.name = RENAMES[node.name]!;
      }
    });
  };
}
