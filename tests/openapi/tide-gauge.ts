import { apiEntrySchema, expandApiVersions, type ApiEntry } from '@/lib/config/schema';

/**
 * The Tide Gauge API (tests/openapi/fixtures/versions) as a versioned site API "tides" at /api/tides:
 * v2 latest, v1 older, expanded as the site config expands it. For tests that add it to the site's APIs.
 */
export function tideGaugeApis(options: { splitAbove?: number } = {}): ApiEntry[] {
  const versions = [
    { name: 'v2', spec: 'tests/openapi/fixtures/versions/v2.yaml' },
    { name: 'v1', spec: 'tests/openapi/fixtures/versions/v1.yaml' },
  ];
  return expandApiVersions(apiEntrySchema.parse({ id: 'tides', route: '/api/tides', versions, ...options }));
}
