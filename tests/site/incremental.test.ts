import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pluginsModuleOf } from '@/lib/config/env.mjs';
import { fileStamp } from '@/lib/files/tree';
import { writeAtomic } from '@/lib/files/write-if-changed';
import {
  changedCacheFile,
  globalFingerprint,
  mergeExport,
  planExport,
  prepareExportPlan,
  routeFiles,
  routeFingerprints,
  routesToRender,
  valueHasher,
  type ExportFingerprints,
  type ExportPlan,
} from '@/lib/site/incremental';
import { loadDocs } from '@/lib/content/docs';
import { prepareTestSite, removeTempSites, tempSite } from './site-fixture';

// The incremental export (lib/site/incremental.ts): which routes a build renders again, from the
// fingerprints of a real site's route table, and how the post-build step merges the export with the
// export cache. A page kept from the last export must be the page a cold build would write: whatever
// makes one page show another doc's data must render every page.

afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

const doc = (title: string, position: number, body: string) =>
  `---\ntitle: ${title}\nsidebar_position: ${position}\ndescription: About ${title.toLowerCase()}.\n---\n\n${body}\n`;

function gaugeSite(): string {
  return tempSite({
    'site.config.mjs': "export default { title: 'Gauges' };\n",
    'docs/intro.md': doc('Intro', 1, 'Start here.\n\n## Install\n\nInstall the gauge.'),
    'docs/calibrate.md': doc('Calibrate', 2, 'Calibrate the gauge.\n\n## Zero\n\nSet it to zero.'),
    'docs/alerts.md': doc('Alerts', 3, 'Alerts ring.\n\n## Levels\n\nThree levels.'),
  });
}

/** The fingerprints of the site folder as it is now, prepared and loaded as the content check does. */
async function fingerprintsOf(siteDir: string): Promise<ExportFingerprints> {
  await prepareTestSite(siteDir);
  const { routeTable } = await import('@/lib/site/routes');
  const { structure, routes, ownFiles } = routeFingerprints(await routeTable());
  const preparedFile = process.env.SITE_PREPARED!;
  const global = globalFingerprint({ root: codeRoot, siteDir, preparedFile, ownFiles, env: {} });
  return { version: 1, global, structure, routes };
}

/** The project folder the global fingerprint reads the code of: an empty one here, where the code is not what changes (hashing this project's took most of a call). */
const scratch: string[] = [];
/** A temporary folder, deleted after the tests. */
const tmp = (prefix = 'incremental-') => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => scratch.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const codeRoot = tmp('incremental-root-');

const changed = (a: ExportFingerprints, b: ExportFingerprints) =>
  Object.keys({ ...a.routes, ...b.routes }).filter((route) => a.routes[route] !== b.routes[route]);

describe('the incremental export: which routes a build renders', () => {
  it("a doc's body edit renders that doc alone; a title edit, a deleted doc, a config or sidebar change render every page", async () => {
    const site = gaugeSite();
    const first = await fingerprintsOf(site);
    expect(Object.keys(first.routes)).toEqual(expect.arrayContaining(['/docs/intro', '/docs/calibrate', '/docs/alerts']));
    // The same site prepared again (another preparedAt): nothing to render but the one Next needs.
    const again = await fingerprintsOf(site);
    expect(again).toEqual(first);
    expect(planExport(first, again).render).toHaveLength(1);

    // A paragraph added to the body: its page alone (the docs root shows the first doc: calibrate is not it).
    fs.appendFileSync(path.join(site, 'docs/calibrate.md'), '\nOne more paragraph.\n');
    const body = await fingerprintsOf(site);
    expect([body.global, body.structure]).toEqual([first.global, first.structure]);
    expect(changed(first, body)).toEqual(['/docs/calibrate']);
    expect(planExport(first, body)).toEqual({
      render: ['/docs/calibrate'],
      keep: Object.keys(first.routes).filter((r) => r !== '/docs/calibrate'),
    });

    // A title: the sidebar and the prev/next links of the neighbours show it.
    fs.writeFileSync(path.join(site, 'docs/calibrate.md'), doc('Calibration', 2, 'Calibrate the gauge.'));
    const title = await fingerprintsOf(site);
    expect(title.structure).not.toBe(body.structure);
    expect(planExport(body, title).full).toBeDefined();
    expect(planExport(body, title).render).toEqual(Object.keys(title.routes));

    // A heading (another page may link to its anchor): every page.
    fs.writeFileSync(path.join(site, 'docs/alerts.md'), doc('Alerts', 3, 'Alerts ring.\n\n## Thresholds\n\nThree levels.'));
    const heading = await fingerprintsOf(site);
    expect(heading.structure).not.toBe(title.structure);

    // A deleted doc: gone from the sidebar of every page.
    fs.rmSync(path.join(site, 'docs/alerts.md'));
    const deleted = await fingerprintsOf(site);
    expect(deleted.routes['/docs/alerts']).toBeUndefined();
    expect(planExport(heading, deleted).full).toBeDefined();

    // The config, a sidebars file, an environment variable the build reads: every page.
    fs.writeFileSync(path.join(site, 'site.config.mjs'), "export default { title: 'Gauges and dials' };\n");
    const config = await fingerprintsOf(site);
    expect(config.global).not.toBe(deleted.global);
    fs.writeFileSync(path.join(site, 'sidebars.js'), "export default { docs: ['intro', 'calibrate'] };\n");
    const sidebars = await fingerprintsOf(site);
    expect(sidebars.global).not.toBe(config.global);
    const preparedFile = process.env.SITE_PREPARED!;
    const ownFiles = routeFingerprints(await (await import('@/lib/site/routes')).routeTable()).ownFiles;
    const based = globalFingerprint({ root: codeRoot, siteDir: site, preparedFile, ownFiles, env: { BASE_PATH: '/gauges' } });
    expect(based).not.toBe(sidebars.global);
    // The project's code: a file of lib/ (or app/, components/, a config file at the root).
    fs.mkdirSync(path.join(codeRoot, 'lib'), { recursive: true });
    fs.writeFileSync(path.join(codeRoot, 'lib', 'sidebar.ts'), 'export const open = true;\n');
    const code = globalFingerprint({ root: codeRoot, siteDir: site, preparedFile, ownFiles, env: {} });
    expect(code).not.toBe(sidebars.global);
    // But not next-env.d.ts, which Next rewrites itself (`next dev` and `next build` name other route types).
    fs.writeFileSync(path.join(codeRoot, 'next-env.d.ts'), 'import "./.next/dev/types/routes.d.ts";\n');
    expect(globalFingerprint({ root: codeRoot, siteDir: site, preparedFile, ownFiles, env: {} })).toBe(code);
    fs.writeFileSync(path.join(codeRoot, 'next.config.ts'), 'export default {};\n');
    expect(globalFingerprint({ root: codeRoot, siteDir: site, preparedFile, ownFiles, env: {} })).not.toBe(code);
  });

  it('a doc another imports is a shared file: its edit renders every page', async () => {
    const site = tempSite({
      'site.config.mjs': "export default { title: 'Gauges' };\n",
      'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Calibrate from './calibrate.md';\n\n<Calibrate />\n",
      'docs/calibrate.md': doc('Calibrate', 2, 'Calibrate the gauge.'),
    });
    await prepareTestSite(site);
    const { routeTable } = await import('@/lib/site/routes');
    const table = await routeTable();
    const { ownFiles } = routeFingerprints(table);
    const file = path.join(site, 'docs/calibrate.md');
    expect(ownFiles.has(file)).toBe(true);
    const { registerContentModules } = await import('@/lib/site/content-modules');
    const imported = [...registerContentModules(site, process.env.SITE_PREPARED!).importedFiles];
    expect(imported).toContain(file);
    // prepareExportPlan takes the imported files out of the docs' own: the global fingerprint then covers them.
    const global = (own: Set<string>) =>
      globalFingerprint({ root: codeRoot, siteDir: site, preparedFile: process.env.SITE_PREPARED!, ownFiles: own, env: {} });
    const shared = new Set([...ownFiles].filter((own) => !imported.includes(own)));
    const before = global(shared);
    fs.appendFileSync(file, '\nOne more paragraph.\n');
    expect(global(shared)).not.toBe(before);
    // A partial outside the site folder is one of the imported files the fingerprint reads.
    const outside = path.join(tempSite({ 'partial.md': 'Shared words.\n' }), 'partial.md');
    const withOutside = () =>
      globalFingerprint({
        root: codeRoot,
        siteDir: site,
        preparedFile: process.env.SITE_PREPARED!,
        ownFiles: shared,
        imported: [outside],
        env: {},
      });
    const once = withOutside();
    fs.appendFileSync(outside, 'More shared words.\n');
    expect(withOutside()).not.toBe(once);
  });

  it("a site's own Markdown plugins render every page; hidden folders and TypeScript's build state are not inputs", async () => {
    const site = tempSite({
      'site.config.mjs': "export default { title: 'Gauges' };\n",
      'docs/intro.md': doc('Intro', 1, 'Start here.'),
      '.cache/state.json': '{}',
      'tsconfig.tsbuildinfo': '{}',
    });
    await prepareTestSite(site);
    const { routeTable } = await import('@/lib/site/routes');
    const table = await routeTable();
    const preparedFile = process.env.SITE_PREPARED!;
    const global = () => globalFingerprint({ root: codeRoot, siteDir: site, preparedFile, ownFiles: new Set(), env: {} });
    const before = global();
    fs.writeFileSync(path.join(site, '.cache/state.json'), '{"more":1}');
    fs.writeFileSync(path.join(site, 'tsconfig.tsbuildinfo'), '{"more":1}');
    expect(global()).toBe(before);
    const env = { SITE_PREPARED: preparedFile, EXPORT_CACHE_DIR: tmp('export-cache-') };
    const plan = () => prepareExportPlan({ table, root: codeRoot, siteDir: site, preparedFile, preparedAt: 1, imported: new Set(), env });
    /** The export cache as the post-build step leaves it after a plan's full render. */
    const rendered = (fingerprints: ExportFingerprints) => {
      fs.mkdirSync(path.join(env.EXPORT_CACHE_DIR, 'out'), { recursive: true });
      const state = { fingerprints, files: {}, staticFiles: [], styleElements: 0 };
      fs.writeFileSync(path.join(env.EXPORT_CACHE_DIR, 'out', 'state.json'), JSON.stringify(state));
    };
    rendered(plan().fingerprints);
    expect(plan().full).toBeUndefined();
    // A kept route whose cached file is no longer as the cache wrote it (changedCacheFile): every page is rendered.
    const routes = Object.keys(plan().fingerprints.routes);
    expect(routes.length).toBeGreaterThan(1);
    const cachedPage = path.join(env.EXPORT_CACHE_DIR, 'out', 'files', 'page.html');
    fs.mkdirSync(path.dirname(cachedPage), { recursive: true });
    fs.writeFileSync(cachedPage, '<p>as next build wrote it</p>');
    const state = JSON.parse(fs.readFileSync(path.join(env.EXPORT_CACHE_DIR, 'out', 'state.json'), 'utf8'));
    state.files = Object.fromEntries(routes.map((route) => [route, ['page.html']]));
    state.stamps = { 'page.html': fileStamp(cachedPage) };
    fs.writeFileSync(path.join(env.EXPORT_CACHE_DIR, 'out', 'state.json'), JSON.stringify(state));
    expect(plan().full).toBeUndefined();
    fs.appendFileSync(cachedPage, '<script>track()</script>');
    expect(plan().full).toMatch(/page\.html in the export cache changed/);
    rendered(plan().fingerprints);
    // The plugins module the content check writes for a config with remark or rehype plugins imports the config.
    fs.writeFileSync(pluginsModuleOf(preparedFile), "import config from './site.config.mjs';\nexport default config;\n");
    rendered(plan().fingerprints);
    expect(plan().full).toMatch(/Markdown plugins/);
  });

  it('values are hashed by content, shared objects once, and the structure leaves out only a doc’s body and last update', () => {
    const hash = valueHasher();
    const sidebar = { items: [{ label: 'Intro', href: '/docs/intro' }] };
    expect(hash({ a: 1, b: new Map([['x', sidebar]]) })).toBe(
      hash({ a: 1, b: new Map([['x', { items: [{ label: 'Intro', href: '/docs/intro' }] }]]) }),
    );
    expect(hash({ a: 1, b: 2 })).not.toBe(hash({ b: 2, a: 1 }));
    expect(hash([new Date(0)])).not.toBe(hash([new Date(1)]));
    const docOf = (body: string, title = 'Intro') => ({
      kind: 'doc',
      absFile: '/site/docs/intro.md',
      body,
      title,
      lastUpdated: { date: body },
    });
    const table = (page: object) => new Map([['/docs/intro', { source: 'docs/intro.md', target: { kind: 'doc', page } }]]);
    const a = routeFingerprints(table(docOf('One.')));
    const b = routeFingerprints(table(docOf('Two.')));
    const c = routeFingerprints(table(docOf('One.', 'Introduction')));
    expect(a.structure).toBe(b.structure);
    expect(a.routes['/docs/intro']).not.toBe(b.routes['/docs/intro']);
    expect(c.structure).not.toBe(a.structure);
    expect([...a.ownFiles]).toEqual(['/site/docs/intro.md']);
  });

  it("a build's doc, whose body is read from its file through an inherited getter, is fingerprinted with its body", () => {
    const dir = tmp();
    const file = path.join(dir, 'intro.md');
    fs.writeFileSync(file, '---\ntitle: Intro\n---\n\nStart here.\n\nMore text.\n');
    const fingerprint = () => {
      const root = dir;
      return loadDocs({ root, repoRoot: root, includeDrafts: false, lastUpdate: () => undefined, bodiesFromFiles: true }).docs.map((page) =>
        routeFingerprints(new Map([[page.route, { source: 'intro.md', target: { kind: 'doc', page } }]])),
      )[0]!;
    };
    const before = fingerprint();
    fs.writeFileSync(file, '---\ntitle: Intro\n---\n\nStart here.\n\nOther text.\n');
    const after = fingerprint();
    expect(after.structure).toBe(before.structure);
    expect(Object.values(after.routes)).not.toEqual(Object.values(before.routes));
  });

  it('next build renders the plan’s routes only in a production build of the same preparation, before the merge', () => {
    const plan = { render: ['/b'], keep: ['/a'], preparedAt: 7, fingerprints: {} } as unknown as ExportPlan;
    vi.stubEnv('NODE_ENV', 'production');
    expect(routesToRender(['/a', '/b'], 7, plan)).toEqual(['/b']);
    expect(routesToRender(['/a', '/b'], 8, plan)).toEqual(['/a', '/b']);
    expect(routesToRender(['/a', '/b'], 7, { ...plan, merged: true })).toEqual(['/a', '/b']);
    expect(routesToRender(['/a', '/b'], 7, { ...plan, full: 'no previous export' })).toEqual(['/a', '/b']);
    vi.stubEnv('NODE_ENV', 'development');
    expect(routesToRender(['/a', '/b'], 7, plan)).toEqual(['/a', '/b']);
  });
});

describe('the incremental export: the merge', () => {
  /** An export as next build writes it: a page, its payload and its segment payloads per route, and _next/static/. */
  function nextExport(dir: string, routes: Record<string, string>, chunk = 'main-abc.js') {
    for (const [route, text] of Object.entries(routes)) {
      const stem = route === '/' ? 'index' : route.slice(1);
      const folder = route === '/' ? '' : stem;
      for (const [file, content] of [
        [`${stem}.html`, `<p>${text}</p>`],
        [`${stem}.txt`, text],
        [`${folder ? `${folder}/` : ''}__next.__PAGE__.txt`, text],
      ]) {
        fs.mkdirSync(path.dirname(path.join(dir, file!)), { recursive: true });
        fs.writeFileSync(path.join(dir, file!), content!);
      }
    }
    fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    fs.writeFileSync(path.join(dir, '_next/static/chunks', chunk), '');
  }
  const fingerprints = { version: 1, global: 'g', structure: 's', routes: {} };
  const plan = (render: string[], keep: string[], full?: string): ExportPlan => ({ render, keep, full, fingerprints, preparedAt: 1 });
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

  it("a route's files: its page and payload beside its folder, its own segment payloads (not a child route's)", () => {
    const out = tmp();
    nextExport(out, { '/': 'home', '/docs': 'docs', '/docs/a': 'a' });
    expect(routeFiles(out, '/')).toEqual(['index.html', 'index.txt', '__next.__PAGE__.txt']);
    expect(routeFiles(out, '/docs')).toEqual(['docs.html', 'docs.txt', 'docs/__next.__PAGE__.txt']);
    expect(routeFiles(out, '/docs/a')).toEqual(['docs/a.html', 'docs/a.txt', 'docs/a/__next.__PAGE__.txt']);
  });

  it("a page's full-page segment, which the post-build step removes when the page has its own payload, is not a file of the route then", () => {
    const out = tmp();
    nextExport(out, { '/docs/a': 'a' });
    fs.writeFileSync(path.join(out, 'docs/a/__next._full.txt'), 'a');
    fs.writeFileSync(path.join(out, 'docs/a/__next._tree.txt'), 'tree');
    expect(routeFiles(out, '/docs/a')).toEqual(['docs/a.html', 'docs/a.txt', 'docs/a/__next.__PAGE__.txt', 'docs/a/__next._tree.txt']);
    // Without its own payload the route keeps it (the post-build step keeps it too).
    fs.rmSync(path.join(out, 'docs/a.txt'));
    expect(routeFiles(out, '/docs/a')).toContain('docs/a/__next._full.txt');
  });

  it('a full render fills the cache; the next build copies the kept pages from it, and the cache takes the rendered ones', () => {
    const cache = tmp();
    const first = tmp();
    nextExport(first, { '/': 'home', '/docs/a': 'a', '/docs/b': 'b' });
    mergeExport(first, cache, plan(['/', '/docs/a', '/docs/b'], [], 'no previous export'));
    // The cache holds the export's files as links, not copies.
    expect(fs.statSync(path.join(first, 'docs/a.html')).ino).toBe(fs.statSync(path.join(cache, 'files/docs/a.html')).ino);
    // The post-build step then replaces pages (writeAtomic): the cache keeps them as next build wrote them.
    writeAtomic(path.join(first, 'docs/a.html'), 'post-processed');
    const second = tmp();
    nextExport(second, { '/docs/b': 'b, edited' });
    expect(mergeExport(second, cache, plan(['/docs/b'], ['/', '/docs/a']))).toEqual({ copied: 6, saved: 3 });
    expect(read(second, 'docs/a.html')).toBe('<p>a</p>');
    expect(read(second, 'docs/a/__next.__PAGE__.txt')).toBe('a');
    expect(read(second, 'index.html')).toBe('<p>home</p>');
    expect(read(second, 'docs/b.html')).toBe('<p>b, edited</p>');
    // A third build keeps b as the second rendered it.
    const third = tmp();
    nextExport(third, { '/docs/a': 'a, edited' });
    mergeExport(third, cache, plan(['/docs/a'], ['/', '/docs/b']));
    expect(read(third, 'docs/b.html')).toBe('<p>b, edited</p>');
  });

  it('a cached file written into in place (through its link in the export) is found, and the plan renders every page', () => {
    const cache = tmp();
    const first = tmp();
    nextExport(first, { '/docs/a': 'a', '/docs/b': 'b' });
    mergeExport(first, cache, plan(['/docs/a', '/docs/b'], [], 'no previous export'));
    const state = () => JSON.parse(read(cache, 'state.json')) as Parameters<typeof changedCacheFile>[1];
    expect(changedCacheFile(cache, state(), ['/docs/a', '/docs/b'])).toBeUndefined();
    // A tool run over the export that writes into a page (a minifier, an analytics snippet) writes into the cached file too.
    fs.appendFileSync(path.join(first, 'docs/b.html'), '<script>track()</script>');
    expect(read(cache, 'files/docs/b.html')).toContain('track()');
    expect(changedCacheFile(cache, state(), ['/docs/a'])).toBeUndefined();
    expect(changedCacheFile(cache, state(), ['/docs/a', '/docs/b'])).toBe('docs/b.html');
    // A cached file gone, or a cache written before files had stamps: not kept either.
    fs.rmSync(path.join(cache, 'files/docs/a/__next.__PAGE__.txt'));
    expect(changedCacheFile(cache, state(), ['/docs/a'])).toBe('docs/a/__next.__PAGE__.txt');
    expect(changedCacheFile(cache, { ...state(), stamps: undefined }, ['/docs/b'])).toBe('docs/b.html');
  });

  it('refuses to keep pages when next build wrote other scripts than the cached export, and empties the cache', () => {
    const cache = tmp();
    const first = tmp();
    nextExport(first, { '/docs/a': 'a', '/docs/b': 'b' });
    mergeExport(first, cache, plan(['/docs/a', '/docs/b'], [], 'no previous export'));
    const second = tmp();
    nextExport(second, { '/docs/b': 'b' }, 'main-def.js');
    expect(() => mergeExport(second, cache, plan(['/docs/b'], ['/docs/a']))).toThrow(/_next\/static\/.*run the build again/);
    expect(fs.existsSync(path.join(cache, 'state.json'))).toBe(false);
  });
});
