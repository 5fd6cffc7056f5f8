// Message payloads may be written in another schema language than JSON Schema, named by
// `schemaFormat` (2.x on the message, 3.x in a Multi Format Schema Object). JSON Schema, the
// AsyncAPI Schema and OpenAPI Schema Objects are drawn as they are (the schema table reads all
// three); Avro records are translated to the JSON Schema they mean; any other format is kept as its
// source and shown with a note, never dropped.
import { isObject, type Json } from '../model/resolve';

export type FormatKind = 'json-schema' | 'openapi' | 'avro' | 'other';

export function formatKind(schemaFormat: unknown): FormatKind {
  if (typeof schemaFormat !== 'string' || schemaFormat === '') return 'json-schema';
  const type = schemaFormat.split(';')[0]!.trim().toLowerCase();
  if (/^application\/(vnd\.aai\.asyncapi|schema)(\+(json|yaml))?$/.test(type)) return 'json-schema';
  if (/^application\/vnd\.oai\.openapi(\+(json|yaml))?$/.test(type)) return 'openapi';
  if (/^application\/vnd\.apache\.avro(\+(json|yaml))?$/.test(type)) return 'avro';
  return 'other';
}

const AVRO_PRIMITIVES: Record<string, Json> = {
  null: { type: 'null' },
  boolean: { type: 'boolean' },
  int: { type: 'integer', format: 'int32' },
  long: { type: 'integer', format: 'int64' },
  float: { type: 'number', format: 'float' },
  double: { type: 'number', format: 'double' },
  bytes: { type: 'string', format: 'bytes' },
  string: { type: 'string' },
};

const LOGICAL_FORMATS: Record<string, string> = {
  date: 'date',
  uuid: 'uuid',
  'time-millis': 'time-millis',
  'time-micros': 'time-micros',
  'timestamp-millis': 'timestamp-millis',
  'timestamp-micros': 'timestamp-micros',
  decimal: 'decimal',
  duration: 'duration',
};

/**
 * The JSON Schema an Avro schema (1.x: primitives, records, enums, arrays, maps, fixed, unions,
 * logical types) describes. A field is required unless it has a default; a union with "null" is a
 * nullable type. A named type used again is drawn again; one that contains itself stops at its name.
 */
export function avroToJsonSchema(avro: unknown, named = new Map<string, Json>(), stack: string[] = []): Json {
  if (typeof avro === 'string') {
    if (AVRO_PRIMITIVES[avro]) return { ...AVRO_PRIMITIVES[avro] };
    const known = named.get(avro) ?? named.get(avro.split('.').pop()!);
    if (!known) return { title: avro, description: `Avro type "${avro}", not defined in this schema.` };
    if (stack.includes(avro)) return { title: avro, description: `Recursive: the enclosing ${avro}.` };
    return avroToJsonSchema(known, named, [...stack, avro]);
  }
  if (Array.isArray(avro)) {
    const members = avro.filter((member) => member !== 'null');
    const nullable = members.length < avro.length;
    if (members.length === 1) {
      const single = avroToJsonSchema(members[0], named, stack);
      return nullable && typeof single.type === 'string' ? { ...single, type: [single.type, 'null'] } : nullable ? { anyOf: [single, { type: 'null' }] } : single;
    }
    return { oneOf: [...members.map((member) => avroToJsonSchema(member, named, stack)), ...(nullable ? [{ type: 'null' }] : [])] };
  }
  if (!isObject(avro)) return {};
  const type = avro.type;
  const doc = typeof avro.doc === 'string' ? { description: avro.doc } : {};
  const name = typeof avro.name === 'string' ? avro.name : undefined;
  if (name && (type === 'record' || type === 'enum' || type === 'fixed' || type === 'error')) {
    named.set(name, avro);
    if (typeof avro.namespace === 'string') named.set(`${avro.namespace}.${name}`, avro);
  }
  if (typeof avro.logicalType === 'string' && typeof type === 'string' && AVRO_PRIMITIVES[type]) {
    return { ...AVRO_PRIMITIVES[type], format: LOGICAL_FORMATS[avro.logicalType] ?? avro.logicalType, ...doc };
  }
  switch (type) {
    case 'record':
    case 'error': {
      const properties: Json = {};
      const required: string[] = [];
      const inner = name ? [...stack, name] : stack;
      for (const field of Array.isArray(avro.fields) ? avro.fields.filter(isObject) : []) {
        const fieldName = String(field.name ?? '');
        const schema = avroToJsonSchema(field.type, named, inner);
        if (typeof field.doc === 'string') schema.description = field.doc;
        if ('default' in field) schema.default = field.default;
        else required.push(fieldName);
        properties[fieldName] = schema;
      }
      return { type: 'object', ...(name ? { title: name } : {}), ...doc, properties, ...(required.length ? { required } : {}) };
    }
    case 'enum':
      return { type: 'string', ...(name ? { title: name } : {}), ...doc, enum: Array.isArray(avro.symbols) ? avro.symbols : [] };
    case 'array':
      return { type: 'array', ...doc, items: avroToJsonSchema(avro.items, named, stack) };
    case 'map':
      return { type: 'object', ...doc, additionalProperties: avroToJsonSchema(avro.values, named, stack) };
    case 'fixed':
      return { type: 'string', format: 'fixed', ...(typeof avro.size === 'number' ? { maxLength: avro.size, minLength: avro.size } : {}), ...(name ? { title: name } : {}), ...doc };
    default:
      return { ...avroToJsonSchema(type, named, stack), ...doc };
  }
}

/** An Avro schema as the document holds it: an object, or the text of an `.avsc` file a `$ref` read. */
export function avroValue(schema: unknown): unknown {
  if (typeof schema !== 'string') return schema;
  try {
    return JSON.parse(schema);
  } catch {
    return schema;
  }
}
