import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The disk cache's key covers what makes a cached model: our code that lib/openapi imports (wherever
// it lives) and the versions of the libraries it calls (snippetz prints the samples, shiki colours them).
const root = mkdtempSync(path.join(tmpdir(), 'openapi-fingerprint-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write('lib/openapi/samples/samples.ts', "import { snippetz } from '@scalar/snippetz';\nimport { codeToHtml } from 'shiki';\nimport { CLIENTS } from '@/lib/config/clients';\n");
write('lib/config/clients.ts', "import { NAMES } from './names';\nexport const CLIENTS = ['curl'];\n");
write('lib/config/names.ts', "export const NAMES = { curl: 'curl' };\n");
write('node_modules/@scalar/snippetz/package.json', '{ "version": "1.0.0" }');
write('node_modules/shiki/package.json', '{ "version": "3.0.0" }');

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

/** The key a fresh process computes (the fingerprint is taken once per process). */
async function freshKey(): Promise<string> {
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  vi.resetModules();
  const { cacheKey } = await import('@/lib/openapi/load/cache');
  return cacheKey(path.join(root, 'spec.yaml'), {});
}

describe('the cache key', () => {
  it('changes with our code outside lib/openapi that it imports, and with the libraries\' versions', async () => {
    const first = await freshKey();
    expect(await freshKey()).toBe(first);
    write('lib/config/names.ts', "export const NAMES = { curl: 'cURL' };\n");
    const edited = await freshKey();
    expect(edited).not.toBe(first);
    write('node_modules/@scalar/snippetz/package.json', '{ "version": "1.1.0" }');
    const snippetz = await freshKey();
    expect(snippetz).not.toBe(edited);
    write('node_modules/shiki/package.json', '{ "version": "3.1.0" }');
    expect(await freshKey()).not.toBe(snippetz);
  });
});
