// What the model's schemas are called for a reader: type labels ("array of Pet"), constraint labels
// ("length ≤ 64") and where a named schema lives. The React reference, the Markdown twin and the
// search records all read these, so the three never word a schema differently.
import type { OperationView, ParameterView, SchemaEntry, SchemaNode, SchemaView, SecurityRequirementView } from './types';

export type Entries = Record<string, SchemaEntry>;

/** Where a link to a named schema goes: its anchor on this page, or its own page in a split reference. */
export function schemaHref(entry: SchemaEntry): string {
  return entry.href ?? `#${entry.anchor}`;
}

export function nodeOf(view: SchemaView, entries: Entries): SchemaNode {
  return 'ref' in view ? (entries[view.ref]?.schema ?? { types: [] }) : view;
}

/** "integer<int32>", "array of Pet", "string | null", "Pet" for a named object... */
export function typeLabel(view: SchemaView, entries: Entries): string {
  const node = nodeOf(view, entries);
  const named = 'ref' in view ? entries[view.ref]?.name : undefined;
  let label: string;
  if (node.types.includes('array') && node.items) label = `array of ${typeLabel(node.items, entries)}`;
  else if (named && (node.types.includes('object') || node.types.length === 0)) label = named;
  else if (node.types.length) label = node.types.map((t) => (node.format ? `${t}<${node.format}>` : t)).join(' | ');
  else if (node.oneOf) label = 'one of';
  else if (node.anyOf) label = 'any of';
  else label = 'any';
  if (named && !label.includes(named) && node.types.length && !node.types.includes('array')) label = `${label} (${named})`;
  return node.nullable ? `${label} | null` : label;
}

const CONSTRAINT_LABELS: Record<string, (v: string, node: SchemaNode) => string> = {
  minimum: (v, n) => `${n.constraints?.exclusiveMinimum === 'true' ? '>' : '≥'} ${v}`,
  maximum: (v, n) => `${n.constraints?.exclusiveMaximum === 'true' ? '<' : '≤'} ${v}`,
  exclusiveMinimum: (v) => (v === 'true' ? '' : `> ${v}`),
  exclusiveMaximum: (v) => (v === 'true' ? '' : `< ${v}`),
  multipleOf: (v) => `multiple of ${v}`,
  minLength: (v) => `length ≥ ${v}`,
  maxLength: (v) => `length ≤ ${v}`,
  pattern: (v) => `pattern /${v}/`,
  minItems: (v) => `items ≥ ${v}`,
  maxItems: (v) => `items ≤ ${v}`,
  uniqueItems: () => 'unique items',
  minProperties: (v) => `properties ≥ ${v}`,
  maxProperties: (v) => `properties ≤ ${v}`,
};

/** Human-readable constraints: "≥ 1", "length ≤ 64", "pattern /^a/". */
export function constraintLabels(node: SchemaNode): string[] {
  return Object.entries(node.constraints ?? {})
    .map(([key, value]) => CONSTRAINT_LABELS[key]?.(value, node) ?? `${key}: ${value}`)
    .filter(Boolean);
}

/** True when the schema has something to unfold (properties, items with structure, options). */
export function hasChildren(view: SchemaView, entries: Entries): boolean {
  const node = nodeOf(view, entries);
  if (node.properties?.length || node.oneOf || node.anyOf || node.patternProperties) return true;
  if (node.additionalProperties && node.additionalProperties !== true) return true;
  if (node.items) return hasChildren(node.items, entries);
  return false;
}

/** An operation's security as a sentence's end: "apiKey or oauth (read, write) and basic"; "none (public)" for []. */
export function securityLabel(security: SecurityRequirementView[]): string {
  if (security.length === 0) return 'none (public)';
  return security.map((req) => req.schemes.map((s) => `${s.name}${s.scopes.length ? ` (${s.scopes.join(', ')})` : ''}`).join(' and ') || 'none').join(' or ');
}

/** Flags of a schema a reader must know, in the order the reference shows them. */
export function flagLabels(node: SchemaNode): string[] {
  return [node.deprecated && 'deprecated', node.readOnly && 'read-only', node.writeOnly && 'write-only'].filter((flag): flag is string => Boolean(flag));
}

/** The parameter tables of an operation, in the order the reference and its twin show them. */
export const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie', 'querystring'] as const satisfies readonly ParameterView['in'][];

const PARAMETER_HEADINGS: Record<ParameterView['in'], string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
  querystring: 'Query string',
};

/** A parameter table's heading: an AsyncAPI operation's path parameters are its channel's. */
export function parametersHeading(where: ParameterView['in'], op: Pick<OperationView, 'event'>): string {
  return op.event && where === 'path' ? 'Channel parameters' : PARAMETER_HEADINGS[where];
}

/** What an operation's samples are called: an HTTP request and its responses, or an event's messages and their reply. */
export function samplesHeadings(op: Pick<OperationView, 'event'>): { request: string; requests: string; responses: string } {
  return op.event
    ? { request: 'Message sample', requests: 'Message samples', responses: 'Reply samples' }
    : { request: 'Request sample', requests: 'Request samples', responses: 'Response samples' };
}
