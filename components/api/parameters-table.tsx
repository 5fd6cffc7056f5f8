import type { ParameterView } from '@/lib/openapi';
import type { IdAllocator } from '@/lib/openapi/model/ids';
import { AnchorLink, Markdown } from './anchor-link';
import { DeprecatedBadge } from './method-badge';
import { constraintLabels, nodeOf, typeLabel, type Entries } from '@/lib/openapi/model/labels';
import { SchemaTree, type Fold, type Repeats } from './schema-tree';
import styles from './reference.module.css';

/** Two columns that also fit a phone: name, required, type and format, in | description, default, enum, constraints, example. */
interface Props {
  parameters: ParameterView[];
  entries: Entries;
  label: string;
  repeats?: Repeats;
  fold?: Fold;
  ids: IdAllocator;
}

export function ParametersTable({ parameters, entries, label, repeats, fold, ids }: Props) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((param) => {
            const node = param.schema ? nodeOf(param.schema, entries) : undefined;
            const facts = node ? constraintLabels(node) : [];
            const id = ids.take(param.anchor);
            return (
              <tr key={param.anchor} id={id}>
                <th scope="row" className={styles.paramName}>
                  <code>{param.name}</code>
                  <AnchorLink anchor={id} label={`parameter ${param.name}`} />
                  {param.required ? <span className={styles.required}>required</span> : <span className={styles.optional}>optional</span>}
                  {param.deprecated && <DeprecatedBadge />}
                  <span className={styles.paramType}>
                    <code className={styles.type}>{param.schema ? typeLabel(param.schema, entries) : 'any'}</code> in {param.in}
                  </span>
                </th>
                <td>
                  <Markdown html={param.descriptionHtml} ids={ids} />
                  {node?.default !== undefined && (
                    <p className={styles.fact}>
                      Default: <code>{node.default}</code>
                    </p>
                  )}
                  {node?.enum && (
                    <p className={styles.fact}>
                      Allowed values:{' '}
                      {node.enum.map((v, i) => (
                        <code key={i}>{v}</code>
                      ))}
                    </p>
                  )}
                  {facts.length > 0 && <p className={styles.fact}>Constraints: {facts.join(', ')}</p>}
                  {param.mediaType && (
                    <p className={styles.fact}>
                      Serialised as <code>{param.mediaType}</code>
                    </p>
                  )}
                  {param.queryString !== undefined ? (
                    <p className={styles.fact}>
                      Example: <code>?{param.queryString}</code>
                    </p>
                  ) : (
                    param.example !== undefined && (
                      <p className={styles.fact}>
                        Example: <code>{param.example}</code>
                      </p>
                    )
                  )}
                  {param.schema && node?.properties && (
                    <SchemaTree view={param.schema} entries={entries} anchor={id} repeats={repeats} {...fold} ids={ids} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
