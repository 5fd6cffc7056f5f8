// The same operation, webhook or schema in another version of an API: what the version switcher,
// the older versions' canonical links and their Markdown twins point at. Pure: two view models in,
// routes out (without the base path).
import type { ApiPage } from './pages';
import { operationHref } from './pages';
import { modelOperations } from './model-operations';
import type { ApiModel, OperationView, SchemaEntry } from './types';

/**
 * The operation of `target` that is `op`: the same operationId (its id), else the same kind, method
 * and path (an operation renamed, or one without an operationId, whose derived id is "get-/path").
 * A webhook is found by its name, which is its id.
 */
export function matchOperation(op: Pick<OperationView, 'id' | 'kind' | 'method' | 'path'>, target: ApiModel): OperationView | undefined {
  const all = modelOperations(target);
  return (
    all.find((candidate) => candidate.kind === op.kind && candidate.id === op.id) ??
    (op.kind === 'webhook' ? undefined : all.find((candidate) => candidate.kind === op.kind && candidate.method === op.method && candidate.path === op.path))
  );
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

/** The counterpart of one page (of a one-page or split reference) in the version at `route` with model `target`. */
export function counterpart(page: ApiPage, route: string, target: ApiModel): Counterpart {
  const api = { route };
  if (page.kind === 'overview') return { href: route, exact: true };
  if (page.kind === 'operation') {
    const op = matchOperation(page.op, target);
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
    const found = matchOperation(op, target);
    if (found) map[op.anchor] = operationHref({ route }, found);
  }
  for (const entry of Object.values(model.schemas)) {
    const found = matchSchema(entry, target);
    if (found) map[entry.anchor] = operationHref({ route }, found);
  }
  return map;
}
