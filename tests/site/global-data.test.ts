import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pluginDataOf } from '@/components/docusaurus/core/use-global-data';
import { siteGlobalData } from '@/lib/site/global-data';
import { prepareTestSite, removeTempSites } from './site-fixture';

// @docusaurus/useGlobalData for a site's components: the docs versions of tests/content/fixtures/versioned-site
// (versions.json ["2.0", "1.0"], the current docs, and the instance "guild"), in Docusaurus' shapes.
const SITE = path.join(process.cwd(), 'tests/content/fixtures/versioned-site');
vi.setConfig({ testTimeout: 30_000 });
afterAll(removeTempSites);

describe('the global data of the docs plugin', () => {
  beforeEach(() => prepareTestSite(SITE));

  it("gives each docs instance's versions with their docs, every path under the base path, as Docusaurus' docs plugin sets them", async () => {
    const { getAllDocs } = await import('@/lib/content/docs-data');
    const data = siteGlobalData(getAllDocs(), '/base');
    const docs = data['docusaurus-plugin-content-docs'] as Record<string, { path: string; versions: Record<string, unknown>[] }>;
    expect(Object.keys(docs)).toEqual(['default', 'guild']);
    expect(docs.default!.path).toBe('/base/docs');
    expect(docs.default!.versions.map((version) => [version.name, version.isLast, version.path])).toEqual([
      ['current', false, '/base/docs/next'],
      ['2.0', true, '/base/docs'],
      ['1.0', false, '/base/docs/1.0'],
    ]);
    const old = docs.default!.versions[2]! as { mainDocId: string; docs: { id: string; path: string }[] };
    expect(old.mainDocId).toBe('intro');
    expect(old.docs.map((doc) => doc.path).sort()).toEqual(['/base/docs/1.0/intro', '/base/docs/1.0/oil', '/base/docs/1.0/wick']);
    // What a component reads, as on Docusaurus.
    expect(pluginDataOf(data, 'docusaurus-plugin-content-docs', 'guild')).toBe(docs.guild);
  });

  it("names the plugin, and the fix, when a component asks for a plugin's data this site does not have", () => {
    expect(() => pluginDataOf({}, 'latest-release-plugin', 'default')).toThrow(
      /usePluginData\('latest-release-plugin', 'default'\): this site has no global data of the plugin "latest-release-plugin".*Fix: /,
    );
    expect(() => pluginDataOf({ 'docusaurus-plugin-content-docs': { default: {} } }, 'docusaurus-plugin-content-docs', 'api')).toThrow(
      /\(id "api"\)/,
    );
    expect(() => pluginDataOf({}, 'some-plugin')).toThrow(/^useAllPluginInstancesData\('some-plugin'\)/);
  });
});
