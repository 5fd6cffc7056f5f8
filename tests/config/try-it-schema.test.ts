import { describe, expect, it } from 'vitest';
import { TRY_IT_MAX_BODY_SIZE, TRY_IT_MAX_TIMEOUT, validateSiteConfig } from '@/lib/config/schema';
import { addressKind, hostKind } from '@/lib/config/try-addresses.mjs';

// tryIt in site.config: where the proxy may go is the site's to say (issue 28). A spec's servers
// need an explicit trust, a loopback/private/link-local server needs its origin allowed by name, and
// the limits stay within what a timer and memory hold. Each error names the file, the API, the
// server and the fix.

const site = (tryIt: Record<string, unknown>) => ({
  title: 'T',
  url: 'https://docs.example',
  basePath: '/demo',
  apis: [{ id: 'word', spec: 'w.yaml', route: '/api/word', tryIt }],
});
const tryItOf = (tryIt: Record<string, unknown>) => validateSiteConfig(site(tryIt)).apis[0]!.tryIt!;
const refusal = (tryIt: Record<string, unknown>) => {
  try {
    validateSiteConfig(site(tryIt), 'site.config.ts');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('tryIt: where the proxy may go', () => {
  it("refuses the proxy on the spec's servers unless the site trusts them, and says both fixes", () => {
    const message = refusal({ proxy: true });
    expect(message).toMatch(
      /^site\.config\.ts has a wrong value:\n {2}- apis\.0\.tryIt\.proxy: API "word": the proxy forwards only to servers the site lists itself/,
    );
    expect(message).toContain('tryIt.servers: ["https://api.example.com/v1"]');
    expect(message).toContain('tryIt.trustSpecServers: true');
    expect(tryItOf({ proxy: true, trustSpecServers: true })).toMatchObject({ proxy: true, trustSpecServers: true, allowPrivate: [] });
    // The console alone (no proxy) calls the spec's servers from the reader's browser: no trust needed.
    expect(tryItOf({})).toMatchObject({ proxy: false, trustSpecServers: false });
  });

  it('refuses a proxied server on a loopback, private, link-local or unspecified address unless allowed by name', () => {
    for (const [server, kind] of [
      ['http://127.0.0.1:4181', 'loopback'],
      ['http://localhost:8080', 'loopback'],
      ['http://169.254.169.254/latest', 'link-local'],
      ['http://10.1.2.3', 'private'],
      ['http://[::ffff:192.168.0.1]', 'private'],
      ['http://[fd00::1]', 'private'],
      ['http://0.0.0.0:80', 'unspecified'],
      ['http://2130706433/', 'loopback'],
    ] as const) {
      const message = refusal({ proxy: true, servers: [server] });
      expect(message, server).toContain(`apis.0.tryIt.servers.0: API "word": the proxy refuses server "${server}", a ${kind} address.`);
      expect(message, server).toContain(`tryIt.allowPrivate: ["${new URL(server).origin}"]`);
    }
    expect(tryItOf({ proxy: true, servers: ['http://127.0.0.1:4181'], allowPrivate: ['http://127.0.0.1:4181'] }).allowPrivate).toEqual([
      'http://127.0.0.1:4181',
    ]);
    // Not proxied, the browser calls it: a local API is the reader's own business.
    expect(tryItOf({ servers: ['http://127.0.0.1:4181'] }).proxy).toBe(false);
  });

  it('takes allowPrivate as origins of listed servers only', () => {
    expect(refusal({ proxy: true, servers: ['http://127.0.0.1:4181'], allowPrivate: ['http://127.0.0.1:4181/v1'] })).toContain(
      'apis.0.tryIt.allowPrivate.0: must be an origin alone',
    );
    expect(
      refusal({ proxy: true, servers: ['http://127.0.0.1:4181'], allowPrivate: ['http://127.0.0.1:4181', 'http://127.0.0.1:4182'] }),
    ).toContain('apis.0.tryIt.allowPrivate.1: API "word": "http://127.0.0.1:4182" is the origin of none of tryIt.servers');
  });
});

describe('tryIt: limits', () => {
  it('refuses a timeout longer than a timer holds (2^31 - 1 ms), saying the bound', () => {
    expect(TRY_IT_MAX_TIMEOUT * 1000).toBeLessThanOrEqual(2 ** 31 - 1);
    expect((TRY_IT_MAX_TIMEOUT + 1) * 1000).toBeGreaterThan(2 ** 31 - 1);
    expect(tryItOf({ timeout: TRY_IT_MAX_TIMEOUT }).timeout).toBe(TRY_IT_MAX_TIMEOUT);
    expect(refusal({ timeout: TRY_IT_MAX_TIMEOUT + 1 })).toContain(`apis.0.tryIt.timeout: must be at most ${TRY_IT_MAX_TIMEOUT} seconds`);
    expect(refusal({ timeout: 0 })).toContain('apis.0.tryIt.timeout');
  });

  it('keeps maxBodySize between 1 byte and 100 MiB', () => {
    expect(tryItOf({ maxBodySize: TRY_IT_MAX_BODY_SIZE }).maxBodySize).toBe(TRY_IT_MAX_BODY_SIZE);
    expect(refusal({ maxBodySize: TRY_IT_MAX_BODY_SIZE + 1 })).toContain(
      'apis.0.tryIt.maxBodySize: must be at most 104857600 bytes (100 MiB)',
    );
    expect(refusal({ maxBodySize: 0 })).toContain('apis.0.tryIt.maxBodySize');
  });
});

describe('addressKind and hostKind', () => {
  it('names every non-public range, IPv4-mapped and other embedded forms included', () => {
    const cases: [string, string | undefined][] = [
      ['127.0.0.1', 'loopback'],
      ['10.0.0.1', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'link-local'],
      ['0.0.0.0', 'unspecified'],
      ['100.64.0.1', 'shared (carrier-grade NAT)'],
      ['224.0.0.1', 'multicast'],
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:169.254.169.254', 'link-local'],
      ['::127.0.0.1', 'loopback'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['2002:a00:1::', 'private'],
      ['fc00::1', 'private'],
      ['fdff::1', 'private'],
      ['fe80::1', 'link-local'],
      ['febf::1', 'link-local'],
      ['ff02::1', 'multicast'],
      ['8.8.8.8', undefined],
      ['172.32.0.1', undefined],
      ['::ffff:8.8.8.8', undefined],
      ['2606:4700::1111', undefined],
      ['not-an-ip', undefined],
    ];
    for (const [address, kind] of cases) expect(addressKind(address), address).toBe(kind);
    expect(hostKind('localhost')).toBe('loopback');
    expect(hostKind('api.localhost.')).toBe('loopback');
    expect(hostKind('[::1]')).toBe('loopback');
    expect(hostKind('api.example.com')).toBeUndefined();
  });
});
