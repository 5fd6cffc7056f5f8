import { describe, expect, it } from 'vitest';
import { causeChain, isLoadFailure } from '@/lib/runtime/errors';

describe('causeChain', () => {
  it('follows error.cause recursively, outermost first', () => {
    const error = new Error('outer', { cause: new TypeError('middle', { cause: new RangeError('root') }) });
    expect(causeChain(error)).toEqual([
      { name: 'Error', message: 'outer' },
      { name: 'TypeError', message: 'middle' },
      { name: 'RangeError', message: 'root' },
    ]);
  });

  it('includes a non-error cause and stops at cycles', () => {
    expect(causeChain(new Error('a', { cause: 'disk full' }))).toEqual([
      { name: 'Error', message: 'a' },
      { name: 'string', message: 'disk full' },
    ]);
    const cyclic = new Error('loop');
    cyclic.cause = cyclic;
    expect(causeChain(cyclic)).toHaveLength(1);
  });
});

describe('isLoadFailure', () => {
  it('recognises chunk and network failures', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isLoadFailure(chunk)).toBe(true);
    expect(isLoadFailure(new Error('Failed to load chunk /demo/_next/static/chunks/x.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('treats render errors as crashes', () => {
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure('string')).toBe(false);
  });
});
