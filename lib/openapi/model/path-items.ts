// Which path items and operations a document has, as the reference renders them. The view model
// (operations.ts, view-model.ts) and the example check (example-sites.ts) both walk this, so the
// build never checks an operation the page does not show, nor shows one it did not check.
import { isObject, type Json } from './resolve';
import type { FixedMethod, HttpMethod, OperationView } from './types';

/** The path item's fixed methods, in the reference's order; OpenAPI 3.2 adds `query`. */
export const METHODS: FixedMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/**
 * Where a document keeps its top-level path items, and what the reference calls their operations:
 * `paths`, OpenAPI 3.1 `webhooks`, and the `x-webhooks` extension 3.0 specs (GitHub's among them) use.
 * Callbacks are path items too, under each operation's `callbacks` (see `callbackItems`).
 */
export const PATH_ITEM_ROOTS = [
  ['paths', 'operation'],
  ['webhooks', 'webhook'],
  ['x-webhooks', 'webhook'],
] as const satisfies readonly (readonly [string, OperationView['kind']])[];

/** True for the methods a path item names as fields (kept in lower case in the model). */
export function isFixedMethod(method: string): method is FixedMethod {
  return (METHODS as string[]).includes(method);
}

/**
 * The operations of a (dereferenced) path item: its fixed methods, then OpenAPI 3.2's
 * `additionalOperations` (any other HTTP method: COPY, PURGE, ...), each with the pointer segments
 * below the path item where it is written. An additional method keeps its spelling: it is what the
 * request sends (HTTP methods are case-sensitive).
 */
export function itemOperations(item: Json): [HttpMethod, Json, string[]][] {
  const fixed = METHODS.flatMap((method) => (isObject(item[method]) ? [[method, item[method] as Json, [method]] as [HttpMethod, Json, string[]]] : []));
  const more = isObject(item.additionalOperations) ? Object.entries(item.additionalOperations) : [];
  const additional = more.flatMap(([method, op]) => (isObject(op) && method !== '' ? [[method, op, ['additionalOperations', method]] as [HttpMethod, Json, string[]]] : []));
  return [...fixed, ...additional];
}

/** The method as a request sends it and the page shows it: a fixed one in capitals ("QUERY"), an additional one as written ("COPY"). */
export function methodLabel(method: HttpMethod): string {
  return isFixedMethod(method) ? method.toUpperCase() : method;
}

/** The pointer segments of an operation below its path item: ["get"], or ["additionalOperations", "COPY"]. */
export function operationSegments(method: HttpMethod): string[] {
  return isFixedMethod(method) ? [method] : ['additionalOperations', method];
}

/** The path items of a (dereferenced) callback object, by their runtime expression. */
export function callbackItems(callback: unknown): [string, unknown][] {
  return isObject(callback) ? Object.entries(callback) : [];
}
