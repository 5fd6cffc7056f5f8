import { describe, expect, it } from 'vitest';
import { llmsFiles, llmsTxt, sectionsOfRoute, type IndexedPage } from '@/lib/postbuild/site-files';
import { sectionOfRoute } from '@/lib/search/html-records';

// llms.txt per locale. Our fixture mirrors the minimal site's export: an overview translated into
// Arabic, an install page Arabic shows untranslated (canonical to the English one), and a blog post.

const site = {
  url: 'https://docs.example.com',
  basePath: '/demo',
  title: 'Gizmo Manual',
  tagline: 'A small robot',
  noindex: false,
  sections: { docs: '/guide', blog: '/blog', apis: [] },
};
const locales = [
  { name: 'en', label: 'English', prefix: '' },
  { name: 'ar', label: 'العربية', prefix: '/ar' },
];
const page = (route: string, title: string, canonical?: string): IndexedPage => ({
  route,
  title,
  description: '',
  noindex: false,
  markdown: `${route}.md`,
  ...(canonical ? { canonical: `https://docs.example.com/demo${canonical}` } : {}),
});
const pages = [
  page('/guide', 'Gizmo overview'),
  page('/guide/install', 'Install Gizmo'),
  page('/blog/launch', 'Launch'),
  page('/ar/guide', 'نظرة عامة'),
  page('/ar/guide/install', 'Install Gizmo', '/guide/install'),
  page('/ar/blog/launch', 'الإطلاق'),
];

describe('llms.txt per locale', () => {
  it('gives each locale its own file with its pages in their sections, no fallback copies, and the default’s names the others', () => {
    const files = llmsFiles(site, pages, locales);
    expect(files.map((file) => file.route)).toEqual(['/llms.txt', '/ar/llms.txt']);
    const [en, ar] = files.map((file) => file.content);
    expect(en).not.toMatch(/\/demo\/ar\/(guide|blog)/);
    expect(en).toContain('## Other languages\n\n- [العربية](https://docs.example.com/demo/ar/llms.txt)');
    expect(ar).toContain('## Docs\n\n- [نظرة عامة](https://docs.example.com/demo/ar/guide.md)');
    expect(ar).toContain('## Blog\n\n- [الإطلاق](https://docs.example.com/demo/ar/blog/launch.md)');
    // The untranslated install page is the English one's copy: listed in the English file only.
    expect(ar).not.toContain('install');
    expect(ar).not.toContain('## Other versions');
  });

  it('is the one llms.txt of before on a single-locale site', () => {
    const single = pages.filter((one) => !one.route.startsWith('/ar'));
    expect(llmsFiles(site, single, [locales[0]!])).toEqual([{ route: '/llms.txt', content: llmsTxt(site, single) }]);
  });
});

describe('the search index’s sections per locale', () => {
  it('group a locale’s docs and posts as docs and blog, as the default locale’s', () => {
    const withLocales = { ...site, localePrefixes: ['/ar'] };
    const section = (route: string) => sectionOfRoute(route, sectionsOfRoute(withLocales, route));
    expect(['/ar/guide/install', '/ar/blog/launch', '/ar/about', '/guide/install', '/blog/launch'].map(section)).toEqual([
      'docs',
      'blog',
      'pages',
      'docs',
      'blog',
    ]);
    // Without the locales, a locale's doc was a "page" (out-minimal's /ar/search records, before).
    expect(sectionOfRoute('/ar/guide/install', sectionsOfRoute(site, '/ar/guide/install'))).toBe('pages');
  });
});
