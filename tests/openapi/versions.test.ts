import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { validateSiteConfig, type ApiEntry } from '@/lib/config/schema';
import { findApiPage, getApiModel } from '@/lib/openapi';
import { specDownloadName, specDownloadRoute } from '@/lib/openapi/pages/download';
import { loadSpec } from '@/lib/openapi/load/load';
import { apiPages, planPages } from '@/lib/openapi/pages/pages';
import { anchorMap, counterpart, matchOperation, matchSchema } from '@/lib/openapi/versions/match';
import { reservedPages } from '@/lib/openapi/versions/routes';
import { versionSwitch } from '@/lib/openapi/versions/versions';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { tideGaugeApis, TIDE_GAUGE_SPECS } from './tide-gauge';

// The Tide Gauge API of tests/openapi/fixtures/versions, as a site configures it: v2 (latest) and v1,
// once on one page and once split (every operation a page of its own).
const tides = tideGaugeApis({ v1Label: 'v1 (legacy)' });
const split = tideGaugeApis({ id: 'tides-split', splitAbove: 1, v1Label: 'v1 (legacy)' });

vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  const { tideGaugeApis: apis } = await import('./tide-gauge');
  const list = [...apis({ v1Label: 'v1 (legacy)' }), ...apis({ id: 'tides-split', splitAbove: 1, v1Label: 'v1 (legacy)' })];
  const config = { ...real.siteConfig(), apis: [...real.siteConfig().apis, ...list] };
  return { ...real, siteConfig: () => config };
});

const [latest, older] = tides as [ApiEntry, ApiEntry];
const [splitLatest, splitOlder] = split as [ApiEntry, ApiEntry];

describe('the same operation in another version', () => {
  it('is found by operationId, else by method and path; a webhook by its name; a schema by its name', async () => {
    const v1 = await getApiModel(older);
    const v2 = await getApiModel(latest);
    const get = (id: string, model = v1) => [...model.tags.flatMap((t) => t.operations), ...model.webhooks].find((op) => op.id === id)!;
    expect(matchOperation(get('getStation'), v2)?.anchor).toBe('operation/getStation');
    expect(matchOperation(get('deleteStation'), v2)).toBeUndefined();
    expect(matchOperation(get('getForecast', v2), v1)).toBeUndefined();
    // Renamed in a later version: the same method and path still find it.
    expect(matchOperation({ ...get('listStations'), id: 'stationsIndex' }, v2)?.id).toBe('listStations');
    expect(matchOperation(get('alertRaised'), v2)?.anchor).toMatch(/alertRaised/);
    // A webhook's path is its name: another name and id is another webhook; the same name with a new id is still it.
    expect(matchOperation({ ...get('alertRaised'), id: 'alertCleared', path: 'alertCleared' }, v2)).toBeUndefined();
    expect(matchOperation({ ...get('alertRaised'), id: 'alertCleared' }, v2)?.anchor).toMatch(/alertRaised/);
    expect(matchSchema({ name: 'Station' }, v1)?.anchor).toBe('schema/Station');
    expect(matchSchema({ name: 'Forecast' }, v1)).toBeUndefined();
  });

  it('is where each page leads: the same subject when the target has it, else its top', async () => {
    const v1 = await getApiModel(splitOlder);
    const v2 = await getApiModel(splitLatest);
    expect(v1.split && v2.split).toBe(true);
    const page = (model: typeof v1, key: string) => findApiPage(model, key)!;
    expect(counterpart(page(v1, 'getStation'), '/api/tides-split', v2)).toEqual({ href: '/api/tides-split/getStation#operation/getStation', exact: true });
    expect(counterpart(page(v1, 'deleteStation'), '/api/tides-split', v2)).toEqual({ href: '/api/tides-split', exact: false });
    expect(counterpart(page(v2, 'schemas/Forecast'), '/api/tides-split/v1', v1)).toEqual({ href: '/api/tides-split/v1', exact: false });
    expect(counterpart(page(v2, 'schemas/Station'), '/api/tides-split/v1', v1)).toEqual({ href: '/api/tides-split/v1/schemas/Station#schema/Station', exact: true });
    expect(counterpart(page(v2, 'schemas'), '/api/tides-split/v1', v1)).toEqual({ href: '/api/tides-split/v1/schemas', exact: true });
    expect(counterpart(page(v2, ''), '/api/tides-split/v1', v1)).toEqual({ href: '/api/tides-split/v1', exact: true });
    // A one-page target: the schema index is its schemas section.
    expect(counterpart(page(v2, 'schemas'), '/api/tides/v1', await getApiModel(older))).toEqual({ href: '/api/tides/v1#schemas', exact: true });
  });

  it('maps a one-page reference\'s anchors to the target version, only those it has', async () => {
    const map = anchorMap(await getApiModel(latest), '/api/tides/v1', await getApiModel(older));
    expect(map['operation/getStation']).toBe('/api/tides/v1#operation/getStation');
    expect(map['schema/Station']).toBe('/api/tides/v1#schema/Station');
    expect(map).not.toHaveProperty('operation/getForecast');
    expect(map).not.toHaveProperty('schema/Forecast');
    // And to a split target: the operation's own page.
    const toSplit = anchorMap(await getApiModel(latest), '/api/tides-split/v1', await getApiModel(splitOlder));
    expect(toSplit['operation/listReadings']).toBe('/api/tides-split/v1/listReadings#operation/listReadings');
  });
});

describe('the version switch of a page', () => {
  it('lists every version newest first, the current one marked, each with this page\'s counterpart', async () => {
    const v1 = await getApiModel(splitOlder);
    const switched = await versionSwitch(splitOlder, v1, findApiPage(v1, 'deleteStation')!);
    expect(switched?.versions.map(({ name, label, latest: isLatest, current, href, exact }) => ({ name, label, isLatest, current, href, exact }))).toEqual([
      { name: 'v2', label: 'v2', isLatest: true, current: false, href: '/api/tides-split', exact: false },
      { name: 'v1', label: 'v1 (legacy)', isLatest: false, current: true, href: '/api/tides-split/v1/deleteStation', exact: true },
    ]);
    // A one-page reference gets the anchor map per other version, for the client leaf.
    const one = await versionSwitch(latest, await getApiModel(latest), { kind: 'overview', page: '' });
    expect(one?.versions[1]?.anchors?.['operation/getStation']).toBe('/api/tides/v1#operation/getStation');
    expect(one?.versions[0]?.anchors).toBeUndefined();
  });

  it('is absent on an API with one spec', async () => {
    const { siteConfig } = await import('@/lib/config');
    const word = siteConfig().apis.find((api) => api.id === 'word')!;
    expect(await versionSwitch(word, await getApiModel(word), { kind: 'overview', page: '' })).toBeUndefined();
  });
});

describe('routes of a versioned API', () => {
  it('keep the latest\'s operation pages off the older versions\' routes and the changelog\'s', async () => {
    expect(reservedPages(latest)).toEqual(['v1', 'changelog']);
    expect(reservedPages(older)).toEqual([]);
    expect(reservedPages({})).toEqual([]);
    const ok = { 200: { description: 'Fine.' } };
    const document = {
      openapi: '3.0.3',
      info: { title: 'Clash', version: '2' },
      paths: { '/a': { get: { operationId: 'v1', responses: ok } }, '/b': { get: { operationId: 'changelog', responses: ok } }, '/c': { get: { operationId: 'v2', responses: ok } } },
    };
    const reserved = planPages(buildApiModel(document), { route: '/api/clash', splitAbove: 0, basePath: '', reserved: reservedPages(latest) });
    expect(apiPages(reserved).map((page) => page.page)).toEqual(['', 'op-v1', 'op-changelog', 'v2']);
    // Without versions, the same operations keep their names.
    expect(apiPages(planPages(buildApiModel(document), { route: '/api/clash', splitAbove: 0, basePath: '' })).map((page) => page.page)).toEqual(['', 'v1', 'changelog', 'v2']);
  });

  it('split each version on its own count: the split variant is split in both, the other in neither', async () => {
    expect((await getApiModel(splitLatest)).split).toBe(true);
    expect((await getApiModel(splitOlder)).split).toBe(true);
    expect((await getApiModel(latest)).split).toBe(false);
    expect((await getApiModel(older)).split).toBe(false);
  });

  it('download an older version\'s spec as "{id}.{version}.{ext}", no "@" in the file name', () => {
    expect(specDownloadName(latest)).toBe('tides.yaml');
    expect(specDownloadName(older)).toBe('tides.v1.yaml');
    expect(specDownloadRoute(older)).toBe('/api/openapi/tides.v1.yaml');
    expect(specDownloadName({ id: 'word@2022-11-28', spec: 'openapi/word.json' })).toBe('word.2022-11-28.json');
  });
});

describe('the fixtures', () => {
  it('differ as the changelog needs: an operation added, one removed, a parameter made required, a type changed, an enum value added, one deprecated', async () => {
    const v1 = buildApiModel((await loadSpec(path.resolve(TIDE_GAUGE_SPECS.v1))).document);
    const v2 = buildApiModel((await loadSpec(path.resolve(TIDE_GAUGE_SPECS.v2))).document);
    const ids = (model: typeof v1) => model.tags.flatMap((t) => t.operations).map((op) => op.id);
    expect(ids(v2).filter((id) => !ids(v1).includes(id))).toEqual(['getForecast']);
    expect(ids(v1).filter((id) => !ids(v2).includes(id))).toEqual(['deleteStation']);
    const op = (model: typeof v1, id: string) => model.tags.flatMap((t) => t.operations).find((o) => o.id === id)!;
    expect(op(v2, 'listReadings').parameters.query.find((p) => p.name === 'unit')?.required).toBe(true);
    expect(op(v1, 'listReadings').parameters.query.find((p) => p.name === 'unit')).toBeUndefined();
    expect(op(v2, 'listAlerts').deprecated).toBe(true);
    expect(op(v1, 'listAlerts').deprecated).toBe(false);
    const property = (model: typeof v1, schema: string, name: string) => Object.values(model.schemas).find((e) => e.name === schema)!.schema.properties!.find((p) => p.name === name)!.schema;
    expect([property(v1, 'Station', 'depth'), property(v2, 'Station', 'depth')]).toMatchObject([{ types: ['integer'] }, { types: ['number'] }]);
    expect([property(v1, 'Alert', 'level'), property(v2, 'Alert', 'level')]).toMatchObject([{ enum: ['"low"', '"high"'] }, { enum: ['"low"', '"high"', '"severe"'] }]);
  });
});

describe('version names', () => {
  it.each(['schemas', 'webhooks', 'samples', 'openapi'])('may not be "%s", a segment the latest version\'s own pages take', (name) => {
    const api = { id: 'tides', route: '/api/tides', versions: [{ name: 'v2', spec: 'a.yaml' }, { name, spec: 'b.yaml' }] };
    expect(() => validateSiteConfig({ title: 'T', url: 'https://example.com', basePath: '', apis: [api] })).toThrow(
      `"${name}" is where the latest version's own ${name} pages live (<route>/${name}): name the version otherwise, e.g. "v1"`,
    );
  });
});
