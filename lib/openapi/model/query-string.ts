// OpenAPI 3.2's `in: querystring` parameter: one parameter is the whole query string, usually
// described by `content: { application/x-www-form-urlencoded: { schema } }`. The samples need the
// string a request sends; the model computes it once from the example.

import { formPairs } from './form-encoding';
import type { EncodingView } from './types';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The query string (without "?") an example value stands for. An example's `serializedValue` is
 * the query string as written, so it is kept; a string value is taken as already serialised. An
 * object is form-encoded as a form body is (form-encoding.ts, by the media type's `encoding`).
 * Any other media type (a JSONPath, a JSON document) is percent-encoded whole.
 */
export function queryStringOf(value: unknown, mediaType = FORM, serialized?: string, encoding?: Record<string, EncodingView>): string | undefined {
  if (serialized !== undefined) return serialized.replace(/^\?/, '');
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return mediaType === FORM ? value.replace(/^\?/, '') : encodeURIComponent(value);
  if (mediaType !== FORM || typeof value !== 'object' || Array.isArray(value)) return encodeURIComponent(JSON.stringify(value));
  return new URLSearchParams(formPairs(value as Record<string, unknown>, encoding)).toString();
}
