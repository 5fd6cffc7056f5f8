import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DocsVersionsRoute, type VersionsPageInstance } from '@/components/docs/versions-page';

// The generated /versions page: every aria-labelledby it writes names a heading of the page.

vi.mock('next/navigation', () => ({ usePathname: () => '/versions', useRouter: () => ({ prefetch: () => undefined }) }));
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  return { ...real, siteConfig: () => ({ ...real.siteConfig(), title: 'Kiln', basePath: '' }) };
});

const instance = (pluginId: string): VersionsPageInstance => ({
  pluginId,
  banners: { '1.0': 'unmaintained' },
  versions: [
    {
      name: 'current',
      label: 'Next',
      path: `/${pluginId}`,
      isLast: true,
      mainDocRoute: `/${pluginId}/start`,
      docs: [['start', `/${pluginId}/start`]],
    },
    {
      name: '1.0',
      label: '1.0',
      path: `/${pluginId}/1.0`,
      isLast: false,
      mainDocRoute: `/${pluginId}/1.0/start`,
      docs: [['start', `/${pluginId}/1.0/start`]],
    },
  ],
});

function danglingLabels(html: string): string[] {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => m[1]!).filter((id) => !ids.has(id));
}

describe('the generated versions page', () => {
  it.each([[['default']], [['default', 'community']]])('labels its sections only with headings it has (instances %j)', (ids) => {
    const html = renderToString(<DocsVersionsRoute instances={ids.map(instance)} />);
    expect(html).toContain('No longer maintained');
    expect(danglingLabels(html)).toEqual([]);
  });
});
