import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPostDate } from '@/components/blog/format';
import type { SiteLocale } from '@/lib/config/i18n';
import { pluralForm } from '@/lib/runtime/locales';
import { prepareTestSite, removeTempSites, tempSite } from '../site/site-fixture';

const locale = (htmlLang: string, calendar = 'gregory'): SiteLocale => ({
  name: htmlLang,
  label: htmlLang,
  direction: 'ltr',
  htmlLang,
  calendar,
  path: htmlLang,
  prefix: `/${htmlLang}`,
  isDefault: false,
});

describe('dates and counts in the locale’s format', () => {
  afterEach(() => {
    removeTempSites();
    vi.unstubAllEnvs();
  });

  it('writes a post’s date in the locale’s language and calendar, and in US English without one', () => {
    const day = '2026-11-20T00:00:00.000Z';
    expect(formatPostDate(day)).toBe('November 20, 2026');
    const long = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    expect(formatPostDate(day, locale('ar'))).toBe(new Intl.DateTimeFormat('ar', long).format(new Date(day)));
    expect(formatPostDate(day, locale('ar'))).not.toBe('November 20, 2026');
    // Persian in its own calendar: the year is 1405, not 2026.
    expect(formatPostDate(day, locale('fa', 'persian'))).toContain('۱۴۰۵');
    // A tag the runtime cannot use falls back to US English rather than stopping the page.
    expect(formatPostDate(day, locale('en', 'no-such-calendar-x'))).toBeTypeOf('string');
  });

  it('picks a message’s plural form as Docusaurus does: forms in the order zero, one, two, few, many, other', () => {
    expect(pluralForm('One min read|{n} min read', 1, 'en')).toBe('One min read');
    expect(pluralForm('One min read|{n} min read', 7, 'en')).toBe('{n} min read');
    const arabic = 'zero|one|two|few|many|other';
    expect([0, 1, 2, 3, 11, 100].map((count) => pluralForm(arabic, count, 'ar'))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    // Fewer forms than the language has categories: the last serves the rest.
    expect(pluralForm('one|other', 11, 'ar')).toBe('other');
    expect(pluralForm('no forms', 3, 'ar')).toBe('no forms');
  });

  it('shows an Arabic post’s date and reading time in Arabic, from code.json’s plural forms', async () => {
    const dir = tempSite({
      'site.config.mjs':
        "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'ar'] }, blog: { showReadingTime: true } };\n",
      'docs/intro.md': '# Intro\n',
      'blog/2026-01-10-launch.md': '---\ntitle: Launch\n---\n\nGizmo ships today.\n',
      'i18n/ar/code.json': JSON.stringify({
        'theme.blog.post.readingTime.plurals': {
          message: 'صفر|دقيقة واحدة للقراءة|دقيقتان|{readingTime} دقائق|{readingTime} دقيقة|{readingTime} دقيقة',
        },
      }),
    });
    await prepareTestSite(dir);
    const { getBlog } = await import('@/lib/content/blog');
    const { PostMeta } = await import('@/components/blog/post-meta');
    const arabic = getBlog('ar')!.posts[0]!;
    const english = getBlog()!.posts[0]!;
    const html = renderToStaticMarkup(<PostMeta post={arabic} showReadingTime />);
    expect(html).toContain(formatPostDate(arabic.date, locale('ar')));
    expect(arabic.readingTime).toBe(1);
    expect(html).toContain('دقيقة واحدة للقراءة');
    expect(renderToStaticMarkup(<PostMeta post={english} showReadingTime />)).toContain(`${english.readingTime} min read`);
  });
});

describe('a post’s date and reading time on another locale’s page', () => {
  afterEach(() => removeTempSites());

  it('read each in its own direction, so an English fallback stays "1 min read" beside an Arabic date', async () => {
    await prepareTestSite(
      tempSite({
        // Pashto: right to left, and a language the Docusaurus team's translations lack, so its words stay English.
        'site.config.mjs': "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'ps'] } };\n",
        'docs/intro.md': '# Intro\n',
        'blog/2026-01-10-launch.md': '---\ntitle: Launch\n---\n\nGizmo ships today.\n',
      }),
    );
    const { getBlog } = await import('@/lib/content/blog');
    const { PostMeta } = await import('@/components/blog/post-meta');
    const pashto = renderToStaticMarkup(<PostMeta post={getBlog('ps')!.posts[0]!} showReadingTime />);
    expect(pashto).toMatch(/<span dir="auto">1 min read<\/span>/);
    expect(pashto).toMatch(/<time [^>]*dir="auto"/);
    // The default locale's page keeps its HTML.
    expect(renderToStaticMarkup(<PostMeta post={getBlog()!.posts[0]!} showReadingTime />)).not.toContain('dir=');
  });
});

describe('the last-updated line on another locale’s page', () => {
  afterEach(() => removeTempSites());

  it('takes code.json’s byUser words, and reads in its own direction (an English fallback stays left to right)', async () => {
    const dir = tempSite({
      'site.config.mjs': "export default { title: 'Gizmo', i18n: { defaultLocale: 'en', locales: ['en', 'ps', 'fr'] } };\n",
      'docs/intro.md': '# Intro\n',
      'i18n/fr/code.json': JSON.stringify({ 'theme.lastUpdated.byUser': { message: ' par {user}' } }),
    });
    await prepareTestSite(dir);
    const { DocFooter } = await import('@/components/docs/doc-footer');
    const doc = (name: string) =>
      ({
        tags: [],
        lastUpdated: { date: '2026-11-20T00:00:00.000Z', author: 'Mara' },
        translation: { locale: name, state: 'missing' },
      }) as unknown as Parameters<typeof DocFooter>[0]['doc'];
    // Pashto: a language the Docusaurus team's translations lack, so the words stay English.
    const pashto = renderToStaticMarkup(<DocFooter doc={doc('ps')} />);
    expect(pashto).toContain('dir="auto"');
    expect(pashto).toContain(' by Mara');
    expect(renderToStaticMarkup(<DocFooter doc={doc('fr')} />)).toContain(' par Mara');
  });
});
