import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionsDataProvider } from '@/components/ui/versions-data.client';
import { VersionDropdown } from '@/components/layout/version-dropdown.client';
import { DocsNavLink, DocsVersionLink } from '@/components/layout/docs-links.client';
import { siteConfigSchema } from '@/lib/config/schema';
import { clientVersionNav, navbarVersionNavs, VERSION_FILES_DIR, versionDocsFileOutput } from '@/lib/content/version-nav';
import { versionLinksRewriter } from '@/lib/postbuild/version-links';
import { NAVBAR_ID, PAGE_BODY_ID } from '@/lib/runtime/chrome-ids';
import { docLinkTargets, withVersionDocs, type VersionNav } from '@/lib/runtime/docs-versions';

// The navbar's docs version items: their config (Docusaurus' names and options) and their server
// HTML, which holds every link so the dropdown works without JavaScript.

// A page outside the docs; the site's links need a router, which a unit test has not mounted.
const route = vi.hoisted(() => ({ current: '/blog' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.current, useRouter: () => ({ prefetch: () => undefined }) }));

const nav: VersionNav = {
  pluginId: 'default',
  versions: [
    {
      name: 'current',
      label: 'Next',
      path: '/docs/next',
      isLast: false,
      mainDocRoute: '/docs/next/start',
      docs: [['start', '/docs/next/start']],
    },
    { name: '3.0', label: '3.0', path: '/docs', isLast: true, mainDocRoute: '/docs/start', docs: [['start', '/docs/start']] },
    {
      name: '2.0',
      label: '2.0 (old)',
      path: '/docs/2.0',
      isLast: false,
      mainDocRoute: '/docs/2.0/begin',
      docs: [['begin', '/docs/2.0/begin']],
    },
  ],
};
const base = {
  docsPluginId: 'default',
  dropdownItemsBefore: [],
  dropdownItemsAfter: [],
  dropdownActiveClassDisabled: false,
  variant: 'navbar' as const,
};
const html = (node: React.ReactNode) => renderToString(<VersionsDataProvider navs={[nav]}>{node}</VersionsDataProvider>);

describe('navbar version items in the config', () => {
  it('takes docsVersionDropdown and docsVersion with their options and defaults, beside links', () => {
    const config = siteConfigSchema.parse({
      title: 'T',
      url: 'https://x.example',
      basePath: '',
      navbar: {
        items: [
          { label: 'Guide', href: '/docs/start' },
          {
            type: 'docsVersionDropdown',
            position: 'right',
            versions: { '3.0': { label: 'Three' } },
            dropdownItemsAfter: [{ label: 'Archive', href: 'https://old.example' }],
          },
          { type: 'docsVersion', docsPluginId: 'community' },
        ],
      },
    });
    expect(config.navbar.items[1]).toEqual({
      type: 'docsVersionDropdown',
      position: 'right',
      docsPluginId: 'default',
      dropdownItemsBefore: [],
      dropdownItemsAfter: [{ label: 'Archive', href: 'https://old.example' }],
      dropdownActiveClassDisabled: false,
      versions: { '3.0': { label: 'Three' } },
    });
    expect(config.navbar.items[2]).toEqual({ type: 'docsVersion', position: 'left', docsPluginId: 'community' });
    expect(() =>
      siteConfigSchema.parse({ title: 'T', url: 'https://x.example', basePath: '', navbar: { items: [{ type: 'docsVersionMenu' }] } }),
    ).toThrow(/discriminator/i);
  });
});

describe('the dropdown as the server writes it', () => {
  it('lists every version with its main doc outside the docs, the last version as its label, and All versions', () => {
    const out = html(<VersionDropdown {...base} allVersionsHref="/versions" />);
    expect(out).toMatch(/<details [^>]*class="version-menu"><summary[^>]*aria-label="Docs version: 3.0"[^>]*>3.0<\/summary>/);
    expect([...out.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]])).toEqual([
      ['Next', '/docs/next/start'],
      ['3.0', '/docs/start'],
      ['2.0 (old)', '/docs/2.0/begin'],
      ['All versions', '/versions'],
    ]);
  });

  it('follows the versions option (order, subset, labels) and leaves All versions out when a link already goes there', () => {
    const out = html(
      <VersionDropdown
        {...base}
        versions={{ '2.0': { label: 'Two' }, '3.0': {} }}
        dropdownItemsAfter={[{ label: 'Every release', href: '/versions' }]}
        allVersionsHref="/versions"
      />,
    );
    expect([...out.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(['Two', '3.0', 'Every release']);
  });

  it('renders nothing for an instance the site does not have', () => {
    expect(html(<VersionDropdown {...base} docsPluginId="nope" />)).toBe('');
  });

  it("the docsVersion item links the last version's main doc with its label, or its own label and target", () => {
    expect(html(<DocsVersionLink pluginId="default" className="navbar__link" />)).toMatch(/href="\/docs\/start"[^>]*>3.0<\/a>/);
    expect(html(<DocsVersionLink pluginId="default" label="Docs" to="/docs/next/start" className="navbar__link" />)).toMatch(
      /href="\/docs\/next\/start"[^>]*>Docs<\/a>/,
    );
  });
});

// Issue 29, "a page weighs what it shows": the navbar's version items get each version but not its
// docs (O(docs × versions) on every page before); the docs go to one shared, hashed file per instance,
// and the exported HTML of a doc page links that doc in every version (O(versions)).

// The page read: each test below sets it; back to the page outside the docs after each.
afterEach(() => {
  route.current = '/blog';
});

/** An instance of three versions of `count` docs each; version 1.0 lacks the last doc. */
function versionedNav(count: number): VersionNav {
  const version = (name: string, path: string, isLast: boolean, docs: number) => ({
    name,
    label: name === 'current' ? 'Next' : name,
    path,
    isLast,
    mainDocRoute: `${path}/guide-1`,
    docs: Array.from({ length: docs }, (_, i): [string, string] => [`guide-${i + 1}`, `${path}/guide-${i + 1}`]),
  });
  return {
    pluginId: 'default',
    versions: [
      version('current', '/docs/next', false, count),
      version('2.0', '/docs', true, count),
      version('1.0', '/docs/1.0', false, count - 1),
    ],
  };
}
const shared = { shared: true, fileUrl: (path: string) => `/demo${path}` };
/** The version links of some HTML as [version name, href]. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*data-version="[^>]*>/g)].map((m) => [
    /data-version="([^"]+)"/.exec(m[0])![1],
    /href="([^"]+)"/.exec(m[0])![1],
  ]);

describe("a page's version data", () => {
  it('has each version without its docs, and the URL of the shared file that has them', () => {
    const nav = versionedNav(50);
    const client = clientVersionNav(nav, shared);
    expect(client.versions.map((version) => version.docs)).toEqual([undefined, undefined, undefined]);
    expect(client.versions.map(({ name, path, mainDocRoute, isLast }) => ({ name, path, mainDocRoute, isLast }))).toEqual(
      nav.versions.map(({ name, path, mainDocRoute, isLast }) => ({ name, path, mainDocRoute, isLast })),
    );
    expect(client.docsFile).toBe(`/demo/${versionDocsFileOutput(nav).path}`);
    expect(client.docsFile).toMatch(new RegExp(`^/demo/${VERSION_FILES_DIR}/[0-9a-f]{12}\\.json$`));
  });

  it('weighs the same whatever the number of docs', () => {
    const size = (count: number) => JSON.stringify(clientVersionNav(versionedNav(count), shared)).length;
    expect(size(1000)).toBe(size(10));
  });

  it('is given (and its file written) only for an instance of several versions or one a version item names', () => {
    const versioned = versionedNav(3);
    const single = { pluginId: 'community', versions: versionedNav(3).versions.slice(0, 1) };
    expect(navbarVersionNavs([{ type: 'link' }], [versioned, single])).toEqual([versioned]);
    expect(navbarVersionNavs([{ type: 'docsVersion', docsPluginId: 'community' }], [versioned, single])).toEqual([versioned, single]);
  });

  it('keeps the docs in the page under next dev, which writes no shared file', () => {
    const nav = versionedNav(5);
    expect(clientVersionNav(nav, { ...shared, shared: false })).toBe(nav);
  });
});

describe("an instance's shared file", () => {
  it("holds every version's docs, which give back the instance as the server has it", () => {
    const nav = versionedNav(20);
    const file = JSON.parse(versionDocsFileOutput(nav).json);
    expect(withVersionDocs(clientVersionNav(nav, shared), file)).toEqual({ ...nav, docsFile: clientVersionNav(nav, shared).docsFile });
  });

  it('is named by a hash of its content: the same docs give the same name, changed docs another', () => {
    expect(versionDocsFileOutput(versionedNav(20)).path).toBe(versionDocsFileOutput(versionedNav(20)).path);
    expect(versionDocsFileOutput(versionedNav(21)).path).not.toBe(versionDocsFileOutput(versionedNav(20)).path);
  });
});

describe('the dropdown without the docs, and the links the build writes', () => {
  const nav = versionedNav(20);
  const dropdown = (navs: VersionNav[]) =>
    renderToString(
      <VersionsDataProvider navs={navs}>
        <VersionDropdown
          docsPluginId="default"
          dropdownItemsBefore={[]}
          dropdownItemsAfter={[]}
          dropdownActiveClassDisabled={false}
          variant="navbar"
        />
      </VersionsDataProvider>,
    );
  /** An exported page as the root layout writes it: the navbar (holding the dropdown), then the page body with the doc. */
  const exported = (navbar: string, doc = '<p>A doc.</p>') =>
    `<html><head><link rel="expect" href="#${PAGE_BODY_ID}"/></head><body><nav class="navbar" id="${NAVBAR_ID}">${navbar}</nav>` +
    `<div class="page" id="${PAGE_BODY_ID}"><main><article>${doc}</article></main></div></body></html>`;

  it("marks the version being read by its route base, and links each version's main doc until the docs are read", () => {
    route.current = '/docs/1.0/guide-2';
    const html = dropdown([clientVersionNav(nav, shared)]);
    expect(html).toMatch(/aria-label="Docs version: 1.0"/);
    expect(links(html)).toEqual([
      ['current', '/docs/next/guide-1'],
      ['2.0', '/docs/guide-1'],
      ['1.0', '/docs/1.0/guide-1'],
    ]);
  });

  it('the build links, on a doc page, that doc in each version (the main doc where a version lacks it), as the docs do', () => {
    const rewrite = versionLinksRewriter([nav], '');
    route.current = '/docs/1.0/guide-2';
    expect(links(rewrite(exported(dropdown([clientVersionNav(nav, shared)])), route.current))).toEqual(links(dropdown([nav])));
    route.current = '/docs/next/guide-20';
    const written = links(rewrite(exported(dropdown([clientVersionNav(nav, shared)])), route.current));
    expect(written).toEqual(links(dropdown([nav])));
    expect(written).toEqual([
      ['current', '/docs/next/guide-20'],
      ['2.0', '/docs/guide-20'],
      ['1.0', '/docs/1.0/guide-1'],
    ]);
  });

  it('keeps the base path, leaves pages that are no doc and the links of another instance as they are', () => {
    route.current = '/docs/1.0/guide-2';
    const html = exported(dropdown([clientVersionNav(nav, shared)]));
    expect(links(versionLinksRewriter([nav], '/demo')(html, '/docs/1.0/guide-2'))).toEqual([
      ['current', '/demo/docs/next/guide-2'],
      ['2.0', '/demo/docs/guide-2'],
      ['1.0', '/demo/docs/1.0/guide-2'],
    ]);
    expect(versionLinksRewriter([nav], '')(html, '/docs/tags/gauge')).toBe(html);
    expect(versionLinksRewriter([{ ...nav, pluginId: 'community' }], '')(html, '/docs/1.0/guide-2')).toBe(html);
  });

  it("leaves a writer's own links with the dropdown's attributes as written, in the doc and in a navbar of its own", () => {
    route.current = '/docs/1.0/guide-2';
    // Raw HTML a doc may hold: the dropdown's attributes on a link, inside a copy of its markup, and a
    // second element with the navbar's id; every quoting the tokenizer reads.
    const doc = [
      '<a href="/elsewhere" data-version="2.0" data-docs-plugin="default">mine</a>',
      "<details class=\"version-menu\"><a href='/mine/1.0' data-version='1.0' data-docs-plugin='default'>1.0</a></details>",
      `<nav id="${NAVBAR_ID}"><a href=/mine/current data-version=current data-docs-plugin=default>next</a></nav>`,
      `<div id="${PAGE_BODY_ID}"><a href="/again" data-docs-plugin="default" data-version="2.0">again</a></div>`,
    ].join('\n');
    const html = exported(dropdown([clientVersionNav(nav, shared)]), doc);
    const written = versionLinksRewriter([nav], '')(html, route.current);
    const body = (page: string) => page.slice(page.indexOf(`id="${PAGE_BODY_ID}"`));
    expect(body(written)).toBe(body(html));
    // The navbar's own links are written all the same.
    expect(links(written.slice(0, written.indexOf(`id="${PAGE_BODY_ID}"`)))).toEqual([
      ['current', '/docs/next/guide-2'],
      ['2.0', '/docs/guide-2'],
      ['1.0', '/docs/1.0/guide-2'],
    ]);
  });

  it('leaves a page without the navbar as it is', () => {
    route.current = '/docs/1.0/guide-2';
    const html = `<body><div id="${PAGE_BODY_ID}">${dropdown([clientVersionNav(nav, shared)])}</div></body>`;
    expect(versionLinksRewriter([nav], '')(html, route.current)).toBe(html);
  });
});

describe('a navbar link into the docs', () => {
  it('carries where it leads in each version, not the docs, and follows the version being read', () => {
    const nav = versionedNav(20);
    const targets = docLinkTargets(nav, '/docs/guide-20');
    expect(targets).toEqual({ current: '/docs/next/guide-20', '2.0': '/docs/guide-20', '1.0': '/docs/1.0/guide-1' });
    route.current = '/docs/next/guide-3';
    const html = renderToString(
      <VersionsDataProvider navs={[clientVersionNav(nav, shared)]}>
        <DocsNavLink pluginId="default" href="/docs/guide-20" targets={targets} className="navbar__link">
          Docs
        </DocsNavLink>
      </VersionsDataProvider>,
    );
    expect(html).toMatch(/href="\/docs\/next\/guide-20"/);
  });
});
