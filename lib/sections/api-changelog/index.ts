import type { ApiEntry } from '@/lib/config';
import { getChangelog, versionedApis } from '@/lib/openapi/diff/changelog';
import { changelogRoutes } from '@/lib/openapi/diff/changelog-plan';
import { changelogMetadata } from '@/lib/openapi/diff/metadata';
import type { Section } from '@/lib/site/section';

/** A versioned API's changelog (api: its latest version), or part `part` of its pair `pair` of versions. */
export interface ApiChangelogTargets {
  'api-changelog': { api: ApiEntry; pair?: number; part?: number };
}

export const apiChangelogSection: Section<ApiChangelogTargets> = {
  name: 'api changelog',
  async *routes() {
    for (const api of versionedApis()) {
      for (const { route, pair, part } of changelogRoutes(await getChangelog(api)))
        yield { route, source: `the changelog of API "${api.id}"`, target: { kind: 'api-changelog', api, pair, part } };
    }
  },
  metadata: {
    'api-changelog': ({ api, pair, part }, route) => changelogMetadata(api, route, pair, part),
  },
};
