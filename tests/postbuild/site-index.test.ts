import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanExport } from '@/lib/checks/export-scan';
import { siteSearchRecords } from '@/lib/postbuild/site-index';
import type { SiteInfo } from '@/lib/postbuild/site-files';
import { recordsFromHtml } from '@/lib/search/html-records';
import type { SearchRecord } from '@/lib/runtime/search-index';

// The post-build step reads each exported page once: the scan's parse of a page gives its links and
// ids and, through the search records' reader, its records (each page's HTML was read and parsed a
// second time for them: about 1 CPU s of the step at 1,000 docs).

const site: SiteInfo = { url: 'https://kites.example', basePath: '', title: 'Kites', tagline: '', noindex: false };

const page = (title: string, body: string, canonical?: string) =>
  `<!DOCTYPE html><html><head><title>${title} | Kites</title>${canonical ? `<link rel="canonical" href="${canonical}">` : ''}</head>` +
  `<body><nav><a href="/docs/intro">Intro</a></nav><article data-search-body="">${body}</article></body></html>`;

const PAGES: Record<string, string> = {
  'docs/intro.html': page('Intro', '<h1>Intro</h1><p>Lines &amp; spars.</p><h2 id="knots">Knots</h2><p>A bowline <code>holds</code>.</p>'),
  // An alias of /docs/intro: the same content, canonical to the doc.
  'docs.html': page('Intro', '<h1>Intro</h1><p>Lines &amp; spars.</p>', 'https://kites.example/docs/intro'),
  'blog/first.html': page('First flight', '<p>It flew.</p><h2 id="wind">Wind</h2><p>Steady, <em>from the west</em>.</p>'),
  'tags.html': '<!DOCTYPE html><html><head><title>Tags | Kites</title></head><body><ul><li>none</li></ul></body></html>',
};

describe('the search records of an export', () => {
  it('are read in the scan of each page, the same records as a parse of their own, aliases left out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-index-'));
    for (const [file, html] of Object.entries(PAGES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    }
    const search = siteSearchRecords(site);
    const scan = scanExport(dir, undefined, new Set(), search.reader);
    const api: SearchRecord = {
      section: 'api',
      url: '/api/kites/fly',
      title: 'Fly',
      context: 'Kites API',
      terms: '',
      names: '',
      text: 'Flies.',
    };
    const records = search.records([api]);

    const own = (route: string, file: string) => recordsFromHtml(route, PAGES[file]!, { siteTitle: 'Kites' });
    expect(records).toEqual(
      [...own('/docs/intro', 'docs/intro.html'), ...own('/blog/first', 'blog/first.html'), api].sort(
        (a, b) => ['docs', 'blog', 'api'].indexOf(a.section) - ['docs', 'blog', 'api'].indexOf(b.section),
      ),
    );
    expect(records.map((record) => record.url)).toEqual([
      '/docs/intro',
      '/docs/intro#knots',
      '/blog/first',
      '/blog/first#wind',
      '/api/kites/fly',
    ]);
    expect(records[1]!.text).toBe('A bowline holds.');
    // The scan itself is what it was: links, ids, titles.
    expect(scan.pages.get('/docs/intro')!.ids).toEqual(new Set(['knots']));
    expect(scan.pages.get('/docs')!.canonical).toBe('https://kites.example/docs/intro');
    expect(scan.pages.get('/blog/first')!.links.map((link) => link.url)).toEqual(['/docs/intro']);
  });
});
