// The tags of a reference as the model holds them: navigation tags in spec order, each with its
// operations, nested under a parent (OpenAPI 3.2 `parent`) or a group (Redocly's `x-tagGroups`).
// Tags of another kind (3.2 `kind: badge`, `audience`, …) label operations instead of grouping them.
import type { IdAllocator } from './ids';
import { markdownToSafeHtml } from './markdown';
import { isObject, slug, type Json } from './resolve';
import type { ApiModel, OperationView, TagGroupView, TagLabelView, TagView } from './types';

/** Operations without a tag are listed under this one. */
export const UNTAGGED = 'Other operations';

interface DeclaredTag {
  name: string;
  summary?: string;
  description?: unknown;
  parent?: string;
  kind?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * True for a tag that makes a navigation group. The 3.2 registry names `nav`, `badge` and
 * `audience`; a tag without a kind is a navigation tag, as every tag was before 3.2. Scalar and
 * Redocly group only navigation tags; any other kind labels the operations that carry it.
 */
export function isNavigationKind(kind: string | undefined): boolean {
  return kind === undefined || kind === 'nav';
}

function declaredTags(doc: Json): DeclaredTag[] {
  const list = Array.isArray(doc.tags) ? doc.tags.filter(isObject) : [];
  return list.flatMap((tag) => {
    const name = typeof tag.name === 'string' ? tag.name : undefined;
    if (name === undefined) return [];
    return [{ name, summary: text(tag.summary) ?? text(tag['x-displayName']), description: tag.description, parent: text(tag.parent), kind: text(tag.kind) }];
  });
}

/** Moves an operation's tags of other kinds than navigation from `tags` to `labels`. */
function splitLabels(op: OperationView, declared: Map<string, DeclaredTag>): void {
  const labels: TagLabelView[] = [];
  op.tags = op.tags.filter((name) => {
    const tag = declared.get(name);
    if (isNavigationKind(tag?.kind)) return true;
    labels.push({ kind: tag!.kind!, name, title: tag!.summary ?? name });
    return false;
  });
  if (labels.length) op.labels = labels;
}

/**
 * The tags and tag groups of a model. Declared tags come in spec order, then tags only operations
 * name, then the untagged operations; a tag shows when it or a tag nested under it has operations.
 * A `parent` naming no tag, or one that leads back to the tag itself, is left out (the tag stays at
 * the top). With `x-tagGroups`, grouped tags come first in their groups' order; a tag in no group
 * still shows, after them: Redocly hides such tags, but content is never dropped silently here.
 */
export function buildTags(doc: Json, operations: OperationView[], ids: IdAllocator): Pick<ApiModel, 'tags' | 'tagGroups'> {
  const declared = new Map(declaredTags(doc).map((tag) => [tag.name, tag]));
  for (const op of operations) splitLabels(op, declared);

  const tags = new Map<string, TagView>();
  const addTag = (name: string) => {
    if (tags.has(name)) return;
    const tag = declared.get(name);
    const view: TagView = { name, anchor: ids.take(`tag/${slug(name)}`), descriptionHtml: markdownToSafeHtml(tag?.description), operations: [] };
    if (tag?.summary && tag.summary !== name) view.summary = tag.summary;
    tags.set(name, view);
  };
  for (const tag of declared.values()) if (isNavigationKind(tag.kind)) addTag(tag.name);
  for (const op of operations) {
    for (const name of new Set(op.tags.length ? op.tags : [UNTAGGED])) {
      addTag(name);
      tags.get(name)!.operations.push(op);
    }
  }

  // 3.2 parents: a chain that returns to its start is cut where it would close.
  const parentOf = (name: string) => {
    const parent = declared.get(name)?.parent;
    return parent !== undefined && parent !== name && tags.has(parent) ? parent : undefined;
  };
  const loops = (name: string) => {
    const seen = new Set([name]);
    for (let at = parentOf(name); at !== undefined; at = parentOf(at)) {
      if (seen.has(at)) return true;
      seen.add(at);
    }
    return false;
  };
  const parents = new Map<string, string>();
  for (const name of tags.keys()) {
    const parent = parentOf(name);
    if (parent !== undefined && !loops(name)) parents.set(name, parent);
  }
  const shown = new Set<string>();
  for (const [name, tag] of tags) {
    if (!tag.operations.length) continue;
    for (let at: string | undefined = name; at !== undefined && !shown.has(at); at = parents.get(at)) shown.add(at);
  }
  const kept = [...tags.values()].filter((tag) => shown.has(tag.name));
  for (const tag of kept) {
    const parent = parents.get(tag.name);
    if (parent !== undefined) tag.parent = tags.get(parent)!.anchor;
  }
  return { tags: kept, ...tagGroups(doc, kept, ids) };
}

/** Redocly's `x-tagGroups`: each group a heading over the tags it names that have no parent yet. */
function tagGroups(doc: Json, tags: TagView[], ids: IdAllocator): { tags?: TagView[]; tagGroups?: TagGroupView[] } {
  const raw = Array.isArray(doc['x-tagGroups']) ? doc['x-tagGroups'].filter(isObject) : [];
  if (!raw.length) return {};
  const byName = new Map(tags.map((tag) => [tag.name, tag]));
  const groups: TagGroupView[] = [];
  const rank = new Map<TagView, number>();
  for (const group of raw) {
    const name = text(group.name);
    const members = (Array.isArray(group.tags) ? group.tags : []).map((member) => byName.get(String(member))).filter((tag) => tag && !tag.parent && !rank.has(tag));
    if (!name || !members.length) continue;
    const view = { name, anchor: ids.take(`group/${slug(name)}`) };
    groups.push(view);
    for (const tag of members) {
      tag!.parent = view.anchor;
      rank.set(tag!, rank.size);
    }
  }
  if (!groups.length) return {};
  // Grouped tags in their groups' order, then the rest as they were (Array.prototype.sort is stable).
  const order = (tag: TagView) => rank.get(tag) ?? Infinity;
  return { tags: [...tags].sort((a, b) => order(a) - order(b)), tagGroups: groups };
}
