// Which path items and operations a document has, as the reference renders them. The view model
// (operations.ts, view-model.ts) and the example check (example-sites.ts) both walk this, so the
// build never checks an operation the page does not show, nor shows one it did not check.
import { isObject, type Json } from './resolve';
import type { HttpMethod, OperationView } from './types';

/** The methods the reference renders, in its order (OpenAPI 3.2's `query` is not one of them yet). */
export const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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

/** The operations of a (dereferenced) path item, by the methods the reference renders. */
export function itemOperations(item: Json): [HttpMethod, Json][] {
  return METHODS.flatMap((method) => (isObject(item[method]) ? [[method, item[method] as Json] as [HttpMethod, Json]] : []));
}

/** The path items of a (dereferenced) callback object, by their runtime expression. */
export function callbackItems(callback: unknown): [string, unknown][] {
  return isObject(callback) ? Object.entries(callback) : [];
}
