// OpenAPI 3.2 sequential media types: a body that is a stream of items, each described by the
// media type's `itemSchema`. Samples show a few items in the stream's own format, so a reader sees
// what arrives on the wire: SSE events, JSON Lines, JSON text sequences or multipart parts.
import { exampleFromSchema } from '../samples/from-schema';
import type { SchemaEntry, SchemaView } from './types';

export type StreamFormat = 'sse' | 'jsonl' | 'json-seq' | 'multipart';

/** How items of a media type are framed; JSON Lines for any other media type with an `itemSchema`. */
export function streamFormat(mediaType: string): StreamFormat {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return 'sse';
  if (type === 'application/json-seq') return 'json-seq';
  if (type.startsWith('multipart/')) return 'multipart';
  return 'jsonl';
}

/** How many generated items a sample shows: enough to see the framing repeat. */
export const SAMPLE_ITEMS = 2;

const SSE_FIELDS = new Set(['event', 'data', 'id', 'retry']);

/** One SSE event: an item shaped as the SSE fields (event, data, id, retry) is written field by field, anything else as its `data`. */
function sseEvent(item: unknown): string {
  const fields = typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.entries(item) : [];
  const structured = fields.length > 0 && fields.every(([key]) => SSE_FIELDS.has(key));
  const data = (value: unknown) =>
    (typeof value === 'string' ? value : JSON.stringify(value) ?? '').split('\n').map((line) => `data: ${line}`);
  if (!structured) return data(item).join('\n');
  return fields.flatMap(([key, value]) => (key === 'data' ? data(value) : [`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`])).join('\n');
}

/**
 * The items of a stream as its media type frames them. `application/json-seq` starts each item
 * with the record separator U+001E (RFC 7464), as sent; multipart parts use the boundary "item".
 */
export function streamText(items: unknown[], mediaType: string): string {
  const json = (item: unknown) => JSON.stringify(item) ?? 'null';
  switch (streamFormat(mediaType)) {
    case 'sse':
      return `${items.map(sseEvent).join('\n\n')}\n`;
    case 'json-seq':
      return items.map((item) => `\u001e${json(item)}`).join('\n');
    case 'multipart':
      return [...items.flatMap((item) => ['--item', 'Content-Type: application/json', '', json(item)]), '--item--'].join('\n');
    default:
      return items.map(json).join('\n');
  }
}

/** An example of a whole stream: an array is its items, a string is the stream as written, anything else one item. */
export function streamExampleText(value: unknown, mediaType: string): string {
  if (typeof value === 'string') return value;
  return streamText(Array.isArray(value) ? value : [value], mediaType);
}

/** A generated sample of a stream: a few items built from the item schema, framed as the media type sends them. */
export function streamSample(itemSchema: SchemaView, mediaType: string, entries: Record<string, SchemaEntry>, direction: 'request' | 'response'): string | undefined {
  const item = exampleFromSchema(itemSchema, entries, { direction });
  return item === undefined ? undefined : streamText(Array.from({ length: SAMPLE_ITEMS }, () => item), mediaType);
}
