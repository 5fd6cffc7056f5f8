// End to end: `npm run import:docusaurus` on the fixture Docusaurus site, then the build's content check
// on the folder it wrote.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const fixture = path.join(root, 'tests/fixtures/docusaurus-site');
// Inside the project, so the written site.config.mjs can import the plugin package installed here (rehype-slug).
const temp = fs.mkdtempSync(path.join(root, 'tests', 'import', '.tmp-import-'));
const out = path.join(temp, 'site');

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(tsx, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });

afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe('import:docusaurus', () => {
  it('imports the fixture site, says what it did not carry, and the content check passes on it', () => {
    const imported = run(['scripts/import-docusaurus.ts', fixture, out, '--no-install']);
    expect(imported.stderr).not.toMatch(/Error/);
    expect(imported.status).toBe(0);
    const stdout = imported.stdout;
    expect(stdout).toContain(
      'requires prism-react-renderer, which neither the site nor this project has installed: a placeholder was used',
    );
    expect(stdout).toContain('src/pages/index.js: React page (/) copied but not built (the build warns of it and of the links to it)');
    expect(stdout).toContain('src/theme/Footer/index.js: swizzled theme component copied but not used');
    expect(stdout).toContain("src/theme/Admonition.js: swizzled @theme/Admonition used where content or the site's components import it");
    expect(stdout).toContain(
      'src/theme/MDXComponents.js: swizzled MDXComponents: the components its map imports (Callout) are given to every page, as Docusaurus merges the map',
    );
    // Imports that resolve (@site/, relative partials, @theme/) are carried, not reported; nor is an import in a code block.
    expect(stdout).not.toMatch(/usage\.mdx:\d+/);
    // remark-math is a dependency of the product (math is built in), so only rehype-katex is missing here.
    expect(stdout).toContain('docusaurus.config.js: requires rehype-katex, not installed and not needed: math');
    expect(stdout).toContain(
      "presets[0].docs.rehypePlugins[1]: rehype-slug carried as an import in site.config.mjs (the new folder's package.json lists it)",
    );
    // The packages are the new folder's own: no install steps for the reader to follow.
    expect(stdout).not.toMatch(/To do: npm install \w/);
    expect(stdout).toMatch(
      /Imported .*docusaurus\.config\.js into .*: 25 files copied, \d+ things not carried and 12 carried by built-ins .*placeholders for prism-react-renderer, rehype-katex.*; package\.json with clsx, rehype-slug, not installed/,
    );
    // What the config's plugins and the components import, at the versions the Docusaurus site's package.json gives; not React or Docusaurus.
    const sitePackage = JSON.parse(fs.readFileSync(path.join(fixture, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const written = JSON.parse(fs.readFileSync(path.join(out, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(written.dependencies).toEqual({ clsx: sitePackage.dependencies.clsx, 'rehype-slug': sitePackage.dependencies['rehype-slug'] });

    const files = (fs.readdirSync(out, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, '/')).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'site.config.mjs',
        'IMPORT-REPORT.md',
        'sidebars.js',
        'docs/intro.md',
        'docs/guides/01-install.md',
        'blog/authors.yml',
        'blog/2024-02-03-second/diagram.svg',
        'src/pages/about.md',
        'static/img/logo.svg',
        // The translations, where Docusaurus keeps them (the config's i18n block is carried).
        'i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
      ]),
    );
    // src/ comes along (components, their CSS), and the partials the docs import from another folder, recursively.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/components/Hello.js',
        'src/components/Hello.module.css',
        'src/components/Wave.js',
        'shared/_setup-steps.mdx',
        'shared/_note.mdx',
        'shared/wiring.txt',
      ]),
    );
    // React pages come along, so the build can say that they are not built (and where links to them go).
    expect(files).toContain('src/pages/index.js');
    expect(fs.readFileSync(path.join(out, 'site.config.mjs'), 'utf8')).toContain("import rehypeSlug from 'rehype-slug';");
    // The site's own plugin is carried with what it requires, and its content phase runs at the content check.
    expect(stdout).toContain(
      "plugins[2]: the site's own plugin ./plugins/release-plugin.js: its loadContent and contentLoaded run before the build",
    );
    expect(files).toEqual(expect.arrayContaining(['plugins/release-plugin.js', 'plugins/release-data.js']));
    expect(fs.readFileSync(path.join(out, 'site.config.mjs'), 'utf8')).toMatch(
      /plugins: \[\s*\[\s*'\.\/plugins\/release-plugin\.js',\s*\{\s*channel: 'stable'/,
    );
    // Unchanged content.
    expect(fs.readFileSync(path.join(out, 'docs/intro.md'), 'utf8')).toBe(fs.readFileSync(path.join(fixture, 'docs/intro.md'), 'utf8'));

    const checked = run(['scripts/check-content.ts', '--no-public'], { SITE_DIR: out, SITE_PREPARED: path.join(out, 'prepared.json') });
    expect(checked.stderr).not.toContain('The build stopped');
    expect(`${checked.stdout}${checked.stderr}`).toMatch(
      /src\/pages\/index\.js: a React page is not carried, so \/ shows the default home page/,
    );
    expect(checked.status).toBe(0);
    expect(checked.stdout).toMatch(/Content checked .*: 3 docs, 2 posts, 1 pages/);
    const globalData = JSON.parse(fs.readFileSync(path.join(out, 'prepared.global-data.json'), 'utf8')) as Record<string, unknown>;
    expect(globalData['release-plugin']).toEqual({ default: { tag: 'v1.2.0', channel: 'stable' } });
  }, 240_000);

  it('refuses a folder that is not a Docusaurus site, with exit code 1', () => {
    const result = run(['scripts/import-docusaurus.ts', path.join(fixture, 'docs'), path.join(temp, 'other')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not a Docusaurus site: it has no docusaurus.config.js');
    expect(fs.existsSync(path.join(temp, 'other'))).toBe(false);
  }, 60_000);

  it('refuses a target folder that is not empty', () => {
    const result = run(['scripts/import-docusaurus.ts', fixture, fixture]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('exists and is not empty');
  }, 60_000);
});
