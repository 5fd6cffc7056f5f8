import { describe, expect, it } from 'vitest';
import { apiEntrySchema, type ApiEntry } from '@/lib/config/schema';
import { tryItAllowlist } from '@/lib/openapi/samples/try-it';
import { tryManifest } from '@/lib/postbuild/try-manifest';

// The manifest the build writes for serve and nginx:config: which APIs, which servers in which order
// (the console's <server index> counts the same list), and the limits with their defaults.

const site = { url: 'https://docs.example', basePath: '/demo' };
const entry = (fields: Record<string, unknown>) => apiEntrySchema.parse({ route: '/api/x', spec: 'x.yaml', ...fields }) as ApiEntry;
const specServers = {
  servers: [
    {
      url: 'https://{region}.api.example/v{major}/',
      variables: [
        { name: 'region', default: 'eu' },
        { name: 'major', default: '2' },
      ],
    },
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
    expect(
      tryItAllowlist({ servers: [{ url: 'sandbox', variables: [] }], tags: [], webhooks: [] }, entry({ id: 'x', tryIt: {} }).tryIt!, site),
    ).toEqual(['https://docs.example/demo/sandbox']);
  });

  it('is tryIt.servers, in their order, when the config names them', () => {
    const api = entry({ id: 'x', tryIt: { servers: ['http://127.0.0.1:4181/', 'https://staging.api.example/v2'] } });
    expect(tryItAllowlist(specServers, api.tryIt!, site)).toEqual(['http://127.0.0.1:4181', 'https://staging.api.example/v2']);
  });
});

describe('tryManifest', () => {
  const publicSpec = {
    servers: [
      {
        url: 'https://{region}.api.example/v{major}/',
        variables: [
          { name: 'region', default: 'eu' },
          { name: 'major', default: '2' },
        ],
      },
    ],
    tags: [],
    webhooks: [],
  };

  it('lists only the APIs that enable tryIt, with their limits (defaults 30 s and 1 MiB) and the origins allowed on private addresses', () => {
    const manifest = tryManifest(
      [
        { api: entry({ id: 'off' }), model: specServers },
        { api: entry({ id: 'word', tryIt: { proxy: true, trustSpecServers: true } }), model: publicSpec },
        { api: entry({ id: 'calc', tryIt: { servers: ['http://127.0.0.1:4181'], timeout: 5, maxBodySize: 2048 } }), model: specServers },
        {
          api: entry({ id: 'demo', tryIt: { servers: ['http://127.0.0.1:4181'], proxy: true, allowPrivate: ['http://127.0.0.1:4181'] } }),
          model: specServers,
        },
      ],
      site,
    );
    expect(manifest).toEqual({
      apis: [
        { id: 'word', servers: ['https://eu.api.example/v2'], proxy: true, allowPrivate: [], timeout: 30, maxBodySize: 1048576 },
        { id: 'calc', servers: ['http://127.0.0.1:4181'], proxy: false, allowPrivate: [], timeout: 5, maxBodySize: 2048 },
        {
          id: 'demo',
          servers: ['http://127.0.0.1:4181'],
          proxy: true,
          allowPrivate: ['http://127.0.0.1:4181'],
          timeout: 30,
          maxBodySize: 1048576,
        },
      ],
    });
  });

  it("refuses a proxied spec's server on the site's own origin or a private address, naming the API, the server and the fix", () => {
    const build = () =>
      tryManifest([{ api: entry({ id: 'word', tryIt: { proxy: true, trustSpecServers: true } }), model: specServers }], site);
    expect(build).toThrow(/^site\.config: API "word" enables the Try it proxy/);
    expect(build).toThrow(
      /server "https:\/\/docs\.example\/sandbox" is the site's own origin .*List the API's real server in tryIt\.servers/,
    );
    expect(build).toThrow(/server "http:\/\/localhost:8080" is a loopback address\. .*tryIt\.allowPrivate: \["http:\/\/localhost:8080"\]/);
    const metadata = {
      servers: [
        { url: 'http://169.254.169.254/latest', variables: [] },
        { url: 'http://[::ffff:10.0.0.1]:80', variables: [] },
      ],
      tags: [],
      webhooks: [],
    };
    const spec = () => tryManifest([{ api: entry({ id: 'evil', tryIt: { proxy: true, trustSpecServers: true } }), model: metadata }], site);
    expect(spec).toThrow(/"http:\/\/169\.254\.169\.254\/latest" is a link-local address/);
    expect(spec).toThrow(/"http:\/\/\[::ffff:a00:1\]" is a private address/);
    // Without the proxy the reader's browser calls them itself: nothing to refuse.
    expect(tryManifest([{ api: entry({ id: 'word', tryIt: {} }), model: specServers }], site)!.apis[0]!.proxy).toBe(false);
  });

  it('refuses an allowPrivate origin that is none of the servers (a typo would pass silently)', () => {
    const api = entry({ id: 'word', tryIt: { proxy: true, trustSpecServers: true, allowPrivate: ['http://127.0.0.1:9'] } });
    expect(() => tryManifest([{ api, model: publicSpec }], site)).toThrow(
      /allowPrivate names "http:\/\/127\.0\.0\.1:9", the origin of none of its servers/,
    );
  });

  it('is undefined when no API enables tryIt, so the export has no _try/ at all', () => {
    expect(tryManifest([{ api: entry({ id: 'off' }), model: specServers }], site)).toBeUndefined();
  });
});
