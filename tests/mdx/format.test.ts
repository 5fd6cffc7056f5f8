import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content/docs';
import { validateSiteConfig } from '@/lib/config/schema';
import { loadPages } from '@/lib/pages/load';
import { resolveFormat } from '@/lib/mdx/format';

describe('resolveFormat', () => {
  it('reads every file as MDX by default, .md included (Docusaurus 3)', () => {
    expect(resolveFormat('docs/guide.md', undefined)).toBe('mdx');
    expect(resolveFormat('docs/guide.mdx', undefined)).toBe('mdx');
  });

  it('follows the site option, "detect" going by extension', () => {
    expect(resolveFormat('docs/guide.md', undefined, 'md')).toBe('md');
    expect(resolveFormat('docs/guide.mdx', undefined, 'md')).toBe('md');
    expect(resolveFormat('docs/guide.md', undefined, 'detect')).toBe('md');
    expect(resolveFormat('docs/GUIDE.MARKDOWN', undefined, 'detect')).toBe('md');
    expect(resolveFormat('docs/guide.mdx', undefined, 'detect')).toBe('mdx');
  });

  it('lets the front matter override the site, "detect" included', () => {
    expect(resolveFormat('docs/guide.md', 'md', 'mdx')).toBe('md');
    expect(resolveFormat('docs/guide.md', 'mdx', 'md')).toBe('mdx');
    expect(resolveFormat('docs/guide.md', 'detect', 'mdx')).toBe('md');
    expect(resolveFormat('docs/guide.mdx', 'detect', 'md')).toBe('mdx');
  });
});

describe('the markdown option in the site config', () => {
  const base = { title: 'T', url: 'https://example.com', basePath: '' };

  it('defaults to MDX with every mdx1Compat switch on', () => {
    expect(validateSiteConfig(base).markdown).toEqual({
      format: 'mdx',
      math: true,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    });
  });

  it('takes each switch on its own and refuses an unknown format', () => {
    const config = validateSiteConfig({ ...base, markdown: { format: 'detect', mdx1Compat: { comments: false } } });
    expect(config.markdown).toEqual({ format: 'detect', math: true, mdx1Compat: { comments: false, admonitions: true, headingIds: true } });
    expect(() => validateSiteConfig({ ...base, markdown: { format: 'commonmark' } })).toThrow(/markdown\.format/);
  });
});

function folder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'format-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the loaders decide each file with the same function', () => {
  const files = {
    'plain.md': '# Plain\n',
    'forced.md': '---\nformat: md\n---\n# Forced\n',
    'component.mdx': '# Component\n',
    'detected.mdx': '---\nformat: detect\n---\n# Detected\n',
  };

  it('docs: site default, then front matter', () => {
    const root = folder(files);
    const formats = (format?: 'md' | 'mdx' | 'detect') => {
      const docs = loadDocs({
        root,
        repoRoot: root,
        includeDrafts: false,
        lastUpdate: () => undefined,
        markdown: format && { format, mdx1Compat: { comments: true, admonitions: true, headingIds: true } },
      });
      return Object.fromEntries(docs.docs.map((doc) => [doc.id, doc.format]));
    };
    expect(formats()).toEqual({ component: 'mdx', detected: 'mdx', forced: 'md', plain: 'mdx' });
    expect(formats('md')).toEqual({ component: 'md', detected: 'mdx', forced: 'md', plain: 'md' });
    expect(formats('detect')).toEqual({ component: 'mdx', detected: 'mdx', forced: 'md', plain: 'md' });
  });

  it('pages: the same, and a wrong front matter value names the file and line', () => {
    const root = folder(files);
    const pages = loadPages({ root, display: (abs) => path.basename(abs), includeDrafts: false });
    expect(Object.fromEntries(pages.map((page) => [page.route, page.format]))).toEqual({
      '/component': 'mdx',
      '/detected': 'mdx',
      '/forced': 'md',
      '/plain': 'mdx',
    });
    const bad = folder({ 'bad.md': '---\ntitle: Bad\nformat: markdown\n---\n# Bad\n' });
    expect(() => loadPages({ root: bad, display: (abs) => path.basename(abs), includeDrafts: false })).toThrow(/bad\.md:3.*format/);
  });

  it('docs: a wrong front matter value fails with what it accepts', () => {
    const root = folder({ 'bad.md': '---\nformat: markdown\n---\n# Bad\n' });
    expect(() => loadDocs({ root, repoRoot: root, includeDrafts: false, lastUpdate: () => undefined })).toThrow(
      /format.*"md" \(CommonMark\), "mdx" or "detect"/,
    );
  });
});
