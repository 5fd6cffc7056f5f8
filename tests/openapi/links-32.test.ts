import { describe, expect, it, vi } from 'vitest';
import { resolveApiLink } from '@/lib/openapi/links/api-links';

// The site's APIs plus the 3.2 fixture, so that `api:` links can point at its operations.
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  const notes = { ...real.siteConfig().apis[0]!, id: 'notes', spec: 'tests/openapi/fixtures/v32/notes.yaml', route: '/api/notes' };
  const config = { ...real.siteConfig(), apis: [...real.siteConfig().apis, notes] };
  return { ...real, siteConfig: () => config };
});

describe('docs-to-API links to OpenAPI 3.2 operations', () => {
  it('resolve a QUERY operation and an additional method, shown as the request sends it', async () => {
    await expect(resolveApiLink('notes', 'searchNotes')).resolves.toEqual({ href: '/api/notes#operation/searchNotes', method: 'QUERY', path: '/notes', summary: 'Search notes with a filter body' });
    await expect(resolveApiLink('notes', 'copyNote')).resolves.toMatchObject({ href: '/api/notes#operation/copyNote', method: 'COPY' });
  });
});
