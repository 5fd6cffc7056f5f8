import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_BUILD_TRY_IT } from '../fixtures/sites/test-build/apis';
import { loadSiteConfig } from '@/lib/site/prepare';

// The seed's own build makes no calls (no API has tryIt); the test build turns the console on for
// word and calculator against `npm run api:demo`, and for the console's credentials fixture (try-secured), and for nothing else.

describe('tryIt in the two builds', () => {
  it("is off for every API of the seed's build", async () => {
    const { config } = await loadSiteConfig(process.cwd(), {});
    expect(config.apis.filter((api) => api.tryIt).map((api) => api.id)).toEqual([]);
  });

  it('is on for word, calculator and the credentials fixture in the test build, proxied, against the demo servers', async () => {
    const { config } = await loadSiteConfig(path.resolve('tests/fixtures/sites/test-build'), {});
    const enabled = config.apis.filter((api) => api.tryIt);
    expect(enabled.map((api) => api.id)).toEqual(['word', 'calculator', 'try-secured']);
    for (const api of enabled)
      expect(api.tryIt).toEqual({ ...TEST_BUILD_TRY_IT, trustSpecServers: false, timeout: 30, maxBodySize: 1048576 });
    expect(TEST_BUILD_TRY_IT.servers).toEqual(['http://127.0.0.1:4181', 'http://127.0.0.1:4182']);
  });
});
