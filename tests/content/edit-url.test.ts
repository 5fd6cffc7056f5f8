import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content/docs';

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  dirs = [];
});

/** A site folder outside the repository (as when the engine builds someone else's site). */
function siteOutsideRepo() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-'));
  dirs.push(base);
  const repoRoot = path.join(base, 'engine');
  const siteDir = path.join(base, 'sites', 'acme');
  fs.mkdirSync(repoRoot, { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'docs', 'guides'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'docs', 'guides', 'setup.md'), '# Setup\n');
  return { repoRoot, siteDir, root: path.join(siteDir, 'docs') };
}

const editUrlOf = (options: Parameters<typeof loadDocs>[0]) => {
  const doc = loadDocs(options).docs[0]!;
  return doc.editUrl;
};

describe('"Edit this page" with the docs folder outside the repository', () => {
  it('names the file from the site folder, never with ../', () => {
    const { repoRoot, siteDir, root } = siteOutsideRepo();
    const base = { root, repoRoot, includeDrafts: false, lastUpdate: () => undefined, editUrl: 'https://github.com/acme/site/edit/main' };
    expect(editUrlOf({ ...base, siteDir })).toBe('https://github.com/acme/site/edit/main/docs/guides/setup.md');
    // Without siteDir the repository root is the fallback; a path that would leave it is cut to the docs folder.
    expect(editUrlOf(base)).toBe('https://github.com/acme/site/edit/main/guides/setup.md');
  });

  it('passes Docusaurus parameters to an editUrl function', () => {
    const { repoRoot, siteDir, root } = siteOutsideRepo();
    const url = editUrlOf({
      root,
      repoRoot,
      siteDir,
      includeDrafts: false,
      lastUpdate: () => undefined,
      editUrl: ({ versionDocsDirPath, docPath, permalink }) => `https://cms.example.com/${versionDocsDirPath}/${docPath}?from=${permalink}`,
    });
    expect(url).toBe('https://cms.example.com/docs/guides/setup.md?from=/docs/guides/setup');
  });
});
