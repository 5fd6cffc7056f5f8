import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scanHtml } from '@/lib/checks/html-scan';

// The post-build step keeps every page's scan until the link check: a scan must hold what it read
// (links, ids, title), not the page. On the 10,000-doc export the scans held every page's HTML
// (the parser's strings are slices of it) and the post-build step peaked at 2.6 GB.

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** A page of about 300 KB whose links, ids and texts are long enough to be slices of it. */
function page(n: number): string {
  const filler = `<p>${`page ${n} filler text that no link reads. `.repeat(7000)}</p>`;
  const links = Array.from(
    { length: 20 },
    (_, i) => `<a id="heading-number-${i}-of-${n}" href="/demo/docs/part-01/topic-${n}/guide-${i}">Guide ${i} of page ${n}</a>`,
  );
  return `<html><head><title>The title of page number ${n}</title><meta name="description" content="The description of page number ${n}"></head><body>${links.join('')}${filler}</body></html>`;
}

describe('html scan memory', () => {
  it('keeps the scans of 100 pages of 300 KB in far less memory than the pages', () => {
    gc();
    const before = process.memoryUsage().heapUsed;
    const scans = Array.from({ length: 100 }, (_, n) => scanHtml(page(n)));
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(scans[99]!.links).toHaveLength(20);
    expect(scans[99]!.title).toBe('The title of page number 99');
    // The pages are 30 MB; the scans are 2,000 links and ids.
    expect(grown).toBeLessThan(5 * 2 ** 20);
  });
});
