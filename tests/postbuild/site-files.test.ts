import { describe, expect, it } from 'vitest';
import { llmsTxt, olderVersionRoutes, robotsTxt, sitemapFiles, sitemapXml, type IndexedPage } from '@/lib/postbuild/site-files';

const site = { url: 'https://docs.example.com', basePath: '/demo', title: 'API Docs', tagline: 'References & guides', noindex: false };

const pages: IndexedPage[] = [
  { route: '/', title: 'API Docs', description: 'Home', noindex: false, canonical: 'https://docs.example.com/demo' },
  { route: '/docs', title: 'Intro | API Docs', description: '', noindex: false, canonical: 'https://docs.example.com/demo/docs/intro' },
  { route: '/docs/intro', title: 'Intro | API Docs', description: 'Start here', noindex: false, markdown: '/docs/intro.md' },
  { route: '/api/word', title: 'Word API | API Docs', description: 'Words', noindex: false },
  { route: '/blog/page/1', title: 'Blog', description: '', noindex: true },
  { route: '/404', title: 'Page not found', description: '', noindex: false },
  // The test build's pages are unlisted (noindex), which alone keeps them out.
  { route: '/test-only/crash', title: 'Crash', description: '', noindex: true },
  { route: '/blog/a&b', title: 'A & B | API Docs', description: '', noindex: false },
];

describe('sitemap.xml', () => {
  it('lists every indexable route with absolute, escaped URLs under the base path', () => {
    const xml = sitemapXml(site, pages);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.example.com/demo',
      'https://docs.example.com/demo/api/word',
      'https://docs.example.com/demo/blog/a&amp;b',
      'https://docs.example.com/demo/docs/intro',
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('knows no route of its own to leave out but the 404: a site page at /test-only/… is listed like any other', () => {
    const listed = sitemapXml(site, [{ route: '/test-only/guide', title: 'Guide', description: '', noindex: false }]);
    expect(listed).toContain('<loc>https://docs.example.com/demo/test-only/guide</loc>');
  });

  it('is one file up to the limit, and past it an index of files of at most the limit each (the protocol: 50,000 URLs)', () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(sitemapFiles(site, pages, 4).map((file) => file.route)).toEqual(['/sitemap.xml']);
    const files = sitemapFiles(site, pages, 3);
    expect(files.map((file) => file.route)).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml']);
    expect(files[0]!.content).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(files[0]!.content)).toEqual(['https://docs.example.com/demo/sitemap-1.xml', 'https://docs.example.com/demo/sitemap-2.xml']);
    // Every URL of the single file, in the same order, split across the parts.
    expect(files.slice(1).flatMap((file) => locs(file.content))).toEqual(locs(sitemapXml(site, pages)));
    expect(locs(files[1]!.content)).toHaveLength(3);
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/demo/sitemap.xml\n');
  });

  it('disallows everything for a noindex site', () => {
    expect(robotsTxt({ ...site, noindex: true })).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('llms.txt', () => {
  it('summarises the site and links every page by section, preferring Markdown copies', () => {
    const text = llmsTxt(site, pages);
    expect(text.startsWith('# API Docs\n\n> References & guides\n')).toBe(true);
    expect(text).toContain('## API reference\n\n- [Word API](https://docs.example.com/demo/api/word): Words\n');
    expect(text).toContain('## Docs\n\n- [Intro](https://docs.example.com/demo/docs/intro.md): Start here\n');
    expect(text).toContain('## Pages\n\n- [API Docs](https://docs.example.com/demo): Home\n');
    expect(text.indexOf('## API reference')).toBeLessThan(text.indexOf('## Docs'));
    expect(text).not.toContain('test-only');
    expect(text).not.toContain('/404');
  });

  it('lists the docs of other versions, canonical to the last version, in a section of their own; noIndex versions and aliases stay out', () => {
    const versioned: IndexedPage[] = [
      ...pages,
      {
        route: '/docs/1.0/intro',
        title: 'Intro 1.0 | API Docs',
        description: 'Old start',
        noindex: false,
        markdown: '/docs/1.0/intro.md',
        canonical: 'https://docs.example.com/demo/docs/intro',
      },
      { route: '/docs/1.0/only', title: 'Only 1.0 | API Docs', description: '', noindex: false, markdown: '/docs/1.0/only.md' },
      {
        route: '/docs/0.9/intro',
        title: 'Intro 0.9 | API Docs',
        description: '',
        noindex: true,
        markdown: '/docs/0.9/intro.md',
        canonical: 'https://docs.example.com/demo/docs/intro',
      },
    ];
    const text = llmsTxt(site, versioned);
    expect(text).toContain('- [Only 1.0](https://docs.example.com/demo/docs/1.0/only.md)\n');
    expect(text).toMatch(
      /## Other versions\n\n- \[Intro 1\.0\]\(https:\/\/docs\.example\.com\/demo\/docs\/1\.0\/intro\.md\): Old start\n$/,
    );
    expect(text).not.toContain('0.9');
    expect(llmsTxt(site, pages)).not.toContain('Other versions');
  });
});

describe('versions in sitemap.xml: one rule for docs and API versions', () => {
  // The older versions as scripts/postbuild.ts finds them: API entries, and docs versions with their pages (no alias among them).
  const apis = [
    { route: '/api/word', version: { latest: true } },
    { route: '/api/word/v1', version: { latest: false } },
    { route: '/api/other' },
  ];
  const docs = [
    { version: { isLast: true }, pages: [{ route: '/docs/intro' }] },
    { version: { isLast: false }, pages: [{ route: '/docs/1.0/intro' }, { route: '/docs/1.0/only' }] },
    { version: { isLast: false }, pages: [{ route: '/docs/0.9/intro' }] },
  ];
  const versionedSite = { ...site, olderVersionRoutes: olderVersionRoutes(apis, docs) };
  const versioned: IndexedPage[] = [
    ...pages,
    {
      route: '/docs/1.0',
      title: 'Intro 1.0 | API Docs',
      description: '',
      noindex: false,
      canonical: 'https://docs.example.com/demo/docs/intro',
    },
    {
      route: '/docs/1.0/intro',
      title: 'Intro 1.0 | API Docs',
      description: 'Old start',
      noindex: false,
      markdown: '/docs/1.0/intro.md',
      canonical: 'https://docs.example.com/demo/docs/intro',
    },
    { route: '/docs/1.0/only', title: 'Only 1.0 | API Docs', description: '', noindex: false, markdown: '/docs/1.0/only.md' },
    {
      route: '/docs/0.9/intro',
      title: 'Intro 0.9 | API Docs',
      description: '',
      noindex: true,
      markdown: '/docs/0.9/intro.md',
      canonical: 'https://docs.example.com/demo/docs/intro',
    },
    {
      route: '/api/word/v1',
      title: 'Word API v1 | API Docs',
      description: '',
      noindex: false,
      markdown: '/api/word/v1.md',
      canonical: 'https://docs.example.com/demo/api/word',
    },
  ];
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('https://docs.example.com/demo', ''));

  it('lists every page of every version, canonical to the latest or not; noIndex pages and aliases stay out', () => {
    const listed = locs(sitemapXml(versionedSite, versioned));
    expect(listed).toEqual(['', '/api/word', '/api/word/v1', '/blog/a&amp;b', '/docs/1.0/intro', '/docs/1.0/only', '/docs/intro']);
  });

  it('llms.txt lists each page once: the latest in its section, the older counterparts under "Other versions"', () => {
    const text = llmsTxt(versionedSite, versioned);
    expect(text.match(/\/docs\/1\.0\/intro\.md/g)).toHaveLength(1);
    expect(text.match(/\/api\/word\/v1\.md/g)).toHaveLength(1);
    expect(text).toMatch(
      /## Other versions\n\n- \[Word API v1\]\(https:\/\/docs\.example\.com\/demo\/api\/word\/v1\.md\)\n- \[Intro 1\.0\]\(https:\/\/docs\.example\.com\/demo\/docs\/1\.0\/intro\.md\): Old start\n$/,
    );
  });
});

describe('sitemap.xml and llms.txt at 10,000 docs in five versions (issue 29)', () => {
  // The older versions' 40,000 routes were scanned for each page, and llms.txt looked each page up in
  // its section's list: 2·10⁹ and 10⁸ comparisons, minutes of post-build. Both are linear now.
  const versions = ['', '/4.0', '/3.0', '/2.0', '/1.0'];
  const docs = versions.map((version, i) => ({
    version: { isLast: i === 0 },
    pages: Array.from({ length: 10_000 }, (_, n) => ({ route: `/docs${version}/guide-${n}` })),
  }));
  const bigSite = { ...site, olderVersionRoutes: olderVersionRoutes([], docs) };
  const bigPages: IndexedPage[] = docs.flatMap((data) =>
    data.pages.map(({ route }) => ({
      route,
      title: route,
      description: '',
      noindex: false,
      markdown: `${route}.md`,
      ...(data.version.isLast ? {} : { canonical: `https://docs.example.com/demo${route.replace(/\/\d\.0\//, '/')}` }),
    })),
  );

  it('lists all 50,000 pages in a few seconds, each once', () => {
    const started = performance.now();
    const files = sitemapFiles(bigSite, bigPages);
    const text = llmsTxt(bigSite, bigPages);
    expect(performance.now() - started).toBeLessThan(5000);
    const urlsets = files.filter((file) => file.content.includes('<urlset'));
    expect(urlsets.reduce((n, file) => n + (file.content.match(/<url>/g)?.length ?? 0), 0)).toBe(50_000);
    expect(text.match(/^- \[/gm)).toHaveLength(50_000);
    expect(text.indexOf('/docs/1.0/guide-9999.md')).toBeGreaterThan(text.indexOf('## Other versions'));
  });
});
