import { escapeHtml } from '@/lib/html/escape';
import type { ApiModel, OperationView } from '@/lib/openapi';
import { shownTags } from '@/lib/openapi/page-ids';
import { MethodBadge, methodBadgeHtml } from './method-badge';
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
        {shownTags(model).map((tag) => (
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

/**
 * Webhooks that share an event ("webhooks/pull-request/opened", "webhooks/pull-request/closed")
 * form a family; everything else stands alone. Operations stay flat.
 */
function families(operations: OperationView[]): { name: string; operations: OperationView[] }[] {
  const result = new Map<string, { name: string; operations: OperationView[] }>();
  for (const op of operations) {
    const segments = (op.page ?? '').split('/');
    const key = op.kind === 'webhook' && segments.length > 2 ? segments[1]! : `\u0000${op.anchor}`;
    if (!result.has(key)) result.set(key, { name: key, operations: [] });
    result.get(key)!.operations.push(op);
  }
  return [...result.values()];
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
 * megabytes). Plain links, so it works without JavaScript. Written as HTML text: as React elements
 * its 270 webhook links weighed 260 KB in the page's RSC payload, four times their HTML.
 */
export function SplitSidebarNav({ model, label, base, current }: SplitNavProps) {
  const groups = [
    ...model.tags.map((tag) => ({ name: tag.name, operations: tag.operations })),
    ...(model.webhooks.length ? [{ name: 'Webhooks', operations: model.webhooks }] : []),
  ];
  const here = (page: string) => (page === current.page ? ' aria-current="page"' : '');
  // Group and family links lead to their first operation; only the operation's own link is current.
  const link = (className: string, page: string, inner: string, current = true) =>
    `<a class="${className}" href="${escapeHtml(page ? `${base}/${page}` : base)}"${current ? here(page) : ''}>${inner}</a>`;
  const operationLink = (op: OperationView) =>
    link(styles.operation!, op.page ?? '', `${methodBadgeHtml(op.method, true)}<span${op.deprecated ? ` class="${styles.deprecated}"` : ''}>${escapeHtml(op.title)}</span>`);
  let html = `<ul class="${styles.list}"><li>${link(styles.tag!, '', 'Overview')}</li>`;
  for (const group of groups) {
    html += `<li>${link(styles.tag!, group.operations[0]!.page ?? '', escapeHtml(group.name), false)}`;
    if (group.name === current.group) {
      html += `<ul class="${styles.list}">`;
      for (const family of families(group.operations)) {
        if (family.operations.length === 1) {
          html += `<li>${operationLink(family.operations[0]!)}</li>`;
          continue;
        }
        // A family (GitHub's "pull-request" webhook and its 20 actions) opens only when current.
        html += `<li>${link(styles.operation!, family.operations[0]!.page ?? '', escapeHtml(family.name), false)}`;
        if (family.operations.some((op) => op.page === current.page)) {
          html += `<ul class="${styles.list}">${family.operations.map((op) => `<li>${operationLink(op)}</li>`).join('')}</ul>`;
        }
        html += '</li>';
      }
      html += '</ul>';
    }
    html += '</li>';
  }
  if (Object.keys(model.schemas).length) html += `<li>${link(styles.tag!, 'schemas', 'Schemas')}</li>`;
  html += '</ul>';
  return <nav className={styles.nav} aria-label={label} data-api-nav="" dangerouslySetInnerHTML={{ __html: html }} />;
}
