import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { walk } from './mdast-utils';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);
const CELLS = new Set(['th', 'td']);

function isJsx(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** Wraps each run of children that `belongs` (and the blank text between them) in a new `name` element. */
function wrapRuns(parent: JsxElement, belongs: (node: Nodes) => boolean, name: string): void {
  const children = parent.children as RootContent[];
  const out: RootContent[] = [];
  let run: RootContent[] | undefined;
  for (const child of children) {
    const blank = child.type === 'text' && child.value.trim() === '';
    if (belongs(child as Nodes) || (run && blank)) {
      if (!run) {
        run = [];
        out.push({ type: parent.type, name, attributes: [], children: run } as unknown as RootContent);
      }
      run.push(child);
    } else {
      run = undefined;
      out.push(child);
    }
  }
  parent.children = out as JsxElement['children'];
}

/**
 * Remark plugin: JSX tables written without the rows or sections HTML requires (`<thead><th>…`,
 * `<table><tr>…`) get them, as the browser's parser adds them. React renders the JSX as written;
 * the browser then builds another tree from that HTML, and hydration fails on the page (React
 * error #418 in the console). Docusaurus sites carry such tables; what readers see does not change.
 */
export default function remarkTableRows() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (!isJsx(node) || !node.name) return;
      if (SECTIONS.has(node.name)) wrapRuns(node, (child) => isJsx(child) && CELLS.has(child.name ?? ''), 'tr');
      if (node.name === 'table') wrapRuns(node, (child) => isJsx(child) && child.name === 'tr', 'tbody');
    });
  };
}
