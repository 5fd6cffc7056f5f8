// Where content links to a route the import does not carry (a React page of src/pages): the import
// report names those places, since each becomes a broken link (and a 404 in the browser) otherwise.
import fs from 'node:fs';
import { withoutFences } from './imports';

/** A site-absolute link of Markdown or JSX (`](/contact)`, `href="/contact"`, `to='/contact#x'`), its path only. */
const LINK = /(?:\]\(\s*<?|\b(?:href|to)=["'])(\/[^)\s"'#?>]*)/g;

/** For each of `routes`, the `shown:line` places in `files` that link to it (trailing slashes ignored). */
export function linksToRoutes(files: readonly { file: string; shown: string }[], routes: readonly string[]): Map<string, string[]> {
  const wanted = new Map(routes.map((route) => [route.replace(/\/+$/, '') || '/', route]));
  const found = new Map<string, string[]>(routes.map((route) => [route, []]));
  for (const { file, shown } of files) {
    withoutFences(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((text, index) => {
        for (const match of text.matchAll(LINK)) {
          const route = wanted.get(match[1]!.replace(/\/+$/, '') || '/');
          if (route) found.get(route)!.push(`${shown}:${index + 1}`);
        }
      });
  }
  return found;
}

/** "; linked from 3 places: a.md:2, b.md:9, c.md:4" (the first five), or "" when nothing links there. */
export function linkedFrom(places: readonly string[]): string {
  if (places.length === 0) return '';
  const shown = places.slice(0, 5).join(', ');
  return `; content links to it in ${places.length} place${places.length === 1 ? '' : 's'} (${shown}${places.length > 5 ? ', …' : ''}), each a broken link until then`;
}
