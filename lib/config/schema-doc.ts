import type { z } from 'zod';

/**
 * One option of a zod schema as a reference page lists it: its path (`docs.versions.<name>.label`,
 * `navbar.items[].href`), its type and allowed values, its default and the sentence kept beside it
 * with `.describe()`. The manual's reference (scripts/manual-reference.ts) is written from these, and
 * tests/manual/reference.test.ts fails on an option without a sentence.
 */
export interface SchemaOption {
  path: string;
  /** "string", "boolean", "'light' | 'dark'", "object[]", "URL", "function" … */
  type: string;
  /** The default as JSON ("true", "'warn'"), or undefined when the option has none. */
  default?: string;
  required: boolean;
  description?: string;
}

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string } };
  description?: string;
}

const inner = (schema: ZodInternals): ZodInternals => schema._zod.def.innerType as ZodInternals;

/** The schema under its wrappers, with what the wrappers say: optional, default, description. */
function unwrap(schema: ZodInternals): {
  core: ZodInternals;
  optional: boolean;
  nullable: boolean;
  default?: unknown;
  description?: string;
} {
  let current = schema;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  let description = schema.description;
  for (;;) {
    const def = current._zod.def;
    if (def.type === 'optional') {
      optional = true;
      current = inner(current);
    } else if (def.type === 'nullable') {
      nullable = true;
      current = inner(current);
    } else if (def.type === 'default' || def.type === 'prefault') {
      if (defaultValue === undefined) defaultValue = def.defaultValue;
      optional = true;
      current = inner(current);
    } else if (def.type === 'pipe') {
      // A transform after the schema (`.transform()`) reads the input side; a preprocess before it the output side.
      const input = def.in as ZodInternals;
      current = input._zod.def.type === 'transform' ? (def.out as ZodInternals) : input;
    } else break;
    description ??= current.description;
  }
  return { core: current, optional, nullable, default: defaultValue, description };
}

const shown = (value: unknown): string => (value instanceof RegExp ? String(value) : JSON.stringify(value).replace(/"/g, "'"));

/** The type of a schema in words a config writer reads: TypeScript's notation for the simple cases. */
function typeOf(schema: ZodInternals): string {
  const { core, nullable } = unwrap(schema);
  const def = core._zod.def;
  let type: string;
  switch (def.type) {
    case 'string':
      type = (def as { format?: string }).format === 'url' ? 'URL' : 'string';
      break;
    case 'enum':
      type = Object.values(def.entries as Record<string, string>)
        .map(shown)
        .join(' | ');
      break;
    case 'literal':
      type = (def.values as unknown[]).map(shown).join(' | ');
      break;
    case 'array':
      type = `${wrapped(typeOf(def.element as ZodInternals))}[]`;
      break;
    case 'object':
      type = 'object';
      break;
    case 'record':
      type = `{ [name]: ${typeOf(def.valueType as ZodInternals)} }`;
      break;
    case 'union':
      type = [...new Set((def.options as ZodInternals[]).map(typeOf))].join(' | ');
      break;
    case 'tuple':
      type = `[${(def.items as ZodInternals[]).map(typeOf).join(', ')}]`;
      break;
    case 'custom':
      type = 'function';
      break;
    default:
      type = def.type;
  }
  return nullable ? `${type} | null` : type;
}

const wrapped = (type: string): string => (type.includes(' ') ? `(${type})` : type);

/** The object schemas a value holds (itself, its union's branches, its array's or record's items), with the path suffix each adds. */
function objectsWithin(schema: ZodInternals): Array<{ suffix: string; object: ZodInternals }> {
  const { core } = unwrap(schema);
  const def = core._zod.def;
  if (def.type === 'object') return [{ suffix: '', object: core }];
  if (def.type === 'array') return objectsWithin(def.element as ZodInternals).map((found) => ({ ...found, suffix: `[]${found.suffix}` }));
  if (def.type === 'record')
    return objectsWithin(def.valueType as ZodInternals).map((found) => ({ ...found, suffix: `.<name>${found.suffix}` }));
  if (def.type === 'union') return (def.options as ZodInternals[]).flatMap(objectsWithin);
  return [];
}

/**
 * Every option of an object schema, depth first in the schema's order: each field, then the fields
 * of the objects it holds. A field two branches of a union share (a navbar item's `label`) is listed once.
 */
export function schemaOptions(schema: z.ZodType, prefix = ''): SchemaOption[] {
  const options = new Map<string, SchemaOption>();
  const visit = (object: ZodInternals, base: string): void => {
    const shape = object._zod.def.shape as Record<string, ZodInternals>;
    for (const [key, field] of Object.entries(shape)) {
      const path = base ? `${base}.${key}` : key;
      const { optional, default: defaultValue, description } = unwrap(field);
      if (!options.has(path)) {
        options.set(path, {
          path,
          type: typeOf(field),
          default: defaultValue === undefined ? undefined : shown(defaultValue),
          required: !optional,
          description: description?.trim() || undefined,
        });
      } else {
        // The same field in another branch of a union: its types add up (a navbar item's `type`).
        const known = options.get(path)!;
        const type = typeOf(field);
        if (!known.type.split(' | ').includes(type)) known.type = `${known.type} | ${type}`;
        if (!known.description && description) known.description = description;
      }
      for (const { suffix, object: child } of objectsWithin(field)) visit(child, `${path}${suffix}`);
    }
  };
  for (const { object } of objectsWithin(schema as unknown as ZodInternals)) visit(object, prefix);
  return [...options.values()];
}
