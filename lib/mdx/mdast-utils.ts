import type { Nodes, Parent, Root } from 'mdast';

/** Calls `visit` for every node of an mdast tree, depth first, with its parent and index. */
export function walk(tree: Root | Nodes, visit: (node: Nodes, parent: Parent | undefined, index: number | undefined) => void): void {
  const step = (node: Nodes, parent: Parent | undefined, index: number | undefined) => {
    visit(node, parent, index);
    if ('children' in node) {
      // Copy: a visitor may replace the node it is given.
      [...(node.children as Nodes[])].forEach((child, i) => step(child, node as Parent, i));
    }
  };
  step(tree, undefined, undefined);
}

/** The plain text of an mdast node (text, inline code, link labels, JSX children). */
export function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) {
    return node.value;
  }
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

/** "file:line" for messages, when the node has a position. */
export function place(file: string, node: { position?: { start: { line: number } } }): string {
  return node.position ? `${file}:${node.position.start.line}` : file;
}
