import type { ApiModel } from '@/lib/openapi';
import { MethodBadge } from './method-badge';
import styles from './sidebar.module.css';

/**
 * The API's table of contents: tags with their operations (method badges), webhooks, schemas.
 * Rendered twice: in the 300 px sidebar and, below 996 px, in the mobile menu.
 */
export function ApiSidebarNav({ model, label }: { model: ApiModel; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label} data-api-nav="">
      <ul className={styles.list}>
        <li>
          <a className={styles.tag} href="#overview">Overview</a>
        </li>
        {model.tags.map((tag) => (
          <li key={tag.anchor}>
            <a className={styles.tag} href={`#${tag.anchor}`}>{tag.name}</a>
            <ul className={styles.list}>
              {tag.operations.map((op) => (
                <li key={op.anchor}>
                  <a className={styles.operation} href={`#${op.anchor}`}>
                    <MethodBadge method={op.method} small />
                    <span className={op.deprecated ? styles.deprecated : undefined}>{op.summary ?? op.path}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {model.webhooks.length > 0 && (
          <li>
            <a className={styles.tag} href="#webhooks">Webhooks</a>
            <ul className={styles.list}>
              {model.webhooks.map((op) => (
                <li key={op.anchor}>
                  <a className={styles.operation} href={`#${op.anchor}`}>
                    <MethodBadge method={op.method} small />
                    <span>{op.summary ?? op.path}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        )}
        {Object.keys(model.schemas).length > 0 && (
          <li>
            <a className={styles.tag} href="#schemas">Schemas</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
