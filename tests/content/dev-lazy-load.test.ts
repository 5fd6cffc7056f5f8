import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareSite } from '@/lib/site/prepare';
import type { DocsData } from '@/lib/content/docs';
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

      // Its title changed: the sidebars and the pager show it, so they are built again (from the docs loaded).
      await editAlone(fs.readFileSync(file, 'utf8').replace('title: Guide 2', 'title: Guide two'));
      const again = getAllDocs()[0]!;
      expect(again).not.toBe(loaded);
      expect(again.byRoute.get('/docs/topic-1/guide-3')?.prev?.title).toBe('Guide two');
      expect(JSON.stringify(again.sidebars)).toContain('Guide two');
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

/** What a reader sees of loaded docs: sidebars, each page's place and pager, the version, routes and tags. */
function shown(data: DocsData) {
  return {
    sidebars: data.sidebars,
    pages: data.pages.map((page) => ({
      kind: page.kind,
      route: page.route,
      title: page.title,
      sidebar: page.sidebar,
      breadcrumbs: page.breadcrumbs,
      prev: page.prev,
      next: page.next,
      ...(page.kind === 'doc' ? { id: page.id, canonicalRoute: page.canonicalRoute } : { cards: page.cards }),
    })),
    version: data.version,
    versions: data.versions,
    mainDocRoute: data.mainDocRoute,
    routeByFile: [...data.routeByFile],
    tags: data.tags,
  };
}

describe('npm run dev: a title, label or category edit builds the sidebars and pager again from the loaded docs', () => {
  /** The site of site(count) with a category file per folder, the first a generated index. */
  function categorised(count: number): string {
    const dir = site(count);
    for (let topic = 1; topic <= Math.ceil(count / 5); topic += 1) {
      const link = topic === 1 ? ', "link": { "type": "generated-index" }' : '';
      fs.writeFileSync(path.join(dir, `docs/topic-${topic}/_category_.json`), `{ "label": "Topic ${topic}", "position": ${topic}${link} }\n`);
    }
    return dir;
  }

  it('reads the edited file alone and makes no other doc again, and shows what a fresh load shows', async () => {
    const counts: Record<string, unknown>[] = [];
    for (const count of [10, 40]) {
      const dir = categorised(count);
      await prepareTestSite(dir);
      const { getAllDocs } = await import('@/lib/content/docs-data');
      const first = getAllDocs()[0]!;
      const kept = first.byRoute.get('/docs/topic-2/guide-7');
      const prepared = () => JSON.parse(fs.readFileSync(process.env.SITE_PREPARED!, 'utf8')) as { preparedAt: number };
      const guide = path.join(dir, 'docs/topic-1/guide-2.md');
      const category = path.join(dir, 'docs/topic-2/_category_.json');
      // Each edit as the watcher prepares it: the files changed since the preparation before.
      const edits: [string, string, (text: string) => string][] = [
        ['label', category, (text) => text.replace('"Topic 2"', '"Second topic"')],
        ['title', guide, (text) => text.replace('title: Guide 2', 'title: Guide two')],
        ['position', category, (text) => text.replace('"position": 2', '"position": 99')],
        ['sidebar position', guide, (text) => text.replace('sidebar_position: 2', 'sidebar_position: 50')],
        ['body', guide, (text) => text.replace('Step one.', 'Step one, edited.')],
        ['title again', guide, (text) => text.replace('title: Guide two', 'title: Guide 2')],
      ];
      for (const [kind, file, change] of edits) {
        const after = prepared().preparedAt;
        edit(file, change(fs.readFileSync(file, 'utf8')));
        await prepareSite({ siteDir: dir, file: process.env.SITE_PREPARED!, reload: 'reload', edit: { after, files: [file] } });
        Object.assign(work, { outlines: 0, frontMatters: 0, git: 0 });
        const stats = vi.spyOn(fs, 'statSync');
        const { value: data, reads } = readsUnder(path.join(dir, 'docs'), () => getAllDocs()[0]!);
        // A load stats every doc file (its text is kept by size and modification time).
        const statted = new Set(stats.mock.calls.map(([one]) => String(one)).filter((one) => one.startsWith(path.join(dir, 'docs')))).size;
        stats.mockRestore();
        counts.push({ kind, reads, statted, frontMatters: work.frontMatters });
        // The other docs are the loaded ones, not loaded again.
        expect(data.byRoute.get('/docs/topic-2/guide-7'), `${kind}, ${count} docs`).toBe(kept);
        // What a process loading the docs afresh shows.
        const loaded = shown(data);
        vi.resetModules();
        const fresh = await import('@/lib/content/docs-data');
        expect(loaded, `${kind}, ${count} docs`).toEqual(shown(fresh.getAllDocs()[0]!));
      }
      const labels = JSON.stringify(getAllDocs()[0]!.sidebars);
      expect(labels).toContain('Second topic');
    }
    // The same work whatever the number of docs: the edited file read and stat'ed, its front matter parsed if it is a doc.
    const expected = (kind: string, doc: boolean) => ({ kind, reads: 1, statted: 1, frontMatters: doc ? 1 : 0 });
    const once = [
      expected('label', false),
      expected('title', true),
      expected('position', false),
      expected('sidebar position', true),
      // Its category's generated index shows its description (from its body here): its place is built again too.
      expected('body', true),
      expected('title again', true),
    ];
    expect(counts).toEqual([...once, ...once]);
  });

  it('a versioned site: the edited version is built again and every version shows what a fresh load shows', async () => {
    const dir = categorised(10);
    // Version 1.0: a copy of the current docs, with its own sidebars file.
    fs.cpSync(path.join(dir, 'docs'), path.join(dir, 'versioned_docs/version-1.0'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'versioned_sidebars'));
    fs.writeFileSync(path.join(dir, 'versioned_sidebars/version-1.0-sidebars.json'), '{ "tutorialSidebar": [{ "type": "autogenerated", "dirName": "." }] }\n');
    fs.writeFileSync(path.join(dir, 'versions.json'), '["1.0"]\n');
    await prepareTestSite(dir);
    const { getAllDocs } = await import('@/lib/content/docs-data');
    expect(getAllDocs().map((data) => data.version.name)).toEqual(['current', '1.0']);
    const prepared = () => JSON.parse(fs.readFileSync(process.env.SITE_PREPARED!, 'utf8')) as { preparedAt: number };
    const edits: [string, (text: string) => string][] = [
      ['docs/topic-2/_category_.json', (text) => text.replace('"Topic 2"', '"Next topic"')],
      ['versioned_docs/version-1.0/topic-1/guide-2.md', (text) => text.replace('title: Guide 2', 'title: Old guide two')],
      ['docs/topic-1/guide-3.md', (text) => text.replace('sidebar_position: 3', 'sidebar_position: 30')],
    ];
    for (const [file, change] of edits) {
      const abs = path.join(dir, file);
      const after = prepared().preparedAt;
      edit(abs, change(fs.readFileSync(abs, 'utf8')));
      await prepareSite({ siteDir: dir, file: process.env.SITE_PREPARED!, reload: 'reload', edit: { after, files: [abs] } });
      const stats = vi.spyOn(fs, 'statSync');
      const loaded = getAllDocs().map(shown);
      const statted = new Set(stats.mock.calls.map(([one]) => String(one)).filter((one) => one.startsWith(dir) && /\.(md|json)$/.test(one)));
      stats.mockRestore();
      expect([...statted], file).toEqual([abs]);
      vi.resetModules();
      const fresh = await import('@/lib/content/docs-data');
      expect(loaded, file).toEqual(fresh.getAllDocs().map(shown));
    }
    expect(JSON.stringify(getAllDocs()[0]!.sidebars)).toContain('Next topic');
    expect(JSON.stringify(getAllDocs()[1]!.sidebars)).toContain('Old guide two');
  });

  it('a new or deleted doc, or a mistake in a category file, is what a load of the docs gives', async () => {
    const dir = categorised(10);
    await prepareTestSite(dir);
    const { getAllDocs } = await import('@/lib/content/docs-data');
    getAllDocs();
    const prepared = () => JSON.parse(fs.readFileSync(process.env.SITE_PREPARED!, 'utf8')) as { preparedAt: number };
    const editAlone = async (file: string, change: () => void) => {
      const after = prepared().preparedAt;
      change();
      await prepareSite({ siteDir: dir, file: process.env.SITE_PREPARED!, reload: 'reload', edit: { after, files: [file] } });
    };
    const added = path.join(dir, 'docs/topic-1/guide-0.md');
    await editAlone(added, () => fs.writeFileSync(added, '---\ntitle: Guide zero\nsidebar_position: 0\n---\n\nFirst.\n'));
    expect(getAllDocs()[0]!.byRoute.get('/docs/topic-1/guide-1')?.prev?.title).toBe('Guide zero');
    await editAlone(added, () => fs.rmSync(added));
    expect(getAllDocs()[0]!.byRoute.has('/docs/topic-1/guide-0')).toBe(false);
    expect(getAllDocs()[0]!.byRoute.get('/docs/topic-1/guide-1')?.prev?.title).not.toBe('Guide zero');

    const category = path.join(dir, 'docs/topic-2/_category_.json');
    await editAlone(category, () => edit(category, '{ "label": "Topic 2", "position": "second" }\n'));
    expect(() => getAllDocs()).toThrow(/docs\/topic-2\/_category_\.json/);
    await editAlone(category, () => edit(category, '{ "label": "Topic 2 fixed" }\n'));
    expect(JSON.stringify(getAllDocs()[0]!.sidebars)).toContain('Topic 2 fixed');
  });
});
