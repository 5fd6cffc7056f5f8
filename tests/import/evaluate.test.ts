import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig, prismThemeName, siteConfigSource } from '@/lib/import/docusaurus';
import { evaluateDocusaurusConfig } from '@/lib/import/docusaurus-files';

// Outside the project, as a site a user imports: nothing resolves from this project's node_modules by walking up.
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-config-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A site folder with files, and packages of its own in node_modules (name → files). */
function site(name: string, files: Record<string, string>, packages: Record<string, Record<string, string>> = {}): string {
  const dir = path.join(temp, name);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  for (const [file, text] of Object.entries(files)) write(path.join(dir, file), text);
  for (const [pkg, pkgFiles] of Object.entries(packages))
    for (const [file, text] of Object.entries(pkgFiles)) write(path.join(dir, 'node_modules', pkg, file), text);
  return dir;
}

describe('evaluateDocusaurusConfig', () => {
  it('evaluates a TypeScript ESM config that imports packages that are not installed, with placeholders', async () => {
    const file = path.join(temp, 'docusaurus.config.ts');
    fs.writeFileSync(
      file,
      `import { themes as prismThemes } from 'prism-react-renderer';\nimport type { Config } from '@docusaurus/types';\n` +
        `const config: Config = { title: 'TS site', themeConfig: { prism: { theme: prismThemes.vsLight } } };\nexport default config;\n`,
    );
    const { config, stubbed } = await evaluateDocusaurusConfig(file);
    expect(stubbed).toEqual(['prism-react-renderer']);
    expect((config as { title: string }).title).toBe('TS site');
    expect(prismThemeName((config as { themeConfig: { prism: { theme: unknown } } }).themeConfig.prism.theme)).toBe('vsLight');
  });

  it('calls a config that is an async function, as Docusaurus does', async () => {
    const file = path.join(temp, 'docusaurus.config.mjs');
    fs.writeFileSync(file, `export default async function createConfig() { return { title: 'From a function' }; }\n`);
    expect((await evaluateDocusaurusConfig(file)).config).toEqual({ title: 'From a function' });
  });

  it('fails with the reason when the config itself is broken', async () => {
    const file = path.join(temp, 'broken.config.cjs');
    fs.writeFileSync(file, `module.exports = require('./not-here.js');\n`);
    await expect(evaluateDocusaurusConfig(file)).rejects.toThrow(/could not be evaluated: .*not-here/);
  });
});

describe("the packages a config runs with: the site's, then this project's, placeholders last", () => {
  it('runs a package the site has not installed from this project (js-yaml here), not a placeholder', async () => {
    const dir = site('yaml-config', {
      'navbar.yml': 'title: Harbour notes\nitems:\n  - label: Tides\n    to: /docs/tides\n',
      'docusaurus.config.ts':
        `import * as yaml from 'js-yaml';\nimport fs from 'node:fs';\nimport path from 'node:path';\n` +
        `const navbar = yaml.load(fs.readFileSync(path.join(__dirname, 'navbar.yml'), 'utf8')) as { title: string; items: unknown[] };\n` +
        `export default { title: navbar.title, themeConfig: { navbar: { items: navbar.items } } };\n`,
    });
    const { config, stubbed, fromEngine } = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.ts'));
    expect(config).toEqual({ title: 'Harbour notes', themeConfig: { navbar: { items: [{ label: 'Tides', to: '/docs/tides' }] } } });
    expect(fromEngine).toEqual(['js-yaml']);
    expect(stubbed).toEqual([]);
  });

  it("prefers the site's own copy of a package over this project's, and stubs only what neither has", async () => {
    const dir = site(
      'own-packages',
      {
        'docusaurus.config.js': `const yaml = require('js-yaml');\nconst missing = require('not-anywhere-pkg');\nmodule.exports = { title: yaml.load('x'), tagline: String(missing.anything) };\n`,
      },
      {
        'js-yaml': {
          'package.json': '{ "name": "js-yaml", "main": "index.js" }',
          'index.js': `exports.load = () => "the site's own js-yaml";\n`,
        },
      },
    );
    const { config, stubbed, fromEngine } = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.js'));
    expect((config as { title: string }).title).toBe("the site's own js-yaml");
    expect(fromEngine).toEqual([]);
    expect(stubbed).toEqual(['not-anywhere-pkg']);
    expect((config as { tagline: string }).tagline).toBe('[missing not-anywhere-pkg.anything]');
  });
});

describe('a config evaluated again with the packages the site lists but had not installed', () => {
  it('takes them from the folder they were fetched into, before this project and placeholders', async () => {
    const dir = site('fetched', {
      'release.yml': 'next: 2.1\n',
      'docusaurus.config.ts': `import { parse } from 'yaml-like-pkg';\nimport fs from 'node:fs';\nconst release = parse(fs.readFileSync(__dirname + '/release.yml', 'utf8'));\nexport default { title: \`Docs \${release.next}\` };\n`,
    });
    const fetched = path.join(temp, 'fetched-packages', 'node_modules');
    fs.mkdirSync(path.join(fetched, 'yaml-like-pkg'), { recursive: true });
    fs.writeFileSync(path.join(fetched, 'yaml-like-pkg', 'package.json'), '{ "name": "yaml-like-pkg", "main": "index.js" }');
    fs.writeFileSync(
      path.join(fetched, 'yaml-like-pkg', 'index.js'),
      "exports.parse = (text) => ({ next: text.split(': ')[1].trim() });\n",
    );
    const first = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.ts'));
    expect(first.stubbed).toEqual(['yaml-like-pkg']);
    const again = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.ts'), { fetchedDir: fetched });
    expect(again.stubbed).toEqual([]);
    expect(again.config).toEqual({ title: 'Docs 2.1' });
  });
});

describe('plugins carried as the same imports', () => {
  /** Evaluates a site's config and maps it; returns site.config.mjs's text and the reports. */
  async function imported(name: string, config: string, packages: Record<string, Record<string, string>>) {
    const dir = site(name, { 'docusaurus.config.js': config }, packages);
    const evaluated = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.js'));
    const { config: mapped, reports } = mapDocusaurusConfig(evaluated.config, {
      siteDir: dir,
      docs: [],
      packageOf: evaluated.packageOf,
      importOf: evaluated.importOf,
    });
    return { source: siteConfigSource(mapped, 'docusaurus.config.js'), reports, dir };
  }
  const pkgJson = (name: string, extra = '') => `{ "name": "${name}", "version": "1.0.0", "main": "index.js"${extra} }`;
  // A CommonJS package that exports two remark plugins by name, a factory, and a default-exporting ESM package.
  const packages = {
    'remark-pair': {
      'package.json': pkgJson('remark-pair'),
      'index.js': 'exports.pluginA = function pluginA() {};\nexports.pluginB = function pluginB() {};\n',
    },
    'remark-factory': {
      'package.json': pkgJson('remark-factory'),
      'index.js': 'exports.makePlugin = function makePlugin(options) { return function made() { return options; }; };\n',
    },
    'rehype-solo': {
      'package.json': pkgJson('rehype-solo', ', "type": "module"'),
      'index.js': 'export default function rehypeSolo() {}\nexport function rehypeOther() {}\n',
    },
    'remark-whole': {
      'package.json': pkgJson('remark-whole'),
      'index.js': 'module.exports = function remarkWhole() {};\nmodule.exports.extra = function extra() {};\n',
    },
  };
  const preset = (docs: string) => `module.exports = { title: 'T', presets: [['classic', { docs: { ${docs} } }]] };\n`;

  it('writes require with destructuring as the named exports, each once', async () => {
    const { source } = await imported(
      'named',
      `const { pluginA, pluginB } = require('remark-pair');\n${preset('remarkPlugins: [pluginA, [pluginB, { strict: true }]]')}`,
      packages,
    );
    expect(source).toContain("import remarkPair from 'remark-pair';");
    expect(source).toMatch(/remarkPlugins: \[remarkPair\.pluginA, \[remarkPair\.pluginB, \{ strict: true \}\]\]/);
  });

  it('writes default, named and namespace imports of an ES module as they were written', async () => {
    const { source } = await imported(
      'esm',
      `import solo, { rehypeOther } from 'rehype-solo';\nimport * as all from 'rehype-solo';\n${preset('rehypePlugins: [solo, rehypeOther, all.rehypeOther, all.default]').replace('module.exports =', 'export default')}`,
      packages,
    );
    expect(source).toContain("import rehypeSolo, { rehypeOther } from 'rehype-solo';");
    expect(source).toMatch(/rehypePlugins: \[rehypeSolo, rehypeOther, rehypeOther, rehypeSolo\]/);
  });

  it('writes a module that is itself the plugin, and a property of it, from its default export', async () => {
    const { source } = await imported(
      'whole',
      `const whole = require('remark-whole');\n${preset('remarkPlugins: [whole, whole.extra]')}`,
      packages,
    );
    expect(source).toContain("import remarkWhole from 'remark-whole';");
    expect(source).toMatch(/remarkPlugins: \[remarkWhole, remarkWhole\.extra\]/);
  });

  it('writes a plugin made by a factory as the same call with the same arguments', async () => {
    const { source, reports } = await imported(
      'factory',
      `const { makePlugin } = require('remark-factory');\n${preset("remarkPlugins: [makePlugin({ level: 2, tags: ['a'] }), makePlugin(() => 1)]")}`,
      packages,
    );
    expect(source).toContain("import remarkFactory from 'remark-factory';");
    expect(source).toContain("remarkPlugins: [remarkFactory.makePlugin({ level: 2, tags: ['a'] })]");
    expect(reports.map((report) => report.what)).toContain(
      'a plugin made by calling makePlugin of remark-factory with a function among its arguments, not carried',
    );
  });

  it('the written imports give the very functions the Docusaurus config used', async () => {
    const { source, dir } = await imported(
      'roundtrip',
      `const { pluginA, pluginB } = require('remark-pair');\nconst whole = require('remark-whole');\n${preset('remarkPlugins: [pluginB, pluginA, whole.extra]')}`,
      packages,
    );
    fs.writeFileSync(path.join(dir, 'site.config.mjs'), source);
    const written = (await import(path.join(dir, 'site.config.mjs'))) as { default: { docs: { remarkPlugins: { name: string }[] } } };
    expect(written.default.docs.remarkPlugins.map((plugin) => plugin.name)).toEqual(['pluginB', 'pluginA', 'extra']);
  });
});
