import { describe, expect, it } from 'vitest';
import { queryStringOf } from '@/lib/openapi/model/query-string';

describe('a querystring parameter as the query a request sends', () => {
  it('form-encodes an object: arrays repeat their key, nested objects are JSON, text is escaped', () => {
    expect(queryStringOf({ q: 'tea & cake', tag: ['a', 'b'], range: { from: 1 } })).toBe('q=tea+%26+cake&tag=a&tag=b&range=%7B%22from%22%3A1%7D');
  });

  it('keeps a serialised or string value as written, without its "?"', () => {
    expect(queryStringOf({ ignored: true }, undefined, '?q=as%20written')).toBe('q=as%20written');
    expect(queryStringOf('?q=x&n=1')).toBe('q=x&n=1');
  });

  it('percent-encodes a value of another media type whole', () => {
    expect(queryStringOf('$.notes[?(@.pinned)]', 'application/jsonpath')).toBe('%24.notes%5B%3F(%40.pinned)%5D');
    expect(queryStringOf(undefined)).toBeUndefined();
  });
});
