// The spec's schemas as Ajv should read them when it checks examples. JSON Schema is stricter than
// OpenAPI and its authors in a few known places; each is rewritten here, once per document.
import type { ErrorObject, KeywordDefinition } from 'ajv';
import type { z } from 'zod';
import { exampleRulesSchema } from '@/lib/config/schema';
import { PATH_ITEM_ROOTS } from '../model/path-items';
import { get, isObject, pointerSegments, setOwn, type Json } from '../model/resolve';

/** Which way an example travels: readOnly properties are only in responses, writeOnly ones only in requests. */
export type ExampleDirection = 'request' | 'response';

/** Authoring idioms where an example may leave what JSON Schema alone would allow (the config's `exampleRules`). */
export type ExampleRules = z.output<typeof exampleRulesSchema>;

export const DEFAULT_EXAMPLE_RULES: ExampleRules = exampleRulesSchema.parse({});

interface Options {
  is31: boolean;
  rules: ExampleRules;
  /** The bundled document, to see whether a `$ref`'d property is readOnly or writeOnly. */
  document: Json;
}

/** `schema` with its chain of local `$ref`s followed; undefined when one points nowhere (the loader reports that). */
function resolved(document: Json, schema: unknown): unknown {
  let node = schema;
  const seen = new Set<string>();
  while (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#') && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    node = get(document, pointerSegments(node.$ref));
  }
  return node;
}

/**
 * The schema and its `allOf` members (through `$ref`s, depth first): the places OpenAPI authors
 * declare an object's properties (`allOf: [Base, { properties }]`), which JSON Schema reads apart.
 */
function* withAllOf(document: Json, schema: unknown, seen = new Set<unknown>()): Generator<Json> {
  const node = resolved(document, schema);
  if (!isObject(node) || seen.has(node)) return;
  seen.add(node);
  yield node;
  if (Array.isArray(node.allOf)) for (const member of node.allOf) yield* withAllOf(document, member, seen);
}

/** The property names a schema declares, with those of its `allOf` members. */
function declaredProperties(document: Json, schema: unknown): string[] {
  return [...withAllOf(document, schema)].flatMap((node) => (isObject(node.properties) ? Object.keys(node.properties) : []));
}

/** The schema of property `name` as the schema or one of its `allOf` members declares it. */
function propertySchema(document: Json, schema: unknown, name: string): unknown {
  for (const node of withAllOf(document, schema)) {
    if (isObject(node.properties) && Object.hasOwn(node.properties, name)) return node.properties[name];
  }
  return undefined;
}

/** True when the property schema (or the schema its `$ref` names) carries `flag: true`. */
function hasFlag(document: Json, property: unknown, flag: 'readOnly' | 'writeOnly'): boolean {
  if (isObject(property) && property[flag] === true) return true;
  const target = resolved(document, property);
  return isObject(target) && target[flag] === true;
}

/** Keys whose value maps names to schemas. */
const NAMED = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'schemas']);

/**
 * The keyword that holds a schema's required readOnly and writeOnly properties, by the direction in
 * which each is required. OpenAPI: a required readOnly property is required in responses only, a
 * writeOnly one in requests only. The direction is given when an example is validated (Ajv's
 * `passContext`), so one copy of the schemas and one compiled validator serve both directions.
 */
export const REQUIRED_IN = 'x-required-in';

/** The example being validated, passed to `requiredIn` as `this` (`validate.call(context, value)`). */
export interface ExampleContext {
  direction: ExampleDirection;
}

/** Ajv's definition of `REQUIRED_IN`; its errors read as Ajv's own `required` ones. */
export const requiredIn: KeywordDefinition = {
  keyword: REQUIRED_IN,
  type: 'object',
  schemaType: 'object',
  // Its errors come where Ajv's `required` ones would, ahead of the properties' own.
  before: 'required',
  errors: true,
  validate: function check(this: ExampleContext | undefined, schema: Partial<Record<ExampleDirection, string[]>>, data: Json) {
    const missing = (this ? (schema[this.direction] ?? []) : []).filter((name) => !Object.hasOwn(data, name));
    (check as { errors?: Partial<ErrorObject>[] }).errors = missing.map((name) => ({
      keyword: 'required',
      message: `must have required property '${name}'`,
      params: { missingProperty: name },
    }));
    return missing.length === 0;
  },
};

/**
 * Moves the required readOnly and writeOnly names of a schema into `REQUIRED_IN`. The names are read
 * against the whole schema (`original`, with its allOf members), so a property declared in `Base` and
 * required beside `allOf: [Base]`, or by an inline member, counts.
 */
function directionalRequired(out: Json, document: Json, original: Json): Json {
  const split = (schema: Json): Json => {
    if (!Array.isArray(schema.required)) return schema;
    const always: unknown[] = [];
    const only: Record<ExampleDirection, string[]> = { request: [], response: [] };
    for (const name of schema.required) {
      const property = typeof name === 'string' ? propertySchema(document, original, name) : undefined;
      const readOnly = hasFlag(document, property, 'readOnly');
      const writeOnly = hasFlag(document, property, 'writeOnly');
      if (!readOnly && !writeOnly) always.push(name);
      // Both flags: required in neither direction.
      else if (!writeOnly) only.response.push(name as string);
      else if (!readOnly) only.request.push(name as string);
    }
    if (always.length === schema.required.length) return schema;
    // An inline allOf member is split twice: by itself, then against its parent's properties.
    const before = (isObject(schema[REQUIRED_IN]) ? schema[REQUIRED_IN] : {}) as Partial<Record<ExampleDirection, string[]>>;
    const merged = { request: [...(before.request ?? []), ...only.request], response: [...(before.response ?? []), ...only.response] };
    return { ...schema, required: always, [REQUIRED_IN]: merged };
  };
  let result = split(out);
  if (Array.isArray(out.allOf)) {
    const allOf = out.allOf.map((member) => (isObject(member) ? split(member) : member));
    if (allOf.some((member, index) => member !== (out.allOf as unknown[])[index])) result = { ...result, allOf };
  }
  return result;
}

function rewrite(schema: Json, options: Options, original: Json): Json {
  let out = schema;
  if (options.rules.allOfProperties && Array.isArray(out.allOf) && out.additionalProperties !== undefined && out.additionalProperties !== true) {
    const properties: Json = { ...(isObject(out.properties) ? out.properties : {}) };
    for (const name of declaredProperties(options.document, { allOf: original.allOf })) if (!Object.hasOwn(properties, name)) setOwn(properties, name, true);
    out = { ...out, properties };
  }
  // OpenAPI 3.0 (draft-04 wording): `exclusiveMinimum: true` qualifies `minimum`; draft-07 wants the number.
  if (!options.is31) {
    for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (typeof out[flag] !== 'boolean') continue;
      const { [flag]: exclusive, [bound]: limit, ...rest } = out;
      out = exclusive && typeof limit === 'number' ? { ...rest, [flag]: limit } : { ...rest, ...(limit === undefined ? {} : { [bound]: limit }) };
    }
  }
  const msEnum = out['x-ms-enum'];
  if (options.rules.extensibleEnums && Array.isArray(out.enum) && isObject(msEnum) && msEnum.modelAsString === true) {
    out = { ...out };
    delete out.enum;
  }
  out = directionalRequired(out, options.document, original);
  // OpenAPI 3.0's `nullable: true`: the type also allows null. Ajv knows `nullable` only beside a
  // `type`; real specs also put it on allOf/oneOf/$ref schemas.
  if (!options.is31 && typeof out.nullable === 'boolean') {
    const { nullable, ...rest } = out;
    if (nullable !== true) out = rest;
    else if (typeof rest.type === 'string') out = { ...rest, type: [rest.type, 'null'] };
    else out = { anyOf: [rest, { type: 'null' }] };
  }
  return out;
}

/**
 * A copy of the document's schemas (components, paths and webhooks) rewritten for Ajv: 3.0's `nullable` and
 * boolean `exclusiveMinimum`/`exclusiveMaximum`, the idioms `rules` allows, and required readOnly/writeOnly
 * properties moved to `REQUIRED_IN`. Every object is visited: example values are rewritten too, but
 * they are read from the original document, never from this copy.
 */
export function schemasForExamples(document: Json, options: Omit<Options, 'document'>): Json {
  const all = { ...options, document };
  const visit = (value: unknown, isMap = false): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (!isObject(value)) return value;
    const out: Json = {};
    for (const [key, child] of Object.entries(value)) {
      // Examples are annotations, never needed to validate, and Ajv reads every "$id" in a schema,
      // examples too: Box's examples hold one twice, which stopped the check ("resolves to more than one schema").
      if (!isMap && (key === 'example' || key === 'examples')) continue;
      setOwn(out, key, visit(child, NAMED.has(key) && !isMap));
    }
    // A map of named schemas (a property called "nullable" or "required") is not a schema itself.
    return isMap ? out : rewrite(out, all, value);
  };
  // The parts that hold schemas: components, and the path items the reference renders (paths, webhooks).
  const parts = ['components', ...PATH_ITEM_ROOTS.map(([root]) => root)].filter((key) => document[key] !== undefined);
  return Object.fromEntries(parts.map((key) => [key, visit(document[key])]));
}
