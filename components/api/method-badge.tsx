import type { HttpMethod } from '@/lib/openapi';
import styles from './badges.module.css';

const badgeClass = (method: HttpMethod, small?: boolean) => `${styles.method} ${styles[method] ?? ''} ${small ? styles.small : ''}`;
const badgeText = (method: HttpMethod) => (method === 'delete' ? 'del' : method);

/** The HTTP method as a coloured label; colours meet AA contrast with their white text in both modes. */
export function MethodBadge({ method, small }: { method: HttpMethod; small?: boolean }) {
  return (
    <span className={badgeClass(method, small)} data-method={method}>
      {badgeText(method)}
    </span>
  );
}

/** The same badge as HTML text, for navigation written as text (the split sidebar). */
export function methodBadgeHtml(method: HttpMethod, small?: boolean): string {
  return `<span class="${badgeClass(method, small)}" data-method="${method}">${badgeText(method)}</span>`;
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
