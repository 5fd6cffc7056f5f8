import { decodedUri } from '@/lib/text/uri';

/** Escapes one JSON-pointer token (RFC 6901): "~" → "~0", then "/" → "~1". */
export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Unescapes one JSON-pointer token: "~1" → "/", then "~0" → "~" (so "~01" stays "~1"). */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Decodes "#/components/schemas/A~1B" (a URI fragment) or "/paths/~1a" (a plain pointer) into its
 * segments. Only a fragment is percent-decoded, and before the "~" escapes (RFC 6901 §6): "#/%7E1"
 * is the token "/". A "%" that starts no escape is kept, as bundlers write schema names unencoded.
 */
export function pointerSegments(ref: string): string[] {
  const fragment = ref.startsWith('#');
  const pointer = fragment ? ref.slice(1) : ref;
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => unescapePointerToken(fragment ? percentDecoded(part) : part));
}

const percentDecoded = (part: string): string => decodedUri(part) ?? part;

/** Encodes path segments as a JSON pointer, e.g. ["paths", "/a"] → "/paths/~1a". */
export function toPointer(segments: (string | number)[]): string {
  return segments.map((s) => `/${escapePointerToken(s)}`).join('');
}

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A spec names things with any string: a tag, a schema or a code sample's language may be
// "constructor", "toString" or "__proto__", which every object answers through its prototype. Tables
// keyed by such names are read with `own` and written with `setOwn`.

/** The table's own entry for a key; never one its prototype answers ("constructor", "toString"). */
export function own<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Sets an own entry, "__proto__" included (an assignment to it would replace the object's prototype instead). */
export function setOwn<T>(table: Record<string, T>, key: string, value: NoInfer<T>): void {
  // "__proto__" is the one accessor on Object.prototype; every other name is assigned as usual.
  if (key === '__proto__') Object.defineProperty(table, key, { value, writable: true, enumerable: true, configurable: true });
  else table[key] = value;
}

/** The value at `segments` under `node`, or undefined where nothing is (never throws). */
export function get(node: unknown, segments: readonly (string | number)[]): unknown {
  let current = node;
  for (const segment of segments) {
    if ((!isObject(current) && !Array.isArray(current)) || !Object.hasOwn(current, String(segment))) return undefined;
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return current;
}

/**
 * Looks up an internal `$ref` in the bundled document (bundling turns external refs into
 * internal ones). Throws with the ref when it points nowhere.
 */
export function lookup(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Unresolved external $ref "${ref}" after bundling`);
  const node = get(doc, pointerSegments(ref));
  if (node === undefined) throw new Error(`$ref "${ref}" points nowhere`);
  return node;
}

/**
 * Follows `$ref`s from `value` to the object itself, with the segments of the last ref followed: where
 * a writer edits a `$ref`'d object. `node` is undefined on a cycle; a ref that points nowhere throws.
 */
export function derefWithPointer(doc: Json, value: unknown): { node: unknown; at?: string[] } {
  let node = value;
  let at: string[] | undefined;
  const seen = new Set<string>();
  while (isObject(node) && typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return { node: undefined, at };
    seen.add(node.$ref);
    at = pointerSegments(node.$ref);
    node = lookup(doc, node.$ref);
  }
  return { node, at };
}

/** Follows `$ref`s (of parameters, responses, bodies, headers, examples) to the object itself. */
export function deref<T = Json>(doc: Json, value: unknown): T | undefined {
  return derefWithPointer(doc, value).node as T | undefined;
}

/** A readable anchor fragment: keeps letters, digits and . _ ~ -, joins the rest with "-". */
export function slug(text: string): string {
  return text.trim().replace(/[^\p{L}\p{N}._~-]+/gu, '-').replace(/^-+|-+$/g, '') || 'x';
}
