import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_EXCLUDE, docsOptionsSchema } from '@/lib/content/options';

describe('docsOptionsSchema', () => {
  it('has Docusaurus defaults', () => {
    expect(docsOptionsSchema.parse({})).toEqual({
      path: 'docs',
      routeBasePath: '/docs',
      sidebarCollapsed: true,
      sidebarCollapsible: true,
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      onInlineTags: 'warn',
      exclude: DEFAULT_DOCS_EXCLUDE,
    });
  });

  it('serves docs at the root for "/" and "", and keeps Docusaurus options it does not use', () => {
    expect(docsOptionsSchema.parse({ routeBasePath: '/' }).routeBasePath).toBe('');
    expect(docsOptionsSchema.parse({ routeBasePath: '' }).routeBasePath).toBe('');
    expect(docsOptionsSchema.parse({ routeBasePath: 'guide/' }).routeBasePath).toBe('/guide');
    expect(docsOptionsSchema.parse({ sidebarPath: false, tags: false, versions: { current: { label: 'Next' } } })).toMatchObject({ sidebarPath: false, tags: false });
  });

  it('rejects wrong values', () => {
    expect(docsOptionsSchema.safeParse({ onInlineTags: 'shout' }).success).toBe(false);
    expect(docsOptionsSchema.safeParse({ sidebarCollapsed: 'no' }).success).toBe(false);
    expect(docsOptionsSchema.safeParse({ editUrl: (p: { docPath: string }) => `https://x/${p.docPath}` }).success).toBe(true);
  });
});
