import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { removeTempSites, prepareTestSite, tempSite } from '../site/site-fixture';

// The build manifest (lib/postbuild/manifest.ts): the content check makes it from the content it
// loaded, the post-build step writes the export's Markdown copies, feeds and sidebar files from it
// without loading the content again.

afterEach(() => vi.unstubAllEnvs());
afterAll(removeTempSites);

const site = () =>
  tempSite({
    'site.config.mjs': "export default { title: 'Kettle', url: 'https://kettle.example.test' };\n",
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Boiling\n\nFill the kettle.\n',
    'docs/pour/cup.md': '# Pouring\n\nTilt it.\n',
    'blog/2026-01-02-whistle.md': '---\ntitle: The whistle\n---\n\nIt sings when ready.\n',
    // A React page, which is not built: the link check names it.
    'src/pages/shop.tsx': 'export default function Shop() { return null; }\n',
  });

describe('build manifest', () => {
  it('holds what the post-build step writes (every Markdown copy, the feeds, one file per sidebar), read back beside the prepared site', async () => {
    await prepareTestSite(site());
    const { buildManifest, readBuildManifest, writeBuildManifest } = await import('@/lib/postbuild/manifest');
    const manifest = await buildManifest();
    expect(manifest.copies.map((copy) => copy.route).sort()).toEqual([
      '/blog/2026/01/02/whistle.md',
      '/docs/intro.md',
      '/docs/pour/cup.md',
    ]);
    expect(manifest.copies.find((copy) => copy.route === '/docs/intro.md')?.content).toContain('Fill the kettle.');
    expect(manifest.copyProblems).toEqual([]);
    expect(manifest.files.map((file) => file.route)).toEqual(expect.arrayContaining(['/blog/rss.xml', '/blog/atom.xml']));
    expect(manifest.sidebarFiles).toHaveLength(1);
    expect(manifest.sidebarFiles[0]!.path).toMatch(/^_next\/static\/sidebars\//);
    expect(JSON.parse(manifest.sidebarFiles[0]!.json)).toBeTruthy();
    expect(manifest.olderVersionRoutes).toEqual([]);
    // What the post-build step read from the config and the site folder by loading the content's modules.
    const { siteConfig } = await import('@/lib/config');
    const { blogOptions } = await import('@/lib/content/blog');
    const { getReactPageRoutes } = await import('@/lib/pages');
    const docs = siteConfig().docs;
    expect(manifest.sections).toEqual({
      docs: docs === false ? undefined : docs.routeBasePath,
      blog: blogOptions().routeBasePath,
      apis: [],
    });
    expect(manifest.sections.docs).toBeTruthy();
    expect(manifest.reactPageRoutes.length).toBe(1);
    expect(new Map(manifest.reactPageRoutes)).toEqual(getReactPageRoutes());
    // Written beside the prepared site and read back as written.
    writeBuildManifest(manifest);
    expect(fs.existsSync(process.env.SITE_PREPARED!.replace(/\.json$/, '.manifest.json'))).toBe(true);
    expect(readBuildManifest()).toEqual(JSON.parse(JSON.stringify(manifest)));
  });

  it("has the sidebar file each locale's pages name: a locale's sidebar has its own labels and routes", async () => {
    await prepareTestSite(
      tempSite({
        'site.config.mjs': "export default { title: 'Kettle', i18n: { defaultLocale: 'en', locales: ['en', 'ar', 'fr'] } };\n",
        'docs/intro.md': '# Boiling\n',
        'docs/pour/cup.md': '# Pouring\n',
        'i18n/ar/docusaurus-plugin-content-docs/current/intro.md': '# الغليان\n',
      }),
    );
    const { buildManifest } = await import('@/lib/postbuild/manifest');
    const { getAllDocs, getLocaleDocs } = await import('@/lib/content/docs-data');
    const { sidebarFileOutput } = await import('@/lib/content/sidebar-file');
    const named = (docs: ReturnType<typeof getAllDocs>) =>
      docs.flatMap((data) => Object.values(data.sidebars).map((items) => sidebarFileOutput(items).path));
    const written = (await buildManifest()).sidebarFiles.map((file) => file.path);
    for (const [locale, docs] of [
      ['en', getAllDocs()],
      ['ar', getLocaleDocs('ar')],
      ['fr', getLocaleDocs('fr')],
    ] as const)
      for (const file of named(docs)) expect(written, `${locale}'s sidebar file`).toContain(file);
    // Three sidebars (the locales' routes differ), each written once.
    expect(new Set(written).size).toBe(written.length);
    expect(written).toHaveLength(3);
  });

  it('missing, stops the post-build step with the command that writes it', async () => {
    const { readBuildManifest } = await import('@/lib/postbuild/manifest');
    const missing = path.join(tempSite({}), 'out.manifest.json');
    expect(() => readBuildManifest(missing)).toThrow(/needs the build manifest .*out\.manifest\.json.*scripts\/check-content\.ts/);
  });
});
