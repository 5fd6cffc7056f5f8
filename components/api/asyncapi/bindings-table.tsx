import type { BindingView } from '@/lib/openapi';
import { PROTOCOL_NAMES } from '@/lib/openapi/asyncapi/bindings';
import styles from '../reference.module.css';

/** Protocol bindings as one small table each ("Kafka binding of channel readings"), readable without JavaScript. */
export function BindingsTables({ bindings, of }: { bindings: BindingView[]; of: string }) {
  if (!bindings.length) return null;
  return bindings.map((binding) => {
    const label = `${PROTOCOL_NAMES[binding.protocol] ?? binding.protocol} binding of ${of}`;
    return (
      <div key={binding.protocol} className={styles.tableScroll}>
        <table className={styles.table} data-binding={binding.protocol}>
          <caption className={styles.fact}>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {binding.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>
                  <code>{row.value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  });
}
