import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../lib/files/tree';
import { routeOfHtmlFile } from '../lib/checks/link-check';

/** A route that is certainly not exported, to reach the not-found page (out/404.html). */
export const MISSING_ROUTE = '/this-page-does-not-exist';

/** Every HTML file of an export folder but 404.html (Next's `_` folders skipped), with the route it is served at. */
function htmlPages(dir: string): { file: string; route: string }[] {
  return listFiles(dir)
    .filter((file) => file.endsWith('.html') && file !== '404.html' && !/(^|\/)_[^/]*\//.test(file))
    .map((file) => ({ file, route: routeOfHtmlFile(file) }));
}

/**
 * Every page route of an export folder (out/ by default), read from its HTML files, so a new doc,
 * post, tag or API reference is covered without editing a list. `docs/intro.html` → `/docs/intro`,
 * `index.html` → `/`; Next's own files (`_next/`) are skipped and `404.html` is reached through a
 * missing route, as a reader would reach it. A page whose canonical URL is another route (the
 * `/docs` redirect, `/blog/page/1`) shows what that route shows and is left out.
 */
export function exportedRoutes(dir = 'out'): string[] {
  const routes = htmlPages(dir)
    .filter(({ file }) => file !== '_not-found.html')
    .filter(({ file, route }) => {
      const canonical = /<link rel="canonical" href="[^"]*?(\/[^"]*)"/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1];
      return canonical === undefined || canonical.replace(/\/$/, '').endsWith(route === '/' ? '' : route);
    })
    .map(({ route }) => route);
  return [...routes.sort(), MISSING_ROUTE];
}

/**
 * Every HTML page of an export folder as the route a reader asks for, aliases included (the `/docs`
 * redirect, `/blog/page/1`): what a check of every served page (the CSP's) must load. The 404 page
 * is reached through MISSING_ROUTE.
 */
export function exportedPages(dir = 'out'): string[] {
  return [
    ...htmlPages(dir)
      .map(({ route }) => route)
      .sort(),
    MISSING_ROUTE,
  ];
}

/** Splits a list into `count` groups of nearly equal size (round robin, so heavy neighbours spread out). */
export function spread<T>(items: T[], count: number): T[][] {
  const groups: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => groups[index % count]!.push(item));
  return groups.filter((group) => group.length > 0);
}
