import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareExports } from '../../scripts/compare-exports.mjs';

// Two exports of one site differ in their build id and in hashed file names; the check sees through
// those and nothing else.

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** An export as Next writes it: a build id folder, hashed chunks named by the pages. */
function exportFolder(buildId: string, chunk: string, options: { title?: string; code?: string } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-exports-'));
  roots.push(root);
  const files: Record<string, string> = {
    [`_next/static/${buildId}/_buildManifest.js`]: 'self.__BUILD_MANIFEST={}',
    [`_next/static/chunks/${chunk}.js`]: options.code ?? 'console.log(1)',
    'index.html': `<title>${options.title ?? 'Home'}</title><script src="/demo/_next/static/chunks/${chunk}.js"></script>`,
    'index.txt': `0:{"b":"${buildId}","c":["/demo/_next/static/chunks/${chunk}.js"]}`,
    'img/logo.png': 'PNG',
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  }
  return root;
}

describe('compareExports', () => {
  it('finds two builds of one site the same apart from their build ids and chunk hashes', () => {
    const result = compareExports(exportFolder('aaaaBuildId1', '0abc123def456'), exportFolder('bbbbBuildId2', '9zyx876wvu543'));
    expect(result).toMatchObject({ onlyBefore: [], onlyAfter: [], pages: [], code: [] });
  });

  it('names a page whose content changed, and bundled code apart', () => {
    const before = exportFolder('aaaaBuildId1', '0abc123def456');
    const after = exportFolder('bbbbBuildId2', '9zyx876wvu543', { title: 'Welcome', code: 'console.log(2)' });
    const result = compareExports(before, after);
    expect(result.pages.map((page: { file: string }) => page.file)).toEqual(['index.html']);
    expect(result.pages[0]?.detail).toContain('Welcome');
    expect(result.code.map((chunk: { file: string }) => chunk.file)).toEqual(['_next/static/chunks/hashed-1.js']);
  });

  it('names files only one export has', () => {
    const before = exportFolder('aaaaBuildId1', '0abc123def456');
    const after = exportFolder('bbbbBuildId2', '9zyx876wvu543');
    fs.writeFileSync(path.join(after, 'extra.html'), '<p>new</p>');
    expect(compareExports(before, after)).toMatchObject({ onlyBefore: [], onlyAfter: ['extra.html'] });
  });
});
