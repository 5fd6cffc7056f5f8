// Where a spec's examples are, and where each is used: the list example validation walks.
import type { ExampleDirection } from './ajv-schema';
import { callbackItems, itemOperations, PATH_ITEM_ROOTS } from '../model/path-items';
import { derefWithPointer, isObject, toPointer, type Json } from '../model/resolve';

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
const FORM = 'application/x-www-form-urlencoded';

/** Every example under a media type or parameter: `example` and each `examples[name].value` (or 3.2's `dataValue`, the same data). */
function examplesOf(doc: Json, holder: Json, at: Segments, direction: ExampleDirection): ExampleSite[] {
  const schemaPointer = toPointer([...at, 'schema']);
  const sites: ExampleSite[] = [];
  if ('example' in holder) sites.push({ pointer: toPointer([...at, 'example']), schemaPointer, direction, value: holder.example });
  if (!isObject(holder.examples)) return sites;
  for (const [name, raw] of Object.entries(holder.examples)) {
    const { node: example, at: refAt } = derefWithPointer(doc, raw);
    // `serializedValue` and `externalValue` are not data: they are shown as written, never validated.
    const key = isObject(example) ? (['dataValue', 'value'] as const).find((k) => k in example) : undefined;
    if (!isObject(example) || !key) continue;
    const entry = [...at, 'examples', name];
    sites.push({
      pointer: toPointer([...(refAt ?? entry), key]),
      usedAt: refAt ? toPointer(entry) : undefined,
      schemaPointer,
      direction,
      value: example[key],
    });
  }
  return sites;
}

/**
 * A stream's examples (OpenAPI 3.2 `itemSchema`) as its items, each checked against the item schema:
 * an array is the items, a string the stream as sent (not data), anything else one item.
 */
function streamItems(sites: ExampleSite[], schemaPointer: string): ExampleSite[] {
  return sites.flatMap((site) => {
    if (typeof site.value === 'string') return [];
    if (!Array.isArray(site.value)) return [{ ...site, schemaPointer }];
    return site.value.map((value, index) => ({ ...site, pointer: `${site.pointer}/${index}`, schemaPointer, value }));
  });
}

/**
 * The request, response and parameter examples of a bundled OpenAPI 3.x document, each with its
 * schema: of every operation the reference renders (paths, webhooks and callbacks, path-items.ts).
 */
export function exampleSites(doc: Json): ExampleSite[] {
  const sites: ExampleSite[] = [];
  // A $ref'd path item, callback, parameter, body or response is checked where it is defined, once for all its uses.
  const seen = new Set<string>();
  const checkedBefore = (refAt: Segments | undefined) => {
    if (!refAt) return false;
    const key = toPointer(refAt);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  };
  const content = (raw: unknown, at: Segments, direction: ExampleDirection) => {
    const { node: owner, at: refAt } = derefWithPointer(doc, raw);
    if (checkedBefore(refAt) || !isObject(owner) || !isObject(owner.content)) return;
    for (const [type, media] of Object.entries(owner.content)) {
      if (!isObject(media)) continue;
      const mediaAt = [...(refAt ?? at), 'content', type];
      if (media.itemSchema) sites.push(...streamItems(examplesOf(doc, media, mediaAt, direction), toPointer([...mediaAt, 'itemSchema'])));
      else if (JSONISH.test(type) && media.schema) sites.push(...examplesOf(doc, media, mediaAt, direction));
    }
  };
  const parameter = (raw: unknown, at: Segments) => {
    const { node: param, at: refAt } = derefWithPointer(doc, raw);
    if (checkedBefore(refAt)) return;
    if (isObject(param) && param.schema) sites.push(...examplesOf(doc, param, refAt ?? at, 'request'));
    // A parameter described by `content` (a 3.2 querystring as a form, a JSON-encoded query value).
    if (isObject(param) && isObject(param.content)) {
      for (const [type, media] of Object.entries(param.content)) {
        if (isObject(media) && media.schema && (JSONISH.test(type) || type === FORM)) sites.push(...examplesOf(doc, media, [...(refAt ?? at), 'content', type], 'request'));
      }
    }
  };
  const parameters = (list: unknown, at: Segments) => {
    if (Array.isArray(list)) list.forEach((raw, index) => parameter(raw, [...at, 'parameters', index]));
  };
  const pathItem = (raw: unknown, at: Segments) => {
    const { node: item, at: refAt } = derefWithPointer(doc, raw);
    if (checkedBefore(refAt) || !isObject(item)) return;
    const itemAt = refAt ?? at;
    parameters(item.parameters, itemAt);
    for (const [, op, segments] of itemOperations(item)) {
      const opAt = [...itemAt, ...segments];
      parameters(op.parameters, opAt);
      content(op.requestBody, [...opAt, 'requestBody'], 'request');
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        content(response, [...opAt, 'responses', status], 'response');
      }
      for (const [name, rawCallback] of Object.entries(isObject(op.callbacks) ? op.callbacks : {})) {
        const { node: callback, at: callbackRef } = derefWithPointer(doc, rawCallback);
        if (checkedBefore(callbackRef)) continue;
        for (const [expression, child] of callbackItems(callback)) pathItem(child, [...(callbackRef ?? [...opAt, 'callbacks', name]), expression]);
      }
    }
  };
  for (const [root] of PATH_ITEM_ROOTS) {
    const items = doc[root];
    for (const [name, item] of Object.entries(isObject(items) ? items : {})) pathItem(item, [root, name]);
  }
  return sites;
}
