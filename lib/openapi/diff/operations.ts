// The operations of a document as the reference lists them (paths, webhooks, x-webhooks; fixed
// methods, 3.2 QUERY and additionalOperations), keyed so both versions name the same operation the
// same way, with the path item's parameters merged in as OpenAPI says they apply.
import { operationIdOf } from '../model/operations';
import { PATH_ITEM_ROOTS, itemOperations, METHODS } from '../model/path-items';
import { templatePath, type OperationIdentity } from '../versions/match';
import { isObject, type Json } from '../model/resolve';
import { locate, type Located } from './schema-diff';
import type { OperationKey } from './types';

export interface FoundOperation {
  key: OperationKey;
  /** Its operationId, else one made of method and path, as the reference's view model has it. */
  id: string;
  /** The operation object, refs followed, and where it is written. */
  op: Json;
  at: string[];
  /** Its parameters by parameterKey (the operation's own override the path item's), refs followed. */
  parameters: Map<string, Located>;
}

/**
 * "operation get /pets/{}": the slot an operation fills in one version, by which the changelog groups
 * its changes and finds it in each version's reference (which operation of one version is which of
 * the next is pairOperations' decision).
 */
export const operationId = (key: OperationKey) => `${key.kind} ${key.method} ${key.kind === 'webhook' ? key.path : templatePath(key.path)}`;

/** The variables of a path template in order: ["owner", "repo"] for /repos/{owner}/{repo}. */
const templateNames = (path: string) => [...path.matchAll(/\{([^{}/]*)\}/g)].map((m) => m[1]!);

/**
 * A parameter's key across versions: "in:name", except that a header's name is compared in lower
 * case (HTTP header names are case-insensitive) and a path parameter by its place in the template
 * (`path:#0`), so `{id}` renamed `{kettleId}` is the same parameter.
 */
function parameterKey(node: Record<string, unknown>, path: string): string {
  const name = String(node.name);
  if (node.in === 'header') return `header:${name.toLowerCase()}`;
  const place = node.in === 'path' ? templateNames(path).indexOf(name) : -1;
  return place < 0 ? `${String(node.in)}:${name}` : `path:#${place}`;
}

function parametersOf(doc: Json, lists: [unknown, string[]][], path: string): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const [list, at] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((param, i) => {
      const found = locate(doc, param, [...at, 'parameters', String(i)]);
      if (isObject(found.node) && typeof found.node.name === 'string') out.set(parameterKey(found.node, path), found);
    });
  }
  return out;
}

/** Every operation and webhook of a bundled document, in document order. */
export function documentOperations(doc: Json): FoundOperation[] {
  const out: FoundOperation[] = [];
  for (const [root, kind] of PATH_ITEM_ROOTS) {
    const items = doc[root];
    for (const [path, value] of Object.entries(isObject(items) ? items : {})) {
      const item = locate(doc, value, [root, path]);
      if (!isObject(item.node)) continue;
      for (const [method, op, segments] of itemOperations(item.node)) {
        const at = [...item.at, ...segments];
        const key: OperationKey = { kind, method, path };
        out.push({ key, id: operationIdOf(method, path, op), op, at, parameters: parametersOf(doc, [[item.node.parameters, item.at], [op.parameters, at]], path) });
      }
    }
  }
  return out;
}

/** What pairOperations reads of a found operation. */
export const identityOf = (found: FoundOperation): OperationIdentity => ({ ...found.key, id: found.id });

/** Path order, then the reference's method order (additional methods last, by name). */
export function compareKeys(a: OperationKey, b: OperationKey): number {
  const rank = (m: string) => {
    const i = (METHODS as string[]).indexOf(m);
    return i < 0 ? METHODS.length : i;
  };
  return a.kind.localeCompare(b.kind) || a.path.localeCompare(b.path) || rank(a.method) - rank(b.method) || a.method.localeCompare(b.method);
}
