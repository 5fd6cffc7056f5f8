import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { textOf, walk } from './mdast-utils';

/** The admonition types, with "caution" as Docusaurus' alias of "warning". */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** Directive syntax that is not an admonition goes back to the text it was written as (":30" in "10:30" is not a directive). */
function restore(node: TextDirective | LeafDirective): PhrasingContent[] | Paragraph {
  const marker = node.type === 'textDirective' ? ':' : '::';
  const label = node.children.length
    ? [{ type: 'text', value: '[' } as const, ...node.children, { type: 'text', value: ']' } as const]
    : [];
  const content: PhrasingContent[] = [{ type: 'text', value: `${marker}${node.name}` }, ...label];
  return node.type === 'textDirective' ? content : { type: 'paragraph', children: content };
}

/**
 * Remark plugin (after remark-directive): `:::note[Optional title]` … `:::` becomes
 * `<Admonition type="note" title="Optional title">`. Admonitions nest by using more colons on
 * the outer one (`::::tip` around `:::note`).
 */
export default function remarkAdmonitions() {
  return (tree: Root) => {
    walk(tree, (node, parent, index) => {
      if (!parent || index === undefined) return;
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const restored = restore(node);
        // indexOf, not index: an earlier restore in the same parent may have shifted the siblings.
        parent.children.splice(
          parent.children.indexOf(node as never),
          1,
          ...((Array.isArray(restored) ? restored : [restored]) as RootContent[] as never[]),
        );
        return;
      }
      if (node.type !== 'containerDirective') return;
      const directive = node as ContainerDirective;
      const type = ADMONITION_TYPES.find((name) => name === directive.name);
      if (!type) return;
      const first = directive.children[0];
      const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const title = hasLabel ? textOf(first).trim() : '';
      if (hasLabel) directive.children.shift();
      // Changed in place, so the walk goes on into the same children and nested admonitions convert too.
      const element = directive as unknown as MdxJsxFlowElement;
      element.type = 'mdxJsxFlowElement';
      element.name = 'Admonition';
      element.attributes = [attribute('type', type === 'caution' ? 'warning' : type), ...(title ? [attribute('title', title)] : [])];
      delete (element as { data?: unknown }).data;
    });
  };
}
