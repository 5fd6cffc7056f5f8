import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markTranslation, sourceHash } from '@/lib/content/translations';
import { STATUS_ROWS_PER_PAGE, translationStatusPages, translationStatusTable, type StatusRow } from '@/lib/content/translation-status';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

// The status page of a locale, for its translators (/<locale>/translation-status): every doc, post
// and page of the locale with its translation's state. Our fixture: an Arabic site with an outdated
// doc, an up-to-date one, a missing one and a translated blog post.

const row = (state: StatusRow['state'], route: string): StatusRow => ({ kind: 'doc', title: route, route, originalRoute: route, state });

describe('the translation status table', () => {
  it('puts what needs a translator first (outdated, missing, untracked) and counts coverage as i18n:status does', () => {
    const { rows, summary } = translationStatusTable([
      row('up-to-date', '/ar/a'),
      row('missing', '/ar/b'),
      row('outdated', '/ar/c'),
      row('untracked', '/ar/d'),
      row('missing', '/ar/e'),
      row('up-to-date', '/ar/f'),
    ]);
    expect(rows.map((one) => one.state)).toEqual(['outdated', 'missing', 'missing', 'untracked', 'up-to-date', 'up-to-date']);
    expect(summary).toEqual({ total: 6, translated: 4, outdated: 1, untracked: 1, missing: 2, coverage: 66.6 });
  });
});

describe('the status in pages', () => {
  const states: StatusRow['state'][] = ['up-to-date', 'missing', 'outdated', 'untracked', 'up-to-date'];
  const rows = (count: number) => Array.from({ length: count }, (_, i) => row(states[i % states.length]!, `/ar/docs/doc-${i}`));

  it('splits 250 files into 5 pages of 50 under the status route, each file on one page, outdated and missing first', () => {
    const all = rows(250);
    const pages = translationStatusPages(all, '/ar/translation-status', 50);
    expect(pages.map(({ page }) => [page.permalink, page.items.length, page.previous, page.next])).toEqual([
      ['/ar/translation-status', 50, undefined, '/ar/translation-status/page/2'],
      ['/ar/translation-status/page/2', 50, '/ar/translation-status', '/ar/translation-status/page/3'],
      ['/ar/translation-status/page/3', 50, '/ar/translation-status/page/2', '/ar/translation-status/page/4'],
      ['/ar/translation-status/page/4', 50, '/ar/translation-status/page/3', '/ar/translation-status/page/5'],
      ['/ar/translation-status/page/5', 50, '/ar/translation-status/page/4', undefined],
    ]);
    const listed = pages.flatMap(({ page }) => page.items.map((one) => one.route));
    expect(new Set(listed).size).toBe(250);
    expect(listed.toSorted()).toEqual(all.map((one) => one.route).toSorted());
    // The whole locale's order runs across the pages: the 50 outdated files fill page 1, the 50 missing page 2.
    expect(pages.map(({ page }) => [...new Set(page.items.map((one) => one.state))])).toEqual([
      ['outdated'],
      ['missing'],
      ['untracked'],
      ['up-to-date'],
      ['up-to-date'],
    ]);
    // Every page has the counts of the whole locale.
    for (const { summary } of pages) expect(summary).toEqual(translationStatusTable(all).summary);
  });

  it('weighs the same at 10,000 files as at 100: no page lists more than the fixed number of rows', () => {
    for (const count of [0, 1, 100, 10_000]) {
      const pages = translationStatusPages(rows(count), '/ar/translation-status');
      expect(pages.length).toBe(Math.max(1, Math.ceil(count / STATUS_ROWS_PER_PAGE)));
      expect(Math.max(...pages.map(({ page }) => page.items.length))).toBeLessThanOrEqual(STATUS_ROWS_PER_PAGE);
    }
  });
});

describe('a locale’s status page', () => {
  afterEach(() => {
    removeTempSites();
    vi.unstubAllEnvs();
  });

  it('is published for each locale but the default, noindex, listing the locale’s docs and posts with their state', async () => {
    const install = '# Install\n\nNew text.\n';
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'ar'] } };\n",
      'docs/install.md': install,
      'docs/intro.md': '# Intro\n',
      'docs/settings.md': '# Settings\n',
      'blog/2026-01-10-launch.md': '# Launch\n\nToday.\n',
      'i18n/ar/docusaurus-plugin-content-docs/current/install.md': markTranslation(
        '# تثبيت\n',
        sourceHash('# Install\n\nOld.\n'),
        '2026-01-02',
      ),
      'i18n/ar/docusaurus-plugin-content-docs/current/intro.md': markTranslation('# مقدمة\n', sourceHash('# Intro\n'), '2026-01-03'),
      'i18n/ar/docusaurus-plugin-content-blog/2026-01-10-launch.md': '# الإطلاق\n\nاليوم.\n',
    });
    await prepareTestSite(dir);
    const { routeTable } = await import('@/lib/site/routes');
    const table = await routeTable();
    const target = table.get('/ar/translation-status')?.target;
    expect(target).toMatchObject({ kind: 'translation-status', locale: 'ar', page: { page: 1, totalPages: 1 } });
    expect(table.has('/ar/translation-status/page/2')).toBe(false);
    expect(table.has('/translation-status')).toBe(false);
    const { routeMetadata } = await import('@/lib/site/metadata');
    const meta = await routeMetadata(table.get('/ar/translation-status')!);
    expect(meta.robots).toMatchObject({ index: false });
    const { TranslationStatusRoute } = await import('@/components/pages/translation-status-page');
    if (target?.kind !== 'translation-status') throw new Error('no status page');
    const html = renderToString(<TranslationStatusRoute {...target} />);
    const { withBase } = await import('@/lib/config');
    const states = [...html.matchAll(/<tr data-state="([^"]+)">.*?<a href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(states).toEqual([
      ['outdated', withBase('/ar/docs/install')],
      ['missing', withBase('/ar/docs/settings')],
      ['untracked', withBase('/ar/blog/2026/01/10/launch')],
      ['up-to-date', withBase('/ar/docs/intro')],
    ]);
    expect(html.replace(/<!-- -->/g, '')).toContain('3 of 4 translated (75% coverage)');
    // Files from the site folder, as a translator names them, wherever the site folder is (here in the system's temp folder).
    const files = [...html.matchAll(/<code>([^<]*)<\/code>/g)]
      .map((m) => m[1])
      .filter((file) => file!.startsWith('i18n') || file!.includes('..'));
    expect(files).toEqual([
      'i18n/ar/docusaurus-plugin-content-docs/current/install.md',
      'i18n/ar/docusaurus-plugin-content-blog/2026-01-10-launch.md',
      'i18n/ar/docusaurus-plugin-content-docs/current/intro.md',
    ]);
  });
});
