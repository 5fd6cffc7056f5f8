import type { SchemaView } from '@/lib/openapi';
import { slug } from '@/lib/openapi/resolve';
import { AnchorLink, Markdown } from './anchor-link';
import { DeprecatedBadge } from './method-badge';
import { constraintLabels, hasChildren, nodeOf, typeLabel, type Entries } from './schema-label';
import styles from './schema.module.css';

/** Deeper than this, a named schema is shown as a link to its definition instead of expanded. */
const MAX_DEPTH = 6;

interface TreeProps {
  view: SchemaView;
  entries: Entries;
  /** Anchor prefix for the properties, e.g. "operation/divide/request". */
  anchor: string;
  /** Refs being expanded above this level: meeting one again means the schema is circular. */
  stack?: string[];
}

/** Facts about one schema: constraints, enum, default, flags, examples, description. */
function SchemaFacts({ view, entries }: { view: SchemaView; entries: Entries }) {
  const node = nodeOf(view, entries);
  const facts = constraintLabels(node);
  return (
    <>
      {(facts.length > 0 || node.readOnly || node.writeOnly || node.deprecated) && (
        <span className={styles.facts}>
          {node.deprecated && <DeprecatedBadge />}
          {node.readOnly && <span className={styles.flag}>read-only</span>}
          {node.writeOnly && <span className={styles.flag}>write-only</span>}
          {facts.map((fact) => (
            <span key={fact} className={styles.constraint}>{fact}</span>
          ))}
        </span>
      )}
      <Markdown html={node.descriptionHtml} className={styles.description} />
      {node.enum && (
        <p className={styles.values}>
          Allowed values:{' '}
          {node.enum.map((value, i) => (
            <code key={i}>{value}</code>
          ))}
        </p>
      )}
      {node.const !== undefined && <p className={styles.values}>Constant: <code>{node.const}</code></p>}
      {node.default !== undefined && <p className={styles.values}>Default: <code>{node.default}</code></p>}
      {node.examples && (
        <p className={styles.values}>
          Example: {node.examples.map((value, i) => <code key={i}>{value}</code>)}
        </p>
      )}
    </>
  );
}

/** One property (or map value, or array item) row; it unfolds with <details> when it has children. */
function Row({ name, required, view, entries, anchor, stack }: TreeProps & { name: string; required?: boolean }) {
  const circular = 'ref' in view && stack?.includes(view.ref);
  const tooDeep = 'ref' in view && (stack?.length ?? 0) >= MAX_DEPTH;
  const link = 'ref' in view && (circular || tooDeep) ? entries[view.ref] : undefined;
  const head = (
    <span className={styles.head}>
      <code className={styles.name}>{name}</code>
      <span className={styles.type}>{typeLabel(view, entries)}</span>
      {required && <span className={styles.required}>required</span>}
      {link && (
        <a className={styles.refLink} href={`#${link.anchor}`}>
          {circular ? `circular: see ${link.name}` : `see ${link.name}`}
        </a>
      )}
    </span>
  );
  const body = <SchemaFacts view={view} entries={entries} />;
  if (link || !hasChildren(view, entries)) {
    return (
      <li id={anchor} className={styles.row}>
        {head}
        <AnchorLink anchor={anchor} label={name} />
        {body}
      </li>
    );
  }
  return (
    <li id={anchor} className={styles.row}>
      <details className={styles.details}>
        <summary className={styles.summary}>{head}</summary>
        {body}
        <SchemaTree view={view} entries={entries} anchor={anchor} stack={stack} />
      </details>
      <AnchorLink anchor={anchor} label={name} />
    </li>
  );
}

/** The inside of a schema: its properties, map values, array items and oneOf/anyOf options. */
export function SchemaTree({ view, entries, anchor, stack = [] }: TreeProps) {
  const node = nodeOf(view, entries);
  const inner = 'ref' in view ? [...stack, view.ref] : stack;
  const options = node.oneOf ? { kind: 'One of', list: node.oneOf } : node.anyOf ? { kind: 'Any of', list: node.anyOf } : undefined;
  return (
    <div className={styles.tree}>
      {node.mergedFrom && <p className={styles.values}>Combines: {node.mergedFrom.join(', ')}</p>}
      {node.discriminator && (
        <p className={styles.values}>
          Discriminator <code>{node.discriminator.propertyName}</code>
          {node.discriminator.mapping.map((m) => (
            <span key={m.value}>
              {' '}
              <code>{m.value}</code> → <a href={`#${entries[m.ref]?.anchor}`}>{entries[m.ref]?.name}</a>
            </span>
          ))}
        </p>
      )}
      {(node.properties?.length || node.additionalProperties || node.patternProperties) && (
        <ul className={styles.rows}>
          {node.properties?.map((p) => (
            <Row key={p.name} name={p.name} required={p.required} view={p.schema} entries={entries} anchor={`${anchor}/${slug(p.name)}`} stack={inner} />
          ))}
          {node.patternProperties?.map((p) => (
            <Row key={p.pattern} name={`/${p.pattern}/`} view={p.schema} entries={entries} anchor={`${anchor}/pattern-${slug(p.pattern)}`} stack={inner} />
          ))}
          {node.additionalProperties && node.additionalProperties !== true && (
            <Row name="[key: string]" view={node.additionalProperties} entries={entries} anchor={`${anchor}/additional`} stack={inner} />
          )}
        </ul>
      )}
      {node.additionalProperties === false && node.properties && <p className={styles.values}>No other properties.</p>}
      {node.items && hasChildren(node.items, entries) && (
        <ul className={styles.rows}>
          <Row name="[items]" view={node.items} entries={entries} anchor={`${anchor}/items`} stack={inner} />
        </ul>
      )}
      {options && (
        <div className={styles.options}>
          <p className={styles.values}>{options.kind}:</p>
          {options.list.map((option, i) => (
            // One group name per schema: opening one option closes the others (no JavaScript needed).
            <details key={i} name={`${anchor}/options`} className={styles.option} open={i === 0}>
              <summary className={styles.summary}>
                <span className={styles.type}>{nodeOf(option, entries).title ?? typeLabel(option, entries)}</span>
              </summary>
              <SchemaFacts view={option} entries={entries} />
              <SchemaTree view={option} entries={entries} anchor={`${anchor}/option-${i + 1}`} stack={inner} />
            </details>
          ))}
        </div>
      )}
    </div>
  );
}

/** A schema at the top of a body or response: its type line, facts and tree. */
export function SchemaBlock({ view, entries, anchor }: TreeProps) {
  return (
    <div className={styles.block}>
      <p className={styles.blockType}>
        <span className={styles.type}>{typeLabel(view, entries)}</span>
      </p>
      <SchemaFacts view={view} entries={entries} />
      <SchemaTree view={view} entries={entries} anchor={anchor} />
    </div>
  );
}
