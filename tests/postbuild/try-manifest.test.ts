import { describe, expect, it } from 'vitest';
import { apiEntrySchema, type ApiEntry } from '@/lib/config/schema';
import { tryItAllowlist } from '@/lib/openapi/try-it';
import { tryManifest } from '@/lib/postbuild/try-manifest';

// The manifest the build writes for serve and nginx:config: which APIs, which servers in which order
// (the console's <server index> counts the same list), and the limits with their defaults.

const site = { url: 'https://docs.example', basePath: '/demo' };
const entry = (fields: Record<string, unknown>) => apiEntrySchema.parse({ route: '/api/x', spec: 'x.yaml', ...fields }) as ApiEntry;
const specServers = {
  servers: [
    { url: 'https://{region}.api.example/v{major}/', variables: [{ name: 'region', default: 'eu' }, { name: 'major', default: '2' }] },
    { url: '/sandbox', variables: [] },
    { url: 'http://localhost:8080', variables: [] },
  ],
  tags: [],
  webhooks: [],
};

describe('tryItAllowlist', () => {
  it("is the spec's servers by default: variables at their defaults, a relative one against the site's address, no trailing slash", () => {
    expect(tryItAllowlist(specServers, entry({ id: 'x', tryIt: {} }).tryIt!, site)).toEqual([
      'https://eu.api.example/v2',
      'https://docs.example/sandbox',
      'http://localhost:8080',
    ]);
    expect(tryItAllowlist({ servers: [{ url: 'sandbox', variables: [] }], tags: [], webhooks: [] }, entry({ id: 'x', tryIt: {} }).tryIt!, site)).toEqual(['https://docs.example/demo/sandbox']);
  });

  it('is tryIt.servers, in their order, when the config names them', () => {
    const api = entry({ id: 'x', tryIt: { servers: ['http://127.0.0.1:4181/', 'https://staging.api.example/v2'] } });
    expect(tryItAllowlist(specServers, api.tryIt!, site)).toEqual(['http://127.0.0.1:4181', 'https://staging.api.example/v2']);
  });
});

describe('tryManifest', () => {
  it('lists only the APIs that enable tryIt, with their limits (defaults 30 s and 1 MiB)', () => {
    const manifest = tryManifest(
      [
        { api: entry({ id: 'off' }), model: specServers },
        { api: entry({ id: 'word', tryIt: { proxy: true } }), model: specServers },
        { api: entry({ id: 'calc', tryIt: { servers: ['http://127.0.0.1:4181'], timeout: 5, maxBodySize: 2048 } }), model: specServers },
      ],
      site,
    );
    expect(manifest).toEqual({
      apis: [
        { id: 'word', servers: ['https://eu.api.example/v2', 'https://docs.example/sandbox', 'http://localhost:8080'], proxy: true, timeout: 30, maxBodySize: 1048576 },
        { id: 'calc', servers: ['http://127.0.0.1:4181'], proxy: false, timeout: 5, maxBodySize: 2048 },
      ],
    });
  });

  it('is undefined when no API enables tryIt, so the export has no _try/ at all', () => {
    expect(tryManifest([{ api: entry({ id: 'off' }), model: specServers }], site)).toBeUndefined();
  });
});
