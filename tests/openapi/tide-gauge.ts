import { apiEntrySchema, expandApiVersions, type ApiEntry } from '@/lib/config/schema';

/** The Tide Gauge API's two descriptions (tests/openapi/fixtures/versions): v2 latest, v1 older. */
export const TIDE_GAUGE_SPECS = { v2: 'tests/openapi/fixtures/versions/v2.yaml', v1: 'tests/openapi/fixtures/versions/v1.yaml' };

/**
 * The Tide Gauge API as a versioned site API (by default "tides" at /api/tides), expanded as the site
 * config expands it. For tests that add it to the site's APIs or read its entries.
 */
export function tideGaugeApis({ id = 'tides', splitAbove, v1Label }: { id?: string; splitAbove?: number; v1Label?: string } = {}): ApiEntry[] {
  const versions = [
    { name: 'v2', spec: TIDE_GAUGE_SPECS.v2 },
    { name: 'v1', spec: TIDE_GAUGE_SPECS.v1, ...(v1Label ? { label: v1Label } : {}) },
  ];
  return expandApiVersions(apiEntrySchema.parse({ id, route: `/api/${id}`, versions, ...(splitAbove === undefined ? {} : { splitAbove }) }));
}
