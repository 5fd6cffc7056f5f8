import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// The docs versions and a second docs instance, loaded as the build loads them, on
// tests/content/fixtures/versioned-site: versions.json ["2.0", "1.0"] (1.0 with noIndex), the
// current docs, and the instance "guild" with guild_versions.json ["1.x"].
const SITE = path.join(process.cwd(), 'tests/content/fixtures/versioned-site');

// Each test prepares a site and reads every doc's last update from git: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

/** The fixture site copied to a temp folder, with these files added or replaced (null: left out). */
function variant(files: Record<string, string | null>): string {
  const copy: Record<string, string | null> = {};
  for (const entry of fs.readdirSync(SITE, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) copy[path.relative(SITE, path.join(entry.parentPath, entry.name))] = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return tempSite(Object.fromEntries(Object.entries({ ...copy, ...files }).filter((entry): entry is [string, string] => entry[1] !== null)));
}

describe('a versioned site with two docs instances', () => {
  beforeEach(() => prepareTestSite(SITE));

  it('loads one DocsData per (instance, version), in Docusaurus order, each knowing every version of its instance', async () => {
    const { getAllDocs, getDocs } = await import('@/lib/content/docs-data');
    const all = getAllDocs();
    expect(all.map((data) => [data.pluginId, data.version.name, data.routeBase, data.docs.map((doc) => doc.route).sort()])).toEqual([
      ['default', 'current', '/docs/next', ['/docs/next/glass', '/docs/next/intro', '/docs/next/wick']],
      ['default', '2.0', '/docs', ['/docs/intro', '/docs/wick']],
      ['default', '1.0', '/docs/1.0', ['/docs/1.0/intro', '/docs/1.0/oil', '/docs/1.0/wick']],
      ['guild', 'current', '/guild/next', ['/guild/next']],
      ['guild', '1.x', '/guild', ['/guild']],
    ]);
    expect(all[0]!.versions.map((version) => version.name)).toEqual(['current', '2.0', '1.0']);
    expect(all[3]!.versions.map((version) => version.name)).toEqual(['current', '1.x']);
    expect(all[2]!.version).toMatchObject({ label: '1.0', path: '/docs/1.0', banner: 'unmaintained', badge: true, noIndex: true, mainDocRoute: '/docs/1.0/intro' });
    expect(all[2]!.version.docs.map((doc) => doc.id).sort()).toEqual(['intro', 'oil', 'wick']);
    // The docs readers get by default: the default instance's last version.
    expect(getDocs()?.version.name).toBe('2.0');
    const { docsEntry } = await import('@/lib/site/links');
    expect(docsEntry()).toBe('/docs/intro');
  });

  it('each version has its own sidebars: versioned_sidebars JSON, the current one generated from its folder', async () => {
    const { getAllDocs, docsDataOf } = await import('@/lib/content/docs-data');
    const [current, v2, v1, , guild1x] = getAllDocs();
    expect(Object.keys(current!.sidebars)).toEqual(['tutorialSidebar']);
    // guild 1.x has no versioned sidebars file: no sidebars, as in Docusaurus 3.
    expect(guild1x!.sidebars).toEqual({});
    expect(v2!.sidebars.lanternSidebar!.map((item) => ('href' in item ? item.href : undefined))).toEqual(['/docs/intro', '/docs/wick']);
    const care = v1!.sidebars.lanternSidebar![1]!;
    expect(care.type === 'category' && care.items.map((item) => ('href' in item ? item.href : undefined))).toEqual(['/docs/1.0/wick', '/docs/1.0/oil']);
    expect(docsDataOf(v1!.docs.find((doc) => doc.id === 'oil')!)).toBe(v1);
  });

  it('a version without its versioned sidebars file has no sidebars: no sidebar on its pages, no previous/next links', async () => {
    await prepareTestSite(variant({ 'versioned_sidebars/version-1.0-sidebars.json': null }));
    const { getAllDocs } = await import('@/lib/content/docs-data');
    const v1 = getAllDocs().find((data) => data.pluginId === 'default' && data.version.name === '1.0')!;
    expect(v1.sidebars).toEqual({});
    expect(v1.docs.map((doc) => [doc.id, doc.sidebar, doc.prev, doc.next])).toEqual([
      ['intro', undefined, undefined, undefined],
      ['oil', undefined, undefined, undefined],
      ['wick', undefined, undefined, undefined],
    ]);
    // The version still opens at its main doc.
    expect(v1.mainDocRoute).toBe('/docs/1.0/intro');
  });

  it('publishes every version and instance in the route table, with tags pages per version', async () => {
    const { routeTable } = await import('@/lib/site/routes');
    const routes = [...(await routeTable()).keys()];
    for (const route of ['/docs/next/intro', '/docs/intro', '/docs/1.0/oil', '/docs/next/tags/lamps', '/docs/tags/lamps', '/docs/1.0/tags', '/docs/1.0/tags/lamps', '/guild', '/guild/next']) {
      expect(routes).toContain(route);
    }
    // Each version's root leads to its main doc.
    expect((await routeTable()).get('/docs/1.0')?.target).toMatchObject({ kind: 'docs-root', page: { route: '/docs/1.0/intro' } });
  });

  it('resolves relative Markdown links inside the version of the file that holds them', async () => {
    const { allRoutesByFile, docsFolderOf } = await import('@/lib/content/docs-data');
    const { resolveDocLink } = await import('@/lib/mdx/doc-links');
    const routes = allRoutesByFile();
    const from = (file: string) => path.join(SITE, file);
    expect(resolveDocLink('./wick.md', from('versioned_docs/version-1.0/intro.md'), routes)).toBe('/docs/1.0/wick');
    expect(resolveDocLink('./oil.md#top', from('versioned_docs/version-1.0/intro.md'), routes)).toBe('/docs/1.0/oil#top');
    expect(resolveDocLink('intro.md', from('versioned_docs/version-2.0/wick.md'), routes)).toBe('/docs/intro');
    expect(resolveDocLink('./wick.md', from('docs/intro.md'), routes)).toBe('/docs/next/wick');
    // A root-relative path is looked up in the version's own folder first.
    const roots = [docsFolderOf(from('versioned_docs/version-1.0/intro.md'))!];
    expect(resolveDocLink('/wick.md', from('versioned_docs/version-1.0/intro.md'), routes, roots)).toBe('/docs/1.0/wick');
  });

  it('makes a doc of another version canonical to the last version\'s doc with its id, and its own canonical otherwise', async () => {
    const { routeTable } = await import('@/lib/site/routes');
    const { routeMetadata } = await import('@/lib/site/metadata');
    const table = await routeTable();
    const canonical = async (route: string) => String((await routeMetadata(table.get(route)!)).alternates?.canonical).replace(/^https?:\/\/[^/]+(\/demo)?/, '');
    expect(await canonical('/docs/1.0/intro')).toBe('/docs/intro');
    expect(await canonical('/docs/next/wick')).toBe('/docs/wick');
    expect(await canonical('/docs/intro')).toBe('/docs/intro');
    expect(await canonical('/docs/1.0/oil')).toBe('/docs/1.0/oil');
    expect(await canonical('/docs/next/glass')).toBe('/docs/next/glass');
    expect(await canonical('/guild/next')).toBe('/guild');
  });

  it('keeps a noIndex version away from search engines: its docs, its root and its tags pages', async () => {
    const { routeTable } = await import('@/lib/site/routes');
    const { routeMetadata } = await import('@/lib/site/metadata');
    const table = await routeTable();
    const robots = async (route: string) => (await routeMetadata(table.get(route)!)).robots;
    for (const route of ['/docs/1.0/intro', '/docs/1.0', '/docs/1.0/tags', '/docs/1.0/tags/lamps']) expect(await robots(route), route).toEqual({ index: false, follow: false });
    for (const route of ['/docs/intro', '/docs/next/intro', '/docs/tags/lamps']) expect(await robots(route), route).toEqual({ index: true, follow: true });
  });
});

describe('versioned sites the build refuses', () => {
  const moved = { 'versioned_docs/version-2.0/moved.md': '---\nslug: /1.0/oil\n---\n# Moved oil notes\n' };
  const withChecks = (level: string) =>
    `export default { title: 'L', docs: { versions: { '1.0': { noIndex: true } } }, docsInstances: [{ id: 'guild' }], checks: { duplicateRoutes: '${level}' }, blog: false, pages: false, apis: [] };\n`;

  it('a route two versions publish fails (checks.duplicateRoutes: throw), naming both files', async () => {
    await prepareTestSite(variant({ ...moved, 'site.config.mjs': withChecks('throw') }));
    const { routeTable } = await import('@/lib/site/routes');
    await expect(routeTable()).rejects.toThrow(/versioned_docs\/version-1\.0\/oil\.md: publishes \/docs\/1\.0\/oil, as .*versioned_docs\/version-2\.0\/moved\.md does/);
  });

  it('with the default level (warn) the first version keeps the route, and the warning names both files', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await prepareTestSite(variant({ ...moved, 'site.config.mjs': withChecks('warn') }));
    const { routeTable } = await import('@/lib/site/routes');
    expect((await routeTable()).get('/docs/1.0/oil')?.source).toMatch(/version-2\.0\/moved\.md$/);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/version-1\.0\/oil\.md: publishes \/docs\/1\.0\/oil, as .*version-2\.0\/moved\.md does/);
    warn.mockRestore();
  });

  it('two docs instances with one id fail, naming the config', async () => {
    await prepareTestSite(
      variant({ 'site.config.mjs': "export default { title: 'L', docsInstances: [{ id: 'guild' }, { id: 'guild', path: 'docs', routeBasePath: 'more' }], blog: false, pages: false, apis: [] };\n" }),
    );
    const { getAllDocs } = await import('@/lib/content/docs-data');
    expect(() => getAllDocs()).toThrow(/site\.config\.mjs: docsInstances names the id "guild" twice/);
  });

  it('a docsInstances entry whose folder does not exist fails, naming the config, the instance and the folder', async () => {
    await prepareTestSite(
      variant({ 'site.config.mjs': "export default { title: 'L', docsInstances: [{ id: 'guild' }, { id: 'hall', path: 'halls' }], blog: false, pages: false, apis: [] };\n" }),
    );
    const { getAllDocs } = await import('@/lib/content/docs-data');
    expect(() => getAllDocs()).toThrow(/site\.config\.mjs \(docsInstances "hall"\): the docs folder \S*halls does not exist \(path: "halls"/);
  });

  it('a version without docs is left out with a warning naming its folder', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await prepareTestSite(
      variant({
        'versioned_docs/version-1.0/intro.md': null,
        'versioned_docs/version-1.0/oil.md': null,
        'versioned_docs/version-1.0/wick.md': null,
        'versioned_docs/version-1.0/notes.txt': 'Not a doc.\n',
        'versioned_sidebars/version-1.0-sidebars.json': null,
      }),
    );
    const { getAllDocs } = await import('@/lib/content/docs-data');
    expect(getAllDocs().map((data) => `${data.pluginId} ${data.version.name}`)).toEqual(['default current', 'default 2.0', 'guild current', 'guild 1.x']);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/versioned_docs\/version-1\.0: docs version "1\.0" of \S*site\.config\.mjs \(docs\) has no docs, so it is left out/);
    warn.mockRestore();
  });

  it('edit links point at the version\'s own file, or with editCurrentVersion at the current docs folder\'s', async () => {
    const config = (extra: string) =>
      `export default { title: 'L', docs: { editUrl: 'https://git.example.com/lantern/edit/main/'${extra} }, blog: false, pages: false, apis: [] };\n`;
    await prepareTestSite(variant({ 'site.config.mjs': config('') }));
    let { getAllDocs } = await import('@/lib/content/docs-data');
    const editOf = (version: string, id: string) => getAllDocs().find((data) => data.version.name === version)!.docs.find((doc) => doc.id === id)!.editUrl;
    expect(editOf('1.0', 'oil')).toBe('https://git.example.com/lantern/edit/main/versioned_docs/version-1.0/oil.md');
    expect(editOf('current', 'intro')).toBe('https://git.example.com/lantern/edit/main/docs/intro.md');
    await prepareTestSite(variant({ 'site.config.mjs': config(', editCurrentVersion: true') }));
    ({ getAllDocs } = await import('@/lib/content/docs-data'));
    expect(editOf('2.0', 'wick')).toBe('https://git.example.com/lantern/edit/main/docs/wick.md');
  });

  it('an instance\'s sidebarPath is evaluated as the default sidebars file is', async () => {
    await prepareTestSite(
      variant({
        'site.config.mjs': "export default { title: 'L', docsInstances: [{ id: 'guild', sidebarPath: './sidebarsGuild.js' }], blog: false, pages: false, apis: [] };\n",
        'sidebarsGuild.js': "export default { hall: ['index'] };\n",
      }),
    );
    const { getAllDocs } = await import('@/lib/content/docs-data');
    const guildCurrent = getAllDocs().find((data) => data.pluginId === 'guild' && data.version.name === 'current')!;
    expect(Object.keys(guildCurrent.sidebars)).toEqual(['hall']);
  });
});
