import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_EXCLUDE, docsInstanceSchema, docsOptionsSchema } from '@/lib/config/docs-options';

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
      includeCurrentVersion: true,
      disableVersioning: false,
      versions: {},
    });
  });

  it('serves docs at the root for "/" and "", and keeps Docusaurus options it does not use', () => {
    expect(docsOptionsSchema.parse({ routeBasePath: '/' }).routeBasePath).toBe('');
    expect(docsOptionsSchema.parse({ routeBasePath: '' }).routeBasePath).toBe('');
    expect(docsOptionsSchema.parse({ routeBasePath: 'guide/' }).routeBasePath).toBe('/guide');
    expect(docsOptionsSchema.parse({ sidebarPath: false, tags: false, versions: { current: { label: 'Next' } } })).toMatchObject({ sidebarPath: false, tags: false });
  });

  it('docsInstances: path and routeBasePath default to the id; the id is checked', () => {
    expect(docsInstanceSchema.parse({ id: 'community' })).toMatchObject({ id: 'community', path: 'community', routeBasePath: '/community' });
    expect(docsInstanceSchema.parse({ id: 'community', path: 'c', routeBasePath: '/' })).toMatchObject({ path: 'c', routeBasePath: '' });
    expect(docsInstanceSchema.safeParse({ id: 'default' }).success).toBe(false);
    expect(docsInstanceSchema.safeParse({ id: 'a/b' }).success).toBe(false);
    expect(docsInstanceSchema.safeParse({ path: 'x' }).success).toBe(false);
  });

  it('rejects wrong values', () => {
    expect(docsOptionsSchema.safeParse({ onInlineTags: 'shout' }).success).toBe(false);
    expect(docsOptionsSchema.safeParse({ sidebarCollapsed: 'no' }).success).toBe(false);
    expect(docsOptionsSchema.safeParse({ versions: { current: { banner: 'old' } } }).success).toBe(false);
    expect(docsOptionsSchema.safeParse({ onlyIncludeVersions: '1.0' }).success).toBe(false);
    expect(docsOptionsSchema.safeParse({ editUrl: (p: { docPath: string }) => `https://x/${p.docPath}` }).success).toBe(true);
  });
});
