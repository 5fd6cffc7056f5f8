import { withBase } from '@/lib/config';
import type { ChangelogPair, OperationChanges } from '@/lib/openapi/diff/changelog-plan';
import type { ApiChange } from '@/lib/openapi/diff/types';
import { MethodBadge } from '../method-badge';
import styles from './changelog.module.css';

/** A change's message with its `names` as code; React escapes every part. */
function Message({ text }: { text: string }) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

function Change({ change }: { change: ApiChange }) {
  return (
    <li data-rule={change.rule} data-breaking={change.breaking ? '' : undefined}>
      {change.breaking && (
        <>
          <span className={`${styles.mark} ${styles.breaking}`}>Breaking</span>{' '}
        </>
      )}
      <Message text={change.message} />
      <span className={styles.reason}>: {change.reason}.</span>
      <span className={styles.rule}>
        rule <code>{change.rule}</code>
        {change.before && (
          <>
            {' '}
            · before <code>{change.before}</code>
          </>
        )}
        {change.after && (
          <>
            {' '}
            · after <code>{change.after}</code>
          </>
        )}
      </span>
    </li>
  );
}

const STATUS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** One operation's changes, with links to it in both versions. Plain links: this renders inside a static island. */
function OperationEntry({ op, pair, heading: Heading }: { op: OperationChanges; pair: ChangelogPair; heading: 'h3' | 'h4' }) {
  const titleId = `${op.anchor}/title`;
  return (
    <section id={op.anchor} className={styles.operation} aria-labelledby={titleId} data-operation={op.id}>
      <Heading id={titleId} className={styles.opTitle}>
        <MethodBadge method={op.key.method} small />
        {op.key.kind === 'webhook' && <span>webhook</span>}
        {/* An event operation's address as written (its key's path has a leading "/"). */}
        <code>{op.key.address ?? op.key.path}</code>
        {op.title && <span>{op.title}</span>}
        <span className={`${styles.mark} ${styles[op.status]}`}>{STATUS[op.status]}</span>
        {op.breaking > 0 && <span className={`${styles.mark} ${styles.breaking}`}>{op.breaking} breaking</span>}
      </Heading>
      <p className={styles.where}>
        {op.beforeHref ? (
          <a href={withBase(op.beforeHref)} data-version={pair.from.name}>
            In {pair.from.label}
          </a>
        ) : (
          <span>Not in {pair.from.label}</span>
        )}
        {' · '}
        {op.afterHref ? (
          <a href={withBase(op.afterHref)} data-version={pair.to.name}>
            In {pair.to.label}
          </a>
        ) : (
          <span>Not in {pair.to.label}</span>
        )}
      </p>
      <ul className={styles.changes}>
        {op.changes.map((change, i) => (
          <Change key={i} change={change} />
        ))}
      </ul>
    </section>
  );
}

/** A pair's operations, grouped under their tags (headings one level below `level`). */
export function ChangeList({ pair, operations, level }: { pair: ChangelogPair; operations: OperationChanges[]; level: 2 | 3 }) {
  const groups = new Map<string, OperationChanges[]>();
  for (const op of operations) groups.set(op.tag, [...(groups.get(op.tag) ?? []), op]);
  const TagHeading = `h${level}` as 'h2' | 'h3';
  const OpHeading = `h${level + 1}` as 'h3' | 'h4';
  return [...groups].map(([tag, ops]) => (
    <div key={tag}>
      <TagHeading>{tag}</TagHeading>
      {ops.map((op) => (
        <OperationEntry key={op.anchor} op={op} pair={pair} heading={OpHeading} />
      ))}
    </div>
  ));
}
