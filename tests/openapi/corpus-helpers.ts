// Shared by the corpus tests: where @readme/oas-examples lives and how many entries a spec declares,
// counted from the document itself (not by the code under test).
export const CORPUS_ROOT = 'node_modules/@readme/oas-examples';

// OpenAPI 3.2 adds `query`, and any other method under `additionalOperations`.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** Reads the document a `$ref` to another file names (the file, without a pointer). */
export type ReadRef = (ref: string) => unknown;

function methodsOf(items: unknown, root: Record<string, unknown>, readRef?: ReadRef): number {
  if (!items || typeof items !== 'object') return 0;
  return Object.values(items as Record<string, Record<string, unknown>>).reduce((sum, raw) => {
    // A path item may be an internal $ref (after bundling) to another path item or component.
    let item: unknown = raw;
    if (typeof raw?.$ref === 'string' && raw.$ref.startsWith('#/')) {
      item = raw.$ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
    } else if (typeof raw?.$ref === 'string' && readRef) {
      // A multi-file description: the path item is a file of its own.
      item = readRef(raw.$ref);
    }
    const fields = (item ?? {}) as Record<string, unknown>;
    const additional = fields.additionalOperations && typeof fields.additionalOperations === 'object' ? Object.keys(fields.additionalOperations).length : 0;
    return sum + METHODS.filter((m) => typeof fields[m] === 'object' && fields[m] !== null).length + additional;
  }, 0);
}

/** Operations under `paths`, webhooks under `webhooks` (3.1) and `x-webhooks` (3.0 extension). */
export function countEntries(doc: Record<string, unknown>, readRef?: ReadRef): { operations: number; webhooks: number } {
  return { operations: methodsOf(doc.paths, doc, readRef), webhooks: methodsOf(doc.webhooks, doc, readRef) + methodsOf(doc['x-webhooks'], doc, readRef) };
}
