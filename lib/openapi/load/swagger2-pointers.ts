// A Swagger 2.0 file is validated as its OpenAPI 3 conversion (swagger2openapi), whose pointers do
// not exist in the file the writer edits. This maps them back: components to their 2.0 sections,
// a parameter to its index in the 2.0 list (body and form parameters leave the 3.0 list), a
// parameter's `example` to its `x-example`, and a response's converted example to `examples[mime]`.
import { get, isObject, pointerSegments, toPointer, type Json } from '../model/resolve';

const SECTIONS: Record<string, string> = { parameters: 'parameters', responses: 'responses', schemas: 'definitions' };

/** The index in the 2.0 list of the parameter the converted list has at `index` (matched by name and place). */
function sourceParameterIndex(source: Json, sourceListAt: string[], converted: Json, listAt: string[], index: number): number | undefined {
  const param = get(converted, [...listAt, index]);
  const list = get(source, sourceListAt);
  if (!isObject(param) || !Array.isArray(list)) return undefined;
  if (typeof param.$ref === 'string') {
    const ref = param.$ref.replace('#/components/parameters/', '#/parameters/');
    const found = list.findIndex((raw) => isObject(raw) && raw.$ref === ref);
    return found < 0 ? undefined : found;
  }
  const found = list.findIndex((raw) => isObject(raw) && raw.name === param.name && raw.in === param.in);
  return found < 0 ? undefined : found;
}

/** The 2.0 body parameter's index in a list, for a converted `requestBody`. */
function bodyIndex(source: Json, listAt: string[]): number | undefined {
  const list = get(source, listAt);
  if (!Array.isArray(list)) return undefined;
  const found = list.findIndex((raw) => isObject(raw) && raw.in === 'body');
  return found < 0 ? undefined : found;
}

function translate(source: Json, converted: Json, segments: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  if (segments[0] === 'components' && segments[1] && SECTIONS[segments[1]]) {
    out.push(SECTIONS[segments[1]]!);
    i = 2;
  }
  for (; i < segments.length; i++) {
    const segment = segments[i]!;
    const next = segments[i + 1];
    if (segment === 'parameters' && next !== undefined && /^\d+$/.test(next) && out.length > 0) {
      const index = sourceParameterIndex(source, [...out, 'parameters'], converted, [...segments.slice(0, i), 'parameters'], Number(next));
      out.push('parameters', String(index ?? next));
      i++;
      continue;
    }
    if (segment === 'requestBody') {
      const index = bodyIndex(source, [...out, 'parameters']);
      out.push('parameters', String(index ?? 0));
      // requestBody/content/<mime>/schema → the body parameter's schema.
      if (segments[i + 1] === 'content') i += 2;
      continue;
    }
    if (segment === 'content' && next !== undefined) {
      // responses/<status>/content/<mime>/examples/<name>/value (or /example) → responses/<status>/examples/<mime>.
      const rest = segments.slice(i + 2);
      if (rest[0] === 'example' || (rest[0] === 'examples' && rest[2] === 'value')) {
        out.push('examples', next, ...rest.slice(rest[0] === 'example' ? 1 : 3));
        return out;
      }
      i++; // content/<mime>/schema → schema
      continue;
    }
    if (segment === 'example' && get(source, [...out, 'x-example']) !== undefined) {
      out.push('x-example');
      continue;
    }
    if (segment === 'schema' && out.includes('parameters') && get(source, [...out, 'schema']) === undefined) continue; // a 2.0 parameter is its own schema
    out.push(segment);
  }
  return out;
}

/**
 * The pointer in the Swagger 2.0 source for a pointer into its OpenAPI 3 conversion. `exact` is false
 * when no exact place exists (e.g. a conversion artefact): the pointer is then the nearest existing parent.
 */
export function swagger2Pointer(source: Json, converted: Json, pointer: string): { pointer: string; exact: boolean } {
  const translated = translate(source, converted, pointerSegments(pointer));
  for (let length = translated.length; length >= 0; length--) {
    if (get(source, translated.slice(0, length)) !== undefined) {
      return { pointer: toPointer(translated.slice(0, length)), exact: length === translated.length };
    }
  }
  return { pointer: '', exact: false };
}
