import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { compileMdx } from '@/lib/mdx/compile';
import { parseApiHref, resolveApiLink } from '@/lib/openapi/links/api-links';

// The Tide Gauge API (tests/openapi/fixtures/versions) beside the site's APIs, v2 latest, v1 older.
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  const { tideGaugeApis } = await import('./tide-gauge');
  const config = { ...real.siteConfig(), apis: [...real.siteConfig().apis, ...tideGaugeApis()] };
  return { ...real, siteConfig: () => config };
});

describe('api: links to a version', () => {
  it('parse a version after "@", with the names the config takes (".", "_", "-")', () => {
    expect(parseApiHref('api:tides@v1#getStation')).toEqual(['tides@v1', 'getStation']);
    expect(parseApiHref('api:tides@2022-11-28#getStation')).toEqual(['tides@2022-11-28', 'getStation']);
    expect(parseApiHref('api:tides@v1.2_beta#getStation')).toEqual(['tides@v1.2_beta', 'getStation']);
    expect(parseApiHref('api:tides@#getStation')).toBeUndefined();
    expect(parseApiHref('api:tides@.v1#getStation')).toBeUndefined();
    expect(parseApiHref('api:tides#getStation')).toEqual(['tides', 'getStation']);
  });

  it('resolve in the latest without a version, in the named version with one', async () => {
    await expect(resolveApiLink('tides', 'getForecast')).resolves.toMatchObject({ href: '/api/tides#operation/getForecast', method: 'GET' });
    await expect(resolveApiLink('tides@v1', 'deleteStation')).resolves.toMatchObject({ href: '/api/tides/v1#operation/deleteStation', method: 'DELETE' });
    // The latest's own name works too, to its unversioned route.
    await expect(resolveApiLink('tides@v2', 'getForecast')).resolves.toMatchObject({ href: '/api/tides#operation/getForecast' });
    // An operation of v1 only is not in the latest; one of v2 only is not in v1.
    await expect(resolveApiLink('tides', 'deleteStation')).rejects.toThrow(/v2\.yaml has no operation with id "deleteStation"/);
    await expect(resolveApiLink('tides@v1', 'getForecast')).rejects.toThrow(/v1\.yaml has no operation with id "getForecast"/);
  });

  it('fail on an unknown version, naming the known ones', async () => {
    await expect(resolveApiLink('tides@v9', 'getStation')).rejects.toThrow(
      'API link to "tides@v9#getStation": API "tides" has no version "v9" (known versions: v2 (the latest: api:tides#…), v1 (api:tides@v1#…)).',
    );
    // The site's API list names each API once, not each version.
    await expect(resolveApiLink('weather@v1', 'x')).rejects.toThrow(/known: word, calculator, tides\)/);
  });

  it('in a doc, compile to the version\'s route; an unknown version fails naming the file, the line and the link', async () => {
    const Content = await compileMdx('See [v1](api:tides@v1#getStation).\n', { file: 'docs/tides.md', resolveApiLink });
    expect(renderToStaticMarkup(createElement(Content))).toContain('<a href="/api/tides/v1#operation/getStation" title="Get a station">v1</a>');
    await expect(compileMdx('# Tides\n\n[gone](api:tides@v0#getStation)\n', { file: 'docs/tides.md', resolveApiLink })).rejects.toThrow(
      /^docs\/tides\.md:3: the API link "api:tides@v0#getStation" points to no operation\. .*has no version "v0" \(known versions: v2/,
    );
  });
});
