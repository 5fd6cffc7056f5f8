import { readFileSync } from 'node:fs';
import type { ExportScan } from '@/lib/checks/export-scan';
import { isOwnCanonical, sectionsOfRoute, type SiteInfo } from '@/lib/postbuild/site-files';
import { SECTIONS, type SearchRecord } from '@/lib/runtime/search-index';
import { recordsFromHtml } from '../search/html-records';

/**
 * Every search record of the exported site: the marked content of each page that is its own
 * canonical (so /docs, an alias of /docs/intro, is not found twice), then every configured API's
 * (lib/search/api-records.ts apiSearchRecords, kept in the build manifest). Records of one page stay together, so a query's results share blocks.
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
