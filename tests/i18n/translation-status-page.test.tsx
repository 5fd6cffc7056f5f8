import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markTranslation, sourceHash } from '@/lib/content/translations';
import { translationStatusTable, type StatusRow } from '@/lib/content/translation-status';
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
    expect(table.get('/ar/translation-status')?.target).toEqual({ kind: 'translation-status', locale: 'ar' });
    expect(table.has('/translation-status')).toBe(false);
    const { routeMetadata } = await import('@/lib/site/metadata');
    const meta = await routeMetadata(table.get('/ar/translation-status')!);
    expect(meta.robots).toMatchObject({ index: false });
    const { TranslationStatusRoute } = await import('@/components/pages/translation-status-page');
    const html = renderToString(<TranslationStatusRoute locale="ar" />);
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
