import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyTree, displayPath, fileStamp, listFiles } from '@/lib/files/tree';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tree-'));
  for (const rel of ['b.md', 'a/z.md', 'a/_partial.md', 'node_modules/x/index.js', 'a/b/c.png', '.hidden/d.md']) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), rel);
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('listFiles', () => {
  it('lists every file as a posix path, folders walked in name order', () => {
    expect(listFiles(dir)).toEqual(['.hidden/d.md', 'a/_partial.md', 'a/b/c.png', 'a/z.md', 'b.md', 'node_modules/x/index.js']);
  });

  it('skips entries by name before descending and keeps files by path', () => {
    const files = listFiles(dir, {
      skip: (name) => name.startsWith('.') || name.startsWith('_') || name === 'node_modules',
      keep: (rel) => rel.endsWith('.md'),
    });
    expect(files).toEqual(['a/z.md', 'b.md']);
  });

  it('gives nothing for a missing folder', () => {
    expect(listFiles(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('copyTree', () => {
  it('copies what the filter keeps to the same paths and counts it', () => {
    const to = path.join(dir, 'copy');
    const count = copyTree(path.join(dir, 'a'), to, { keep: (rel) => !rel.endsWith('.png') });
    expect(count).toBe(2);
    expect(listFiles(to)).toEqual(['_partial.md', 'z.md']);
    expect(fs.readFileSync(path.join(to, 'z.md'), 'utf8')).toBe('a/z.md');
  });
});

describe('displayPath', () => {
  it('is relative with "/" inside the working folder, absolute outside it', () => {
    expect(displayPath(path.join(dir, 'a', 'z.md'), dir)).toBe('a/z.md');
    expect(displayPath(path.join(os.tmpdir(), 'elsewhere.md'), dir)).toBe(path.join(os.tmpdir(), 'elsewhere.md'));
  });
});

describe('fileStamp', () => {
  it('is the time and size, changes with a write into the file, and is undefined for no file', () => {
    const file = path.join(dir, 'stamped.md');
    fs.writeFileSync(file, 'one');
    fs.utimesSync(file, 1_000, 1_000);
    expect(fileStamp(file)).toBe('1000000:3');
    fs.appendFileSync(file, ' more');
    expect(fileStamp(file)).not.toBe('1000000:3');
    expect(fileStamp(file)).toMatch(/:8$/);
    expect(fileStamp(path.join(dir, 'none.md'))).toBeUndefined();
  });
});
