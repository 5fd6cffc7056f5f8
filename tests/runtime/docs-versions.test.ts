import { describe, expect, it } from 'vitest';
import { docRouteIn, preferredDocRoute, searchVersionKeys, versionOfRoute, type VersionNav } from '@/lib/runtime/docs-versions';

// The rules the navbar's version items, the preferred version and search share: which version a
// route belongs to and where the same doc lives in another version.

const nav: VersionNav = {
  pluginId: 'default',
  versions: [
    {
      name: 'current',
      label: 'Next',
      path: '/docs/next',
      isLast: false,
      mainDocRoute: '/docs/next/welcome',
      docs: [
        ['welcome', '/docs/next/welcome'],
        ['glaze', '/docs/next/glaze'],
        ['kiln-only-next', '/docs/next/kiln'],
      ],
    },
    {
      name: '2.0',
      label: '2.0',
      path: '/docs',
      isLast: true,
      mainDocRoute: '/docs/welcome',
      docs: [
        ['welcome', '/docs/welcome'],
        ['glaze', '/docs/glaze'],
      ],
    },
    {
      name: '1.0',
      label: '1.0',
      path: '/docs/1.0',
      isLast: false,
      mainDocRoute: '/docs/1.0/welcome',
      docs: [
        ['welcome', '/docs/1.0/welcome'],
        ['old-clay', '/docs/1.0/clay'],
      ],
    },
  ],
};
const community: VersionNav = {
  pluginId: 'community',
  versions: [
    {
      name: 'current',
      label: 'Next',
      path: '/community',
      isLast: true,
      mainDocRoute: '/community/meet',
      docs: [['meet', '/community/meet']],
    },
  ],
};

describe('versionOfRoute', () => {
  it("finds a doc's version, else the version whose route base is the longest prefix", () => {
    expect(versionOfRoute(nav, '/docs/1.0/clay')?.name).toBe('1.0');
    expect(versionOfRoute(nav, '/docs/glaze')?.name).toBe('2.0');
    expect(versionOfRoute(nav, '/docs/next/tags/fire')?.name).toBe('current');
    expect(versionOfRoute(nav, '/docs/tags/fire')?.name).toBe('2.0');
    expect(versionOfRoute(nav, '/docsy')).toBeUndefined();
    expect(versionOfRoute(nav, '/blog')).toBeUndefined();
  });
});

describe('docRouteIn', () => {
  it("takes the doc with the same id, else the version's main doc", () => {
    expect(docRouteIn(nav.versions[2]!, 'welcome')).toBe('/docs/1.0/welcome');
    expect(docRouteIn(nav.versions[2]!, 'glaze')).toBe('/docs/1.0/welcome');
    expect(docRouteIn(nav.versions[0]!, undefined)).toBe('/docs/next/welcome');
  });
});

describe('preferredDocRoute', () => {
  it('follows the version being read, then the preferred one, then the last', () => {
    expect(preferredDocRoute(nav, '/docs/glaze', '/docs/1.0/clay', '2.0')).toBe('/docs/1.0/welcome');
    expect(preferredDocRoute(nav, '/docs/welcome', '/docs/1.0/clay', null)).toBe('/docs/1.0/welcome');
    expect(preferredDocRoute(nav, '/docs/glaze', '/blog', 'current')).toBe('/docs/next/glaze');
    expect(preferredDocRoute(nav, '/docs/glaze', '/blog', null)).toBe('/docs/glaze');
    expect(preferredDocRoute(nav, '/docs/glaze', '/blog', 'gone')).toBe('/docs/glaze');
  });

  it('leaves links that are not docs of the instance as written', () => {
    expect(preferredDocRoute(nav, '/blog/kiln', '/docs/1.0/clay', null)).toBe('/blog/kiln');
    expect(preferredDocRoute(nav, '/docs/tags/fire', '/docs/1.0/clay', null)).toBe('/docs/tags/fire');
  });
});

describe('searchVersionKeys', () => {
  it('gives one key per instance: the version read, else preferred, else last', () => {
    expect(searchVersionKeys([nav, community], '/docs/1.0/clay', () => null)).toEqual(['default:1.0', 'community:current']);
    expect(searchVersionKeys([nav, community], '/blog', (id) => (id === 'default' ? 'current' : null))).toEqual([
      'default:current',
      'community:current',
    ]);
    expect(searchVersionKeys([nav], '/blog', () => null)).toEqual(['default:2.0']);
  });
});
