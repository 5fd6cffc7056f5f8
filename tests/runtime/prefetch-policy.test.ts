import { describe, expect, it } from 'vitest';
import { canPrefetch } from '@/lib/runtime/prefetch-policy';

describe('prefetch policy', () => {
  it('prefetches when the browser says nothing about the connection', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({})).toBe(true);
  });

  it('prefetches on fast connections', () => {
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips on data saving and on 2g-class connections', () => {
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
