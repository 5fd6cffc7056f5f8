import type { HttpMethod } from '@/lib/openapi';
import { isFixedMethod, methodLabel } from '@/lib/openapi/model/path-items';
import { escapeHtml } from '@/lib/html/escape';
import styles from './badges.module.css';

/**
 * A fixed method has its own colour; any other (OpenAPI 3.2 `additionalOperations`: COPY, PURGE…)
 * the neutral one, and is never used as a class name: a method named "small" must not restyle it.
 */
const badgeClass = (method: HttpMethod, small?: boolean) =>
  `${styles.method} ${(isFixedMethod(method) ? styles[method] : styles.other) ?? ''} ${small ? styles.small : ''}`;
const badgeText = (method: HttpMethod) => (method === 'delete' ? 'del' : methodLabel(method));

/** The HTTP method as a coloured label; colours meet AA contrast with their white text in both modes. */
export function MethodBadge({ method, small }: { method: HttpMethod; small?: boolean }) {
  const text = badgeText(method);
  return (
    <span className={badgeClass(method, small)} data-method={method} title={isFixedMethod(method) ? undefined : text}>
      {text}
    </span>
  );
}

/** The same badge as HTML text, for navigation written as text (the split sidebar). */
export function methodBadgeHtml(method: HttpMethod, small?: boolean): string {
  const text = escapeHtml(badgeText(method));
  const title = isFixedMethod(method) ? '' : ` title="${text}"`;
  return `<span class="${badgeClass(method, small)}" data-method="${escapeHtml(method)}"${title}>${text}</span>`;
}

/** A response status coloured by its class: 2xx, 3xx, 4xx, 5xx or default. */
export function StatusBadge({ status, onDark }: { status: string; onDark?: boolean }) {
  const family = /^[1-5]/.test(status) ? `s${status[0]}xx` : 'sdefault';
  return (
    <span className={`${styles.status} ${styles[family] ?? ''} ${onDark ? styles.onDark : ''}`} data-status-class={family.slice(1)}>
      {status}
    </span>
  );
}

export function DeprecatedBadge() {
  return <span className={styles.deprecated}>deprecated</span>;
}
