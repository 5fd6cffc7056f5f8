import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scanHtml, type AlsoReading, type ScannedPage } from './html-scan';
import { routeOfHtmlFile } from './link-check';
import { listFiles } from '@/lib/files/tree';

export interface ExportScan {
  pages: Map<string, ScannedPage & { file: string }>;
  files: Set<string>;
  /** Routes of HTML files copied from a static folder (see static-html.ts): they exist, unscanned. */
  staticRoutes: Set<string>;
}

/** Another reader of each scanned page's parse (the search records): its callbacks, then the page's scan. */
export interface PageReader {
  handler: AlsoReading;
  done(page: ScannedPage): void;
}

/**
 * Reads an exported site folder once: every HTML page scanned, every file listed. `rewrite` sees the
 * text of every HTML file as read, scanned or not, and returns the text the file now holds (the
 * post-build step rewrites pages there, so a GitHub-size export's 600 MB are read once); the scan is
 * of that text, the page as published. HTML files named in `staticHtml` (relative paths, copies
 * of the writer's static folders) are neither rewritten nor scanned: only their routes are kept.
 * `reader` reads each scanned page in the same parse (one parse a page, not one per reader), and is
 * done with it before the next page is read, so nothing it keeps holds on to a page's text.
 */
export function scanExport(
  dir: string,
  rewrite?: (html: string, file: string) => string,
  staticHtml: ReadonlySet<string> = new Set(),
  reader?: (route: string) => PageReader | undefined,
): ExportScan {
  const relativeFiles = listFiles(dir);
  const pages: ExportScan['pages'] = new Map();
  const staticRoutes = new Set<string>();
  for (const relative of relativeFiles) {
    if (!relative.endsWith('.html')) continue;
    if (staticHtml.has(relative)) {
      staticRoutes.add(routeOfHtmlFile(relative));
      continue;
    }
    const scanned = !relative.startsWith('_next/') && relative !== '_not-found.html';
    if (!scanned && !rewrite) continue;
    const file = path.join(dir, relative);
    const read = readFileSync(file, 'utf8');
    const html = rewrite ? rewrite(read, file) : read;
    if (!scanned) continue;
    const route = routeOfHtmlFile(relative);
    const also = reader?.(route);
    const page = scanHtml(html, also?.handler);
    also?.done(page);
    pages.set(route, { ...page, file: path.relative(process.cwd(), file) });
  }
  return { pages, files: new Set(relativeFiles.map((f) => `/${f}`)), staticRoutes };
}
