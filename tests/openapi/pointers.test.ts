import { describe, expect, it } from 'vitest';
import { escapePointerToken, pointerSegments, toPointer, unescapePointerToken } from '@/lib/openapi/model/resolve';

describe('JSON pointers, escaped in one place', () => {
  it('escapes and unescapes a token both ways, "~" before "/"', () => {
    expect(escapePointerToken('/teas/{id}~draft')).toBe('~1teas~1{id}~0draft');
    expect(unescapePointerToken('~01')).toBe('~1');
    expect(unescapePointerToken(escapePointerToken('a/~b'))).toBe('a/~b');
  });

  it('round-trips keys holding "%", "~" and "/" through toPointer and pointerSegments', () => {
    const segments = ['paths', '/brews/{id}', '50% off', 'tea%20pot', '~1'];
    expect(pointerSegments(toPointer(segments))).toEqual(segments);
  });

  it('percent-decodes a URI fragment before its "~" escapes, and only a fragment', () => {
    expect(pointerSegments('#/components/schemas/Tea%20Pot')).toEqual(['components', 'schemas', 'Tea Pot']);
    expect(pointerSegments('#/%7E1')).toEqual(['/']);
    expect(pointerSegments('#/components/schemas/50%')).toEqual(['components', 'schemas', '50%']);
  });
});
