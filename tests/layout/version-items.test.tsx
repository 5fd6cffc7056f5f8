import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VersionsDataProvider } from '@/components/ui/versions-data.client';
import { VersionDropdown } from '@/components/layout/version-dropdown.client';
import { DocsVersionLink } from '@/components/layout/docs-links.client';
import { siteConfigSchema } from '@/lib/config/schema';
import type { VersionNav } from '@/lib/runtime/docs-versions';

// The navbar's docs version items: their config (Docusaurus' names and options) and their server
// HTML, which holds every link so the dropdown works without JavaScript.

// A page outside the docs; the site's links need a router, which a unit test has not mounted.
vi.mock('next/navigation', () => ({ usePathname: () => '/blog', useRouter: () => ({ prefetch: () => undefined }) }));

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
