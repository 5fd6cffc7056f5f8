// What the API corpus bench (bench/api-corpus.mjs, run under tsx) measures on the export, with the
// build's own checks: the post-build's scan (lib/checks/export-scan.ts), its duplicate-id check and
// its link check, so the bench and the build cannot disagree about an id or a link. Per API: its
// pages' bytes, gzip bytes and inline React payload, the duplicate ids and the broken links and
// anchors the build finds on its pages. tests/bench/corpus-measure.test.ts covers it.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scanExport } from '../lib/checks/export-scan';
import { checkLinks } from '../lib/checks/link-check';
import { duplicateIdProblems } from '../lib/postbuild/duplicate-ids';
import { inlinePayloadBytes } from './corpus-lib.mjs';

export interface CorpusEntry {
  id: string;
  kind: string;
  slug: string;
  specBytes?: number;
  operations?: number;
  webhooks?: number;
}

interface PageSize {
  path: string;
  bytes: number;
  gzipBytes: number;
  payloadShare: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Every entry's numbers from one read of the export folder `out`: each API at `${apiRoute}/<slug>`
 * owns its page there and the pages below it. Budgets are in bytes (bench/budgets.json "corpus").
 */
export function measureCorpus(
  out: string,
  entries: CorpusEntry[],
  apiRoute: string,
  budget: { maxPageBytes: number; maxPageGzipBytes: number },
) {
  const sizes = new Map<string, PageSize>();
  const scan = scanExport(out, (html, file) => {
    const bytes = Buffer.byteLength(html);
    sizes.set(path.resolve(file), {
      path: '',
      bytes,
      gzipBytes: gzipSync(html, { level: 6 }).length,
      payloadShare: round(inlinePayloadBytes(html) / bytes, 3),
    });
    return html;
  });
  const { brokenLinks, brokenAnchors } = checkLinks({ pages: scan.pages, files: scan.files, basePath: '' });
  const duplicates = duplicateIdProblems(scan.pages);
  const owns = (route: string) => (page: string) => page === route || page.startsWith(`${route}/`);
  return entries.map((entry) => {
    const inApi = owns(`${apiRoute}/${entry.slug}`);
    const pages = [...scan.pages].filter(([route]) => inApi(route));
    const measured = pages.map(([route, page]) => ({ ...sizes.get(path.resolve(page.file))!, path: route }));
    const dups = duplicates.filter((d) => inApi(d.route)).map(({ route, id, count, line }) => ({ page: route, id, count, line }));
    const unresolved = [...brokenLinks, ...brokenAnchors]
      .filter((p) => inApi(p.page))
      .map(({ page, url, reason }) => ({ page, href: url, reason }));
    const none: PageSize = { path: '–', bytes: 0, gzipBytes: 0, payloadShare: 0 };
    const largest = measured.reduce((a, b) => (b.bytes > a.bytes ? b : a), none);
    return {
      id: entry.id,
      kind: entry.kind,
      slug: entry.slug,
      specBytes: entry.specBytes,
      operations: entry.operations,
      webhooks: entry.webhooks,
      pages: measured.length,
      largestPage: largest,
      largestGzipPage: measured.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a), largest),
      pagesOverBytes: measured.filter((s) => s.bytes > budget.maxPageBytes).length,
      pagesOverGzip: measured.filter((s) => s.gzipBytes > budget.maxPageGzipBytes).length,
      duplicateIds: dups.length,
      pagesWithDuplicateIds: new Set(dups.map((d) => d.page)).size,
      unresolvedLinks: unresolved.length,
      // A few of each, for the writer to look at; the counts above are complete.
      examples: { duplicateIds: dups.slice(0, 5), unresolvedLinks: unresolved.slice(0, 5) },
    };
  });
}
