import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { copySpecs, loadSiteConfig, prepareSite, staticFolders, syncPublicFolder } from '@/lib/site/prepare';
import { parsePrepared, type PreparedSite } from '@/lib/config/prepared';
import { DEFAULT_ICON_SVG } from '@/lib/site/site-icon';

// The site preparation (lib/site/prepare.ts): the site folder's config and sidebars file read,
// validated and written for the build, and public/ filled with what the site serves as it is.

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A site folder in the project (so it sits under the project's "type": "module" package.json), removed afterwards. */
function siteWith(files: Record<string, string>, under = path.join(process.cwd(), 'tests', 'site')): string {
  const dir = fs.mkdtempSync(path.join(under, '.tmp-site-'));
  temp.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/**
 * prepareSite under tsx, as the build runs it: vitest's own transform cannot import a .ts file by
 * the cache-busting URL the preparation uses, tsx can. Gives the prepared site, or the error message.
 */
function prepareUnderTsx(siteDir: string): { site?: PreparedSite; error?: string } {
  const script = path.join(siteDir, 'prepare.mts');
  fs.writeFileSync(
    script,
    `import { prepareSite } from '@/lib/site/prepare';
prepareSite({ siteDir: ${JSON.stringify(siteDir)}, file: ${JSON.stringify(path.join(siteDir, 'p.json'))}, env: {} })
  .then((site) => console.log(JSON.stringify({ site })), (e) => console.log(JSON.stringify({ error: e.message })));\n`,
  );
  const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), [script], { encoding: 'utf8' });
  return JSON.parse(result.stdout) as { site?: PreparedSite; error?: string };
}

const minimal = path.join(process.cwd(), 'tests', 'fixtures', 'sites', 'minimal');
const config = "export default { title: 'Folder site', basePath: '/from-file', url: 'https://file.example.com' };\n";

describe('loadSiteConfig', () => {
  it('takes the base path and origin from the file when the environment sets none', async () => {
    const { config: read, file } = await loadSiteConfig(siteWith({ 'site.config.mjs': config }), {});
    expect(read.basePath).toBe('/from-file');
    expect(read.url).toBe('https://file.example.com');
    expect(file).toMatch(/tests\/site\/\.tmp-site-\w+\/site\.config\.mjs$/);
  });

  it('lets BASE_PATH and SITE_URL win over the file, even an empty BASE_PATH', async () => {
    const dir = siteWith({ 'site.config.mjs': config });
    const { config: read } = await loadSiteConfig(dir, { BASE_PATH: 'docs/', SITE_URL: 'https://env.example.com/' });
    expect(read.basePath).toBe('/docs');
    expect(read.url).toBe('https://env.example.com');
    expect((await loadSiteConfig(dir, { BASE_PATH: '' })).config.basePath).toBe('');
  });

  it('defaults the base path and origin when neither the file nor the environment names them', async () => {
    const { config: read } = await loadSiteConfig(minimal, {});
    expect(read.basePath).toBe('/demo');
    expect(read.url).toBe('http://localhost:3000');
    expect(read.apis).toEqual([]);
  });

  it('merges SITE_CONFIG_OVERRIDES over the file, and names them when the result is wrong', async () => {
    const dir = siteWith({ 'site.config.mjs': config });
    const { config: read } = await loadSiteConfig(dir, {
      SITE_CONFIG_OVERRIDES: JSON.stringify({ title: 'Overridden', colorMode: { disableSwitch: true } }),
    });
    expect(read.title).toBe('Overridden');
    expect(read.colorMode.disableSwitch).toBe(true);
    expect(read.colorMode.defaultMode).toBe('light');
    await expect(loadSiteConfig(dir, { SITE_CONFIG_OVERRIDES: JSON.stringify({ primaryColor: 'blue' }) })).rejects.toThrow(
      /site\.config\.mjs with SITE_CONFIG_OVERRIDES has a wrong value:\n {2}- primaryColor: /,
    );
  });

  it('explains a missing config: which folder, which file to add, an example', async () => {
    const dir = siteWith({ 'docs/a.md': '# A\n' });
    const error = (await loadSiteConfig(dir, {}).then(
      () => new Error('no error'),
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SiteConfigError');
    expect(error.message).toMatch(/tests\/site\/\.tmp-site-\w+ has no site config: add site\.config\.ts \(or \.mjs\/\.js\)/);
    expect(error.message).toContain("export default { title: 'My docs' }");
  });

  it('names a config file that does not evaluate', async () => {
    const dir = siteWith({ 'site.config.mjs': 'export default { title: ;\n' });
    await expect(loadSiteConfig(dir, {})).rejects.toThrow(/site\.config\.mjs could not be evaluated: /);
  });

  it('prefers site.config.ts over .mjs, and evaluates its TypeScript', () => {
    const dir = siteWith({ 'site.config.ts': "const title: string = 'From TS';\nexport default { title };\n", 'site.config.mjs': config });
    expect(prepareUnderTsx(dir).site?.config.title).toBe('From TS');
  }, 30_000);
});

describe('prepareSite: the sidebars file', () => {
  const sidebars = { handbook: ['welcome', { Recipes: ['recipes/bread'] }] };
  const siteConfig = "export default { title: 'Sidebars' };\n";

  async function prepared(files: Record<string, string>): Promise<PreparedSite> {
    const dir = siteWith({ 'site.config.mjs': siteConfig, ...files });
    const site = await prepareSite({ siteDir: dir, file: path.join(dir, 'prepared.json'), env: {} });
    // What the build reads is what was returned.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'prepared.json'), 'utf8'))).toEqual(site);
    return site;
  }

  it('evaluates a CommonJS sidebars.js under a "type": "module" package.json, as Docusaurus sites write it (under tsx, as the build runs)', () => {
    const dir = siteWith({ 'site.config.mjs': siteConfig, 'sidebars.js': `module.exports = ${JSON.stringify(sidebars)};\n` });
    const { site, error } = prepareUnderTsx(dir);
    expect(error).toBeUndefined();
    expect(site?.sidebars).toEqual({ file: expect.stringMatching(/sidebars\.js$/), data: sidebars });
  }, 30_000);

  it('evaluates an ES module sidebars.js and sidebars.mjs', async () => {
    expect((await prepared({ 'sidebars.js': `export default ${JSON.stringify(sidebars)};\n` })).sidebars?.data).toEqual(sidebars);
    expect((await prepared({ 'sidebars.mjs': `export default ${JSON.stringify(sidebars)};\n` })).sidebars?.data).toEqual(sidebars);
  });

  it('evaluates sidebars.ts with import type, under tsx as the build does', () => {
    const ts = "import type { Thing } from './types';\nconst s: Record<string, Thing[]> = { handbook: ['welcome'] };\nexport default s;\n";
    const dir = siteWith({ 'site.config.mjs': siteConfig, 'sidebars.ts': ts, 'types.ts': 'export type Thing = string;\n' });
    expect(prepareUnderTsx(dir).site?.sidebars).toEqual({ file: expect.stringMatching(/sidebars\.ts$/), data: { handbook: ['welcome'] } });
  }, 30_000);

  it('reads sidebars.json, and names the file and line of bad JSON', async () => {
    expect((await prepared({ 'sidebars.json': JSON.stringify(sidebars) })).sidebars?.data).toEqual(sidebars);
    const dir = siteWith({ 'site.config.mjs': siteConfig, 'sidebars.json': '{\n  "handbook": [\n    "welcome",\n  ]\n}\n' });
    await expect(prepareSite({ siteDir: dir, file: path.join(dir, 'prepared.json'), env: {} })).rejects.toThrow(
      /sidebars\.json:4: invalid JSON/,
    );
  });

  it('takes the first of sidebars.js, .cjs, .mjs, .ts, .json', async () => {
    const site = await prepared({ 'sidebars.mjs': "export default { from: ['mjs'] };\n", 'sidebars.json': '{ "from": ["json"] }' });
    expect(site.sidebars).toEqual({ file: expect.stringMatching(/sidebars\.mjs$/), data: { from: ['mjs'] } });
  });

  it('has no sidebars without a file, and follows docs.sidebarPath, which must exist', async () => {
    expect((await prepared({})).sidebars).toBeUndefined();
    const dir = siteWith({
      'site.config.mjs': "export default { title: 'x', docs: { sidebarPath: './nav/menu.json' } };\n",
      'nav/menu.json': '{ "menu": ["a"] }',
      'sidebars.json': '{ "ignored": [] }',
    });
    expect((await prepareSite({ siteDir: dir, file: path.join(dir, 'p.json'), env: {} })).sidebars?.data).toEqual({ menu: ['a'] });
    const missing = siteWith({ 'site.config.mjs': "export default { title: 'x', docs: { sidebarPath: './nope.js' } };\n" });
    await expect(prepareSite({ siteDir: missing, file: path.join(missing, 'p.json'), env: {} })).rejects.toThrow(
      /nope\.js: the sidebars file named by docs\.sidebarPath does not exist/,
    );
  });

  it('reads no sidebars for a site without docs', async () => {
    const dir = siteWith({ 'site.config.mjs': "export default { title: 'x', docs: false };\n", 'sidebars.json': '{ "a": [] }' });
    expect((await prepareSite({ siteDir: dir, file: path.join(dir, 'p.json'), env: {} })).sidebars).toBeUndefined();
  });
});

describe('syncPublicFolder', () => {
  function listed(dir: string): string[] {
    return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  }

  it('copies the static folders, the content assets and the API specs, and nothing else', async () => {
    const spec = 'openapi: 3.0.0\ninfo: { title: T, version: "1" }\npaths: {}\n';
    const dir = siteWith(
      {
        'site.config.mjs':
          "export default { title: 'x', staticDirectories: ['static', 'missing'], blog: { path: 'news' }, pages: { path: 'src/pages' }, apis: [{ id: 'pets', spec: 'specs/pets.yaml', route: '/api/pets' }] };\n",
        'static/img/logo.svg': '<svg/>',
        'static/.DS_Store': 'junk',
        'docs/intro.md': '# Intro\n',
        'docs/img/shot.png': 'png',
        'docs/_partial.md': 'partial',
        'docs/_private/secret.pdf': 'secret',
        'docs/sidebar.js': 'code',
        'news/authors.yml': 'a: {}\n',
        'news/2024-01-01-hi/index.md': '# Hi\n',
        'news/2024-01-01-hi/photo one.jpg': 'jpg',
        'src/pages/about.md': '# About\n',
        'src/pages/brochure.pdf': 'pdf',
        'specs/pets.yaml': spec,
        'elsewhere/not-published.txt': 'no',
      },
      os.tmpdir(),
    );
    const publicDir = path.join(dir, 'public');
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, 'stale.txt'), 'from an earlier build');
    const { config } = await loadSiteConfig(dir, {});
    const result = syncPublicFolder({ siteDir: dir, configFile: 'site.config.mjs', config, preparedAt: 0 }, publicDir);
    const files = listed(publicDir);
    expect(files).toEqual(
      [
        'img/logo.svg',
        // The product's icon: the config names no favicon (lib/site/site-icon.ts).
        'icon.svg',
        'assets/files/docs/img/shot.png',
        'assets/files/news/2024-01-01-hi/photo one.jpg',
        'assets/files/src/pages/brochure.pdf',
        'api/openapi/pets.yaml',
      ].sort(),
    );
    expect(result.files).toBe(files.length);
    expect(fs.readFileSync(path.join(publicDir, 'api/openapi/pets.yaml'), 'utf8')).toBe(spec);
  });

  it("serves static/ and public/ by default, and never the generated public/ it fills (the site folder may be the project's root)", async () => {
    const dir = siteWith(
      {
        'site.config.mjs': "export default { title: 'x' };\n",
        'static/from-static.txt': 's',
        'public/from-public.txt': 'p',
      },
      os.tmpdir(),
    );
    const { config } = await loadSiteConfig(dir, {});
    expect(config.staticDirectories).toEqual(['static', 'public']);
    const site = { siteDir: dir, configFile: 'site.config.mjs', config, preparedAt: 0 };
    const elsewhere = path.join(dir, 'out-public');
    expect(staticFolders(site, elsewhere)).toEqual([path.join(dir, 'static'), path.join(dir, 'public')]);
    syncPublicFolder(site, elsewhere);
    expect(listed(elsewhere)).toEqual(['from-public.txt', 'from-static.txt', 'icon.svg']);
    // With the site folder's public/ as the generated folder, it is not read (it is emptied first).
    expect(staticFolders(site, path.join(dir, 'public'))).toEqual([path.join(dir, 'static')]);
    syncPublicFolder(site, path.join(dir, 'public'));
    expect(listed(path.join(dir, 'public'))).toEqual(['from-static.txt', 'icon.svg']);
  });

  it('copySpecs replaces only the API specs: what a spec edit asks for in development', async () => {
    const dir = siteWith(
      {
        'site.config.mjs': "export default { title: 'x', apis: [{ id: 'pets', spec: 'specs/pets.json', route: '/api/pets' }] };\n",
        'static/img/logo.svg': '<svg/>',
        'specs/pets.json': '{"openapi":"3.0.0"}',
      },
      os.tmpdir(),
    );
    const publicDir = path.join(dir, 'public');
    const { config } = await loadSiteConfig(dir, {});
    const site = { siteDir: dir, configFile: 'site.config.mjs', config, preparedAt: 0 };
    syncPublicFolder(site, publicDir);
    fs.writeFileSync(path.join(publicDir, 'kept.txt'), 'not removed');
    fs.writeFileSync(path.join(dir, 'specs/pets.json'), '{"openapi":"3.1.0"}');
    expect(copySpecs(site, publicDir)).toEqual({ files: 1 });
    expect(fs.readFileSync(path.join(publicDir, 'api/openapi/pets.json'), 'utf8')).toBe('{"openapi":"3.1.0"}');
    expect(listed(publicDir)).toEqual(['api/openapi/pets.json', 'icon.svg', 'img/logo.svg', 'kept.txt']);
  });

  it("writes the product's icon at /icon.svg only when the config names no favicon and no static folder has one there", async () => {
    const sync = async (files: Record<string, string>) => {
      const dir = siteWith({ 'static/img/logo.svg': '<svg/>', ...files }, os.tmpdir());
      const { config } = await loadSiteConfig(dir, {});
      const publicDir = path.join(dir, 'out-public');
      syncPublicFolder({ siteDir: dir, configFile: 'site.config.mjs', config, preparedAt: 0 }, publicDir);
      return {
        files: listed(publicDir),
        icon: fs.existsSync(path.join(publicDir, 'icon.svg')) ? fs.readFileSync(path.join(publicDir, 'icon.svg'), 'utf8') : undefined,
      };
    };
    const product = await sync({ 'site.config.mjs': "export default { title: 'x' };\n" });
    expect(product.icon).toBe(DEFAULT_ICON_SVG);
    const own = await sync({ 'site.config.mjs': "export default { title: 'x' };\n", 'static/icon.svg': '<svg id="own"/>' });
    expect(own.icon).toBe('<svg id="own"/>');
    const named = await sync({ 'site.config.mjs': "export default { title: 'x', favicon: '/img/logo.svg' };\n" });
    expect(named.files).toEqual(['img/logo.svg']);
  });
});

describe('the prepared file carries what JSON cannot say', () => {
  it("keeps a RegExp (the blog's truncateMarker) and names a function it must leave out (a Docusaurus editUrl callback)", async () => {
    const dir = siteWith(
      {
        'site.config.mjs':
          "export default { title: 'x', blog: { truncateMarker: /<!-- more -->/i }, docs: { editUrl: ({ docPath }) => `https://e.example/${docPath}` } };\n",
      },
      os.tmpdir(),
    );
    const file = path.join(dir, 'prepared.json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await prepareSite({ siteDir: dir, file, env: {} });
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/"editUrl" is a function.*left out/);
    warn.mockRestore();
    const site = parsePrepared(fs.readFileSync(file, 'utf8'));
    const blog = site.config.blog as { truncateMarker?: RegExp };
    expect(blog.truncateMarker).toBeInstanceOf(RegExp);
    expect(blog.truncateMarker!.test('<!-- MORE -->')).toBe(true);
    expect(site.config.docs && 'editUrl' in site.config.docs && site.config.docs.editUrl).toBeFalsy();
  });
});
