import { existsSync, readFileSync } from 'node:fs';
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

/** The HTML file an export serves for a route (the 404 page for one it lacks). */
function fileOf(dir: string, route: string): string {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return path.join(dir, candidates.find((file) => existsSync(path.join(dir, file))) ?? '404.html');
}

/** The CSS modules a page's markup uses (their hashed prefixes): pages made by one template share them. */
function templateOf(dir: string, route: string): string {
  const modules = new Set<string>();
  for (const [, classes] of readFileSync(fileOf(dir, route), 'utf8').matchAll(/class="([^"]*)"/g)) {
    for (const name of classes!.split(/\s+/)) {
      const prefix = /^([A-Za-z0-9-]{6})_[A-Za-z]/.exec(name)?.[1];
      if (prefix) modules.add(prefix);
    }
  }
  return [...modules].sort().join(',');
}

/**
 * One route of each kind: the first (in sorted order) of the routes that share their first segment
 * and depth (`/blog/tags` and `/blog/archive` are one such kind), and the first of the routes whose
 * markup uses the same CSS modules (a post and a tag list, at the same depth, are two). What a sweep
 * in a second colour mode or width needs: the page kinds' templates differ, their instances do not.
 */
export function onePerKind(routes: string[], dir = 'out'): string[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const segments = route.split('/').filter(Boolean);
    const keys = [`path:${segments[0] ?? ''}/${segments.length}`, `template:${templateOf(dir, route)}`];
    const isNew = keys.some((key) => !seen.has(key));
    for (const key of keys) seen.add(key);
    return isNew;
  });
}
