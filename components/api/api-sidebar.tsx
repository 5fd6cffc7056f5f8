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
                    <span className={op.deprecated ? styles.deprecated : undefined}>{op.title}</span>
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
                    <span>{op.title}</span>
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

interface SplitNavProps {
  model: ApiModel;
  label: string;
  /** The API's route with the base path, e.g. "/demo/api/github". */
  base: string;
  /** The page shown ("" for the overview) and the sidebar group it opens. */
  current: { page: string; group?: string };
}

/**
 * The one sidebar of a split reference, shared by its pages: every tag as a link to its first
 * operation, and only the current tag's operations listed (all of GitHub's would make every page
 * megabytes). Plain links, so it works without JavaScript.
 */
export function SplitSidebarNav({ model, label, base, current }: SplitNavProps) {
  const groups = [
    ...model.tags.map((tag) => ({ name: tag.name, operations: tag.operations })),
    ...(model.webhooks.length ? [{ name: 'Webhooks', operations: model.webhooks }] : []),
  ];
  const here = (page: string) => (page === current.page ? ({ 'aria-current': 'page' } as const) : {});
  return (
    <nav className={styles.nav} aria-label={label} data-api-nav="">
      <ul className={styles.list}>
        <li>
          <a className={styles.tag} href={base} {...here('')}>Overview</a>
        </li>
        {groups.map((group) => (
          <li key={group.name}>
            <a className={styles.tag} href={`${base}/${group.operations[0]!.page}`}>
              {group.name}
            </a>
            {group.name === current.group && (
              <ul className={styles.list}>
                {group.operations.map((op) => (
                  <li key={op.anchor}>
                    <a className={styles.operation} href={`${base}/${op.page}`} {...here(op.page ?? '')}>
                      <MethodBadge method={op.method} small />
                      <span className={op.deprecated ? styles.deprecated : undefined}>{op.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {Object.keys(model.schemas).length > 0 && (
          <li>
            <a className={styles.tag} href={`${base}/schemas`} {...here('schemas')}>Schemas</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
