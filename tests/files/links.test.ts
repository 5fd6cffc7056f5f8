import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkExportCopies, linkFile } from '@/lib/files/links.mjs';

// Hard links where a build puts one file in two places (lib/files/links.mjs): the export cache's
// files, and next build's copy of its prerendered pages into the export folder.

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  dirs.push(dir);
  return dir;
};
const originalCopyFile = fs.promises.copyFile;
afterEach(() => {
  fs.promises.copyFile = originalCopyFile;
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const inode = (file: string) => fs.statSync(file).ino;

describe('linkFile', () => {
  it('makes a second name for the file, replacing a file at the target', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'a.html'), 'next build wrote this');
    fs.writeFileSync(path.join(dir, 'b.html'), 'an older page');
    linkFile(path.join(dir, 'a.html'), path.join(dir, 'b.html'));
    expect(fs.readFileSync(path.join(dir, 'b.html'), 'utf8')).toBe('next build wrote this');
    expect(inode(path.join(dir, 'b.html'))).toBe(inode(path.join(dir, 'a.html')));
  });

  it('copies where the file system cannot link (another disk), and fails on what a copy cannot mend', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'a.html'), 'page');
    const cannot = (code: string) => () => {
      throw Object.assign(new Error(code), { code });
    };
    vi.spyOn(fs, 'linkSync').mockImplementation(cannot('EXDEV'));
    linkFile(path.join(dir, 'a.html'), path.join(dir, 'b.html'));
    expect(fs.readFileSync(path.join(dir, 'b.html'), 'utf8')).toBe('page');
    expect(inode(path.join(dir, 'b.html'))).not.toBe(inode(path.join(dir, 'a.html')));
    vi.spyOn(fs, 'linkSync').mockImplementation(cannot('ENOENT'));
    expect(() => linkFile(path.join(dir, 'gone.html'), path.join(dir, 'c.html'))).toThrow('ENOENT');
  });
});

describe("next build's copy into the export folder", () => {
  function build() {
    const root = tmp();
    const buildDir = path.join(root, '.next');
    const exportDir = path.join(root, 'out');
    for (const dir of [path.join(buildDir, 'server', 'app', 'docs'), path.join(root, 'public'), path.join(exportDir, 'docs')])
      fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(buildDir, 'server', 'app', 'docs', 'intro.html'), '<p>intro</p>');
    fs.writeFileSync(path.join(root, 'public', 'robots.txt'), 'User-agent: *');
    return { root, buildDir, exportDir };
  }

  it('links a prerendered page into the export, copies anything else, and installs once', async () => {
    const { root, buildDir, exportDir } = build();
    expect(linkExportCopies({ buildDir, exportDir })).toBe(true);
    expect(linkExportCopies({ buildDir, exportDir })).toBe(false);
    const page = path.join(buildDir, 'server', 'app', 'docs', 'intro.html');
    await fs.promises.copyFile(page, path.join(exportDir, 'docs', 'intro.html'));
    expect(inode(path.join(exportDir, 'docs', 'intro.html'))).toBe(inode(page));
    // A file already there is replaced, as copyFile would.
    fs.writeFileSync(path.join(exportDir, '404.html'), 'old');
    await fs.promises.copyFile(page, path.join(exportDir, '404.html'));
    expect(fs.readFileSync(path.join(exportDir, '404.html'), 'utf8')).toBe('<p>intro</p>');
    // The public folder's files (a writer's own) are copied, and so is a page copied outside the export.
    await fs.promises.copyFile(path.join(root, 'public', 'robots.txt'), path.join(exportDir, 'robots.txt'));
    expect(inode(path.join(exportDir, 'robots.txt'))).not.toBe(inode(path.join(root, 'public', 'robots.txt')));
    await fs.promises.copyFile(page, path.join(root, 'elsewhere.html'));
    expect(inode(path.join(root, 'elsewhere.html'))).not.toBe(inode(page));
  });

  it('copies when the link fails, and fails as copyFile does on a missing source', async () => {
    const { buildDir, exportDir } = build();
    linkExportCopies({ buildDir, exportDir });
    const page = path.join(buildDir, 'server', 'app', 'docs', 'intro.html');
    vi.spyOn(fs.promises, 'link').mockRejectedValue(Object.assign(new Error('EXDEV'), { code: 'EXDEV' }));
    await fs.promises.copyFile(page, path.join(exportDir, 'docs', 'intro.html'));
    expect(fs.readFileSync(path.join(exportDir, 'docs', 'intro.html'), 'utf8')).toBe('<p>intro</p>');
    expect(inode(path.join(exportDir, 'docs', 'intro.html'))).not.toBe(inode(page));
    await expect(
      fs.promises.copyFile(path.join(buildDir, 'server', 'app', 'gone.html'), path.join(exportDir, 'gone.html')),
    ).rejects.toThrow(/ENOENT/);
  });
});
