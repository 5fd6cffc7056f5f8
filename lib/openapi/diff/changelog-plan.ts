// The changelog of a versioned API as pages: pure, from the diffs of consecutive versions and the
// hrefs of their operations. A small pair of versions shows whole on the changelog page; a large
// one (GitHub's REST API over a year: ~6,500 changes in ~950 operations) is split into parts of at
// most PART_CHANGES changes, operations kept whole, with a per-tag summary on the changelog page
// linking to them: every page stays well under 1 MB.
import { slug } from '../model/resolve';
import { CHANGELOG_SEGMENT } from '../versions/routes';
import { operationLabel } from './diff';
import { operationId } from './operations';
import type { ApiChange, ApiDiff, OperationKey } from './types';

/** At most this many changes on one page (~450 bytes of HTML each: ~200 KB). */
export const PART_CHANGES = 400;

export interface VersionLink {
  name: string;
  label: string;
  /** The version's reference route, e.g. "/api/word/v1". */
  route: string;
}

/** An operation's changes between two versions, with where it is shown in each. */
export interface OperationChanges {
  id: string;
  /** Its id in the older version, when it was written otherwise there (moved, or a path variable renamed). */
  previousId?: string;
  key: OperationKey;
  /** "GET /stations" or "webhook alertRaised". */
  label: string;
  /** Its title in the newer (else the older) reference, when that differs from the label. */
  title?: string;
  /** Its first navigation tag, or "Other". */
  tag: string;
  /** The operation in the older and the newer reference (no base path), when it is there. */
  beforeHref?: string;
  afterHref?: string;
  /** Its section on the changelog page or part that lists it: "v1-v2/get-stations". */
  anchor: string;
  changes: ApiChange[];
  breaking: number;
  /** "added", "removed" or "changed". */
  status: 'added' | 'removed' | 'changed';
}

/** An operation's last event up to a version: "Added in v2" or "Changed in v3", linking to its changelog entry. */
export interface VersionBadge {
  kind: 'added' | 'changed';
  version: string;
  label: string;
  href: string;
}

export interface TagSummary {
  name: string;
  operations: number;
  changes: number;
  breaking: number;
  /** The route of the first page listing it. */
  route: string;
}

export interface ChangelogPair {
  from: VersionLink;
  to: VersionLink;
  /** The pair's section id on the changelog page, e.g. "v1-v2". */
  anchor: string;
  counts: ApiDiff['counts'] & { changes: number; operations: number };
  /** Operations by tag, then path: the order they are listed. */
  operations: OperationChanges[];
  tags: TagSummary[];
  /** One entry when the pair shows whole on the changelog page; else its parts' routes and operations. */
  parts: { route: string; operations: OperationChanges[] }[];
}

export interface ChangelogModel {
  /** The API's id and route (its latest version's). */
  id: string;
  route: string;
  title: string;
  /** "<route>/changelog". */
  changelogRoute: string;
  /** Newest pair first. */
  pairs: ChangelogPair[];
}

/** What the plan needs of each version's reference: its operations' tags, titles and hrefs, by operationId. */
export interface VersionOperations {
  version: VersionLink;
  operations: Map<string, { title: string; tag?: string; href: string }>;
}

/** The pair's operations in listing order, with hrefs and anchors. */
function operationChanges(diff: ApiDiff, from: VersionOperations, to: VersionOperations, anchor: string): OperationChanges[] {
  const byOp = new Map<string, ApiChange[]>();
  for (const change of diff.changes) {
    const id = operationId(change.operation);
    byOp.set(id, [...(byOp.get(id) ?? []), change]);
  }
  const used = new Set<string>();
  const list = [...byOp].map(([id, changes]): OperationChanges => {
    const key = changes[0]!.operation;
    const previous = changes[0]!.previous;
    const before = from.operations.get(previous ? operationId(previous) : id);
    const after = to.operations.get(id);
    const label = operationLabel(key);
    const title = (after ?? before)?.title;
    let own = `${anchor}/${slug(label.toLowerCase())}`;
    for (let n = 2; used.has(own); n++) own = `${anchor}/${slug(label.toLowerCase())}-${n}`;
    used.add(own);
    const status = changes[0]!.rule === 'operation-added' ? 'added' : changes[0]!.rule === 'operation-removed' ? 'removed' : 'changed';
    return {
      id,
      ...(previous ? { previousId: operationId(previous) } : {}),
      key,
      label,
      ...(title && title !== label ? { title } : {}),
      tag: (after ?? before)?.tag ?? 'Other',
      ...(before ? { beforeHref: before.href } : {}),
      ...(after ? { afterHref: after.href } : {}),
      anchor: own,
      changes,
      breaking: changes.filter((c) => c.breaking).length,
      status,
    };
  });
  // Tags in the order they first appear in the newer reference's listing, then the operations' own order.
  const tagOrder = new Map<string, number>();
  for (const { tag } of to.operations.values()) if (tag && !tagOrder.has(tag)) tagOrder.set(tag, tagOrder.size);
  const rank = (tag: string) => tagOrder.get(tag) ?? Number.MAX_SAFE_INTEGER;
  return list.sort((a, b) => rank(a.tag) - rank(b.tag) || a.tag.localeCompare(b.tag));
}

/** Operations packed into parts of at most PART_CHANGES changes (an operation is never cut). */
function packParts(operations: OperationChanges[], route: string): { route: string; operations: OperationChanges[] }[] {
  const parts: OperationChanges[][] = [[]];
  let size = 0;
  for (const op of operations) {
    if (size + op.changes.length > PART_CHANGES && parts.at(-1)!.length) {
      parts.push([]);
      size = 0;
    }
    parts.at(-1)!.push(op);
    size += op.changes.length;
  }
  return parts.map((ops, i) => ({ route: i === 0 ? route : `${route}/${i + 1}`, operations: ops }));
}

/**
 * The changelog of a versioned API: one pair per consecutive versions, newest first. `versions` are
 * newest first, with `diffs[i]` from versions[i + 1] to versions[i].
 */
export function planChangelog(api: { id: string; route: string; title: string }, versions: VersionOperations[], diffs: ApiDiff[]): ChangelogModel {
  const changelogRoute = `${api.route}/${CHANGELOG_SEGMENT}`;
  const pairs = diffs.map((diff, i): ChangelogPair => {
    const to = versions[i]!;
    const from = versions[i + 1]!;
    const anchor = `${slug(from.version.name)}-${slug(to.version.name)}`;
    const operations = operationChanges(diff, from, to, anchor);
    const whole = diff.changes.length <= PART_CHANGES;
    const parts = whole ? [{ route: changelogRoute, operations }] : packParts(operations, `${changelogRoute}/${to.version.name}`);
    const tags = new Map<string, TagSummary>();
    for (const part of parts) {
      for (const op of part.operations) {
        const summary = tags.get(op.tag) ?? { name: op.tag, operations: 0, changes: 0, breaking: 0, route: part.route };
        summary.operations += 1;
        summary.changes += op.changes.length;
        summary.breaking += op.breaking;
        tags.set(op.tag, summary);
      }
    }
    return {
      from: from.version,
      to: to.version,
      anchor,
      counts: { ...diff.counts, changes: diff.changes.length, operations: operations.length },
      operations,
      tags: [...tags.values()],
      parts,
    };
  });
  return { id: api.id, route: api.route, title: api.title, changelogRoute, pairs };
}

/** Every page the changelog needs: the changelog itself, then each large pair's parts. */
export function changelogRoutes(model: ChangelogModel): { route: string; pair?: number; part?: number }[] {
  const routes: { route: string; pair?: number; part?: number }[] = [{ route: model.changelogRoute }];
  model.pairs.forEach((pair, p) => {
    if (pair.parts[0]!.route !== model.changelogRoute) pair.parts.forEach((part, n) => routes.push({ route: part.route, pair: p, part: n }));
  });
  return routes;
}

/** Where an operation's entry of a pair is listed: its part's route and its anchor. */
export function changeHref(pair: ChangelogPair, op: OperationChanges): string {
  const part = pair.parts.find((p) => p.operations.includes(op)) ?? pair.parts[0]!;
  return `${part.route}#${op.anchor}`;
}

/**
 * "Added in v2" / "Changed in v3" for the operations of one version's reference: the last event up
 * to that version, walking the pairs from the oldest. An operation of the oldest version has no
 * badge until it changes; a change shows in that version and every later one until the next change
 * (a re-added operation is "Added" again). Keyed by operationId; each links to its changelog entry.
 */
export function versionBadges(changelog: ChangelogModel, version: string): Map<string, VersionBadge> {
  const badges = new Map<string, VersionBadge>();
  const pairs = [...changelog.pairs].reverse();
  const last = pairs.findIndex((pair) => pair.to.name === version);
  for (const pair of last < 0 ? [] : pairs.slice(0, last + 1)) {
    for (const op of pair.operations) {
      if (op.previousId) badges.delete(op.previousId);
      if (op.status === 'removed') badges.delete(op.id);
      else badges.set(op.id, { kind: op.status === 'added' ? 'added' : 'changed', version: pair.to.name, label: pair.to.label, href: changeHref(pair, op) });
    }
  }
  return badges;
}
