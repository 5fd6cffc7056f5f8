import { readFileSync } from 'node:fs';
import type { ExportScan } from '@/lib/checks/export-scan';
import type { ApiEntry } from '@/lib/config/schema';
import type { ApiModel } from '@/lib/openapi/model/types';
import { isOwnCanonical, sectionsOfRoute, type SiteInfo } from '@/lib/postbuild/site-files';
import { SECTIONS, type SearchRecord } from '@/lib/runtime/search-index';
import { recordsFromApi } from '../search/api-records';
import { recordsFromHtml } from '../search/html-records';

/** The search records of every configured API, from its view model (the build manifest keeps them). */
export function apiSearchRecords(
  apis: { api: Pick<ApiEntry, 'route'> & Partial<Pick<ApiEntry, 'version'>>; model: ApiModel }[],
): SearchRecord[] {
  return apis.flatMap(({ api, model }) => recordsFromApi(api, model));
}

/**
 * Every search record of the exported site: the marked content of each page that is its own
 * canonical (so /docs, an alias of /docs/intro, is not found twice), then every configured API's
 * (apiSearchRecords). Records of one page stay together, so a query's results share blocks.
 */
export function siteSearchRecords(scan: ExportScan, site: SiteInfo, apiRecords: SearchRecord[]): SearchRecord[] {
  const records: SearchRecord[] = [];
  const routes = [...scan.pages.keys()].sort();
  for (const route of routes) {
    const page = scan.pages.get(route)!;
    // Other versions' docs are canonical to the last version's, yet searched: only aliases (/docs) are skipped.
    const versionedOnly = !isOwnCanonical(site, { route, canonical: page.canonical });
    records.push(
      ...recordsFromHtml(route, readFileSync(page.file, 'utf8'), {
        siteTitle: site.title,
        sections: sectionsOfRoute(site, route),
        versionedOnly,
      }),
    );
  }
  for (const record of apiRecords) records.push(record);
  return records.sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section));
}
