import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/config';
import { readPreparedSite } from '@/lib/config/prepared';

// The site config is plain data, read as every loader reads the prepared site: no Proxy that reads a
// file on each property access.

describe('siteConfig()', () => {
  it('is the prepared config itself: a plain object, read once', () => {
    const config = siteConfig();
    expect(types.isProxy(config)).toBe(false);
    expect(Object.getPrototypeOf(config)).toBe(Object.prototype);
    expect(config).toBe(readPreparedSite().config);
    expect(siteConfig()).toBe(config);
    expect(structuredClone(config).title).toBe(config.title);
  });
});
