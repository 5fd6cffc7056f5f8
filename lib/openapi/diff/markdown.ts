// `npm run openapi:diff`'s default output: the changes as Markdown for a pull request or a CI log,
// breaking ones first, grouped by operation.
import { operationLabel } from './diff';
import { operationId } from './operations';
import type { ApiChange, ApiDiff } from './types';

function grouped(changes: ApiChange[]): [string, ApiChange[]][] {
  const groups = new Map<string, ApiChange[]>();
  for (const change of changes) {
    const id = operationId(change.operation);
    groups.set(id, [...(groups.get(id) ?? []), change]);
  }
  return [...groups.values()].map((list) => [operationLabel(list[0]!.operation), list]);
}

function line(change: ApiChange): string {
  const where = [change.before && `before \`${change.beforeSource ?? change.before}\``, change.after && `after \`${change.afterSource ?? change.after}\``].filter(Boolean).join(', ');
  return `- ${change.message}: ${change.reason}. (\`${change.rule}\`${where ? `; ${where}` : ''})`;
}

function section(title: string, changes: ApiChange[]): string[] {
  if (!changes.length) return [];
  return [`## ${title} (${changes.length})`, '', ...grouped(changes).flatMap(([label, list]) => [`### ${label}`, '', ...list.map(line), ''])];
}

/** The diff as Markdown: a summary line, then breaking and other changes, each grouped under its operation. */
export function diffMarkdown(diff: ApiDiff, names: { before: string; after: string }): string {
  const { added, removed, changed, breaking } = diff.counts;
  const head = [`# API changes: ${names.before} → ${names.after}`, '', `${added} operation${added === 1 ? '' : 's'} added, ${removed} removed, ${changed} changed: ${diff.changes.length} changes, **${breaking} breaking**.`, ''];
  if (!diff.changes.length) return [...head, 'No changes.', ''].join('\n');
  return [...head, ...section('Breaking changes', diff.changes.filter((c) => c.breaking)), ...section('Other changes', diff.changes.filter((c) => !c.breaking))].join('\n');
}
