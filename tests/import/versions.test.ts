import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '@/lib/import/docusaurus';
import { importDocusaurusSite } from '@/lib/import/docusaurus-files';
import { siteConfigSchema } from '@/lib/config/schema';

// import:docusaurus carries docs versions: the files as Docusaurus keeps them, the version options and
// the navbar's version items, for the default docs and a further instance.

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-versions-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

const CONFIG = `module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', lastVersion: 'current', versions: { current: { label: 'Canary', banner: 'unreleased' }, '1.2': { label: '1.2 (old)', badge: true } } } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'recipes', path: 'recipes', routeBasePath: 'recipes', sidebarPath: './sidebarsRecipes.js' }]],
  themeConfig: {
    navbar: {
      items: [
        { type: 'doc', docId: 'wick', label: 'Docs' },
        { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/versions', label: 'Every release' }], dropdownActiveClassDisabled: true, versions: ['current', '1.2'] },
        { type: 'docsVersion', docsPluginId: 'recipes', label: 'Recipes', to: '/recipes/soup' },
      ],
    },
  },
};
`;

describe('import:docusaurus with versions', () => {
  const from = path.join(temp, 'from');
  const to = path.join(temp, 'to');
  write(from, {
    'docusaurus.config.js': CONFIG,
    'sidebars.js': "module.exports = { main: ['wick'] };\n",
    'sidebarsRecipes.js': "module.exports = { recipes: ['soup'] };\n",
    'docs/wick.md': '# Trimming the wick\n',
    'versions.json': '["1.2", "1.1"]\n',
    'versioned_docs/version-1.2/wick.md': '# Trimming the wick, as in 1.2\n',
    'versioned_docs/version-1.1/wick.md': "import Tip from '@site/shared/_tip.md';\n\n# Wick 1.1\n\n<Tip />\n",
    'shared/_tip.md': 'Keep the glass clean.\n',
    'versioned_sidebars/version-1.2-sidebars.json': '{"main":["wick"]}\n',
    'versioned_sidebars/version-1.1-sidebars.json': '{"main":["wick"]}\n',
    'recipes/soup.md': '# Soup by lantern light\n',
    'recipes_versions.json': '["0.9"]\n',
    'recipes_versioned_docs/version-0.9/soup.md': '# Soup, 0.9\n',
    'recipes_versioned_sidebars/version-0.9-sidebars.json': '{"recipes":["soup"]}\n',
  });

  it('copies every version file unchanged, the further instance too, and what versioned docs import', async () => {
    const result = await importDocusaurusSite(from, to);
    for (const file of [
      'versions.json',
      'versioned_docs/version-1.2/wick.md',
      'versioned_docs/version-1.1/wick.md',
      'versioned_sidebars/version-1.1-sidebars.json',
      'recipes/soup.md',
      'sidebarsRecipes.js',
      'recipes_versions.json',
      'recipes_versioned_docs/version-0.9/soup.md',
      'recipes_versioned_sidebars/version-0.9-sidebars.json',
      'shared/_tip.md',
    ]) {
      expect(fs.readFileSync(path.join(to, file), 'utf8'), file).toBe(fs.readFileSync(path.join(from, file), 'utf8'));
    }
    const reported = result.reports.map((report) => `${report.where}: ${report.what}`).join('\n');
    expect(reported).not.toMatch(/versions? (are )?not (copied|carried)/);
    expect(reported).toContain('versions.json, versioned_docs, versioned_sidebars: docs versions copied unchanged (2 in versions.json)');
    expect(reported).toContain('docs versions of docs instance "recipes" copied unchanged (1 in recipes_versions.json)');
    expect(reported).not.toContain('a second @docusaurus/plugin-content-docs instance');
  });

  it('writes the version options, the instance and the navbar version items into a config the product accepts', async () => {
    const config = (await import(`${path.join(to, 'site.config.mjs')}?t=${Date.now()}`)) as { default: Record<string, unknown> };
    const parsed = siteConfigSchema.parse({ ...config.default, url: 'https://lantern.example', basePath: '' });
    expect(parsed.docs).toMatchObject({
      lastVersion: 'current',
      versions: { current: { label: 'Canary', banner: 'unreleased' }, '1.2': { label: '1.2 (old)', badge: true } },
    });
    expect(parsed.docsInstances).toMatchObject([
      { id: 'recipes', path: 'recipes', routeBasePath: '/recipes', sidebarPath: './sidebarsRecipes.js' },
    ]);
    expect(parsed.navbar.items).toEqual([
      { label: 'Docs', href: '/docs/wick', position: 'left' },
      {
        type: 'docsVersionDropdown',
        position: 'right',
        docsPluginId: 'default',
        dropdownItemsBefore: [],
        dropdownItemsAfter: [{ label: 'Every release', href: '/versions' }],
        dropdownActiveClassDisabled: true,
        versions: ['current', '1.2'],
      },
      { type: 'docsVersion', position: 'left', docsPluginId: 'recipes', label: 'Recipes', to: '/recipes/soup' },
    ]);
  });
});

describe('navbar version items', () => {
  it('carries versions as an object of labels and reports a dropdown item that is not a link', () => {
    const { config, reports } = mapDocusaurusConfig(
      {
        title: 'T',
        themeConfig: {
          navbar: {
            items: [
              {
                type: 'docsVersionDropdown',
                versions: { '2.0': { label: 'Two' } },
                dropdownItemsBefore: [{ type: 'html', value: '<hr/>' }],
              },
            ],
          },
        },
      },
      { siteDir: '/site', docs: [] },
    );
    expect((config.navbar as { items: unknown[] }).items).toEqual([
      { type: 'docsVersionDropdown', position: 'left', versions: { '2.0': { label: 'Two' } } },
    ]);
    expect(reports.map((report) => report.where)).toContain('themeConfig.navbar.items[0].dropdownItemsBefore[0]');
  });
});

describe('older releases published as static files', () => {
  it('keeps pathname:// links of the dropdown as plain routes, as a site that ships old releases in static/ writes them', () => {
    const { config } = mapDocusaurusConfig(
      {
        title: 'T',
        themeConfig: {
          navbar: {
            items: [
              {
                type: 'docsVersionDropdown',
                dropdownActiveClassDisabled: true,
                dropdownItemsAfter: [
                  { href: 'pathname:///v2', label: 'v2' },
                  { href: 'pathname:///v1', label: 'v1' },
                ],
              },
            ],
          },
        },
      },
      { siteDir: '/site', docs: [] },
    );
    expect((config.navbar as { items: unknown[] }).items).toEqual([
      {
        type: 'docsVersionDropdown',
        position: 'left',
        dropdownActiveClassDisabled: true,
        dropdownItemsAfter: [
          { label: 'v2', href: '/v2' },
          { label: 'v1', href: '/v1' },
        ],
      },
    ]);
  });
});

describe('math', () => {
  it('is switched off for a site whose content plugins list no remark-math, and left on for one that does', () => {
    const off = mapDocusaurusConfig({ title: 'T', presets: [['classic', { docs: {} }]] }, { siteDir: '/site', docs: [] });
    expect(off.config.markdown).toEqual({ math: false });
    const stub = { [Symbol.for('docusaurus-import.stub-path')]: ['remark-math'] };
    const on = mapDocusaurusConfig(
      { title: 'T', presets: [['classic', { docs: { remarkPlugins: [stub] } }]] },
      { siteDir: '/site', docs: [] },
    );
    expect(on.config.markdown).toBeUndefined();
  });
});
