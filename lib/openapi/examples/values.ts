// What an Example Object holds, across versions: `value` (3.0, 3.1), and OpenAPI 3.2's `dataValue`
// (the same: the data, validated like `value`) and `serializedValue` (the bytes as sent, shown as
// written). `externalValue` is a URL the page links to and the build never fetches.
import type { Json } from '../model/resolve';
import { streamExampleText } from '../model/streams';

/** The example's data (`dataValue`, else `value`) and its serialised form when given. */
export function exampleData(example: Json): { value: unknown; serialized?: string } {
  const value = 'dataValue' in example ? example.dataValue : example.value;
  return typeof example.serializedValue === 'string' ? { value, serialized: example.serializedValue } : { value };
}

/**
 * The text an example shows for a media type, or undefined when it holds none in the document (an
 * `externalValue` only). JSON shows the data; other media types and streams show the serialised
 * form when written, since that is what goes on the wire; a stream's data is framed as its items.
 */
export function exampleShown(example: Json, mediaType: string, options: { json: boolean; stream: boolean; show: (value: unknown) => string }): string | undefined {
  const hasData = 'dataValue' in example || 'value' in example;
  const { value, serialized } = exampleData(example);
  if (serialized !== undefined && (!hasData || !options.json || options.stream)) return serialized;
  if (!hasData) return undefined;
  return options.stream ? streamExampleText(value, mediaType) : options.show(value);
}
