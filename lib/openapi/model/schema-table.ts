import type { IdAllocator } from './ids';
import { markdownToSafeHtml } from './markdown';
import { escapePointerToken, isObject, lookup, pointerSegments, setOwn, slug, type Json } from './resolve';
import type { SchemaEntry, SchemaNode, SchemaView } from './types';

const CONSTRAINTS = [
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength',
  'pattern', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties',
] as const;

const COMPONENT_PREFIX = '#/components/schemas/';

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/**
 * The flat schema table. Every `$ref`'d schema becomes one entry keyed by its pointer, and uses of
 * it become `{ ref }`; so a circular schema is a reference to an entry, never an object cycle.
 */
export class SchemaTable {
  readonly entries: Record<string, SchemaEntry> = {};

  /** `ids`: the model's allocator, for the entries' anchors. */
  constructor(private readonly doc: Json, private readonly ids: IdAllocator) {
    const schemas = (doc.components as Json | undefined)?.schemas;
    // Components first, in spec order, so the page's schema section reads like the spec.
    if (isObject(schemas)) for (const name of Object.keys(schemas)) this.entry(`${COMPONENT_PREFIX}${escapePointerToken(name)}`);
  }

  /** A schema where it is used: a reference for `$ref`s, an inline node otherwise. */
  view(raw: unknown): SchemaView {
    if (isObject(raw) && typeof raw.$ref === 'string') return { ref: this.entry(raw.$ref) };
    return this.node(isObject(raw) ? raw : {});
  }

  private entry(ref: string): string {
    if (this.entries[ref]) return ref;
    const segments = pointerSegments(ref);
    const name = segments[segments.length - 1] ?? 'schema';
    const anchor = this.ids.take(`schema/${slug(ref.startsWith(COMPONENT_PREFIX) ? name : segments.join('-'))}`);
    // Placeholder first: a schema that refers to itself finds its entry and stops there.
    const entry: SchemaEntry = { id: ref, name, anchor, schema: { types: [] } };
    this.entries[ref] = entry;
    const target = lookup(this.doc, ref);
    entry.schema = isObject(target) && typeof target.$ref === 'string' ? this.node({ allOf: [target] }) : this.node(isObject(target) ? target : {});
    return ref;
  }

  /** Merges allOf members (following refs, each once) into one flat schema object. */
  private flattenAllOf(raw: Json, mergedFrom: string[], seen: Set<string>): Json {
    if (!Array.isArray(raw.allOf)) return raw;
    const { allOf, ...own } = raw;
    const merged: Json = {};
    const properties: Json = {};
    const required = new Set<string>();
    const absorb = (part: Json) => {
      for (const [key, value] of Object.entries(part)) {
        if (key === 'properties' && isObject(value)) for (const [name, property] of Object.entries(value)) setOwn(properties, name, property);
        else if (key === 'required' && Array.isArray(value)) value.forEach((name) => required.add(String(name)));
        else if (!Object.hasOwn(merged, key) || key === 'description' || key === 'title') setOwn(merged, key, value);
      }
    };
    for (const member of allOf as unknown[]) {
      if (!isObject(member)) continue;
      let part = member;
      if (typeof member.$ref === 'string') {
        if (seen.has(member.$ref)) continue;
        seen.add(member.$ref);
        mergedFrom.push(pointerSegments(member.$ref).pop() ?? member.$ref);
        const target = lookup(this.doc, member.$ref);
        if (!isObject(target)) continue;
        part = target.$ref ? { allOf: [target] } : target;
      }
      absorb(this.flattenAllOf(part, mergedFrom, seen));
    }
    absorb(own);
    if (Object.keys(properties).length) merged.properties = properties;
    if (required.size) merged.required = [...required];
    return merged;
  }

  private node(input: Json): SchemaNode {
    const mergedFrom: string[] = [];
    const raw = this.flattenAllOf(input, mergedFrom, new Set());
    const rawTypes = Array.isArray(raw.type) ? raw.type.map(String) : typeof raw.type === 'string' ? [raw.type] : [];
    let types = rawTypes.filter((t) => t !== 'null');
    if (!types.length && isObject(raw.properties)) types = ['object'];
    if (!types.length && raw.items !== undefined) types = ['array'];
    const node: SchemaNode = { types };
    if (mergedFrom.length) node.mergedFrom = mergedFrom;
    if (typeof raw.title === 'string') node.title = raw.title;
    if (typeof raw.format === 'string') node.format = raw.format;
    const description = markdownToSafeHtml(raw.description);
    if (description) node.descriptionHtml = description;
    if (raw.nullable === true || rawTypes.includes('null')) node.nullable = true;
    if (raw.readOnly === true) node.readOnly = true;
    if (raw.writeOnly === true) node.writeOnly = true;
    if (raw.deprecated === true) node.deprecated = true;
    if (Array.isArray(raw.enum)) node.enum = raw.enum.map(json);
    if ('const' in raw) node.const = json(raw.const);
    if ('default' in raw) node.default = json(raw.default);
    const examples = Array.isArray(raw.examples) ? raw.examples : 'example' in raw ? [raw.example] : [];
    if (examples.length) node.examples = examples.map(json);
    const constraints: Record<string, string> = {};
    for (const key of CONSTRAINTS) if (key in raw && raw[key] !== false) constraints[key] = String(raw[key]);
    if (Object.keys(constraints).length) node.constraints = constraints;
    if (isObject(raw.properties)) {
      const required = new Set(Array.isArray(raw.required) ? raw.required.map(String) : []);
      node.properties = Object.entries(raw.properties).map(([name, schema]) => ({ name, required: required.has(name), schema: this.view(schema) }));
    }
    if (typeof raw.additionalProperties === 'boolean') node.additionalProperties = raw.additionalProperties;
    else if (isObject(raw.additionalProperties)) node.additionalProperties = this.view(raw.additionalProperties);
    if (isObject(raw.patternProperties)) {
      node.patternProperties = Object.entries(raw.patternProperties).map(([pattern, schema]) => ({ pattern, schema: this.view(schema) }));
    }
    if (raw.items !== undefined) node.items = this.view(raw.items);
    if (Array.isArray(raw.oneOf)) node.oneOf = raw.oneOf.map((s) => this.view(s));
    if (Array.isArray(raw.anyOf)) node.anyOf = raw.anyOf.map((s) => this.view(s));
    if (raw.not !== undefined) node.not = this.view(raw.not);
    if (isObject(raw.discriminator) && typeof raw.discriminator.propertyName === 'string') {
      const mapping = isObject(raw.discriminator.mapping) ? raw.discriminator.mapping : {};
      node.discriminator = {
        propertyName: raw.discriminator.propertyName,
        mapping: Object.entries(mapping).map(([value, target]) => {
          const ref = String(target).startsWith('#') ? String(target) : `${COMPONENT_PREFIX}${escapePointerToken(String(target))}`;
          return { value, ref: this.entry(ref) };
        }),
      };
    }
    return node;
  }
}

/** The table entry a view points at, or the inline node itself. */
export function resolveView(view: SchemaView, entries: Record<string, SchemaEntry>): SchemaNode {
  return 'ref' in view ? (entries[view.ref]?.schema ?? { types: [] }) : view;
}
