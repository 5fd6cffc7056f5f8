import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/lib/search/build-index';
import { recordsFromHtml } from '@/lib/search/html-records';
import { SearchClient } from '@/lib/runtime/search-client';
import type { SearchRecord } from '@/lib/runtime/search-index';

// Search by docs version: records carry the version of the doc they come from, the manifest keeps
// the runs of documents of each version, and the client ranks the version being read first.

const page = (route: string, version: string | undefined, text: string, ownRoute = route) =>
  `<html><head><title>Kiln | Pots</title></head><body><nav>menu</nav><article data-search-body=""${
    version ? ` data-search-version="default:${version}" data-search-version-label="v${version}" data-search-route="${ownRoute}"` : ''
  }><h1>Firing</h1><p>${text}</p><h2 id="cone">Cone</h2><p>Cone six glaze.</p></article></body></html>`;

describe('records of a versioned doc', () => {
  it('carry the version key and label on every record of the page', () => {
    const records = recordsFromHtml('/docs/1.0/firing', page('/docs/1.0/firing', '1.0', 'Bisque first.'), { siteTitle: 'Pots' });
    expect(records.map((record) => [record.url, record.version])).toEqual([
      ['/docs/1.0/firing', { key: 'default:1.0', label: 'v1.0' }],
      ['/docs/1.0/firing#cone', { key: 'default:1.0', label: 'v1.0' }],
    ]);
  });

  it('leave an unversioned page without a version', () => {
    expect(recordsFromHtml('/docs/firing', page('/docs/firing', undefined, 'x'), { siteTitle: 'Pots' })[0]!.version).toBeUndefined();
  });

  it('index a doc canonical to another version, but not an alias of a doc', () => {
    const options = { siteTitle: 'Pots', versionedOnly: true };
    expect(recordsFromHtml('/docs/1.0/firing', page('/docs/1.0/firing', '1.0', 'x'), options)).toHaveLength(2);
    expect(recordsFromHtml('/docs/1.0', page('/docs/1.0', '1.0', 'x', '/docs/1.0/firing'), options)).toEqual([]);
    expect(recordsFromHtml('/docs', page('/docs', undefined, 'x'), options)).toEqual([]);
  });
});

function clientOver(records: SearchRecord[]) {
  const { files, manifest } = buildSearchIndex(records);
  const client = new SearchClient('/search/', async (url) => JSON.parse(files.get(`search/${url.replace('/search/', '')}`)!));
  return { client, manifest };
}

describe('ranking by version', () => {
  const record = (version: string, url: string): SearchRecord => ({
    section: 'docs',
    url,
    title: 'Firing schedule',
    context: '',
    terms: '',
    names: '',
    text: `Ramp the kiln slowly in ${version}.`,
    version: { key: `default:${version}`, label: version },
  });
  // The newest version first, as the build writes them: without a preference it would rank first.
  const records = [
    record('2.0', '/docs/firing'),
    record('1.0', '/docs/1.0/firing'),
    { ...record('x', '/blog/kiln'), version: undefined, section: 'blog' as const },
  ];

  it('writes runs of documents of one version (its index, -1 for none, and their count), and nothing for a site without versions', () => {
    const { manifest } = clientOver(records);
    expect(manifest.versions).toEqual({
      list: [
        { key: 'default:2.0', label: '2.0' },
        { key: 'default:1.0', label: '1.0' },
      ],
      runs: [0, 1, 1, 1, -1, 1],
    });
    expect(buildSearchIndex(records.map((record) => ({ ...record, version: undefined }))).manifest.versions).toBeUndefined();
  });

  it('answers from the version being read first, and says which version each result is from', async () => {
    const { client } = clientOver(records);
    const reading1 = await client.search('kiln', 20, { versions: ['default:1.0'] });
    const docs = reading1.hits.filter((hit) => hit.record.section === 'docs');
    expect(docs.map((hit) => [hit.record.url, hit.version?.label])).toEqual([
      ['/docs/1.0/firing', '1.0'],
      ['/docs/firing', '2.0'],
    ]);
    expect(reading1.hits.find((hit) => hit.record.section === 'blog')!.version).toBeUndefined();
    const reading2 = await client.search('kiln', 20, { versions: ['default:2.0'] });
    expect(reading2.hits.filter((hit) => hit.record.section === 'docs').map((hit) => hit.record.url)).toEqual([
      '/docs/firing',
      '/docs/1.0/firing',
    ]);
  });
});
