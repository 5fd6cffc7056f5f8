import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
