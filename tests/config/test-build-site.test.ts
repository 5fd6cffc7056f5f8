import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '@/lib/site/prepare';
import { TEST_BUILD_APIS } from '../fixtures/sites/test-build/apis';

// The test build (npm run build:test → out-test/) is a site folder like any other: its config
// (tests/fixtures/sites/test-build/site.config.ts) adds what end-to-end tests need, its test-only pages
// are content (tests/fixtures/test-only), and the product's code has no branch for it.

const PRODUCT = ['lib', 'components', 'app', 'site.config.ts', 'next.config.mjs', 'package.json'];

/** Files under `paths` that hold `text`. */
function filesWith(text: string, paths: string[]): string[] {
  const args = ['grep', '-l', '-F', text, '--', ...paths];
  // git grep exits 1 when nothing matches.
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
  return result.stdout.split('\n').filter(Boolean);
}

describe('the test build', () => {
  it('is switched on nowhere in the product: no environment switch, no test-only page or route', () => {
    // Nor does the script that builds it pass one.
    expect(filesWith('SITE_TEST_BUILD', [...PRODUCT, 'scripts'])).toEqual([]);
    // Next routes page files under app/ only; the test-only pages are the fixture's Markdown.
    expect(filesWith('test.tsx', PRODUCT)).toEqual([]);
    expect(filesWith('test-only', PRODUCT)).toEqual([]);
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
