import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanExport } from '@/lib/checks/export-scan';
import { checkLinks } from '@/lib/checks/link-check';
import { staticHtmlFiles, staticHtmlMessage } from '@/lib/checks/static-html';
import { duplicateIdProblems } from '@/lib/postbuild/duplicate-ids';
import { inlineStyleStep } from '@/lib/postbuild/inline-styles-step';

// A site whose static/ folder holds an older release of its handbook, as its writer keeps it: a link
// to a page that old release never had, an inline style and an id written twice. The export holds a
// copy of that folder beside the pages the build wrote.
const OLD_HOME =
  '<html><body><h1 id="top" style="color: teal">Handbook 1.x</h1><p id="top">Moved</p>' +
  '<a href="/handbook-1/gone.html">A page this release never had</a><a href="guide.html#setup">Guide</a></body></html>';
const OLD_GUIDE = '<html><body><h2 id="setup">Setting up the 1.x release</h2></body></html>';

let root: string;
let staticDir: string;
let out: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-html-'));
  staticDir = path.join(root, 'site', 'static');
  out = path.join(root, 'out');
  write(path.join(staticDir, 'handbook-1', 'index.html'), OLD_HOME);
  write(path.join(staticDir, 'handbook-1', 'guide.html'), OLD_GUIDE);
  // A static file the build wrote over with a page of its own: that one is the build's, and checked.
  write(path.join(staticDir, 'notes.html'), '<html><body>Notes, as written once</body></html>');
  cpSync(staticDir, out, { recursive: true });
  write(path.join(out, 'notes.html'), '<html><body><a href="/nowhere">A link the build wrote</a></body></html>');
  write(
    path.join(out, 'docs', 'history.html'),
    '<html><body><a href="/handbook-1">The 1.x handbook</a><a href="/handbook-1/guide.html#setup">Its setup</a>' +
      '<a href="/handbook-1/guide">Clean URL</a><a href="/handbook-2">A release that was never published</a></body></html>',
  );
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('HTML files copied from a static folder', () => {
  it('are found by path and content: a page the build wrote at a static path is not one', () => {
    const found = staticHtmlFiles(out, [staticDir], (dir) => path.relative(path.join(root, 'site'), dir));
    expect([...found.files].sort()).toEqual(['handbook-1/guide.html', 'handbook-1/index.html']);
    expect(found.folders).toEqual(['static/']);
    expect(staticHtmlMessage(found)).toMatch(/^2 HTML files from static\/ were copied as they are and not checked/);
    expect(staticHtmlMessage({ files: new Set(), folders: [] })).toBeUndefined();
    expect(staticHtmlMessage({ files: new Set(['a.html']), folders: ['static/'] })).toMatch(/^1 HTML file from static\/ was copied/);
  });

  it('are not checked for links, anchors, ids or inline styles, and not rewritten; links into them resolve', () => {
    const found = staticHtmlFiles(out, [staticDir]);
    const styles = inlineStyleStep(out, '');
    const scan = scanExport(out, (html, file) => styles.page(html, file), found.files);
    expect([...scan.pages.keys()].sort()).toEqual(['/docs/history', '/notes']);
    expect([...scan.staticRoutes].sort()).toEqual(['/handbook-1', '/handbook-1/guide']);
    // The writer's file is byte for byte what they wrote: its style attribute stays, nothing fails on it.
    expect(readFileSync(path.join(out, 'handbook-1', 'index.html'), 'utf8')).toBe(OLD_HOME);
    expect(styles.finish().problems).toEqual([]);
    expect(duplicateIdProblems(scan.pages)).toEqual([]);
    const { brokenLinks, brokenAnchors } = checkLinks({ ...scan, basePath: '' });
    expect(brokenLinks.map((problem) => `${problem.page} → ${problem.url}`).sort()).toEqual([
      '/docs/history → /handbook-2',
      '/notes → /nowhere',
    ]);
    expect(brokenAnchors).toEqual([]);
  });

  it('are checked as before when no static folder is named (the test fails without the exemption)', () => {
    const scan = scanExport(out);
    expect(scan.pages.has('/handbook-1')).toBe(true);
    expect(duplicateIdProblems(scan.pages).map((problem) => problem.id)).toEqual(['top']);
    const { brokenLinks } = checkLinks({ ...scan, basePath: '' });
    expect(brokenLinks.map((problem) => problem.url)).toContain('/handbook-1/gone.html');
  });
});
