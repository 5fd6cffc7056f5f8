// The reference's sections, as one list: tags (nested under their 3.2 parents and x-tagGroups
// groups), the webhooks and the schema index. The one-page reference, both sidebars, the split
// overview, the Markdown twin and the search records all read this list, so a section is named,
// ordered and nested the same way everywhere.
import { shownTags } from '../pages/page-ids';
import type { ApiModel, OperationView, SchemaEntry } from './types';

export interface ReferenceSection {
  kind: 'tag' | 'group' | 'webhooks' | 'schemas';
  /** The tag's or group's name; "Webhooks" and "Schemas" for those (what `groupOf` answers). */
  name: string;
  /** What headings and the sidebar show: a tag's `summary`, else its name. */
  title: string;
  /** Its anchor on the one-page reference and the split overview. */
  anchor: string;
  descriptionHtml?: string;
  /** Its own operations as the one-page reference shows them (an occurrence under a tag other than the first). */
  operations: OperationView[];
  /** Sections nested under it, in order. */
  children: ReferenceSection[];
  /** The schema index's entries (kind "schemas" only). */
  schemas?: SchemaEntry[];
}

/** What the webhooks section says of itself. */
export const WEBHOOKS_DESCRIPTION_HTML = '<p>Requests this API sends to your server.</p>';

const memo = new WeakMap<ApiModel, ReferenceSection[]>();

/** The sections of a reference, top level first, children nested (built once per model). */
export function referenceSections(model: ApiModel): ReferenceSection[] {
  const hit = memo.get(model);
  if (hit) return hit;
  const nodes = new Map<string, ReferenceSection>();
  const order: ReferenceSection[] = [];
  for (const group of model.tagGroups ?? []) {
    const node: ReferenceSection = { kind: 'group', name: group.name, title: group.name, anchor: group.anchor, operations: [], children: [] };
    nodes.set(group.anchor, node);
    order.push(node);
  }
  const parents = new Map<ReferenceSection, string | undefined>();
  for (const tag of shownTags(model)) {
    const node: ReferenceSection = { kind: 'tag', name: tag.name, title: tag.summary ?? tag.name, anchor: tag.anchor, descriptionHtml: tag.descriptionHtml, operations: tag.operations, children: [] };
    nodes.set(tag.anchor, node);
    order.push(node);
    parents.set(node, tag.parent);
  }
  const roots: ReferenceSection[] = [];
  for (const node of order) {
    const parent = parents.get(node);
    const home = parent === undefined ? undefined : nodes.get(parent);
    (home ? home.children : roots).push(node);
  }
  if (model.webhooks.length) {
    roots.push({ kind: 'webhooks', name: 'Webhooks', title: 'Webhooks', anchor: 'webhooks', descriptionHtml: WEBHOOKS_DESCRIPTION_HTML, operations: model.webhooks, children: [] });
  }
  const schemas = Object.values(model.schemas);
  if (schemas.length) roots.push({ kind: 'schemas', name: 'Schemas', title: 'Schemas', anchor: 'schemas', operations: [], children: [], schemas });
  memo.set(model, roots);
  return roots;
}

/** Every section, parents before their children, with its depth (0 at the top) and its ancestors. */
export function flatSections(sections: ReferenceSection[], depth = 0, ancestors: ReferenceSection[] = []): { section: ReferenceSection; depth: number; ancestors: ReferenceSection[] }[] {
  return sections.flatMap((section) => [{ section, depth, ancestors }, ...flatSections(section.children, depth + 1, [...ancestors, section])]);
}

/** The operations of a section and of the sections under it, in order. */
export function sectionOperations(section: ReferenceSection): OperationView[] {
  return [...section.operations, ...section.children.flatMap(sectionOperations)];
}

/**
 * Webhooks that share an event ("webhooks/pull-request/opened", "webhooks/pull-request/closed")
 * form a family on a split reference; everything else stands alone. Operations stay flat.
 */
export function webhookFamilies(operations: OperationView[]): { name: string; operations: OperationView[] }[] {
  const result = new Map<string, { name: string; operations: OperationView[] }>();
  for (const op of operations) {
    const segments = (op.page ?? '').split('/');
    const key = op.kind === 'webhook' && segments.length > 2 ? segments[1]! : `\u0000${op.anchor}`;
    if (!result.has(key)) result.set(key, { name: key, operations: [] });
    result.get(key)!.operations.push(op);
  }
  return [...result.values()];
}
