import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load/load';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { OLDER_VERSION_WEIGHT, recordsFromApi } from '@/lib/search/api-records';
import { buildSearchIndex } from '@/lib/search/build-index';
import { tideGaugeApis } from '../openapi/tide-gauge';
import { SearchClient } from '@/lib/runtime/search-client';
import type { SearchRecord } from '@/lib/runtime/search-index';

// The Tide Gauge API's two versions, as the site's search index holds them: v1 first, so that the
// order of the records cannot be what puts the latest first.
const [latest, older] = tideGaugeApis({ v1Label: 'v1 (legacy)' });
const model = async (spec: string) => buildApiModel((await loadSpec(path.resolve(spec))).document);

describe('search records of a versioned API', async () => {
  const v1 = recordsFromApi(older!, await model(older!.spec));
  const v2 = recordsFromApi(latest!, await model(latest!.spec));

  it("say their version in their context, and the older version's weigh less", () => {
    const station = (records: typeof v1) => records.find((record) => record.url.endsWith('#operation/getStation'))!;
    expect(station(v2)).toMatchObject({ url: '/api/tides#operation/getStation', context: 'Tide Gauge API v2 › GET /stations/{stationId}' });
    expect(station(v2).weight).toBeUndefined();
    expect(station(v1)).toMatchObject({
      url: '/api/tides/v1#operation/getStation',
      context: 'Tide Gauge API v1 (legacy) › GET /stations/{stationId}',
      weight: OLDER_VERSION_WEIGHT,
    });
    expect(v1[0]).toMatchObject({ url: '/api/tides/v1', title: 'Tide Gauge API v1 (legacy)' });
  });

  it('rank the latest first for a query both versions answer; an operation only an older version has still shows', async () => {
    const over = (records: SearchRecord[]) => {
      const { files } = buildSearchIndex(records);
      return new SearchClient('/demo/search/', async (url) => JSON.parse(files.get(url.replace(/^\/demo\//, ''))!));
    };
    const client = over([...v1, ...v2]);
    const get = await client.search('get a station');
    // The older version's weight is in its postings' scores.
    const unweighted = await over([...v1.map((record) => ({ ...record, weight: undefined })), ...v2]).search('get a station');
    const older = (answer: typeof get) => answer.hits.find((hit) => hit.record.url === '/api/tides/v1#operation/getStation')!.score;
    expect(older(get) / older(unweighted)).toBeCloseTo(OLDER_VERSION_WEIGHT, 2);
    expect(get.hits.slice(0, 2).map((hit) => hit.record.url)).toEqual([
      '/api/tides#operation/getStation',
      '/api/tides/v1#operation/getStation',
    ]);
    const remove = await client.search('remove a station');
    expect(remove.hits[0]?.record).toMatchObject({
      url: '/api/tides/v1#operation/deleteStation',
      context: 'Tide Gauge API v1 (legacy) › DELETE /stations/{stationId}',
    });
  });
});
