import type { ReactNode } from 'react';
import { UiLabelled } from '@/components/ui/ui-text';

/** A heading as Docusaurus' `toc` export lists it (`value` is HTML there; ours is text) or as ours does. */
export interface InlineTocItem {
  id: string;
  level: number;
  value?: string;
  text?: string;
}

interface TocNode {
  item: InlineTocItem;
  children: TocNode[];
}

function nest(items: readonly InlineTocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while (stack.length && stack[stack.length - 1]!.item.level >= item.level) stack.pop();
    (stack[stack.length - 1]?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: TocNode[] }): ReactNode {
  return (
    <ul>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.text ?? item.value?.replace(/<[^>]*>/g, '')}</a>
          {children.length > 0 && <List nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * `@theme/TOCInline`: `<TOCInline toc={toc} />` lists the page's headings in the text, between
 * `minHeadingLevel` (2) and `maxHeadingLevel` (3) as Docusaurus; every MDX file exports its `toc`.
 */
export default function TOCInline({
  toc = [],
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc?: readonly InlineTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  if (items.length === 0) return null;
  return (
    <UiLabelled as="nav" aria-label="On this page" k="theme.TOCCollapsible.toggleButtonLabel" className="toc-inline" data-toc-inline="">
      <List nodes={nest(items)} />
    </UiLabelled>
  );
}
