import type { Metadata } from 'next';

// A section is one kind of content of the site (pages, docs, the blog, an API reference, …): the
// routes it publishes, each with what it shows, and the metadata of each. The route table
// (lib/site/routes.ts) and the page metadata loop over a list of sections, and the catch-all page
// looks its view up by kind (components/routes/): a new kind of page is one folder under
// lib/sections/ implementing this interface, one entry in that list and one view.

/**
 * What a section shows at one route, from its map of kinds: `{ doc: { page: DocsPage } }` gives
 * `{ kind: 'doc'; page: DocsPage }`. A map rather than a union so that a record keyed by kind
 * (views, metadata) can be typed kind by kind and TypeScript finds a missing kind.
 */
export type TargetOf<M> = { [K in keyof M]: { kind: K } & M[K] }[keyof M];

/** A route, what it shows, and the source that put it there (named when two sources publish one route). */
export interface SectionRoute<T> {
  route: string;
  source: string;
  target: T;
}

/** The routes the sections before this one published (a generated page yields to a site's own). */
export interface PublishedRoutes {
  has(route: string): boolean;
}

/** The metadata of each kind of a section, from what the route shows and the route itself. */
export type MetadataOf<M> = { [K in keyof M]: (target: { kind: K } & M[K], route: string) => Metadata | Promise<Metadata> };

export interface Section<M> {
  /** For messages and tests: "docs", "blog", … */
  name: string;
  /**
   * Every route of the section, in the order its duplicates are reported. A generator: the table
   * takes each route as it comes, so `published` already holds the routes yielded before it.
   */
  routes(published: PublishedRoutes): Iterable<SectionRoute<TargetOf<M>>> | AsyncIterable<SectionRoute<TargetOf<M>>>;
  metadata: MetadataOf<M>;
}

/** A route two sources publish: the one already in the table and the one that yields to it. */
export interface DuplicateRoute<R> {
  route: string;
  kept: R;
  dropped: R;
}

/**
 * The route table of a list of sections, in their order: the first to publish a route keeps it, a
 * later one is reported (the seed's pagination copies, `…/page/1`, yield silently). "" is "/".
 */
export async function sectionRoutes<R extends { route: string }>(
  sections: ReadonlyArray<{ routes(published: PublishedRoutes): Iterable<R> | AsyncIterable<R> }>,
  onDuplicate: (duplicate: DuplicateRoute<R>) => void,
): Promise<Map<string, R>> {
  const table = new Map<string, R>();
  const published: PublishedRoutes = { has: (route) => table.has(route) };
  const add = (entry: R) => {
    const route = entry.route === '' ? '/' : entry.route;
    const kept = table.get(route);
    if (!kept) table.set(route, { ...entry, route });
    else if (!route.endsWith('/page/1')) onDuplicate({ route, kept, dropped: entry });
  };
  for (const section of sections) {
    const routes = section.routes(published);
    // A section's own generator is walked as it is: `for await` makes promises for every route, which
    // React tracks under next dev (async hooks; 0.4 CPU s of the 10,000-doc site's route table, built
    // for the first page and again after an edit).
    if (Symbol.iterator in routes) for (const entry of routes) add(entry);
    else for await (const entry of routes) add(entry);
  }
  return table;
}
