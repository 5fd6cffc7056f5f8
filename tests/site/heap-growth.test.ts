import { spawn } from 'node:child_process';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/site/heap-growth.ts: a build's processes let their heap grow to 1.5 times what they keep, not
// up to four times. Run in processes of their own (tsx, as the build runs): the setting is the process's.

/** The most heap tests/site/fixtures/heap-churn.ts held, with or without limitHeapGrowth. */
function mostHeap(mode: 'limit' | 'none'): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join('node_modules', '.bin', 'tsx'), [path.join('tests', 'site', 'fixtures', 'heap-churn.ts'), mode], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve((JSON.parse(out) as { most: number }).most) : reject(new Error(`heap-churn exited ${status}`)),
    );
  });
}

describe('limitHeapGrowth', () => {
  it('keeps a build process’s heap near what it keeps alive', async () => {
    const [free, limited] = await Promise.all([mostHeap('none'), mostHeap('limit')]);
    // 20 MB alive: V8 alone let it reach several times that.
    expect(limited).toBeLessThan(free * 0.75);
  }, 60_000);
});

describe('limitHeapGrowth on a small site', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('leaves V8 its own choice below LARGE_SITE_ROUTES (the bound costs a fifth more build CPU where memory is no issue), and bounds a large site once', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { LARGE_SITE_ROUTES, limitHeapGrowth } = await import('@/lib/site/heap-growth');
    const flags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
    limitHeapGrowth(LARGE_SITE_ROUTES - 1);
    expect(flags).not.toHaveBeenCalled();
    limitHeapGrowth(LARGE_SITE_ROUTES);
    limitHeapGrowth(LARGE_SITE_ROUTES * 5);
    expect(flags).toHaveBeenCalledTimes(1);
    expect(flags.mock.calls[0]![0]).toMatch(/--heap-growing-percent=\d+/);
  });
});
