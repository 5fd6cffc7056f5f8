import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import convert from 'npm-to-yarn';
import { walk } from './mdast-utils';

/** The tabs Docusaurus' npm2yarn plugin shows, in its order and with its labels and values. */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

/** The tab group every npm2yarn block joins, so choosing Yarn once switches every block (as Docusaurus with `sync`). */
export const NPM2YARN_GROUP = 'npm2yarn';

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** The fence's meta without the `npm2yarn` flag, so the tabs' code keeps its title and line marks. */
export function withoutFlag(meta: string | null | undefined): string | null {
  const rest = (meta ?? '').replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim();
  return rest || null;
}

/** The block's commands for one package manager (npm's are the source; the others come from npm-to-yarn, as Docusaurus). */
export function convertCommands(code: string, manager: (typeof MANAGERS)[number]['value']): string {
  return manager === 'npm' ? code : convert(code, manager);
}

/**
 * Remark plugin: a fence whose meta says `npm2yarn` (```bash npm2yarn) becomes `<Tabs>` with one
 * code block each for npm, Yarn and pnpm, using the site's Tabs component and group sync. It runs
 * before code-blocks.ts, which then highlights the three fences.
 */
export default function remarkNpm2Yarn() {
  return (tree: Root) => {
    walk(tree, (node, parent, index) => {
      if (node.type !== 'code' || !parent || index === undefined || !/(^|\s)npm2yarn(\s|$)/.test(node.meta ?? '')) return;
      const fence = node as Code;
      const tabs: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [attribute('groupId', NPM2YARN_GROUP)],
        children: MANAGERS.map(({ value, label }) => ({
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          attributes: [attribute('value', value), attribute('label', label)],
          children: [
            {
              type: 'code',
              lang: fence.lang,
              meta: withoutFlag(fence.meta),
              value: convertCommands(fence.value, value),
              position: fence.position,
            },
          ],
        })),
        position: fence.position,
      };
      parent.children[index] = tabs as never;
    });
  };
}
