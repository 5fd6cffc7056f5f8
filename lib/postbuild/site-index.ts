import type { PageReader } from '@/lib/checks/export-scan';
import { isOwnCanonical, sectionsOfRoute, type SiteInfo } from '@/lib/postbuild/site-files';
import { SECTIONS, type SearchRecord } from '@/lib/runtime/search-index';
import { pageRecordsReader } from '../search/html-records';

/**
 * The search records of the exported pages, read in the post-build step's scan of the export (one
 * parse a page serves its links, ids and records: scanExport's `reader`). `reader` gives the scan a
 * page's reader; `records` then the records of every page that is its own canonical (so /docs, an
 * alias of /docs/intro, is not found twice), then every configured API's (lib/search/api-records.ts
 * apiSearchRecords, kept in the build manifest). Records of one page stay together, so a query's results share blocks.
 */
export function siteSearchRecords(site: SiteInfo): {
  reader: (route: string) => PageReader;
  records: (apiRecords: SearchRecord[]) => SearchRecord[];
} {
  const byRoute = new Map<string, SearchRecord[]>();
  return {
    reader(route) {
      const read = pageRecordsReader(route, { siteTitle: site.title, sections: sectionsOfRoute(site, route) });
      return {
        handler: read.handler,
        // Other versions' docs are canonical to the last version's, yet searched: only aliases (/docs) are skipped.
        done: (page) => byRoute.set(route, read.records(!isOwnCanonical(site, { route, canonical: page.canonical }))),
      };
    },
    records(apiRecords) {
      const records: SearchRecord[] = [];
      for (const route of [...byRoute.keys()].sort()) records.push(...byRoute.get(route)!);
      for (const record of apiRecords) records.push(record);
      return records.sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section));
    },
  };
}
