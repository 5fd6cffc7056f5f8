import v8 from 'node:v8';

// How far a build process's heap may grow past what it kept at its last full garbage collection.
// V8 decides by itself, up to four times the live heap when collecting is fast next to the program:
// next build's render workers, which allocate a lot and keep little, each held about 600 MB at 2,000
// generated docs for 100 MB alive after a full collection (about 1 GB each at 10,000 docs, over the
// 2 GB budget of the whole build with the main process). Measured on the 2,000-doc site (one build
// each, the workers' resident memory sampled every 2 s; figures in the large-sites guide).
// `--max-old-space-size` would bound the heap, but next build removes it from the options it gives its
// workers, and Node.js refuses V8's own heap options in NODE_OPTIONS; this one V8 reads whenever it
// sets the next collection's limit, so a process can set it for itself once running.
export const HEAP_GROWING_PERCENT = 50;

/**
 * The site size, in routes, from which the bound applies. It costs CPU (more collections): measured on
 * the 1,000-doc generated site, one cold build each on a quiet machine, 97.7 CPU s without it and
 * 120.8 with it (next build 69.1 against 87.7), for a peak of 1,575 MB without it, under the 2 GB
 * budget. At 2,000 docs each render worker peaked near 600 MB without it (the whole build near 2 GB),
 * at 10,000 about 1 GB each: there the memory is the budget that fails, so the bound is worth its CPU.
 */
export const LARGE_SITE_ROUTES = 2_000;

let set = false;

/**
 * Lets this process's heap grow to 1.5 times what it kept, not up to 4 times: for the processes of a
 * build of a large site (the content check, next build's render workers, through the route table).
 * Development keeps V8's choice (a dev server's heap is not the build's budget), and so does a build
 * of fewer than LARGE_SITE_ROUTES routes, whose heap is within the budget anyway.
 */
export function limitHeapGrowth(routes: number): void {
  if (set || process.env.NODE_ENV !== 'production' || routes < LARGE_SITE_ROUTES) return;
  set = true;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
