import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareSite } from '@/lib/site/prepare';
import type { PreparedSite } from '@/lib/config/prepared';
import { describePlugins, pluginListsOf, registerSitePlugins, sectionPlugins, sitePlugins, withoutPlugins } from '@/lib/site/plugins';

// The site config's Markdown plugins on their way to the page compile (lib/site/plugins.ts): picked
// from the config, merged per section, left out of the prepared JSON and imported by a module.

const remarkA = () => () => undefined;
const remarkB = () => () => undefined;
const rehypeC = () => () => undefined;

const config = {
  title: 'T',
  remarkPlugins: [remarkA],
  beforeDefaultRehypePlugins: [[rehypeC, { x: 1 }]],
  docs: { path: 'docs', remarkPlugins: [remarkB] },
  blog: false,
  pages: { path: 'src/pages' },
};

describe('the plugin lists of a config', () => {
  it("puts the site-wide plugins before the section's own, in each of the four lists", () => {
    const lists = pluginListsOf(config);
    expect(sectionPlugins(lists, 'docs')).toEqual({
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkA, remarkB],
      beforeDefaultRehypePlugins: [[rehypeC, { x: 1 }]],
      rehypePlugins: [],
    });
    expect(sectionPlugins(lists, 'blog').remarkPlugins).toEqual([remarkA]);
    expect(sectionPlugins(lists, 'pages').remarkPlugins).toEqual([remarkA]);
  });

  it('reads a CommonJS config that arrives as { default }', () => {
    expect(pluginListsOf({ default: config }).docs?.remarkPlugins).toEqual([remarkB]);
  });

  it('names each plugin by place and function name, and strips the functions for the JSON', () => {
    expect(describePlugins(pluginListsOf(config))).toEqual([
      'remarkPlugins: remarkA',
      'beforeDefaultRehypePlugins: rehypeC',
      'docs.remarkPlugins: remarkB',
    ]);
    const stripped = withoutPlugins(config);
    expect(JSON.stringify(stripped)).toBe('{"title":"T","docs":{"path":"docs"},"blog":false,"pages":{"path":"src/pages"}}');
    expect(config.docs.remarkPlugins).toEqual([remarkB]);
  });
});

describe('sitePlugins', () => {
  const site = (plugins?: string[]) => ({ siteDir: '/sites/a', configFile: 'site.config.mjs', plugins }) as PreparedSite;

  it('gives the plugins the content check registered for the same site folder', () => {
    registerSitePlugins('/sites/a', pluginListsOf(config));
    expect(sitePlugins('docs', site(describePlugins(pluginListsOf(config)))).remarkPlugins).toEqual([remarkA, remarkB]);
  });

  it('refuses to compile without plugins the prepared site names (a process that cannot reach them)', () => {
    registerSitePlugins('/sites/other', pluginListsOf(config));
    expect(() => sitePlugins('docs', site(['docs.remarkPlugins: remarkB']))).toThrow(
      /site\.config\.mjs names Markdown plugins \(docs\.remarkPlugins: remarkB\) that this process did not load \(it found none\)/,
    );
    expect(sitePlugins('docs', site())).toEqual({
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
    });
  });
});

describe('prepareSite with plugins', () => {
  const dir = fs.mkdtempSync(path.join(process.cwd(), 'tests', 'site', '.tmp-plugins-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('records the plugins, keeps the functions out of the JSON and writes a module importing the config', async () => {
    const site = path.join(dir, 'site');
    fs.mkdirSync(site);
    fs.writeFileSync(
      path.join(site, 'site.config.mjs'),
      "const remarkShout = () => () => undefined;\nexport default { title: 'P', docs: { remarkPlugins: [remarkShout] } };\n",
    );
    const file = path.join(dir, 'prepared', 'out.json');
    await prepareSite({ siteDir: site, file, env: {} });
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { plugins: string[]; config: { docs: Record<string, unknown> } };
    expect(json.plugins).toEqual(['docs.remarkPlugins: remarkShout']);
    expect(json.config.docs).not.toHaveProperty('remarkPlugins');
    const generated = fs.readFileSync(path.join(dir, 'prepared', 'out.plugins.mjs'), 'utf8');
    expect(generated).toContain('import config from "../site/site.config.mjs";');
    // Evaluated as next.config.mjs's alias makes Next evaluate it: the config, functions and all.
    const imported = (await import(path.join(dir, 'prepared', 'out.plugins.mjs'))) as { default: unknown };
    expect(describePlugins(pluginListsOf(imported.default))).toEqual(json.plugins);
  });

  it('writes a module that imports nothing for a config without plugins', async () => {
    const site = path.join(dir, 'plain');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'site.config.mjs'), "export default { title: 'Plain' };\n");
    const file = path.join(dir, 'plain.json');
    await prepareSite({ siteDir: site, file, env: {} });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).not.toHaveProperty('plugins');
    expect(fs.readFileSync(path.join(dir, 'plain.plugins.mjs'), 'utf8')).toMatch(
      /^\/\/ .*no Markdown plugins\.\nexport default undefined;\n$/,
    );
  });
});
