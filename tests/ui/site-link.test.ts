import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('fileHref', () => {
  it('puts the base path before a file path from the site root, and leaves a relative one as written', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/demo');
    const { fileHref } = await import('@/components/ui/site-link.client');
    expect(fileHref('/files/spec.yaml')).toBe('/demo/files/spec.yaml');
    expect(fileHref('./guides/setup.md#prepare')).toBe('./guides/setup.md#prepare');
    expect(fileHref('../report.pdf')).toBe('../report.pdf');
  });
});
