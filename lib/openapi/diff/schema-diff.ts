// Compares two versions of a schema as a client meets it: in a request (what it must send) or in a
// response (what it must read). `$ref`s are followed in each document; a pair of schemas compared
// once is remembered (GitHub's `simple-user` sits under hundreds of operations), and a pair already
// being compared higher up is a cycle and adds nothing.
import { derefWithPointer, isObject, toPointer, type Json } from '../model/resolve';
import type { RuleId } from './rules';

export type Side = 'request' | 'response';

/** A schema where it is written: the node (refs followed) and its pointer segments. */
export interface Located {
  node: unknown;
  at: string[];
}

/** One change found in a schema, relative to the schema compared: `path` holds the property names down to it. */
export interface SchemaFinding {
  rule: RuleId;
  /** The tail of the message, e.g. "type integer → number". */
  detail: string;
  path: string[];
  before?: string;
  after?: string;
}

interface Shape {
  self: Located;
  at: string[];
  types: Set<string>;
  nullable: boolean;
  format?: string;
  enum?: string[];
  properties: Map<string, Located>;
  required: Set<string>;
  items?: Located;
  additional?: Located;
  variants: Variant[];
}

/** A oneOf/anyOf member, with the `$ref` it was written as (how members are matched across versions). */
interface Variant extends Located {
  ref?: string;
}

/** Follows `$ref`s, and keeps where the node itself is written (the last ref's target, or where it sits). */
export function locate(doc: Json, node: unknown, at: string[]): Located {
  const found = derefWithPointer(doc, node);
  return { node: found.node, at: found.at ?? at };
}

/**
 * A property a client never meets on this side: a readOnly one is not sent in requests, a writeOnly
 * one never comes back in responses. The flag may sit beside a `$ref` (3.1) or in the schema it names.
 */
function hiddenOn(side: Side, written: unknown, found: Located): boolean {
  const flag = side === 'request' ? 'readOnly' : 'writeOnly';
  return (isObject(written) && written[flag] === true) || (isObject(found.node) && found.node[flag] === true);
}

/** The schema's facts as `side` meets them, with `allOf` members merged in (as the reference shows them, merged). */
function shapeOf(doc: Json, schema: Located, side: Side, depth = 0): Shape {
  const shape: Shape = { self: schema, at: schema.at, types: new Set(), nullable: false, properties: new Map(), required: new Set(), variants: [] };
  const node = schema.node;
  if (!isObject(node)) return shape;
  const types = Array.isArray(node.type) ? node.type : typeof node.type === 'string' ? [node.type] : [];
  for (const type of types) if (type === 'null') shape.nullable = true;
  else shape.types.add(String(type));
  if (node.nullable === true) shape.nullable = true;
  if (typeof node.format === 'string') shape.format = node.format;
  if (Array.isArray(node.enum)) {
    for (const value of node.enum) if (value === null) shape.nullable = true;
    shape.enum = node.enum.filter((value) => value !== null).map((value) => JSON.stringify(value));
  }
  const hidden = new Set<string>();
  if (isObject(node.properties)) {
    for (const [name, value] of Object.entries(node.properties)) {
      const found = locate(doc, value, [...schema.at, 'properties', name]);
      if (hiddenOn(side, value, found)) hidden.add(name);
      else shape.properties.set(name, found);
    }
  }
  if (Array.isArray(node.required)) for (const name of node.required) if (!hidden.has(String(name))) shape.required.add(String(name));
  if (node.items !== undefined) shape.items = locate(doc, node.items, [...schema.at, 'items']);
  if (isObject(node.additionalProperties)) shape.additional = locate(doc, node.additionalProperties, [...schema.at, 'additionalProperties']);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((member, i) => shape.variants.push({ ...locate(doc, member, [...schema.at, key, String(i)]), ref: refOf(member) }));
  }
  if (Array.isArray(node.allOf) && depth < 20) {
    node.allOf.forEach((member, i) => {
      const inner = shapeOf(doc, locate(doc, member, [...schema.at, 'allOf', String(i)]), side, depth + 1);
      for (const type of inner.types) shape.types.add(type);
      shape.nullable ||= inner.nullable;
      shape.format ??= inner.format;
      shape.enum ??= inner.enum;
      for (const [name, value] of inner.properties) if (!shape.properties.has(name)) shape.properties.set(name, value);
      for (const name of inner.required) shape.required.add(name);
      shape.items ??= inner.items;
      shape.variants.push(...inner.variants);
    });
  }
  if (shape.types.size === 0 && shape.properties.size > 0) shape.types.add('object');
  return shape;
}

function refOf(node: unknown): string | undefined {
  return isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}

/** True when every value of `inner`'s types is a value of `outer`'s (an integer is a number). */
function within(inner: Set<string>, outer: Set<string>): boolean {
  return [...inner].every((type) => outer.has(type) || (type === 'integer' && outer.has('number')));
}

const list = (types: Set<string>) => [...types].sort().join(' | ') || 'any';

/** Compares schemas pairwise for one side of the exchange, remembering each pair's findings. */
export class SchemaDiff {
  private memo = new Map<string, SchemaFinding[]>();
  private active = new Set<string>();

  constructor(
    private oldDoc: Json,
    private newDoc: Json,
  ) {}

  compare(side: Side, before: Located, after: Located): SchemaFinding[] {
    const key = `${side}|${toPointer(before.at)}|${toPointer(after.at)}`;
    const known = this.memo.get(key);
    if (known) return known;
    if (this.active.has(key)) return [];
    this.active.add(key);
    const found = this.compareShapes(side, shapeOf(this.oldDoc, before, side), shapeOf(this.newDoc, after, side));
    this.active.delete(key);
    this.memo.set(key, found);
    return found;
  }

  private compareShapes(side: Side, a: Shape, b: Shape): SchemaFinding[] {
    const out: SchemaFinding[] = [];
    if (this.becameVariants(side, a, b, out)) return out;
    const here = (rule: RuleId, detail: string) => out.push({ rule, detail, path: [], before: toPointer(a.at), after: toPointer(b.at) });
    if (a.types.size && b.types.size && list(a.types) !== list(b.types)) {
      const detail = `type ${list(a.types)} → ${list(b.types)}`;
      if (side === 'request') here(within(a.types, b.types) ? 'request-type-widened' : 'request-type-changed', detail);
      else here(within(b.types, a.types) ? 'response-type-narrowed' : 'response-type-changed', detail);
    }
    if (a.format !== b.format) {
      const detail = `format ${a.format ?? 'none'} → ${b.format ?? 'none'}`;
      if (side === 'request') here(b.format === undefined ? 'request-format-removed' : 'request-format-changed', detail);
      else here(a.format === undefined ? 'response-format-added' : 'response-format-changed', detail);
    }
    if (a.enum && b.enum) {
      const was = new Set(a.enum);
      const now = new Set(b.enum);
      for (const value of b.enum) if (!was.has(value)) here(`${side}-enum-value-added`, `enum value ${value} added`);
      for (const value of a.enum) if (!now.has(value)) here(`${side}-enum-value-removed`, `enum value ${value} removed`);
    } else if (b.enum) here(`${side}-enum-added`, `now limited to ${b.enum.join(', ') || 'null'}`);
    else if (a.enum) here(`${side}-enum-removed`, `no longer limited to ${a.enum.join(', ') || 'null'}`);
    if (a.nullable !== b.nullable) here(b.nullable ? `${side}-nullable-added` : `${side}-nullable-removed`, b.nullable ? 'may now be null' : 'may no longer be null');
    this.compareProperties(side, a, b, out);
    const nested = (name: string, x?: Located, y?: Located) => {
      if (x && y) for (const f of this.compare(side, x, y)) out.push({ ...f, path: [name, ...f.path] });
    };
    nested('[]', a.items, b.items);
    nested('{}', a.additional, b.additional);
    this.compareVariants(side, a, b, out);
    return out;
  }

  private compareProperties(side: Side, a: Shape, b: Shape, out: SchemaFinding[]): void {
    for (const [name, was] of a.properties) {
      const now = b.properties.get(name);
      if (!now) {
        out.push({ rule: `${side}-property-removed`, detail: 'removed', path: [name], before: toPointer(was.at), after: toPointer(b.at) });
        continue;
      }
      const required = [a.required.has(name), b.required.has(name)];
      if (required[0] !== required[1]) {
        const rule: RuleId = required[1] ? `${side}-property-became-required` : `${side}-property-became-optional`;
        out.push({ rule, detail: required[1] ? 'became required' : 'became optional', path: [name], before: toPointer(a.at), after: toPointer(b.at) });
      }
      for (const f of this.compare(side, was, now)) out.push({ ...f, path: [name, ...f.path] });
    }
    for (const [name, now] of b.properties) {
      if (a.properties.has(name)) continue;
      const rule: RuleId = side === 'response' ? 'response-property-added' : b.required.has(name) ? 'request-property-added-required' : 'request-property-added-optional';
      out.push({ rule, detail: b.required.has(name) ? 'added, required' : 'added', path: [name], before: toPointer(a.at), after: toPointer(now.at) });
    }
  }

  /**
   * A plain schema that became a oneOf/anyOf of several (or the reverse), as GitHub's `owner` went
   * from `nullable-simple-user` to anyOf [simple-user, enterprise]: the plain one is compared with
   * the member most like it (most property names in common), and the others are variants added (or
   * removed), rather than every property removed.
   */
  private becameVariants(side: Side, a: Shape, b: Shape, out: SchemaFinding[]): boolean {
    const plainToMany = !a.variants.length && b.variants.length > 0 && !b.properties.size;
    const manyToPlain = a.variants.length > 0 && !b.variants.length && !a.properties.size;
    if (!plainToMany && !manyToPlain) return false;
    const [plain, many, doc] = plainToMany ? [a, b.variants, this.newDoc] : [b, a.variants, this.oldDoc];
    const names = new Set(plain.properties.keys());
    const overlap = (v: Variant) => [...shapeOf(doc, v, side).properties.keys()].filter((name) => names.has(name)).length;
    const best = many.reduce((top, v) => (overlap(v) > overlap(top) ? v : top), many[0]!);
    out.push(...(plainToMany ? this.compare(side, a.self, best) : this.compare(side, best, b.self)));
    for (const v of many) {
      if (v === best) continue;
      const label = `variant ${v.ref?.split('/').pop() ?? many.indexOf(v) + 1}`;
      if (plainToMany) out.push({ rule: `${side}-variant-added`, detail: `${label} added`, path: [], before: toPointer(a.at), after: toPointer(v.at) });
      else out.push({ rule: `${side}-variant-removed`, detail: `${label} removed`, path: [], before: toPointer(v.at), after: toPointer(b.at) });
    }
    return true;
  }

  /** oneOf/anyOf members, matched by the schema they name ($ref) or else by position. */
  private compareVariants(side: Side, a: Shape, b: Shape, out: SchemaFinding[]): void {
    if (!a.variants.length && !b.variants.length) return;
    const name = (v: Variant, i: number) => v.ref ?? `@${i}`;
    const was = new Map(a.variants.map((v, i) => [name(v, i), v]));
    const now = new Map(b.variants.map((v, i) => [name(v, i), v]));
    const label = (key: string) => (key.startsWith('@') ? `variant ${Number(key.slice(1)) + 1}` : `variant ${key.split('/').pop()}`);
    for (const [key, v] of was) {
      const w = now.get(key);
      if (!w) out.push({ rule: `${side}-variant-removed`, detail: `${label(key)} removed`, path: [], before: toPointer(v.at), after: toPointer(b.at) });
      else out.push(...this.compare(side, v, w));
    }
    for (const [key, w] of now) if (!was.has(key)) out.push({ rule: `${side}-variant-added`, detail: `${label(key)} added`, path: [], before: toPointer(a.at), after: toPointer(w.at) });
  }
}
