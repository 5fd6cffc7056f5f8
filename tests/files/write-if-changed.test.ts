import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeIfChanged } from '@/lib/files/write-if-changed';

describe('writeIfChanged', () => {
  it('creates the folder and the file, leaves an unchanged file alone and replaces a changed one', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'write-if-changed-')), 'deep', 'gen.ts');
    writeIfChanged(file, 'one');
    expect(fs.readFileSync(file, 'utf8')).toBe('one');
    const old = new Date(2000, 0, 1);
    fs.utimesSync(file, old, old);
    writeIfChanged(file, 'one');
    expect(fs.statSync(file).mtime.getTime()).toBe(old.getTime());
    writeIfChanged(file, 'two');
    expect(fs.readFileSync(file, 'utf8')).toBe('two');
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['gen.ts']);
  });

  it("does not share its temporary file with another process: another's in-flight `.tmp` is left alone", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'write-if-changed-')), 'gen.ts');
    // Stands for another process's temporary file, mid-write: a folder, so writing over it would fail.
    fs.mkdirSync(`${file}.tmp`);
    writeIfChanged(file, 'mine');
    expect(fs.readFileSync(file, 'utf8')).toBe('mine');
    expect(fs.statSync(`${file}.tmp`).isDirectory()).toBe(true);
  });
});
