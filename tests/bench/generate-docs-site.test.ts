import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDocsSite, MAX_TOP_LEVEL, MEASURED_DOC, measuredDoc, siteFiles } from '@/bench/generate-docs-site.mjs';
import { generatedEdits } from '@/bench/dev-loop.mjs';
import { loadDocs } from '@/lib/content/docs';

// Issue 29, the 10,000-doc site: the generator nests its folders into sections past MAX_TOP_LEVEL
// folders, as a large site does, so a page's sidebar does not list 400 top-level categories; the 100-
// and 1,000-doc sites stay flat, so their figures stay comparable.

/** The first folder level under docs/ of a generated site's files. */
const topLevel = (files: [string, string][]) => new Set(files.flatMap(([file]) => /^docs\/([^/]+)\//.exec(file)?.slice(1) ?? []));
const docCount = (files: [string, string][]) => files.filter(([file]) => /\/guide-\d+\.md$/.test(file)).length;

describe('generated docs site layout', () => {
  it('keeps every folder at the top level up to MAX_TOP_LEVEL folders (100 and 1,000 docs)', () => {
    for (const docs of [100, 1000]) {
      const files = siteFiles(docs);
      expect(topLevel(files).size).toBe(Math.ceil(docs / 25));
      expect([...topLevel(files)].every((name) => name.startsWith('topic-'))).toBe(true);
      expect(measuredDoc(docs)).toBe(MEASURED_DOC);
    }
    expect(Math.ceil(1000 / 25)).toBeLessThanOrEqual(MAX_TOP_LEVEL);
  });

  it('groups the folders of a larger site into about √folders sections of about √folders folders', () => {
    const sizes: [number, number][] = [
      [10000, 25],
      [2000, 25],
      [90, 2],
    ];
    for (const [docs, folderSize] of sizes) {
      const files = siteFiles(docs, { folderSize });
      const folders = Math.ceil(docs / folderSize);
      const sections = [...topLevel(files)];
      expect(sections.every((name) => name.startsWith('part-'))).toBe(true);
      expect(sections.length).toBeLessThanOrEqual(Math.ceil(Math.sqrt(folders)));
      expect(sections.length).toBeLessThanOrEqual(MAX_TOP_LEVEL);
      // Every doc is still there, each folder in exactly one section.
      expect(docCount(files)).toBe(docs);
      const topics = new Set(files.flatMap(([file]) => /^docs\/part-\d+\/(topic-\d+)\//.exec(file)?.slice(1) ?? []));
      expect(topics.size).toBe(folders);
      expect(measuredDoc(docs, { folderSize })).toBe('/docs/part-01/topic-01/guide-001');
    }
  });

  describe('a site with sections, as loaded', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'generate-docs-site-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    // 45 folders of 2 docs: past MAX_TOP_LEVEL, so 7 sections of at most 7 folders.
    generateDocsSite(90, scratch, { folderSize: 2 });
    const data = loadDocs({
      root: path.join(scratch, 'docs'),
      repoRoot: scratch,
      includeDrafts: false,
      editUrl: undefined,
      lastUpdate: () => undefined,
    });
    const sidebar = Object.values(data.sidebars)[0]!;

    it('has one top-level category per section, each with its own generated index and its topics inside', () => {
      expect(sidebar.map((item) => (item.type === 'category' ? item.label : item.type))).toEqual(
        Array.from({ length: 7 }, (_, i) => `Part ${i + 1}`),
      );
      for (const section of sidebar) {
        if (section.type !== 'category') throw new Error('a top-level item is no category');
        expect(section.href).toMatch(/^\/docs\/category\//);
        expect(section.items.length).toBeGreaterThan(0);
        expect(section.items.length).toBeLessThanOrEqual(7);
        expect(section.items.every((item) => item.type === 'category' && item.label.startsWith('Topic '))).toBe(true);
      }
    });

    it('serves the measured doc at measuredDoc()', () => {
      expect(data.byRoute.has(measuredDoc(90, { folderSize: 2 }))).toBe(true);
    });
  });
});

describe('bench:dev --docs N', () => {
  it("edits files the generated site has, and the page shows the doc's and the category's marker", () => {
    for (const docs of [1000, 10000]) {
      const files = new Map(siteFiles(docs));
      for (const { file, page, edit } of generatedEdits(docs)) {
        expect(page).toBe(measuredDoc(docs));
        const text = files.get(file);
        expect(text, file).toBeDefined();
        expect(edit(text!, 'marker123')).toContain('marker123');
      }
    }
  });
});
