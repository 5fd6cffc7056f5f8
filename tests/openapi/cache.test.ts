import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The OpenAPI disk cache: a spec is built once per build, shared by Next's worker processes.
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-cache-test-'));
let cache: typeof import('@/lib/openapi/load/cache');

beforeAll(async () => {
  vi.stubEnv('OPENAPI_CACHE_DIR', path.join(dir, 'cache'));
  vi.resetModules();
  cache = await import('@/lib/openapi/load/cache');
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI cache', () => {
  it('computes once and hands the stored value to later callers', async () => {
    const compute = vi.fn(async () => ({ built: 1 }));
    expect(await cache.cached('model', 'k1', compute)).toEqual({ built: 1 });
    expect(await cache.cached('model', 'k1', compute)).toEqual({ built: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('lets concurrent callers wait for the one computing', async () => {
    const compute = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'value';
    });
    const results = await Promise.all([cache.cached('model', 'k2', compute), cache.cached('model', 'k2', compute)]);
    expect(results).toEqual(['value', 'value']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keys on the spec and the options, and recomputes an entry when a file it read changed', async () => {
    const spec = path.join(dir, 'spec.yaml');
    writeFileSync(spec, 'openapi: 3.0.0');
    const common = path.join(dir, 'common.yaml');
    writeFileSync(common, 'a: 1');
    utimesSync(common, new Date(), new Date(Date.now() - 10_000));
    const before = cache.cacheKey(spec, { route: '/api/x' });
    expect(cache.cacheKey(spec, { route: '/api/x' })).toBe(before);
    expect(cache.cacheKey(spec, { route: '/api/y' })).not.toBe(before);
    // An external $ref target changing (a file the entry was made from) makes the entry a miss.
    const compute = vi.fn(async () => ({ built: compute.mock.calls.length }));
    expect(await cache.cached('spec', before, compute, () => [common])).toEqual({ built: 1 });
    expect(await cache.cached('spec', before, compute, () => [common])).toEqual({ built: 1 });
    utimesSync(common, new Date(), new Date(Date.now() - 5000));
    expect(await cache.cached('spec', before, compute, () => [common])).toEqual({ built: 2 });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('does not remember failures', async () => {
    await expect(cache.cached('model', 'k3', async () => Promise.reject(new Error('bad spec')))).rejects.toThrow('bad spec');
    expect(await cache.cached('model', 'k3', async () => 'fixed')).toBe('fixed');
  });

  it('in development, does not wait for another process that holds the entry (Next\'s static-paths worker)', async () => {
    expect(cache.waitsForOthers({ NODE_ENV: 'production' })).toBe(true);
    expect(cache.waitsForOthers({ NODE_ENV: 'development' })).toBe(false);
    const key = 'k4';
    mkdirSync(path.join(dir, 'cache'), { recursive: true });
    writeFileSync(path.join(dir, 'cache', `${key}.model.json.lock`), '');
    vi.stubEnv('NODE_ENV', 'development');
    const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 1_000));
    expect(await Promise.race([cache.cached('model', key, async () => 'computed'), waited])).toBe('computed');
    // Stored for the next process, the lock left to its owner.
    expect(await cache.cached('model', key, async () => 'again')).toBe('computed');
    expect(existsSync(path.join(dir, 'cache', `${key}.model.json.lock`))).toBe(true);
  });
});

