// A form body's fields, and a 3.2 querystring's pairs, as the OpenAPI Encoding Object says to send
// them. One serialiser for both, so the same object gives the same pairs in a query and in a body.
import { isJsonMediaType } from './media-types';
import { isObject, own, setOwn } from './resolve';
import type { EncodingView } from './types';

/** The `encoding` map of a raw media type object, reduced to the fields a sample uses. */
export function encodingOf(raw: unknown): Record<string, EncodingView> | undefined {
  if (!isObject(raw)) return undefined;
  const out: Record<string, EncodingView> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!isObject(value)) continue;
    const view: EncodingView = {};
    if (typeof value.contentType === 'string') view.contentType = value.contentType;
    if (typeof value.style === 'string') view.style = value.style;
    if (typeof value.explode === 'boolean') view.explode = value.explode;
    setOwn(out, name, view);
  }
  return Object.keys(out).length ? out : undefined;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** deepObject: `address[city]=…`; an array's items as `expand[]=…`, or `tax_ids[0][type]=…` when they are objects (Stripe's rule). */
function bracketed(key: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => (isObject(item) || Array.isArray(item) ? bracketed(`${key}[${i}]`, item) : [[`${key}[]`, text(item)] as [string, string]]));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => bracketed(`${key}[${k}]`, v));
  return [[key, text(value)]];
}

const DELIMITERS: Record<string, string> = { form: ',', spaceDelimited: ' ', pipeDelimited: '|' };

/** One field by style: form (the default), spaceDelimited, pipeDelimited or deepObject; explode defaults to true for form. */
function styled(key: string, value: unknown, style: string, explode: boolean): [string, string][] {
  if (style === 'deepObject') return bracketed(key, value);
  const delimiter = own(DELIMITERS, style) ?? ',';
  if (Array.isArray(value)) return explode ? value.map((item) => [key, text(item)]) : [[key, value.map(text).join(delimiter)]];
  if (isObject(value)) {
    return explode ? Object.entries(value).map(([k, v]) => [k, text(v)]) : [[key, Object.entries(value).flatMap(([k, v]) => [k, text(v)]).join(delimiter)]];
  }
  return [[key, text(value)]];
}

/**
 * The name/value pairs of an application/x-www-form-urlencoded object. A field whose encoding sets
 * `style` or `explode` is serialised by style, as a query parameter would be. Without them (OpenAPI
 * 3.1.1 and 3.2: the field is then sent by its `contentType`, application/json for an object), an
 * object is JSON text; an array repeats its key (form, exploded: what every form decoder reads).
 */
export function formPairs(value: Record<string, unknown>, encoding: Record<string, EncodingView> = {}): [string, string][] {
  return Object.entries(value).flatMap(([key, v]): [string, string][] => {
    if (v === undefined) return [];
    const enc = own(encoding, key);
    if (enc?.style !== undefined || enc?.explode !== undefined) {
      const style = enc.style ?? 'form';
      return styled(key, v, style, enc.explode ?? style === 'form');
    }
    if (Array.isArray(v) && !isJsonMediaType(enc?.contentType ?? '')) return v.map((item) => [key, text(item)]);
    return [[key, text(v)]];
  });
}

export type MultipartPart = { name: string; value: string; contentType?: string } | { name: string; fileName: string; contentType?: string };

/**
 * The parts of a multipart/form-data object. A file field (`isFile`) is read from `<name>.bin`; an
 * object is a JSON part, application/json unless its encoding names another `contentType`; an
 * array is one part per item under the same name.
 */
export function multipartParts(value: Record<string, unknown>, encoding: Record<string, EncodingView> = {}, isFile: (name: string) => boolean = () => false): MultipartPart[] {
  return Object.entries(value).flatMap(([name, v]): MultipartPart[] => {
    if (v === undefined) return [];
    // An encoding may list several types ("image/png, image/jpeg"): a sample sends the first.
    const contentType = own(encoding, name)?.contentType?.split(',')[0]!.trim();
    const typed = contentType ? { contentType } : {};
    if (isFile(name)) return [{ name, fileName: `${name}.bin`, ...typed }];
    const part = (item: unknown): MultipartPart =>
      isObject(item) || Array.isArray(item) ? { name, value: JSON.stringify(item), contentType: contentType ?? 'application/json' } : { name, value: text(item), ...typed };
    return Array.isArray(v) && !isJsonMediaType(contentType ?? '') ? v.map(part) : [part(v)];
  });
}
