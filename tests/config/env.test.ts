import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_PATH, normaliseBasePath, normaliseSiteUrl, readBuildEnv } from '@/lib/config/env.mjs';

describe('BASE_PATH', () => {
  it('defaults to /demo when unset', () => {
    expect(DEFAULT_BASE_PATH).toBe('/demo');
    expect(normaliseBasePath(undefined)).toBe(DEFAULT_BASE_PATH);
  });

  it('means the site root when empty', () => {
    expect(normaliseBasePath('')).toBe('');
    expect(normaliseBasePath('/')).toBe('');
  });

  it('adds a leading slash and drops trailing ones', () => {
    expect(normaliseBasePath('docs/v2/')).toBe('/docs/v2');
  });

  it('refuses characters that cannot be a path segment', () => {
    expect(() => normaliseBasePath('/my docs')).toThrow(/not a valid base path/);
  });
});

describe('SITE_URL', () => {
  it('has a local default and drops the trailing slash', () => {
    expect(normaliseSiteUrl(undefined)).toBe('http://localhost:3000');
    expect(normaliseSiteUrl('https://docs.example.com/')).toBe('https://docs.example.com');
  });

  it('explains a relative value', () => {
    expect(() => normaliseSiteUrl('docs.example.com')).toThrow(/not an absolute URL/);
  });

  it('reads both from an environment', () => {
    expect(readBuildEnv({ BASE_PATH: '/x', SITE_URL: 'https://a.example' })).toEqual({ basePath: '/x', siteUrl: 'https://a.example' });
  });
});
