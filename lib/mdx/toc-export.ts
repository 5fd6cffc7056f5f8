import type { Heading, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { headingId } from './heading-ids';
import { textOf, walk } from './mdast-utils';

/** One heading as Docusaurus' `toc` export lists it (`value` is the heading's text here). */
export interface TocExportItem {
  value: string;
  id: string;
  level: number;
}

/** True when the file exports a binding named `toc` itself (a doc may re-export a partial's). */
function exportsToc(tree: Root): boolean {
  let found = false;
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      const declared =
        statement.declaration?.type === 'VariableDeclaration'
          ? statement.declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : ''))
          : [];
      const named = statement.specifiers.map((specifier) =>
        specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value),
      );
      if ([...declared, ...named].includes('toc')) found = true;
    }
  });
  return found;
}

/**
 * Remark plugin: every MDX file exports `toc`, its headings (levels 2–6) with their ids, as Docusaurus
 * does, so `<TOCInline toc={toc} />` works and a page can list a partial's headings. Runs after the
 * heading ids are assigned.
 */
export default function remarkTocExport() {
  return (tree: Root) => {
    if (exportsToc(tree)) return;
    const toc: TocExportItem[] = [];
    walk(tree, (node) => {
      if (node.type !== 'heading' || node.depth < 2) return;
      const id = headingId(node as Heading);
      if (id) toc.push({ value: textOf(node).trim(), id, level: node.depth });
    });
    const value = `export const toc = ${JSON.stringify(toc)};`;
    const expression = {
      type: 'ArrayExpression',
      elements: toc.map((item) => ({
        type: 'ObjectExpression',
        properties: Object.entries(item).map(([key, v]) => ({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key: { type: 'Identifier', name: key },
          value: { type: 'Literal', value: v, raw: JSON.stringify(v) },
        })),
      })),
    };
    const esm = {
      type: 'mdxjsEsm',
      value,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              attributes: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: expression }],
              },
            },
          ],
        },
      },
    } as unknown as MdxjsEsm;
    tree.children.unshift(esm);
  };
}
