// OpenAPI 3.2's `additionalOperations` holds the methods a path item has no field for (COPY, PURGE).
// The schema checks that each key is an HTTP token, not that it is none of the fixed methods, so
// `get` or `Query` there became a second GET, or a QUERY the model read as the fixed one.
import { itemOperations, METHODS } from '../model/path-items';
import { isObject, own, toPointer, type Json } from '../model/resolve';

/** Every path item of the document, with its pointer segments: paths, webhooks, components.pathItems, and the callbacks of their operations. */
export function* pathItems(doc: Json): Generator<[Json, (string | number)[]]> {
  const roots: (string | number)[][] = [['paths'], ['webhooks'], ['x-webhooks'], ['components', 'pathItems']];
  const callbacks = isObject(doc.components) && isObject(doc.components.callbacks) ? Object.entries(doc.components.callbacks) : [];
  const queue: [unknown, (string | number)[]][] = [];
  for (const root of roots) {
    let node: unknown = doc;
    for (const key of root) node = isObject(node) ? own(node, String(key)) : undefined;
    if (isObject(node)) for (const [key, item] of Object.entries(node)) queue.push([item, [...root, key]]);
  }
  for (const [name, callback] of callbacks) {
    if (isObject(callback)) for (const [expression, item] of Object.entries(callback)) queue.push([item, ['components', 'callbacks', name, expression]]);
  }
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [item, at] = next;
    if (!isObject(item)) continue;
    yield [item, at];
    for (const [, op, segments] of itemOperations(item)) {
      if (!isObject(op.callbacks)) continue;
      for (const [name, callback] of Object.entries(op.callbacks)) {
        if (isObject(callback)) for (const [expression, inner] of Object.entries(callback)) queue.push([inner, [...at, ...segments, 'callbacks', name, expression]]);
      }
    }
  }
}

/** Every `additionalOperations` key that spells a fixed method, in any case, at its JSON pointer. */
export function methodProblems(doc: Json): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  for (const [item, at] of pathItems(doc)) {
    if (!isObject(item.additionalOperations)) continue;
    for (const method of Object.keys(item.additionalOperations)) {
      const pointer = toPointer([...at, 'additionalOperations', method]);
      const fixed = METHODS.find((name) => name === method.toLowerCase());
      if (fixed) problems.push({ pointer, message: `"${method}" is a method the path item has a field for: move the operation to "${fixed}:" on the path item (additionalOperations holds only other methods, such as COPY)` });
    }
  }
  return problems;
}
