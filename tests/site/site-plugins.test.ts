import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pluginDataOf } from '@/components/docusaurus/core/use-global-data';
import { readPreparedSite } from '@/lib/config/prepared';
import { globalDataText } from '@/lib/site/global-data';
import { prepareTestSite, removeTempSites, tempSite } from './site-fixture';

// A Docusaurus site's own plugin, as 3psLCCA/3psLCCA.github.io writes plugins/latest-release-plugin.ts:
// loadContent() returns the release (from an API, here a constant), contentLoaded gives it to
// actions.setGlobalData, and the download cards read it with usePluginData('latest-release-plugin').
// Its strings are the writer's: one tries to close the script element the data may be inlined in.
const HOSTILE = '</script><script>alert(1)</script>\u2028<!--';
const RELEASE_PLUGIN = `
export default function latestReleasePlugin(context, options) {
  return {
    name: 'latest-release-plugin',
    async loadContent() {
      return { tag: ${JSON.stringify(HOSTILE)}, base: context.baseUrl, label: options.label, site: context.siteConfig.title };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
`;
const config = (plugins: unknown[]) =>
  `export default ${JSON.stringify({ title: 'Kites', url: 'https://kites.example', basePath: '/k', docs: false, blog: false, plugins })};\n`;

vi.setConfig({ testTimeout: 30_000 });
afterAll(removeTempSites);

describe("a site's own Docusaurus plugins run their content phase before the build", () => {
  it('gives usePluginData what contentLoaded set, per plugin id, with the context and options Docusaurus passes', async () => {
    const site = tempSite({
      'site.config.mjs': config(['./plugins/latest-release-plugin.ts', ['./plugins/latest-release-plugin', { id: 'beta', label: 'Beta' }]]),
      'plugins/latest-release-plugin.ts': RELEASE_PLUGIN,
    });
    await prepareTestSite(site);
    const data = readPreparedSite().globalData!;
    expect(pluginDataOf(data, 'latest-release-plugin', 'default')).toEqual({ tag: HOSTILE, base: '/k/', site: 'Kites' });
    expect(pluginDataOf(data, 'latest-release-plugin', 'beta')).toEqual({ tag: HOSTILE, base: '/k/', label: 'Beta', site: 'Kites' });
  });

  it('writes the data for the pages with no `</script>` or `<!--` left to close an element, reading back the same', () => {
    const data = { 'latest-release-plugin': { default: { tag: HOSTILE } } };
    const text = globalDataText([], '', data);
    expect(text).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('stops the build naming the plugin and the fix when contentLoaded calls addRoute or createData', async () => {
    const site = tempSite({
      'site.config.mjs': config(['./plugins/pages.js']),
      'plugins/pages.js':
        "export default () => ({ name: 'pages-plugin', async contentLoaded({ actions }) { actions.addRoute({ path: '/x', component: '@site/src/X' }); } });\n",
    });
    await expect(prepareTestSite(site)).rejects.toThrow(
      /plugins\/pages\.js: plugins\[0\] \(\.\/plugins\/pages\.js\): plugin "pages-plugin" \(plugins\[0\] \(\.\/plugins\/pages\.js\)\) calls actions\.addRoute in contentLoaded, which this product does not support \(only actions\.setGlobalData is\)\. Write the page/,
    );
    fs.writeFileSync(
      `${site}/plugins/pages.js`,
      "export default () => ({ name: 'data-plugin', async contentLoaded({ actions }) { await actions.createData('x.json', '{}'); } });\n",
    );
    await expect(prepareTestSite(site)).rejects.toThrow(/plugin "data-plugin" .*calls actions\.createData/);
  });

  it('warns of the hooks it does not run, and skips a plugin whose function returns null', async () => {
    const site = tempSite({
      'site.config.mjs': config(['./plugins/webpack.js', './plugins/off.js']),
      'plugins/webpack.js': "export default () => ({ name: 'webpack-plugin', configureWebpack() { return {}; }, postBuild() {} });\n",
      'plugins/off.js': 'export default () => null;\n',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await prepareTestSite(site);
    expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(
      expect.stringMatching(/plugin "webpack-plugin" .* has postBuild, configureWebpack, which this product does not run/),
    );
    warn.mockRestore();
    expect(readPreparedSite().globalData).toBeUndefined();
  });

  it('names a missing module, a module with no plugin function, and an npm package name, each with the fix', async () => {
    await expect(prepareTestSite(tempSite({ 'site.config.mjs': config(['./plugins/gone']) }))).rejects.toThrow(
      /plugins\/gone: plugins\[0\] \(\.\/plugins\/gone\): no such file in the site folder\. Fix the path/,
    );
    await expect(
      prepareTestSite(tempSite({ 'site.config.mjs': config(['./plugin.js']), 'plugin.js': 'export const name = 1;\n' })),
    ).rejects.toThrow(/does not export a plugin function\. Export the plugin as its default export/);
    await expect(prepareTestSite(tempSite({ 'site.config.mjs': config(['docusaurus-plugin-sass']) }))).rejects.toThrow(
      /plugins.*must be a path to the site's own plugin module/,
    );
  });
});
