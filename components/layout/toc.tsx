import type { TocItem } from '@/lib/content/toc';
import { UiLabelled, UiText } from '@/components/ui/ui-text';
import { TocHighlighter } from './toc.client';
import styles from './toc.module.css';

interface TocNode extends TocItem {
  children: TocNode[];
}

/** Nests a flat heading list: an h3 goes under the h2 before it. */
function nest(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= node.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, nested = false }: { nodes: TocNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={styles.link} data-toc-link={node.id}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} nested />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The table of contents for the right-hand column (996 px and up): sticky, and the heading in view
 * is marked (aria-current) by a small client leaf. Pair it with {@link TocCollapsible} above the
 * content for narrow screens. Renders nothing for an empty list.
 */
export function Toc({ items, className }: { items: TocItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <UiLabelled
      as="nav"
      aria-label="Table of contents"
      k="theme.toc.navAriaLabel"
      className={className ? `${styles.toc} ${className}` : styles.toc}
    >
      <TocList nodes={nest(items)} />
      {/* Keyed by the headings: client navigation to another page restarts it on the new list. */}
      <TocHighlighter key={items.map((item) => item.id).join(' ')} />
    </UiLabelled>
  );
}

/** "On this page": the same list, collapsed, shown above the content below 996 px (native <details>, no JS). */
export function TocCollapsible({ items, className }: { items: TocItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <details className={className ? `${styles.collapsible} ${className}` : styles.collapsible} data-testid="toc-collapsible">
      <summary className={styles.summary}>
        <UiText k="theme.TOCCollapsible.toggleButtonLabel" english="On this page" />
      </summary>
      <UiLabelled as="nav" aria-label="On this page" k="theme.TOCCollapsible.toggleButtonLabel">
        <TocList nodes={nest(items)} />
      </UiLabelled>
    </details>
  );
}
