// Where a spec's examples are, and where each is used: the list example validation walks.
import type { ExampleDirection } from './example-schema';
import { isObject, lookup, pointerSegments, toPointer, type Json } from './resolve';

type Segments = (string | number)[];

export interface ExampleSite {
  /** JSON pointer of the example's value: where a writer edits it (inside `#/components/examples/X` when it is a `$ref`). */
  pointer: string;
  /** Where a `$ref`'d example is used (the `examples` entry of a media type or parameter); absent when it is written in place. */
  usedAt?: string;
  /** JSON pointer of the schema the value must match. */
  schemaPointer: string;
  direction: ExampleDirection;
  value: unknown;
}

const JSONISH = /^application\/(.+\+)?json$|^text\/plain$/;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** Follows a chain of `$ref`s from `raw`; returns the object and the pointer of the last ref followed. */
function follow(doc: Json, raw: unknown): { node: unknown; at?: Segments } {
  let node = raw;
  let at: Segments | undefined;
  const seen = new Set<string>();
  while (isObject(node) && typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    at = pointerSegments(node.$ref);
    node = lookup(doc, node.$ref);
  }
  return { node, at };
}

/** Every example under a media type or parameter: `example` and each `examples[name].value`. */
function examplesOf(doc: Json, holder: Json, at: Segments, direction: ExampleDirection): ExampleSite[] {
  const schemaPointer = toPointer([...at, 'schema']);
  const sites: ExampleSite[] = [];
  if ('example' in holder) sites.push({ pointer: toPointer([...at, 'example']), schemaPointer, direction, value: holder.example });
  if (!isObject(holder.examples)) return sites;
  for (const [name, raw] of Object.entries(holder.examples)) {
    const { node: example, at: refAt } = follow(doc, raw);
    if (!isObject(example) || !('value' in example)) continue;
    const entry = [...at, 'examples', name];
    sites.push({
      pointer: toPointer([...(refAt ?? entry), 'value']),
      usedAt: refAt ? toPointer(entry) : undefined,
      schemaPointer,
      direction,
      value: example.value,
    });
  }
  return sites;
}

/** The request, response and parameter examples of a bundled OpenAPI 3.x document, each with its schema. */
export function exampleSites(doc: Json): ExampleSite[] {
  const sites: ExampleSite[] = [];
  // A $ref'd parameter, body or response is checked where it is defined, once for all its uses.
  const seen = new Set<string>();
  const content = (raw: unknown, at: Segments, direction: ExampleDirection) => {
    const { node: owner, at: refAt } = follow(doc, raw);
    const where = refAt ?? at;
    if (refAt && seen.has(toPointer(refAt))) return;
    if (refAt) seen.add(toPointer(refAt));
    if (!isObject(owner) || !isObject(owner.content)) return;
    for (const [type, media] of Object.entries(owner.content)) {
      if (!JSONISH.test(type) || !isObject(media) || !media.schema) continue;
      sites.push(...examplesOf(doc, media, [...where, 'content', type], direction));
    }
  };
  const parameter = (raw: unknown, at: Segments) => {
    const { node: param, at: refAt } = follow(doc, raw);
    if (refAt && seen.has(toPointer(refAt))) return;
    if (refAt) seen.add(toPointer(refAt));
    if (isObject(param) && param.schema) sites.push(...examplesOf(doc, param, refAt ?? at, 'request'));
  };
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    (Array.isArray(item.parameters) ? item.parameters : []).forEach((raw, index) => parameter(raw, ['paths', path, 'parameters', index]));
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const at = ['paths', path, method];
      (Array.isArray(op.parameters) ? op.parameters : []).forEach((raw, index) => parameter(raw, [...at, 'parameters', index]));
      content(op.requestBody, [...at, 'requestBody'], 'request');
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        content(response, [...at, 'responses', status], 'response');
      }
    }
  }
  return sites;
}
