import { describe, expect, it } from 'vitest';
import { streamExampleText, streamFormat, streamText } from '@/lib/openapi/model/streams';

describe('stream framing', () => {
  it('knows the 3.2 sequential media types, and frames anything else as lines', () => {
    expect(['text/event-stream', 'application/jsonl', 'application/json-seq', 'multipart/mixed; boundary=x', 'application/x-ndjson'].map(streamFormat)).toEqual([
      'sse', 'jsonl', 'json-seq', 'multipart', 'jsonl',
    ]);
  });

  it('writes an SSE event per item, a multi-line data field as several data lines', () => {
    expect(streamText([{ event: 'note', data: 'line one\nline two' }, { retry: 3000, data: { ok: true } }], 'text/event-stream')).toBe(
      'event: note\ndata: line one\ndata: line two\n\nretry: 3000\ndata: {"ok":true}\n',
    );
    // An item that is not shaped as SSE fields is the data of its event.
    expect(streamText([{ note: 'hi' }], 'text/event-stream')).toBe('data: {"note":"hi"}\n');
  });

  it('writes multipart/mixed parts with a boundary and a closing delimiter', () => {
    expect(streamText([{ a: 1 }, { a: 2 }], 'multipart/mixed')).toBe(
      '--item\nContent-Type: application/json\n\n{"a":1}\n--item\nContent-Type: application/json\n\n{"a":2}\n--item--',
    );
  });

  it('takes an example array as the items, a string as the stream itself, anything else as one item', () => {
    expect(streamExampleText([1, 2], 'application/jsonl')).toBe('1\n2');
    expect(streamExampleText('data: as sent\n\n', 'text/event-stream')).toBe('data: as sent\n\n');
    expect(streamExampleText({ one: 1 }, 'application/jsonl')).toBe('{"one":1}');
  });
});
