// The spec's schemas as Ajv should read them when it checks examples. JSON Schema is stricter than
// OpenAPI and its authors in a few known places; each is rewritten here, once per document.
import { isObject, lookup, type Json } from './resolve';

/** Which way an example travels: readOnly properties are only in responses, writeOnly ones only in requests. */
export type ExampleDirection = 'request' | 'response';

/** Authoring idioms where an example may leave what JSON Schema alone would allow (the config's `exampleRules`). */
export interface ExampleRules {
  /**
   * Azure's `x-ms-enum: { modelAsString: true }` marks an extensible enum: the listed values are the
   * known ones, and the service may send others. The enum is then not enforced.
   */
  extensibleEnums: boolean;
  /**
   * A schema's `additionalProperties` also lets through the properties its `allOf` members declare,
   * as code generators read it (`allOf: [Resource]` with `additionalProperties: { type: object }` is
   * Azure's way to say "and more"). JSON Schema alone counts those properties as additional.
   */
  allOfProperties: boolean;
}

export const DEFAULT_EXAMPLE_RULES: ExampleRules = { extensibleEnums: true, allOfProperties: true };

interface Options {
  is31: boolean;
  rules: ExampleRules;
  direction: ExampleDirection;
  /** The bundled document, to see whether a `$ref`'d property is readOnly or writeOnly. */
  document: Json;
}

/** True when the property schema (or the schema its `$ref` names) carries `flag: true`. */
function hasFlag(document: Json, schema: unknown, flag: 'readOnly' | 'writeOnly'): boolean {
  if (!isObject(schema)) return false;
  if (schema[flag] === true) return true;
  if (typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#')) return false;
  try {
    const target = lookup(document, schema.$ref);
    return isObject(target) && target[flag] === true;
  } catch {
    return false;
  }
}

/** Keys whose value maps names to schemas. */
const NAMED = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'schemas']);

/** The property names a schema declares, with those of its `allOf` members (through `$ref`s). */
function declaredProperties(document: Json, schema: unknown, seen = new Set<unknown>()): string[] {
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) {
    try {
      return declaredProperties(document, lookup(document, schema.$ref), seen);
    } catch {
      return [];
    }
  }
  const own = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const members = Array.isArray(schema.allOf) ? schema.allOf.flatMap((member) => declaredProperties(document, member, seen)) : [];
  return [...own, ...members];
}

function rewrite(schema: Json, options: Options, original: Json): Json {
  let out = schema;
  if (options.rules.allOfProperties && Array.isArray(out.allOf) && out.additionalProperties !== undefined && out.additionalProperties !== true) {
    const properties: Json = { ...(isObject(out.properties) ? out.properties : {}) };
    for (const name of declaredProperties(options.document, { allOf: original.allOf })) properties[name] ??= true;
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
  // OpenAPI: a required readOnly property is required in responses only, a writeOnly one in requests only.
  if (Array.isArray(out.required) && isObject(out.properties)) {
    const properties = out.properties;
    const absent = options.direction === 'request' ? 'readOnly' : 'writeOnly';
    const required = out.required.filter((name) => !(typeof name === 'string' && hasFlag(options.document, properties[name], absent)));
    if (required.length !== out.required.length) out = { ...out, required };
  }
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
 * A copy of the document's schemas (components and paths) rewritten for Ajv: 3.0's `nullable` and
 * boolean `exclusiveMinimum`/`exclusiveMaximum`, the idioms `rules` allows, and readOnly/writeOnly
 * properties not required in the direction they do not travel. Every object is visited: example
 * values are rewritten too, but they are read from the original document, never from this copy.
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
      out[key] = visit(child, NAMED.has(key) && !isMap);
    }
    // A map of named schemas (a property called "nullable" or "required") is not a schema itself.
    return isMap ? out : rewrite(out, all, value);
  };
  return { components: visit(document.components ?? {}), paths: visit(document.paths ?? {}) } as Json;
}
