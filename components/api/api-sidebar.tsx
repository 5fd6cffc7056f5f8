import { escapeHtml } from '@/lib/html/escape';
import type { ApiModel, OperationView } from '@/lib/openapi';
import { referenceSections, sectionOperations, webhookFamilies, type ReferenceSection } from '@/lib/openapi/model/sections';
import { MethodBadge, methodBadgeHtml } from './method-badge';
import styles from './sidebar.module.css';

/** One section of the one-page sidebar: its link, its operations, then its nested sections. */
function SectionItem({ section }: { section: ReferenceSection }) {
  return (
    <li>
      <a className={styles.tag} href={`#${section.anchor}`}>
        {section.title}
      </a>
      {section.operations.length > 0 && (
        <ul className={styles.list}>
          {section.operations.map((op) => (
            <li key={op.anchor}>
              <a className={styles.operation} href={`#${op.anchor}`}>
                <MethodBadge method={op.method} small />
                <span className={op.deprecated ? styles.deprecated : undefined}>{op.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {section.children.length > 0 && (
        <ul className={`${styles.list} ${styles.nested}`}>
          {section.children.map((child) => (
            <SectionItem key={child.anchor} section={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The API's table of contents: the reference's sections (lib/openapi/model/sections.ts) with their
 * operations (method badges), nested as the tags are. Rendered twice: in the 300 px sidebar and,
 * below 996 px, in the mobile menu.
 */
export function ApiSidebarNav({ model, label }: { model: ApiModel; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label} data-api-nav="">
      <ul className={styles.list}>
        <li>
          <a className={styles.tag} href="#overview">
            Overview
          </a>
        </li>
        {referenceSections(model).map((section) => (
          <SectionItem key={section.anchor} section={section} />
        ))}
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
 * The one sidebar of a split reference, shared by its pages: every section (nested as the tags
 * are) as a link to its first operation, and only the current tag's operations listed (all of
 * GitHub's would make every page megabytes). Plain links, so it works without JavaScript. Written as HTML text: as React elements
 * its 270 webhook links weighed 260 KB in the page's RSC payload, four times their HTML.
 */
export function SplitSidebarNav({ model, label, base, current }: SplitNavProps) {
  const here = (page: string) => (page === current.page ? ' aria-current="page"' : '');
  // Group and family links lead to their first operation; only the operation's own link is current.
  const link = (className: string, page: string, inner: string, current = true) =>
    `<a class="${className}" href="${escapeHtml(page ? `${base}/${page}` : base)}"${current ? here(page) : ''}>${inner}</a>`;
  const operationLink = (op: OperationView) =>
    link(
      styles.operation!,
      op.page ?? '',
      `${methodBadgeHtml(op.method, true)}<span${op.deprecated ? ` class="${styles.deprecated}"` : ''}>${escapeHtml(op.title)}</span>`,
    );
  const operations = (list: OperationView[]) => {
    let html = `<ul class="${styles.list}">`;
    for (const family of webhookFamilies(list)) {
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
    return `${html}</ul>`;
  };
  // Every section's link shows, nested; only the current group's operations are listed.
  const item = (section: ReferenceSection): string => {
    if (section.kind === 'schemas') return `<li>${link(styles.tag!, 'schemas', escapeHtml(section.title))}</li>`;
    let html = `<li>${link(styles.tag!, sectionOperations(section)[0]?.page ?? '', escapeHtml(section.title), false)}`;
    if (section.kind !== 'group' && section.name === current.group && section.operations.length) html += operations(section.operations);
    if (section.children.length) html += `<ul class="${styles.list} ${styles.nested}">${section.children.map(item).join('')}</ul>`;
    return `${html}</li>`;
  };
  const html = `<ul class="${styles.list}"><li>${link(styles.tag!, '', 'Overview')}</li>${referenceSections(model).map(item).join('')}</ul>`;
  return <nav className={styles.nav} aria-label={label} data-api-nav="" dangerouslySetInnerHTML={{ __html: html }} />;
}
