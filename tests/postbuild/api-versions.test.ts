import { describe, expect, it, vi } from 'vitest';
import { versionLines, withVersionLines } from '@/lib/postbuild/api-markdown-versions';
import { llmsTxt, sitemapXml, type IndexedPage } from '@/lib/postbuild/site-files';
import type { VersionSwitch } from '@/lib/openapi/versions/versions';

vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  const { tideGaugeApis } = await import('../openapi/tide-gauge');
  const config = { ...real.siteConfig(), apis: [...real.siteConfig().apis, ...tideGaugeApis({ splitAbove: 1 })] };
  return { ...real, siteConfig: () => config };
});

const absolute = (route: string) => `https://tides.test${route}`;
const link = (name: string, extra: Partial<VersionSwitch['versions'][number]>) => ({
  name,
  label: name,
  latest: false,
  current: false,
  href: '',
  exact: true,
  ...extra,
});

describe("a versioned API's Markdown twins", () => {
  it('name their version and link the same page in the others, or their top when they lack it', () => {
    const v2 = link('v2', { latest: true, href: '/api/tides', exact: false });
    const v1 = link('v1', { current: true, href: '/api/tides/v1/deleteStation' });
    const lines = versionLines({ family: { id: 'tides', route: '/api/tides' }, current: v1, versions: [v2, v1] }, absolute);
    expect(lines).toEqual([
      'API version: v1, an older version; the latest is v2.  ',
      'Other versions: [v2 (latest)](https://tides.test/api/tides.md) (this page is not in it: its overview)',
      '',
    ]);
    const latest = versionLines(
      {
        family: { id: 'tides', route: '/api/tides' },
        current: { ...v2, current: true, exact: true },
        versions: [
          { ...v2, current: true },
          { ...v1, current: false, href: '/api/tides/v1/getStation#operation/getStation' },
        ],
      },
      absolute,
    );
    expect(latest).toEqual(['API version: v2 (the latest).  ', 'Other versions: [v1](https://tides.test/api/tides/v1/getStation.md)', '']);
    expect(withVersionLines('# Get a station\n\nTide API › stations\n', latest)).toBe(
      '# Get a station\n\nAPI version: v2 (the latest).  \nOther versions: [v1](https://tides.test/api/tides/v1/getStation.md)\n\nTide API › stations\n',
    );
  });

  it("come out of the twin step with the versions' own twins linked", { timeout: 60_000 }, async () => {
    const { absoluteUrl } = await import('@/lib/config');
    const { apiMarkdownCopies } = await import('@/lib/postbuild/copies-from-content');
    const copies = new Map((await apiMarkdownCopies()).map((copy) => [copy.route, copy.content]));
    expect(copies.get('/api/tides/v1/getStation.md')).toContain(
      `API version: v1, an older version; the latest is v2.  \nOther versions: [v2 (latest)](${absoluteUrl('/api/tides/getStation.md')})\n`,
    );
    expect(copies.get('/api/tides/getForecast.md')).toContain(
      `Other versions: [v1](${absoluteUrl('/api/tides/v1.md')}) (this page is not in it: its overview)`,
    );
    expect(copies.get('/api/word.md')).not.toContain('API version:');
  });
});

describe('an older version in sitemap.xml and llms.txt', () => {
  const site = {
    url: 'https://tides.test',
    basePath: '',
    title: 'Tides',
    tagline: 'Water',
    noindex: false,
    olderVersionRoutes: ['/api/tides/v1'],
  };
  const pages: IndexedPage[] = [
    { route: '/api/tides/getStation', title: 'Get a station | Tide API v2 | Tides', description: '', noindex: false },
    {
      route: '/api/tides/v1/getStation',
      title: 'Get a station | Tide API v1 | Tides',
      description: '',
      noindex: false,
      canonical: 'https://tides.test/api/tides/getStation',
      markdown: '/api/tides/v1/getStation.md',
    },
    // An alias canonical to another page stays out, as before.
    { route: '/api/tides/v10', title: 'Alias', description: '', noindex: false, canonical: 'https://tides.test/api/tides' },
  ];

  it('is listed though canonical to the latest', () => {
    const locs = [...sitemapXml(site, pages).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://tides.test/api/tides/getStation', 'https://tides.test/api/tides/v1/getStation']);
    expect(llmsTxt(site, pages)).toContain('- [Get a station | Tide API v1](https://tides.test/api/tides/v1/getStation.md)');
    expect([...sitemapXml({ ...site, olderVersionRoutes: [] }, pages).matchAll(/<loc>/g)]).toHaveLength(1);
  });
});

describe("an older version's page metadata", () => {
  it(
    'is canonical to the same page of the latest when it has it, else to itself; titles name the version',
    { timeout: 30_000 },
    async () => {
      const { absoluteUrl, siteConfig } = await import('@/lib/config');
      const { routeMetadata } = await import('@/lib/site/metadata');
      const [, v1] = siteConfig().apis.filter((api) => api.version?.family.id === 'tides');
      const meta = (page: string) =>
        routeMetadata({ route: `/api/tides/v1/${page}`, source: 'x', target: { kind: 'api', api: v1!, page } });
      expect((await meta('getStation')).alternates?.canonical).toBe(absoluteUrl('/api/tides/getStation'));
      expect((await meta('deleteStation')).alternates?.canonical).toBe(absoluteUrl('/api/tides/v1/deleteStation'));
      expect((await meta('')).alternates?.canonical).toBe(absoluteUrl('/api/tides'));
      expect((await meta('getStation')).title).toBe('Get a station | Tide Gauge API v1');
    },
  );
});
