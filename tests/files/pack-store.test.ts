import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PackStore } from '@/lib/files/pack-store';

// The key → bytes store of the compiled-MDX cache and the shared parses (lib/files/pack-store.ts):
// a pack and an index per process that writes, instead of a file per entry.

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const text = (bytes: Buffer | undefined) => bytes?.toString('utf8');

describe('PackStore', () => {
  it('gives back what was stored, in this process and in the next, with two files however many entries', () => {
    const dir = path.join(tmp(), 'cache');
    const writer = new PackStore(dir);
    expect(writer.get('a')).toBeUndefined();
    for (let i = 0; i < 50; i++) writer.set(`doc-${i}`, `compiled ${i}: “ünïcode” ${'x'.repeat(i)}`);
    writer.set('tree', Buffer.from([0, 1, 2, 255]));
    expect(text(writer.get('doc-7'))).toBe('compiled 7: “ünïcode” xxxxxxx');
    writer.close();
    expect(fs.readdirSync(dir)).toHaveLength(2);
    const reader = new PackStore(dir);
    expect(text(reader.get('doc-49'))).toBe(`compiled 49: “ünïcode” ${'x'.repeat(49)}`);
    expect([...reader.get('tree')!]).toEqual([0, 1, 2, 255]);
    expect(reader.get('doc-50')).toBeUndefined();
    reader.close();
  });

  it('several writers at once (the render workers): a reader sees every entry, the later pack’s where both wrote a key', () => {
    const dir = tmp();
    const first = new PackStore(dir, '000000001-1-a');
    const second = new PackStore(dir, '000000002-2-b');
    first.set('one', 'first');
    second.set('two', 'second');
    first.set('both', 'old');
    second.set('both', 'new');
    // Within one pack the later line wins too.
    first.set('again', 'v1');
    first.set('again', 'v2');
    const reader = new PackStore(dir);
    expect([reader.get('one'), reader.get('two'), reader.get('both'), reader.get('again')].map(text)).toEqual([
      'first',
      'second',
      'new',
      'v2',
    ]);
  });

  it('a process stopped while appending: a cut index line and an index naming missing bytes are misses, not errors', () => {
    const dir = tmp();
    const writer = new PackStore(dir, '000000001-1-a');
    writer.set('whole', 'kept');
    writer.close();
    fs.appendFileSync(path.join(dir, '000000001-1-a.index'), 'cut 4 2');
    fs.appendFileSync(path.join(dir, '000000002-2-b.index'), 'beyond 0 100\nbad x y\n');
    fs.writeFileSync(path.join(dir, '000000002-2-b.pack'), 'short');
    const reader = new PackStore(dir);
    expect(text(reader.get('whole'))).toBe('kept');
    expect(reader.get('cut')).toBeUndefined();
    expect(reader.get('beyond')).toBeUndefined();
    expect(reader.get('bad')).toBeUndefined();
    // A folder that does not exist holds nothing.
    expect(new PackStore(path.join(dir, 'none')).get('whole')).toBeUndefined();
  });

  it('writes a whole entry when the file system takes it in parts', () => {
    const dir = tmp();
    const write = fs.writeSync;
    // At most 7 bytes a call, as a write may take only part of what it is given.
    const spy = vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, bytes: Buffer, offset?: number, length?: number) => {
      const from = offset ?? 0;
      return write(fd, bytes, from, Math.min(7, length ?? bytes.length - from));
    }) as typeof fs.writeSync);
    const writer = new PackStore(dir);
    writer.set('long', 'a compiled page of more than seven bytes');
    writer.set('next', 'and another');
    writer.close();
    spy.mockRestore();
    const reader = new PackStore(dir);
    expect([reader.get('long'), reader.get('next')].map(text)).toEqual(['a compiled page of more than seven bytes', 'and another']);
  });

  it('refuses a key an index line could not hold', () => {
    const store = new PackStore(tmp());
    expect(() => store.set('two words', 'x')).toThrow(/no spaces or line breaks/);
    expect(() => store.set('line\nbreak', 'x')).toThrow(/no spaces or line breaks/);
    expect(() => store.set('', 'x')).toThrow(/no spaces or line breaks/);
  });

  it('compacts many packs into one holding each key’s latest entry, and leaves a few alone', () => {
    const dir = tmp();
    for (let i = 1; i <= 5; i++) {
      const build = new PackStore(dir, `00000000${i}-${i}-x`);
      build.set('shared', `build ${i}`);
      build.set(`own-${i}`, `only in build ${i}`);
      build.close();
    }
    expect(new PackStore(dir).compact(5)).toBe(0);
    expect(fs.readdirSync(dir)).toHaveLength(10);
    const store = new PackStore(dir);
    expect(store.compact(4)).toBe(5);
    expect(fs.readdirSync(dir)).toHaveLength(2);
    const reader = new PackStore(dir);
    expect(text(reader.get('shared'))).toBe('build 5');
    expect([1, 2, 3, 4, 5].map((i) => text(reader.get(`own-${i}`)))).toEqual([1, 2, 3, 4, 5].map((i) => `only in build ${i}`));
    // The store that compacted reads the merged pack too, and writes a pack of its own after it.
    expect(text(store.get('own-3'))).toBe('only in build 3');
    store.set('later', 'after the merge');
    store.set('shared', 'rewritten after the merge');
    const next = new PackStore(dir);
    expect([next.get('later'), next.get('shared')].map(text)).toEqual(['after the merge', 'rewritten after the merge']);
  });
});
