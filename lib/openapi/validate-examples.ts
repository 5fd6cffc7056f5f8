// Checks every request and response example of a spec against its schema, so that the samples
// readers copy are true. Works on the bundled document (internal $refs kept) with Ajv.
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { isObject, lookup, pointerSegments, toPointer, type Json } from './resolve';

export interface ExampleProblem {
  /** JSON pointer of the example value in the spec. */
  pointer: string;
  message: string;
}

const DOC = 'https://openapi.invalid/document.json';
const JSONISH = /^application\/(.+\+)?json$|^text\/plain$/;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** OpenAPI 3.0's `nullable: true` as JSON Schema: the type also allows null. */
function nullableToTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableToTypes);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) out[key] = nullableToTypes(child);
  if (!('nullable' in out)) return out;
  // Ajv knows `nullable` only beside a `type`; real specs also put it on allOf/oneOf/$ref schemas.
  const { nullable, ...rest } = out;
  if (nullable !== true) return rest;
  if (typeof rest.type === 'string') return { ...rest, type: [rest.type, 'null'] };
  return { anyOf: [rest, { type: 'null' }] };
}

interface ExampleSite {
  pointer: (string | number)[];
  schemaPointer: (string | number)[];
  value: unknown;
}

/** Every example under a media type or parameter: `example` and each `examples[name].value`. */
function examplesOf(doc: Json, holder: Json, at: (string | number)[], schemaAt: (string | number)[]): ExampleSite[] {
  const sites: ExampleSite[] = [];
  if ('example' in holder) sites.push({ pointer: [...at, 'example'], schemaPointer: schemaAt, value: holder.example });
  if (isObject(holder.examples)) {
    for (const [name, raw] of Object.entries(holder.examples)) {
      const example = isObject(raw) && typeof raw.$ref === 'string' ? lookup(doc, raw.$ref) : raw;
      if (isObject(example) && 'value' in example) {
        sites.push({ pointer: [...at, 'examples', name, 'value'], schemaPointer: schemaAt, value: example.value });
      }
    }
  }
  return sites;
}

function collect(doc: Json): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const content = (raw: unknown, at: (string | number)[]) => {
    // A $ref'd body or response is checked where it is defined (once per use).
    const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
    const owner = ref ? lookup(doc, ref) : raw;
    if (ref) at = pointerSegments(ref);
    if (!isObject(owner) || !isObject(owner.content)) return;
    for (const [type, media] of Object.entries(owner.content)) {
      if (!JSONISH.test(type) || !isObject(media) || !media.schema) continue;
      const where = [...at, 'content', type];
      sites.push(...examplesOf(doc, media, where, [...where, 'schema']));
    }
  };
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const at = ['paths', path, method];
      (Array.isArray(op.parameters) ? op.parameters : []).forEach((raw, index) => {
        const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
        const param = ref ? lookup(doc, ref) : raw;
        const where = ref ? pointerSegments(ref) : [...at, 'parameters', index];
        if (isObject(param) && param.schema) sites.push(...examplesOf(doc, param, where, [...where, 'schema']));
      });
      content(op.requestBody, [...at, 'requestBody']);
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        content(response, [...at, 'responses', status]);
      }
    }
  }
  return sites;
}

/** Validates every example of a bundled OpenAPI 3.x document; returns the mismatches. */
export function validateExamples(document: Record<string, unknown>): ExampleProblem[] {
  const is31 = String(document.openapi ?? '').startsWith('3.1');
  const options = { strict: false, allErrors: true, validateFormats: false, validateSchema: false } as const;
  const ajv = is31 ? new Ajv2020(options) : new Ajv(options);
  const schemaDoc = (is31 ? structuredClone(document) : nullableToTypes(document)) as Json;
  const problems: ExampleProblem[] = [];
  // One compiled validator per schema: GitHub's spec has ~2,000 examples over far fewer schemas, and
  // compiling each time took 100 s. A schema that is only a $ref is keyed by the ref it names.
  const compiled = new Map<unknown, ValidateFunction>();
  // The document is added once, so "#/components/…" refs resolve inside it and Ajv walks the
  // components once, not once per schema (that walk took 30 s of the 60 s on GitHub's spec).
  ajv.addSchema({ components: schemaDoc.components ?? {}, paths: schemaDoc.paths ?? {} }, DOC);
  for (const site of collect(document)) {
    const pointer = toPointer(site.schemaPointer);
    const schema = lookup(schemaDoc, `#${pointer}`);
    const key = isObject(schema) && typeof schema.$ref === 'string' && Object.keys(schema).length === 1 ? schema.$ref : pointer;
    let validate = compiled.get(key);
    if (!validate) {
      try {
        validate = ajv.compile({ $ref: `${DOC}#${typeof key === 'string' && key.startsWith('#') ? key.slice(1) : pointer}` });
      } catch (error) {
        problems.push({ pointer: toPointer(site.schemaPointer), message: `schema cannot be checked: ${(error as Error).message}` });
        continue;
      }
      compiled.set(key, validate);
    }
    if (validate(site.value)) continue;
    for (const error of validate.errors ?? []) {
      const where = error.instancePath ? ` at ${error.instancePath}` : '';
      problems.push({ pointer: toPointer(site.pointer), message: `example${where} ${error.message ?? 'does not match the schema'}` });
    }
  }
  return problems;
}
