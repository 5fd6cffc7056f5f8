// The ids of one reference page. An operation with several tags is shown under each of them, as
// Redoc CE and Scalar do: under its first tag with its own anchors ("operation/addPet", where
// docs-to-API links and the search index point), under each other tag as an occurrence whose
// anchors sit below the tag's ("tag/store/operation/addPet", Redoc's form), so no id repeats.
import { IdAllocator } from '../model/ids';
import type { ApiPage } from './pages';
import type { ApiModel, OperationView, TagView } from '../model/types';
import { UNTAGGED } from '../model/view-model';

/** Every anchor an operation's view carries: its own, its parameters', body's, responses' and callbacks'. */
function operationAnchors(op: OperationView, out: string[] = []): string[] {
  out.push(op.anchor);
  for (const list of Object.values(op.parameters)) for (const param of list) out.push(param.anchor);
  if (op.requestBody) out.push(op.requestBody.anchor);
  for (const response of op.responses) out.push(response.anchor);
  for (const callback of op.callbacks) for (const cb of callback.operations) operationAnchors(cb, out);
  // An AsyncAPI operation's messages (and its reply's) have anchors of their own: api: links target them.
  for (const message of [...(op.event?.messages ?? []), ...(op.event?.reply?.messages ?? [])]) out.push(message.anchor);
  return out;
}

/** Where an anchor of an operation shown under another tag than its first goes: below the tag's. */
export function occurrenceAnchor(tag: Pick<TagView, 'anchor'>, anchor: string): string {
  return `${tag.anchor}/${anchor}`;
}

/** The operation as shown under another tag than its first: every anchor prefixed with the tag's. */
function tagOccurrence(op: OperationView, tag: Pick<TagView, 'anchor'>): OperationView {
  const rebase = (anchor: string) => occurrenceAnchor(tag, anchor);
  const copy = (view: OperationView): OperationView => ({
    ...view,
    anchor: rebase(view.anchor),
    parameters: {
      path: view.parameters.path.map((p) => ({ ...p, anchor: rebase(p.anchor) })),
      query: view.parameters.query.map((p) => ({ ...p, anchor: rebase(p.anchor) })),
      header: view.parameters.header.map((p) => ({ ...p, anchor: rebase(p.anchor) })),
      cookie: view.parameters.cookie.map((p) => ({ ...p, anchor: rebase(p.anchor) })),
    },
    requestBody: view.requestBody && { ...view.requestBody, anchor: rebase(view.requestBody.anchor) },
    responses: view.responses.map((r) => ({ ...r, anchor: rebase(r.anchor) })),
    callbacks: view.callbacks.map((c) => ({ ...c, operations: c.operations.map(copy) })),
  });
  return copy(op);
}

/** True when `tag` is where the operation lives: its first tag (the untagged group for none). */
export function isHomeTag(op: OperationView, tag: Pick<TagView, 'name'>): boolean {
  return (op.tags[0] ?? UNTAGGED) === tag.name;
}

const shown = new WeakMap<ApiModel, TagView[]>();

/**
 * The tags of a one-page reference as shown: each operation itself under its first tag, an
 * occurrence of it under the others. The sidebar and the page both read this (built once per model).
 */
export function shownTags(model: ApiModel): TagView[] {
  let tags = shown.get(model);
  if (!tags) {
    tags = model.tags.map((tag) => ({ ...tag, operations: tag.operations.map((op) => (isHomeTag(op, tag) ? op : tagOccurrence(op, tag))) }));
    shown.set(model, tags);
  }
  return tags;
}

/**
 * The allocator of one page, with the anchors the page shows reserved for their owners, so that an
 * id made while rendering (a schema row, a heading, an id in a description) never takes one. One
 * page of a split reference when `page` is given, the one-page reference otherwise.
 */
export function pageIds(model: ApiModel, page?: ApiPage): IdAllocator {
  const anchors: string[] = [];
  if (!page || page.kind === 'overview') {
    anchors.push('overview', 'webhooks', 'schemas', ...(model.info.sectionAnchors ?? []), ...model.tags.map((tag) => tag.anchor), ...(model.tagGroups ?? []).map((group) => group.anchor));
  }
  if (!page) {
    for (const tag of shownTags(model)) for (const op of tag.operations) operationAnchors(op, anchors);
    for (const op of model.webhooks) operationAnchors(op, anchors);
    anchors.push(...Object.values(model.schemas).map((entry) => entry.anchor));
  } else if (page.kind === 'operation') operationAnchors(page.op, anchors);
  else if (page.kind === 'schema') anchors.push(page.entry.anchor);
  return new IdAllocator(anchors);
}
