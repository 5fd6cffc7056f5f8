import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadDocs } from '@/lib/content/docs';

// A build loads the docs with `bodiesFromFiles` (lib/content/docs-data.ts): each of next build's render
// workers holds the whole loaded site, so a loaded doc keeps where its body is, not the body, and the
// body is read from its file when the doc's page is compiled.

const folders: string[] = [];
afterEach(() => vi.restoreAllMocks());
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A docs folder of `count` docs whose bodies are about `bodyBytes` long, each its own text. */
function docsFolder(count: number, bodyBytes: number, extra: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-bodies-'));
  folders.push(root);
  for (let i = 0; i < count; i++) {
    // Lines of words, one paragraph: the first paragraph (the description) is kept, so it stays short.
    const lines = Array.from({ length: Math.ceil(bodyBytes / 100) }, (_, line) => `Line ${line} of doc ${i}`.padEnd(99, '.'));
    fs.writeFileSync(path.join(root, `doc-${i}.md`), `---\ntitle: Doc ${i}\n---\n\n# Doc ${i}\n\nAbout doc ${i}.\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
  }
  for (const [file, text] of Object.entries(extra)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

const load = (root: string, bodiesFromFiles: boolean) => loadDocs({ root, repoRoot: root, includeDrafts: false, lastUpdate: () => undefined, bodiesFromFiles });

/** Bytes of heap the loaded docs of `root` keep alive, per doc, measured in a process of its own (tsx, as the build runs). */
function retainedPerDoc(root: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join('node_modules', '.bin', 'tsx'), [path.join('tests', 'content', 'fixtures', 'retained-per-doc.ts'), root]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve((JSON.parse(out) as { perDoc: number }).perDoc) : reject(new Error(`retained-per-doc exited ${status}`))));
  });
}

describe('doc bodies read from their files', () => {
  it('gives each doc the body a load that keeps it has, reading only that doc’s file', () => {
    const root = docsFolder(3, 200, {
      'plain.md': '# No front matter\n\nJust text.\n',
      'windows.md': '---\r\ntitle: CRLF\r\n---\r\n\r\nLine one.\r\nLine two.\r\n',
      'leading.md': '---\ntitle: Blank lines first\n---\n\n\n\nAfter three blank lines.\n',
    });
    const kept = load(root, false).docs;
    const fromFiles = load(root, true).docs;
    expect(fromFiles.map((doc) => doc.id)).toEqual(kept.map((doc) => doc.id));
    const read = vi.spyOn(fs, 'readFileSync');
    fromFiles.forEach((doc, i) => {
      read.mockClear();
      expect(doc.body).toBe(kept[i]!.body);
      expect(read.mock.calls.map(([file]) => file)).toEqual([doc.absFile]);
    });
  });

  it('keeps no doc’s text in memory: what a loaded doc retains does not grow with its body', async () => {
    const [small, large] = await Promise.all([retainedPerDoc(docsFolder(100, 1_000)), retainedPerDoc(docsFolder(100, 40_000))]);
    // A body kept in memory adds its 40 KB (with its file's text) to each doc; read from the file, nothing.
    expect(large - small).toBeLessThan(10_000);
  }, 60_000);

  it('reads the body of a file changed since the load after its new front matter', () => {
    const root = docsFolder(1, 100);
    const [doc] = load(root, true).docs;
    fs.writeFileSync(doc!.absFile, '---\ntitle: Longer front matter now\ndescription: added\n---\n\nNew text.\n');
    expect(doc!.body).toBe('\n\n\n\n\nNew text.\n');
  });

  it('lets a body be set, as a loaded doc’s own', () => {
    const [doc] = load(docsFolder(1, 100), true).docs;
    doc!.body = 'Replaced.';
    expect(doc!.body).toBe('Replaced.');
  });
});
