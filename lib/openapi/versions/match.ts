// The same operation, webhook or schema in another version of an API: what the version switcher,
// the older versions' canonical links and their Markdown twins point at. Pure: two view models in,
// routes out (without the base path).
import type { ApiPage } from '../pages/pages';
import { operationHref } from '../pages/pages';
import { modelOperations } from '../model/each-operation';
import type { ApiModel, OperationView, SchemaEntry } from '../model/types';

/** What names an operation across versions: its kind, id (operationId, else made of method and path), method and path. */
export type OperationIdentity = Pick<OperationView, 'kind' | 'id' | 'method' | 'path'>;

/**
 * A path with its template variables' names left out: `/k/{id}` and `/k/{kettleId}` are the same
 * path to a client (OpenAPI calls such paths identical), so renaming a variable changes nothing.
 */
export const templatePath = (path: string) => path.replace(/\{[^{}/]*\}/g, '{}');

/**
 * THE rule for "the same operation in another version", used by the version switcher, the older
 * versions' canonical links and the diff engine (so the changelog and the "Added in" badges say what
 * the switcher shows): first the same kind and id (an operation moved to another path keeps its
 * operationId), then, among those left, the same kind, method and path with template names left
 * out (an operation renamed, or one without an operationId). A webhook's path is its name. Each
 * operation pairs at most once; the rest are removed (before) or added (after).
 */
export function pairOperations<T>(before: T[], after: T[], identity: (item: T) => OperationIdentity): { pairs: [T, T][]; removed: T[]; added: T[] } {
  const pairs: [T, T][] = [];
  const taken = new Set<T>();
  const paired = new Set<T>();
  const pass = (key: (op: OperationIdentity) => string) => {
    const free = new Map<string, T>();
    for (const item of after) if (!taken.has(item) && !free.has(key(identity(item)))) free.set(key(identity(item)), item);
    for (const item of before) {
      if (paired.has(item)) continue;
      const match = free.get(key(identity(item)));
      if (!match) continue;
      free.delete(key(identity(item)));
      pairs.push([item, match]);
      paired.add(item);
      taken.add(match);
    }
  };
  pass((op) => `${op.kind} ${op.id}`);
  pass((op) => `${op.kind} ${op.method} ${templatePath(op.path)}`);
  return { pairs, removed: before.filter((item) => !paired.has(item)), added: after.filter((item) => !taken.has(item)) };
}

const pairings = new WeakMap<ApiModel, WeakMap<ApiModel, Map<OperationView, OperationView>>>();

/** The pairing of two models' operations (pairOperations), once per pair of models. */
function modelPairing(source: ApiModel, target: ApiModel): Map<OperationView, OperationView> {
  const byTarget = pairings.get(source) ?? new WeakMap<ApiModel, Map<OperationView, OperationView>>();
  pairings.set(source, byTarget);
  let found = byTarget.get(target);
  if (!found) {
    found = new Map(pairOperations(modelOperations(source), modelOperations(target), (op) => op).pairs);
    byTarget.set(target, found);
  }
  return found;
}

/**
 * The operation of `target` that is `op` (pairOperations). With `source`, the model `op` is from,
 * the whole pairing decides (an operation another one claimed by its id is not found again by path).
 */
export function matchOperation(op: OperationIdentity, target: ApiModel, source?: ApiModel): OperationView | undefined {
  if (source) {
    const own = modelOperations(source).find((candidate) => candidate === op);
    if (own) return modelPairing(source, target).get(own);
  }
  return pairOperations([op], modelOperations(target), (item) => item).pairs[0]?.[1] as OperationView | undefined;
}

/** The schema of `target` with the same name. */
export function matchSchema(entry: Pick<SchemaEntry, 'name'>, target: ApiModel): SchemaEntry | undefined {
  return Object.values(target.schemas).find((candidate) => candidate.name === entry.name);
}

/** Where a page leads in another version: `exact` when that version has the same page's subject, else its top. */
export interface Counterpart {
  /** Route and anchor in the target version, without the base path. */
  href: string;
  exact: boolean;
}

/** The counterpart of one page (of a one-page or split reference, of model `source`) in the version at `route` with model `target`. */
export function counterpart(page: ApiPage, route: string, target: ApiModel, source?: ApiModel): Counterpart {
  const api = { route };
  if (page.kind === 'overview') return { href: route, exact: true };
  if (page.kind === 'operation') {
    const op = matchOperation(page.op, target, source);
    return op ? { href: operationHref(api, op), exact: true } : { href: route, exact: false };
  }
  if (page.kind === 'schema') {
    const entry = matchSchema(page.entry, target);
    return entry ? { href: operationHref(api, entry), exact: true } : { href: route, exact: false };
  }
  // The schema index: its own page when the target is split, the schemas section when it is one page.
  if (!Object.keys(target.schemas).length) return { href: route, exact: false };
  return { href: target.split ? `${route}/schemas` : `${route}#schemas`, exact: true };
}

/**
 * For a one-page reference, where each of its operations, webhooks and schemas is in another
 * version, by anchor: { "operation/getStation": "/api/tides/v1#operation/getStation" }. Only those
 * the target has; the switcher's client leaf adds the reader's current anchor from it.
 */
export function anchorMap(model: ApiModel, route: string, target: ApiModel): Record<string, string> {
  const map: Record<string, string> = {};
  for (const op of modelOperations(model)) {
    const found = matchOperation(op, target, model);
    if (found) map[op.anchor] = operationHref({ route }, found);
  }
  for (const entry of Object.values(model.schemas)) {
    const found = matchSchema(entry, target);
    if (found) map[entry.anchor] = operationHref({ route }, found);
  }
  return map;
}
