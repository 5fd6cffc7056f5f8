import { describe, expect, it } from 'vitest';
import { SiteConfigError, validateSiteConfig } from '@/lib/config/schema';

const base = { title: 'T', url: 'https://example.com', basePath: '' };

describe('versioned API entries', () => {
  it('expand into one entry per version: the newest at the route, the others under it with id@version', () => {
    const config = validateSiteConfig({
      ...base,
      apis: [
        {
          id: 'word',
          route: '/api/word',
          navbarLabel: 'Word API',
          overlays: ['all.overlay.yaml'],
          versions: [
            { name: 'v2', spec: 'openapi/word-v2.yaml' },
            { name: 'v1', label: 'v1 (legacy)', spec: 'openapi/word-v1.yaml', overlays: ['v1.overlay.yaml'] },
          ],
        },
      ],
    });
    expect(config.apis.map((api) => [api.id, api.route, api.spec, api.navbarLabel])).toEqual([
      ['word', '/api/word', 'openapi/word-v2.yaml', 'Word API'],
      ['word@v1', '/api/word/v1', 'openapi/word-v1.yaml', undefined],
    ]);
    expect(config.apis[1]!.overlays).toEqual(['all.overlay.yaml', 'v1.overlay.yaml']);
    expect(config.apis[0]!.version).toMatchObject({ name: 'v2', label: 'v2', latest: true });
    expect(config.apis[1]!.version).toMatchObject({ name: 'v1', label: 'v1 (legacy)', latest: false });
    expect(config.apis[1]!.version!.family.versions.map((version) => version.id)).toEqual(['word', 'word@v1']);
  });

  it('leave a one-spec entry as it was, without version', () => {
    const config = validateSiteConfig({ ...base, apis: [{ id: 'word', spec: 'openapi/word.yaml', route: '/api/word' }] });
    expect(config.apis).toHaveLength(1);
    expect(config.apis[0]!.version).toBeUndefined();
  });

  it.each([
    [{ id: 'w', route: '/api/w' }, 'apis.0.spec'],
    [{ id: 'w', route: '/api/w', spec: 'a.yaml', versions: [{ name: 'v1', spec: 'b.yaml' }] }, 'apis.0.spec'],
    [
      {
        id: 'w',
        route: '/api/w',
        versions: [
          { name: 'v1', spec: 'a.yaml' },
          { name: 'v1', spec: 'b.yaml' },
        ],
      },
      'apis.0.versions.1.name',
    ],
    [{ id: 'w', route: '/api/w', versions: [{ name: 'changelog', spec: 'a.yaml' }] }, 'apis.0.versions.0.name'],
    [{ id: 'w', route: '/api/w', versions: [{ name: 'v 1', spec: 'a.yaml' }] }, 'apis.0.versions.0.name'],
  ])('refuse %j, naming %s', (api, where) => {
    expect(() => validateSiteConfig({ ...base, apis: [api] })).toThrow(SiteConfigError);
    try {
      validateSiteConfig({ ...base, apis: [api] });
    } catch (error) {
      expect((error as SiteConfigError).paths.map((p) => p.join('.'))).toContain(where);
    }
  });
});

describe('tryIt', () => {
  it('is off unless given, and takes defaults when given', () => {
    const config = validateSiteConfig({
      ...base,
      apis: [
        { id: 'a', spec: 'a.yaml', route: '/api/a' },
        { id: 'b', spec: 'b.yaml', route: '/api/b', tryIt: {} },
      ],
    });
    expect(config.apis[0]!.tryIt).toBeUndefined();
    expect(config.apis[1]!.tryIt).toEqual({ proxy: false, trustSpecServers: false, allowPrivate: [], timeout: 30, maxBodySize: 1048576 });
  });

  it('refuses a server that is not an http(s) URL', () => {
    expect(() =>
      validateSiteConfig({ ...base, apis: [{ id: 'a', spec: 'a.yaml', route: '/api/a', tryIt: { servers: ['ftp://x'] } }] }),
    ).toThrow(/tryIt\.servers\.0/);
  });
});

describe('checks.breakingChanges', () => {
  it('warns by default', () => {
    expect(validateSiteConfig(base).checks.breakingChanges).toBe('warn');
  });
});
