import type { SchemaEntry, SchemaView } from '@/lib/openapi';
import { AnchorLink } from './anchor-link';
import { blockHtml, treeHtml, type TreeOptions } from './schema-html';
import styles from './schema.module.css';

export type { Fold, Repeats } from './schema-html';

type Props = TreeOptions & {
  view: SchemaView;
  /** Anchor prefix for the properties, e.g. "operation/divide/request". */
  anchor: string;
};

/** The inside of a schema (properties, map values, items, options), rendered as escaped HTML text. */
export function SchemaTree({ view, anchor, ...options }: Props) {
  return <div className={styles.treeHost} dangerouslySetInnerHTML={{ __html: treeHtml(view, anchor, options) }} />;
}

/**
 * A named schema's definition: its heading (h3 on a one-page reference, h1 on its own page) and tree.
 * The heading has no id: "schema/Pet/title" is the anchor of a property named `title`.
 */
export function SchemaDefinition({
  entry,
  entries,
  heading: Heading,
  className,
  ids,
}: {
  entry: SchemaEntry;
  entries: TreeOptions['entries'];
  heading: 'h1' | 'h3';
  className?: string;
  ids: TreeOptions['ids'];
}) {
  return (
    <>
      <Heading className={className}>
        {entry.name}
        <AnchorLink anchor={entry.anchor} label={`schema ${entry.name}`} />
      </Heading>
      <SchemaBlock view={{ ref: entry.id }} entries={entries} anchor={entry.anchor} maxRefs={1} ids={ids} />
    </>
  );
}

/** A schema at the top of a body or response: its type line, facts and tree, or a link to its definition. */
export function SchemaBlock({ view, anchor, ...options }: Props) {
  const { linked, html } = blockHtml(view, anchor, options);
  if (linked) return <p className={styles.blockType} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={styles.block} dangerouslySetInnerHTML={{ __html: html }} />;
}
