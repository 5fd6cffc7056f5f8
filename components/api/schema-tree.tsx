import type { SchemaView } from '@/lib/openapi';
import { blockHtml, treeHtml, type TreeOptions } from './schema-html';
import styles from './schema.module.css';

export type { Repeats } from './schema-html';

type Props = TreeOptions & {
  view: SchemaView;
  /** Anchor prefix for the properties, e.g. "operation/divide/request". */
  anchor: string;
};

/** The inside of a schema (properties, map values, items, options), rendered as escaped HTML text. */
export function SchemaTree({ view, anchor, ...options }: Props) {
  return <div className={styles.treeHost} dangerouslySetInnerHTML={{ __html: treeHtml(view, anchor, options) }} />;
}

/** A schema at the top of a body or response: its type line, facts and tree, or a link to its definition. */
export function SchemaBlock({ view, anchor, ...options }: Props) {
  const { linked, html } = blockHtml(view, anchor, options);
  if (linked) return <p className={styles.blockType} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={styles.block} dangerouslySetInnerHTML={{ __html: html }} />;
}
