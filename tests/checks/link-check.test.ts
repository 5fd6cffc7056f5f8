import { describe, expect, it } from 'vitest';
import { scanHtml } from '@/lib/checks/html-scan';
import { checkLinks, routeOfHtmlFile, siteOrigins } from '@/lib/checks/link-check';

function site(pages: Record<string, string>, files: string[] = []) {
  return {
    pages: new Map(Object.entries(pages).map(([route, html]) => [route, { ...scanHtml(html), file: `out${route}.html` }])),
    files: new Set(files),
    basePath: '/demo',
  };
}

describe('scanHtml', () => {
  it('collects ids, links with their text and line, asset sources and noindex', () => {
    const page = scanHtml(
      '<html><head><meta name="robots" content="noindex, nofollow"><link rel="stylesheet" href="/a.css"><script src="/b.js"></script></head>\n' +
        '<body><h2 id="setup">Setup</h2><a name="legacy"></a>\n<a href="/demo/x">Go <b>there</b>\n now</a><img src="/demo/i.png" alt="Logo"></body></html>',
    );
    expect([...page.ids]).toEqual(['setup', 'legacy']);
    expect(page.noindex).toBe(true);
    expect(page.links).toEqual([
      { url: '/a.css', text: '<link>', line: 1 },
      { url: '/b.js', text: '<script>', line: 1 },
      { url: '/demo/x', text: 'Go there now', line: 3 },
      { url: '/demo/i.png', text: 'Logo', line: 4 },
    ]);
  });

  it('ignores script text inside links and canonical links', () => {
    const page = scanHtml('<link rel="canonical" href="https://x.example/"><a href="/y">A<script>var s="<b>"</script></a>');
    expect(page.links).toEqual([{ url: '/y', text: 'A', line: 1 }]);
  });
});

describe('routeOfHtmlFile', () => {
  it.each([
    ['index.html', '/'],
    ['docs/intro.html', '/docs/intro'],
    ['blog/page/2/index.html', '/blog/page/2'],
  ])('%s → %s', (file, route) => expect(routeOfHtmlFile(file)).toBe(route));
});

describe('checkLinks', () => {
  it('accepts links to pages, files, relative paths, trailing slashes and external sites', () => {
    const result = checkLinks(
      site(
        {
          '/': '<a href="/demo/docs/intro">a</a><a href="/demo/docs/intro/">b</a><a href="https://github.com/x">c</a><a href="mailto:a@b.c">d</a><img src="/demo/img/logo.svg">',
          '/docs/intro':
            '<h2 id="setup">Setup</h2><a href="../">home</a><a href="#setup">here</a><a href="/demo/openapi/word.yaml">spec</a>',
        },
        ['/img/logo.svg', '/openapi/word.yaml'],
      ),
    );
    expect(result).toEqual({ brokenLinks: [], brokenAnchors: [], notBuiltLinks: [] });
  });

  it('reports a link with a broken percent-escape as not a valid URL, with its page and line, instead of stopping the check', () => {
    const { brokenLinks, brokenAnchors } = checkLinks(
      site({ '/': '<p>\n<a href="/demo/docs/100%">Full</a>\n<a href="/demo/#%zz">Odd anchor</a></p>' }),
    );
    expect(brokenLinks.map((p) => [p.where, p.url, p.reason])).toEqual([
      ['out/.html:2', '/demo/docs/100%', 'it is not a valid URL (a % not followed by two hex digits)'],
      ['out/.html:3', '/demo/#%zz', 'it is not a valid URL (a % not followed by two hex digits)'],
    ]);
    expect(brokenAnchors).toEqual([]);
  });

  it('reports a missing route with the page, line, text and target', () => {
    const { brokenLinks } = checkLinks(site({ '/': '<p>\n<a href="/demo/docs/nope">Read the docs</a>' }));
    expect(brokenLinks).toEqual([
      { page: '/', where: 'out/.html:2', text: 'Read the docs', url: '/demo/docs/nope', reason: 'no page or file exists there' },
    ]);
  });

  it('lists a link to a React page of the site, which is not built, apart from broken links (it warns, whatever checks.brokenLinks says)', () => {
    const { brokenLinks, notBuiltLinks } = checkLinks({
      ...site({ '/': '<a href="/demo/greenhouse/">Visit the greenhouse</a><a href="/demo/orchard">Orchard</a>' }),
      notBuilt: new Map([['/greenhouse', 'site/src/pages/greenhouse.tsx']]),
    });
    expect(brokenLinks.map((p) => [p.url, p.reason])).toEqual([['/demo/orchard', 'no page or file exists there']]);
    expect(notBuiltLinks.map((p) => [p.url, p.reason])).toEqual([
      [
        '/demo/greenhouse/',
        'site/src/pages/greenhouse.tsx is a React page, which is not built: readers get the 404 page (write it as Markdown, .md or .mdx, or remove the link)',
      ],
    ]);
  });

  it('reports links outside the base path and missing assets', () => {
    const { brokenLinks } = checkLinks(site({ '/': '<a href="/docs/intro">x</a><img src="/demo/missing.png" alt="m">' }));
    expect(brokenLinks.map((p) => p.reason)).toEqual(['it is outside the base path /demo/', 'no page or file exists there']);
  });

  it('reports a fragment the target page lacks as a broken anchor, not a broken link', () => {
    const result = checkLinks(
      site({ '/': '<a href="/demo/docs/intro#gone">old heading</a><a href="#top">top</a>', '/docs/intro': '<h2 id="setup">S</h2>' }),
    );
    expect(result.brokenLinks).toEqual([]);
    expect(result.brokenAnchors.map((p) => p.reason)).toEqual([
      '/docs/intro has no element with id "gone"',
      '/ has no element with id "top"',
    ]);
  });

  it('checks absolute links to the site itself', () => {
    const input = { ...site({ '/': '<a href="https://docs.example.com/demo/nope">x</a>' }), origins: ['https://docs.example.com'] };
    expect(checkLinks(input).brokenLinks).toHaveLength(1);
  });

  it("leaves absolute links alone when no origin is the site's own (SITE_URL not set)", () => {
    const html = '<a href="http://localhost:3000/demo/nope">local server</a><a href="http://localhost:3000/api/x">api</a>';
    expect(checkLinks({ ...site({ '/': html }), origins: siteOrigins('http://localhost:3000', {}) })).toEqual({
      brokenLinks: [],
      brokenAnchors: [],
      notBuiltLinks: [],
    });
  });

  it('checks absolute links to the configured origin only under the base path', () => {
    const html =
      '<a href="https://docs.example.com/demo/nope">x</a><a href="https://docs.example.com/other-app/">y</a>' +
      '<a href="https://docs.example.com/">z</a><a href="https://docs.example.com/demo">home</a>';
    const origins = siteOrigins('https://docs.example.com', { SITE_URL: 'https://docs.example.com/' });
    const { brokenLinks } = checkLinks({ ...site({ '/': html }), origins });
    expect(brokenLinks.map((p) => [p.url, p.reason])).toEqual([['https://docs.example.com/demo/nope', 'no page or file exists there']]);
  });

  it('reports each broken link once per page even when the navbar repeats it', () => {
    const { brokenLinks } = checkLinks(site({ '/': '<a href="/demo/x">X</a><a href="/demo/x">X</a>' }));
    expect(brokenLinks).toHaveLength(1);
  });

  it('checks a link every page shares once, a relative link once per page, and still reports a broken shared link on each page', () => {
    // Issue 29: at 1,000 docs a navbar, footer and sidebar put the same links on every page.
    const template = '<a href="/demo/docs/a#setup">A</a><a href="/demo/gone">Gone</a><a href="https://github.com/x">GitHub</a>';
    const pages = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`/docs/p${i}`, `${template}<a href="./a#nope">A, here</a><a href="/demo/docs/p${i}">Self</a>`]),
    );
    const stats = { links: 0, checked: 0 };
    const { brokenLinks, brokenAnchors } = checkLinks(site({ ...pages, '/docs/a': '<h2 id="setup">Setup</h2>' }), stats);
    expect(stats.links).toBe(50 * 5);
    // The three shared links once, and each page's own two.
    expect(stats.checked).toBe(3 + 50 * 2);
    expect(brokenLinks.map((p) => p.page)).toEqual(Object.keys(pages));
    expect(brokenLinks.every((p) => p.url === '/demo/gone' && p.reason === 'no page or file exists there')).toBe(true);
    expect(brokenAnchors).toHaveLength(50);
    expect(brokenAnchors[7]).toMatchObject({ page: '/docs/p7', url: './a#nope', reason: '/docs/a has no element with id "nope"' });
  });
});

describe('siteOrigins', () => {
  it('is the public origin when SITE_URL is set', () => {
    expect(siteOrigins('https://docs.example.com', { SITE_URL: 'https://docs.example.com' })).toEqual(['https://docs.example.com']);
    expect(siteOrigins('http://localhost:3000', { SITE_URL: 'http://localhost:3000' })).toEqual(['http://localhost:3000']);
  });

  it('is none when SITE_URL is unset or empty: the default origin is a development address', () => {
    expect(siteOrigins('http://localhost:3000', {})).toEqual([]);
    expect(siteOrigins('http://localhost:3000', { SITE_URL: ' ' })).toEqual([]);
  });
});
