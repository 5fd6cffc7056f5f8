import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '@/lib/site/prepare';
import { TEST_BUILD_APIS } from '../fixtures/sites/test-build/apis';

// The test build (npm run build:test → out-test/) is a site folder like any other: its config
// (tests/fixtures/sites/test-build/site.config.ts) adds what end-to-end tests need, and the product's
// code has no branch for it but the one Next needs to route the test-only pages.

describe('the test build', () => {
  it('is switched on nowhere in the product but next.config.mjs', () => {
    const files = execFileSync(
      'git',
      ['grep', '-l', 'SITE_TEST_BUILD', '--', 'lib', 'components', 'app', 'site.config.ts', 'next.config.mjs'],
      {
        encoding: 'utf8',
      },
    ).split('\n');
    expect(files.filter(Boolean)).toEqual(['next.config.mjs']);
  });

  it("has the demo's config with the test-only APIs and options", async () => {
    const demo = (await loadSiteConfig(process.cwd(), {})).config;
    const { config } = await loadSiteConfig(path.resolve('tests/fixtures/sites/test-build'), {});
    const ids = config.apis.map((api) => api.id);
    expect(ids.slice(0, demo.apis.length)).toEqual(demo.apis.map((api) => api.id));
    expect(ids).toContain('hostile');
    for (const api of TEST_BUILD_APIS) expect(ids).toContain(api.id);
    // Specs are named from the project, as in the demo's build: the site folder holds only content.
    expect(config.apis.find((api) => api.id === 'word')?.spec).toBe(demo.apis.find((api) => api.id === 'word')?.spec);
    expect(config.colorMode.disableSwitch).toBe(true);
    expect(config.title).toBe(demo.title);
  });
});
