// The value a sample sends for a parameter, picked in one place. The model (operations.ts) keeps the
// spec's own example on ParameterView.example; this fills the gaps from the schema for every
// parameter location, the 3.2 querystring included.
import { exampleFromSchema } from './from-schema';
import type { ParameterView, SchemaEntry, SchemaView } from '../model/types';

/** The spec's example, else a value built from the schema (undefined when there is neither). */
export function exampleOrBuilt(example: unknown, schema: SchemaView | undefined, entries: Record<string, SchemaEntry>): unknown {
  return example ?? (schema ? exampleFromSchema(schema, entries, { direction: 'request' }) : undefined);
}

/** "kettleId" → "KETTLE_ID": a placeholder that reads as "put yours here" and survives URL encoding. */
function namePlaceholder(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'VALUE';
}

/**
 * A parameter's value as text: its example; else the schema's value (a format's, an enum's, a number);
 * else its name as a placeholder. A bare `type: string` builds the word "string", which a reader takes
 * for the value (`/accounts/string/contacts`), so it gives way to the placeholder (`ACCOUNT_ID`).
 */
export function parameterValue(param: Pick<ParameterView, 'name' | 'example' | 'schema'>, entries: Record<string, SchemaEntry>): string {
  const value = exampleOrBuilt(param.example, param.schema, entries);
  const items = Array.isArray(value) && value.every((item) => item !== null && typeof item !== 'object') ? value : undefined;
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : items?.length ? items.map(String).join(',') : undefined;
  return text === undefined || (param.example === undefined && text === 'string') ? namePlaceholder(param.name) : text;
}
