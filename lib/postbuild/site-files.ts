// Files for machines and for readers who prefer text, made after the export from what it holds:
// sitemap.xml, robots.txt and llms.txt.
import { escapeHtml } from '@/lib/html/escape';
import { sectionOfRoute, type SectionBases } from '@/lib/search/html-records';
import type { SearchSection } from '@/lib/runtime/search-index';

export interface IndexedPage {
  /** Route without the base path, "/docs/intro". */
  route: string;
  title: string;
  description: string;
  noindex: boolean;
  /** Route of its Markdown copy, when there is one ("/docs/intro.md"). */
  markdown?: string;
  /** Its canonical URL, when it declares one. */
  canonical?: string;
}

export interface SiteInfo {
  url: string;
  basePath: string;
  title: string;
  tagline: string;
  noindex: boolean;
  /** Where the docs, blog and API references live; default the seed site's /docs, /blog and /api. */
  sections?: SectionBases;
}

const EXCLUDED = /^\/(404|test-only)(\/|$)/;

function absolute(site: SiteInfo, route: string): string {
  return `${site.url}${site.basePath}${route === '/' ? (site.basePath ? '' : '/') : route}`;
}

/** True unless the page names another URL as its canonical (an alias such as /docs for /docs/intro). */
export function isOwnCanonical(site: SiteInfo, page: Pick<IndexedPage, 'route' | 'canonical'>): boolean {
  return !page.canonical || page.canonical === absolute(site, page.route);
}

/**
 * The pages a search engine should know: indexable, their own canonical (not an alias such as
 * /docs for /docs/intro), not the 404, not test-only pages.
 */
export function indexablePages(pages: IndexedPage[], site?: SiteInfo): IndexedPage[] {
  return pages
    .filter((page) => !page.noindex && !EXCLUDED.test(page.route))
    .filter((page) => !site || isOwnCanonical(site, page))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function sitemapXml(site: SiteInfo, pages: IndexedPage[]): string {
  const urls = indexablePages(pages, site).map((page) => `  <url><loc>${escapeHtml(absolute(site, page.route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteInfo): string {
  if (site.noindex) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, '/sitemap.xml')}\n`;
}

const SECTIONS: { title: string; section: SearchSection }[] = [
  { title: 'API reference', section: 'api' },
  { title: 'Docs', section: 'docs' },
  { title: 'Blog', section: 'blog' },
  { title: 'Pages', section: 'pages' },
];

/** llms.txt (llmstxt.org): the site's summary, then a link to every page, grouped by section. */
export function llmsTxt(site: SiteInfo, pages: IndexedPage[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, ''];
  // A split API reference's copy at its route is its overview, linking to each operation's and schema's own copy.
  lines.push(
    'Every docs page and blog post is also available as Markdown at its URL plus `.md`; so is each API reference, whole, at its route plus `.md`, or, when it is split into pages, each of its pages (the overview links to the others).',
    '',
  );
  const remaining = indexablePages(pages, site);
  for (const section of SECTIONS) {
    const inSection = remaining.filter((page) => sectionOfRoute(page.route, site.sections) === section.section);
    if (inSection.length === 0) continue;
    remaining.splice(0, remaining.length, ...remaining.filter((page) => !inSection.includes(page)));
    lines.push(`## ${section.title}`, '', ...inSection.map((page) => llmsLine(site, page)), '');
  }
  // Docs of other versions whose canonical is the last version's doc: not for search engines, yet
  // their text differs, so a reader of llms.txt finds every version (issue 19). Aliases (/docs for
  // its main doc) have no Markdown copy of their own and stay out.
  const others = pages
    .filter((page) => !page.noindex && !EXCLUDED.test(page.route) && page.markdown && !isOwnCanonical(site, page))
    .sort((a, b) => a.route.localeCompare(b.route));
  if (others.length > 0) lines.push('## Other versions', '', ...others.map((page) => llmsLine(site, page)), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

function llmsLine(site: SiteInfo, page: IndexedPage): string {
  const link = absolute(site, page.markdown ?? page.route);
  const title = page.title.replace(/\s*\|\s*[^|]*$/, '') || page.route;
  return `- [${title}](${link})${page.description ? `: ${page.description}` : ''}`;
}
