import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VersionDropdown } from '@/components/layout/version-dropdown.client';
import { DocsNavLink } from '@/components/layout/docs-links.client';
import { VersionsDataProvider } from '@/components/ui/versions-data.client';
import { clientVersionNav, navbarVersionNavs, VERSION_FILES_DIR, versionDocsFileOutput, versionNavs } from '@/lib/content/version-nav';
import { versionLinksRewriter } from '@/lib/postbuild/version-links';
import { docLinkTargets, withVersionDocs, type VersionNav } from '@/lib/runtime/docs-versions';

// Issue 29, "a page weighs what it shows": the navbar's version items get each version but not its
// docs (O(docs × versions) on every page before); the docs go to one shared, hashed file per instance,
// and the exported HTML of a doc page links that doc in every version (O(versions)).

const route = vi.hoisted(() => ({ current: '/docs/1.0/guide-2' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.current, useRouter: () => ({ prefetch: () => undefined }) }));

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
    versions: [version('current', '/docs/next', false, count), version('2.0', '/docs', true, count), version('1.0', '/docs/1.0', false, count - 1)],
  };
}
const shared = { shared: true, fileUrl: (path: string) => `/demo${path}` };
/** The version links of some HTML as [version name, href]. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*data-version="[^>]*>/g)].map((m) => [/data-version="([^"]+)"/.exec(m[0])![1], /href="([^"]+)"/.exec(m[0])![1]]);

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
    // The repository's own site: one docs instance of one version.
    expect(versionNavs().map((nav) => nav.versions.length)).toEqual([1]);
    expect(navbarVersionNavs([{ type: 'link' }])).toEqual([]);
    expect(navbarVersionNavs([{ type: 'docsVersion', docsPluginId: 'default' }])).toEqual(versionNavs());
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
        <VersionDropdown docsPluginId="default" dropdownItemsBefore={[]} dropdownItemsAfter={[]} dropdownActiveClassDisabled={false} variant="navbar" />
      </VersionsDataProvider>,
    );

  it("marks the version being read by its route base, and links each version's main doc until the docs are read", () => {
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
    expect(links(rewrite(dropdown([clientVersionNav(nav, shared)]), route.current))).toEqual(links(dropdown([nav])));
    route.current = '/docs/next/guide-20';
    const written = links(rewrite(dropdown([clientVersionNav(nav, shared)]), route.current));
    expect(written).toEqual(links(dropdown([nav])));
    expect(written).toEqual([
      ['current', '/docs/next/guide-20'],
      ['2.0', '/docs/guide-20'],
      ['1.0', '/docs/1.0/guide-1'],
    ]);
    route.current = '/docs/1.0/guide-2';
  });

  it('keeps the base path, leaves pages that are no doc and the links of another instance as they are', () => {
    const html = dropdown([clientVersionNav(nav, shared)]);
    expect(links(versionLinksRewriter([nav], '/demo')(html, '/docs/1.0/guide-2'))).toEqual([
      ['current', '/demo/docs/next/guide-2'],
      ['2.0', '/demo/docs/guide-2'],
      ['1.0', '/demo/docs/1.0/guide-2'],
    ]);
    expect(versionLinksRewriter([nav], '')(html, '/docs/tags/gauge')).toBe(html);
    expect(versionLinksRewriter([{ ...nav, pluginId: 'community' }], '')(html, '/docs/1.0/guide-2')).toBe(html);
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
    route.current = '/docs/1.0/guide-2';
  });
});
