import type { SchemaView } from '@/lib/openapi';
import { slug } from '@/lib/openapi/resolve';
import { AnchorLink, Markdown } from './anchor-link';
import { DeprecatedBadge } from './method-badge';
import { constraintLabels, hasChildren, nodeOf, schemaHref, typeLabel, type Entries } from './schema-label';
import styles from './schema.module.css';

/**
 * How many named schemas deep a tree unfolds before it links to a definition instead. Each named
 * schema is described in full once, in the schema section; repeating it everywhere would make
 * pages grow with the square of the spec (a 7-operation spec reached 1.7 MB of HTML).
 */
const DEFAULT_MAX_REFS = 2;

interface TreeProps {
  view: SchemaView;
  entries: Entries;
  /** Anchor prefix for the properties, e.g. "operation/divide/request". */
  anchor: string;
  /** Refs being expanded above this level: meeting one again means the schema is circular. */
  stack?: string[];
  /** Named schemas unfolded along one branch before linking to the definition. */
  maxRefs?: number;
}

/** The definition to link to instead of unfolding `view` here: when circular or too deep. */
function linkInstead(view: SchemaView, entries: Entries, stack: string[], maxRefs: number) {
  if (!('ref' in view)) return undefined;
  const circular = stack.includes(view.ref);
  if (!circular && stack.length < maxRefs) return undefined;
  const entry = entries[view.ref];
  return entry ? { entry, circular } : undefined;
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
function Row({ name, required, view, entries, anchor, stack = [], maxRefs = DEFAULT_MAX_REFS }: TreeProps & { name: string; required?: boolean }) {
  const target = linkInstead(view, entries, stack, maxRefs);
  const link = target?.entry;
  const head = (
    <span className={styles.head}>
      <code className={styles.name}>{name}</code>
      <span className={styles.type}>{typeLabel(view, entries)}</span>
      {required && <span className={styles.required}>required</span>}
      {link && (
        <a className={styles.refLink} href={schemaHref(link)}>
          {target.circular ? `circular: see ${link.name}` : `see ${link.name}`}
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
        <SchemaTree view={view} entries={entries} anchor={anchor} stack={stack} maxRefs={maxRefs} />
      </details>
      <AnchorLink anchor={anchor} label={name} />
    </li>
  );
}

/** The inside of a schema: its properties, map values, array items and oneOf/anyOf options. */
export function SchemaTree({ view, entries, anchor, stack = [], maxRefs = DEFAULT_MAX_REFS }: TreeProps) {
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
              <code>{m.value}</code> → {entries[m.ref] ? <a href={schemaHref(entries[m.ref]!)}>{entries[m.ref]!.name}</a> : m.ref}
            </span>
          ))}
        </p>
      )}
      {(node.properties?.length || node.additionalProperties || node.patternProperties) && (
        <ul className={styles.rows}>
          {node.properties?.map((p) => (
            <Row key={p.name} name={p.name} required={p.required} view={p.schema} entries={entries} anchor={`${anchor}/${slug(p.name)}`} stack={inner} maxRefs={maxRefs} />
          ))}
          {node.patternProperties?.map((p) => (
            <Row key={p.pattern} name={`/${p.pattern}/`} view={p.schema} entries={entries} anchor={`${anchor}/pattern-${slug(p.pattern)}`} stack={inner} maxRefs={maxRefs} />
          ))}
          {node.additionalProperties && node.additionalProperties !== true && (
            <Row name="[key: string]" view={node.additionalProperties} entries={entries} anchor={`${anchor}/additional`} stack={inner} maxRefs={maxRefs} />
          )}
        </ul>
      )}
      {node.additionalProperties === false && node.properties && <p className={styles.values}>No other properties.</p>}
      {node.items && hasChildren(node.items, entries) && (
        <ul className={styles.rows}>
          <Row name="[items]" view={node.items} entries={entries} anchor={`${anchor}/items`} stack={inner} maxRefs={maxRefs} />
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
              <SchemaOption view={option} entries={entries} anchor={`${anchor}/option-${i + 1}`} stack={inner} maxRefs={maxRefs} />
            </details>
          ))}
        </div>
      )}
    </div>
  );
}

/** One oneOf/anyOf option: unfolded, or a link when it is circular or too deep. */
function SchemaOption({ view, entries, anchor, stack = [], maxRefs = DEFAULT_MAX_REFS }: TreeProps) {
  const target = linkInstead(view, entries, stack, maxRefs);
  if (target) {
    return (
      <p className={styles.values}>
        <a href={schemaHref(target.entry)}>{target.circular ? `circular: see ${target.entry.name}` : `see ${target.entry.name}`}</a>
      </p>
    );
  }
  return (
    <>
      <SchemaFacts view={view} entries={entries} />
      <SchemaTree view={view} entries={entries} anchor={anchor} stack={stack} maxRefs={maxRefs} />
    </>
  );
}

/** A schema at the top of a body or response: its type line, facts and tree. */
export function SchemaBlock({ view, entries, anchor, maxRefs }: TreeProps) {
  const target = maxRefs === 0 ? linkInstead(view, entries, [], 0) : undefined;
  if (target) {
    return (
      <p className={styles.blockType}>
        <span className={styles.type}>{typeLabel(view, entries)}</span>{' '}
        <a className={styles.refLink} href={schemaHref(target.entry)}>see {target.entry.name}</a>
      </p>
    );
  }
  return (
    <div className={styles.block}>
      <p className={styles.blockType}>
        <span className={styles.type}>{typeLabel(view, entries)}</span>
      </p>
      <SchemaFacts view={view} entries={entries} />
      <SchemaTree view={view} entries={entries} anchor={anchor} maxRefs={maxRefs} />
    </div>
  );
}
