import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareSite } from '@/lib/site/prepare';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// `npm run dev` on a large site (issue 29: the first page of a 10,000-doc site within 10 s, an edit
// within 2 s). The work is counted, not timed: a load of the docs and an edit must cost the same
// number of file reads and parses whatever the number of docs.

const work = vi.hoisted(() => ({ outlines: 0, frontMatters: 0, git: 0 }));

// A body's parse for its outline (headings, first paragraph): outlineMarkdown's, past its memo.
vi.mock('@/lib/mdx/pipeline', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/mdx/pipeline')>();
  return {
    ...actual,
    outlineTree: (...args: Parameters<typeof actual.outlineTree>) => {
      work.outlines += 1;
      return actual.outlineTree(...args);
    },
  };
});
vi.mock('@/lib/content/front-matter', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/front-matter')>();
  return {
    ...actual,
    parseDocFrontMatter: (...args: Parameters<typeof actual.parseDocFrontMatter>) => {
      work.frontMatters += 1;
      return actual.parseDocFrontMatter(...args);
    },
  };
});
vi.mock('@/lib/content/last-updated', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/last-updated')>();
  return {
    ...actual,
    gitLastUpdate: () => {
      work.git += 1;
      return { date: '2026-01-02T00:00:00.000Z', author: 'Ada' };
    },
  };
});

beforeEach(() => {
  vi.stubEnv('NODE_ENV', 'development');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(removeTempSites);

/** A site of `count` docs in folders of five; the last doc has no title in its front matter (its h1 is its title). */
function site(count: number): string {
  const files: Record<string, string> = { 'site.config.mjs': "export default { title: 'Gauge', blog: false };\n" };
  for (let i = 1; i <= count; i++) {
    const folder = `topic-${Math.ceil(i / 5)}`;
    const head = i === count ? '---\nsidebar_position: 99\n---\n\n# Untitled guide\n' : `---\ntitle: Guide ${i}\nsidebar_position: ${i}\n---\n`;
    files[`docs/${folder}/guide-${i}.md`] = `${head}\nGuide ${i} explains the gauge.\n\n## Setting up\n\nStep one.\n`;
  }
  return tempSite(files);
}

/** Reads of files under `dir` while `run` runs. */
function readsUnder<T>(dir: string, run: () => T): { value: T; reads: number } {
  const spy = vi.spyOn(fs, 'readFileSync');
  try {
    const value = run();
    const reads = spy.mock.calls.filter(([file]) => typeof file === 'string' && file.startsWith(dir)).length;
    return { value, reads };
  } finally {
    spy.mockRestore();
  }
}

/** What the watcher does after an edit: the prepared file written again, so the loaders read again. */
async function prepareAgain(siteDir: string): Promise<void> {
  await prepareSite({ siteDir, file: process.env.SITE_PREPARED!, reload: 'reload' });
}

/** Writes a file with a modification time the cache cannot have seen. */
function edit(file: string, text: string): void {
  fs.writeFileSync(file, text);
  const later = new Date(Date.now() + 10_000);
  fs.utimesSync(file, later, later);
}

describe('npm run dev loads the docs lazily', () => {
  it('a load parses no body and asks git nothing (but for a title only the body gives); a page parses its own doc', async () => {
    for (const count of [10, 40]) {
      const dir = site(count);
      await prepareTestSite(dir);
      const { getAllDocs } = await import('@/lib/content/docs-data');
      Object.assign(work, { outlines: 0, frontMatters: 0, git: 0 });
      const [data] = getAllDocs();
      expect(data!.docs).toHaveLength(count);
      // Only the doc whose title is its h1 was parsed: the sidebar needs its label.
      expect(work, `${count} docs`).toEqual({ outlines: 1, frontMatters: count, git: 0 });
      expect(data!.docs.find((doc) => doc.id.endsWith(`guide-${count}`))!.title).toBe('Untitled guide');

      // The page of one doc reads its toc, description and last update: that doc alone is parsed and asked.
      const doc = data!.byRoute.get('/docs/topic-1/guide-2');
      expect(doc?.kind).toBe('doc');
      if (doc?.kind !== 'doc') return;
      expect(doc.toc.map((item) => item.text)).toEqual(['Setting up']);
      expect(doc.description).toBe('Guide 2 explains the gauge.');
      expect(doc.hasContentTitle).toBe(false);
      expect(doc.lastUpdated?.author).toBe('Ada');
      expect(work, `${count} docs`).toEqual({ outlines: 2, frontMatters: count, git: 1 });
      // A generated index's cards read the descriptions of its docs only when the index page is shown.
      const index = data!.pages.find((page) => page.kind === 'category');
      if (index?.kind === 'category') {
        expect(index.cards.length).toBeGreaterThan(0);
        expect(work.outlines).toBeLessThanOrEqual(2 + 5);
      }
    }
  });

  it('after an edit, only the edited file is read and parsed again, and the edit shows', async () => {
    const counts: Record<string, unknown>[] = [];
    for (const count of [10, 40]) {
      const dir = site(count);
      await prepareTestSite(dir);
      const { getAllDocs } = await import('@/lib/content/docs-data');
      getAllDocs();
      const file = path.join(dir, 'docs/topic-1/guide-3.md');
      edit(file, fs.readFileSync(file, 'utf8').replace('title: Guide 3', 'title: Guide three').replace('Step one.', 'Step one, edited.'));
      await prepareAgain(dir);
      Object.assign(work, { outlines: 0, frontMatters: 0, git: 0 });
      const { value: data, reads } = readsUnder(path.join(dir, 'docs'), () => getAllDocs()[0]!);
      counts.push({ reads, ...work });
      const doc = data.byRoute.get('/docs/topic-1/guide-3');
      expect(doc?.kind === 'doc' && doc.body).toContain('Step one, edited.');
      // The new title is in the sidebar, and in the previous/next links of its neighbours.
      const labels = JSON.stringify(data.sidebars);
      expect(labels).toContain('Guide three');
      expect(data.byRoute.get('/docs/topic-1/guide-4')?.prev?.title).toBe('Guide three');
    }
    // The same work whatever the number of docs: one file read, one front matter parsed, no body parsed.
    expect(counts).toEqual([
      { reads: 1, outlines: 0, frontMatters: 1, git: 0 },
      { reads: 1, outlines: 0, frontMatters: 1, git: 0 },
    ]);
  });

  it('a fresh process of the dev server (generateStaticParams gets one per request) reads the watcher’s cache: no doc read or parsed', async () => {
    for (const count of [10, 40]) {
      const dir = site(count);
      await prepareTestSite(dir);
      const watcher = await import('@/lib/content/docs-data');
      watcher.getAllDocs();
      (await import('@/lib/content/dev-docs-cache')).saveDevDocsCache();
      // An edit after the cache was written: that file alone is read and parsed again.
      const file = path.join(dir, 'docs/topic-1/guide-2.md');
      edit(file, fs.readFileSync(file, 'utf8').replace('title: Guide 2', 'title: Guide two'));
      vi.resetModules();
      const fresh = await import('@/lib/content/docs-data');
      Object.assign(work, { outlines: 0, frontMatters: 0, git: 0 });
      const { value: data, reads } = readsUnder(path.join(dir, 'docs'), () => fresh.getAllDocs()[0]!);
      // The one outline: the doc whose title is its h1 (outlines are not in the cache file).
      expect({ reads, ...work }, `${count} docs`).toEqual({ reads: 1, outlines: 1, frontMatters: 1, git: 0 });
      expect(data.docs).toHaveLength(count);
      expect(data.byRoute.get('/docs/topic-1/guide-2')?.title).toBe('Guide two');
      expect(data.byRoute.get('/docs/topic-1/guide-3')?.kind === 'doc' && data.byRoute.get('/docs/topic-1/guide-3')).toMatchObject({
        title: 'Guide 3',
        frontMatter: { sidebar_position: 3 },
      });
    }
  });

  it('the watcher does not write its cache again for an edit: a fresh process reads the edited file itself', async () => {
    for (const count of [10, 40]) {
      const dir = site(count);
      await prepareTestSite(dir);
      const watcher = await import('@/lib/content/docs-data');
      const cache = await import('@/lib/content/dev-docs-cache');
      watcher.getAllDocs();
      expect(cache.saveDevDocsCache()).toBe(true);
      const written = fs.readFileSync(cache.devDocsCacheFile());
      // An edit: the watcher loads the docs again (one file read), and leaves the cache file as it was.
      const file = path.join(dir, 'docs/topic-1/guide-2.md');
      edit(file, fs.readFileSync(file, 'utf8').replace('title: Guide 2', 'title: Guide two'));
      await prepareAgain(dir);
      watcher.getAllDocs();
      expect(cache.saveDevDocsCache(), `${count} docs`).toBe(false);
      expect(fs.readFileSync(cache.devDocsCacheFile()).equals(written)).toBe(true);
      vi.resetModules();
      const fresh = await import('@/lib/content/docs-data');
      Object.assign(work, { outlines: 0, frontMatters: 0, git: 0 });
      const { value: data, reads } = readsUnder(path.join(dir, 'docs'), () => fresh.getAllDocs()[0]!);
      expect({ reads, frontMatters: work.frontMatters }, `${count} docs`).toEqual({ reads: 1, frontMatters: 1 });
      expect(data.byRoute.get('/docs/topic-1/guide-2')?.title).toBe('Guide two');
      // Once as many entries are stale as staleEntriesToSave says (new docs here), the watcher writes it again.
      for (let i = 0; i < cache.staleEntriesToSave(count); i += 1) fs.writeFileSync(path.join(dir, `docs/new-${i}.md`), `# New ${i}\n`);
      await prepareAgain(dir);
      watcher.getAllDocs();
      expect(cache.saveDevDocsCache()).toBe(true);
      expect(fs.readFileSync(cache.devDocsCacheFile()).equals(written)).toBe(false);
    }
  });

  it('an edit of a doc’s body alone updates the loaded doc where it is; a front matter edit loads the docs again', async () => {
    for (const count of [10, 40]) {
      const dir = site(count);
      const file = path.join(dir, 'docs/topic-1/guide-2.md');
      // A title and a description in its front matter: what the body gives is its outline alone.
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('title: Guide 2', 'title: Guide 2\ndescription: The second guide.'));
      await prepareTestSite(dir);
      const { getAllDocs } = await import('@/lib/content/docs-data');
      const loaded = getAllDocs()[0]!;
      const doc = loaded.byRoute.get('/docs/topic-1/guide-2');
      expect(doc?.kind === 'doc' && doc.toc.map((item) => item.text)).toEqual(['Setting up']);
      const prepared = () => JSON.parse(fs.readFileSync(process.env.SITE_PREPARED!, 'utf8')) as { preparedAt: number };

      // What the watcher prepares for the edit of that file alone.
      const editAlone = async (text: string) => {
        const after = prepared().preparedAt;
        edit(file, text);
        await prepareSite({ siteDir: dir, file: process.env.SITE_PREPARED!, reload: 'reload', edit: { after, files: [file] } });
      };
      await editAlone(fs.readFileSync(file, 'utf8').replace('Step one.', 'Step one, edited.\n\n## Checking'));
      Object.assign(work, { outlines: 0, frontMatters: 0, git: 0 });
      const { value: data, reads } = readsUnder(path.join(dir, 'docs'), () => getAllDocs()[0]!);
      // Not loaded again: the same data, the one file read, its front matter parsed, no other doc's.
      expect(data, `${count} docs`).toBe(loaded);
      expect({ reads, frontMatters: work.frontMatters }).toEqual({ reads: 1, frontMatters: 1 });
      const shown = data.byRoute.get('/docs/topic-1/guide-2');
      expect(shown?.kind === 'doc' && shown.body).toContain('Step one, edited.');
      expect(shown?.kind === 'doc' && shown.toc.map((item) => item.text)).toEqual(['Setting up', 'Checking']);

      // Its title changed: the sidebars and the pager show it, so the docs are loaded again.
      await editAlone(fs.readFileSync(file, 'utf8').replace('title: Guide 2', 'title: Guide two'));
      const again = getAllDocs()[0]!;
      expect(again).not.toBe(loaded);
      expect(again.byRoute.get('/docs/topic-1/guide-3')?.prev?.title).toBe('Guide two');
    }
  });

  it('a category file edit is read again, and a build (production) still reads every doc', async () => {
    const dir = site(10);
    await prepareTestSite(dir);
    const { getAllDocs } = await import('@/lib/content/docs-data');
    getAllDocs();
    edit(path.join(dir, 'docs/topic-1/_category_.json'), '{ "label": "First topic" }\n');
    await prepareAgain(dir);
    expect(JSON.stringify(getAllDocs()[0]!.sidebars)).toContain('First topic');

    vi.stubEnv('NODE_ENV', 'production');
    await prepareTestSite(dir);
    const production = await import('@/lib/content/docs-data');
    Object.assign(work, { outlines: 0, frontMatters: 0, git: 0 });
    const { reads } = readsUnder(path.join(dir, 'docs'), () => production.getAllDocs());
    expect(reads).toBe(11);
    expect(work).toEqual({ outlines: 10, frontMatters: 10, git: 10 });
  });
});
