// Files for machines and for readers who prefer text, made after the export from what it holds:
// sitemap.xml, robots.txt and llms.txt.
import { escapeHtml } from '@/lib/html/escape';
import { DEFAULT_SECTION_BASES, sectionOfRoute, type SectionBases } from '@/lib/search/html-records';
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
  /**
   * Where the pages of every version but the latest live, docs and API alike: an older API
   * version's route ("/api/word/v1", every page at or below it) and each page of an older (or
   * unreleased) docs version ("/docs/1.0/intro"; not its version root, an alias of its main doc).
   * Such a page names the latest's counterpart as canonical, yet is listed: see indexablePages.
   */
  olderVersionRoutes?: string[];
  /** The route prefixes of the locales other than the default ("/ar"): their docs and blog live under them. */
  localePrefixes?: string[];
}

/** The sections of a locale: the docs' and the blog's bases under its prefix (API references are not translated). */
function localisedSections(sections: SectionBases = DEFAULT_SECTION_BASES, prefix: string): SectionBases {
  const under = (base: string | undefined) => (base === undefined || !prefix ? base : `${prefix}${base === '/' ? '' : base}`);
  return { ...sections, docs: under(sections.docs), blog: under(sections.blog) };
}

/** The sections a route is grouped by: its locale's (a page under /ar/guide is a doc when the docs live at /guide). */
export function sectionsOfRoute(site: SiteInfo, route: string): SectionBases | undefined {
  const prefix = site.localePrefixes?.find((one) => route === one || route.startsWith(`${one}/`));
  return prefix ? localisedSections(site.sections, prefix) : site.sections;
}

const EXCLUDED = /^\/404(\/|$)/;

function absolute(site: SiteInfo, route: string): string {
  return `${site.url}${site.basePath}${route === '/' ? (site.basePath ? '' : '/') : route}`;
}

/** True unless the page names another URL as its canonical (an alias such as /docs for /docs/intro). */
export function isOwnCanonical(site: SiteInfo, page: Pick<IndexedPage, 'route' | 'canonical'>): boolean {
  return !page.canonical || page.canonical === absolute(site, page.route);
}

// olderVersionRoutes as a set, per list: at 10,000 docs in five versions it holds 40,000 routes, and a
// scan of it for each of 50,000 pages was 2·10⁹ comparisons (issue 29).
const olderSets = new WeakMap<string[], Set<string>>();

/** The route is one of olderVersionRoutes or below one: the route itself or one of its ancestors is in the set. */
function isOlderVersion(site: SiteInfo, route: string): boolean {
  const routes = site.olderVersionRoutes;
  if (!routes?.length) return false;
  let set = olderSets.get(routes);
  if (!set) olderSets.set(routes, (set = new Set(routes)));
  for (let at = route.length; at > 0; at = route.lastIndexOf('/', at - 1)) if (set.has(route.slice(0, at))) return true;
  return false;
}

/**
 * SiteInfo.olderVersionRoutes of a site: each API version but the latest by its route, and each
 * page of each docs version but the last (their version roots, aliases, are no pages of theirs).
 */
export function olderVersionRoutes(
  apis: { route: string; version?: { latest: boolean } }[],
  docs: { version: { isLast: boolean }; pages: { route: string }[] }[],
): string[] {
  return [
    ...apis.filter((api) => api.version && !api.version.latest).map((api) => api.route),
    ...docs.filter((data) => !data.version.isLast).flatMap((data) => data.pages.map((page) => page.route)),
  ];
}

/**
 * The pages a search engine should know, the one rule for docs and API versions alike (issue 19):
 * every page of every version, except noindex ones (a version's `noIndex`, unlisted docs and pages), the 404
 * and aliases (a page canonical to another that is no version's page, such as /docs
 * for /docs/intro). An older version's page keeps its canonical link to the latest's counterpart.
 */
export function indexablePages(pages: IndexedPage[], site?: SiteInfo): IndexedPage[] {
  return pages
    .filter((page) => !page.noindex && !EXCLUDED.test(page.route))
    .filter((page) => !site || isOwnCanonical(site, page) || isOlderVersion(site, page.route))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function sitemapXml(site: SiteInfo, pages: IndexedPage[]): string {
  return urlset(sitemapUrls(site, pages));
}

const sitemapUrls = (site: SiteInfo, pages: IndexedPage[]) =>
  indexablePages(pages, site).map((page) => `  <url><loc>${escapeHtml(absolute(site, page.route))}</loc></url>`);

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;

/** The sitemap protocol's limit of URLs per file (sitemaps.org: 50,000, and 50 MB, which 50,000 URLs stay far under). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap files: /sitemap.xml alone up to `max` URLs; past that, /sitemap.xml is a sitemap index
 * naming /sitemap-1.xml, /sitemap-2.xml… of at most `max` URLs each, as the protocol requires.
 */
export function sitemapFiles(site: SiteInfo, pages: IndexedPage[], max = SITEMAP_MAX_URLS): { route: string; content: string }[] {
  const urls = sitemapUrls(site, pages);
  if (urls.length <= max) return [{ route: '/sitemap.xml', content: urlset(urls) }];
  const parts = Array.from({ length: Math.ceil(urls.length / max) }, (_, i) => ({
    route: `/sitemap-${i + 1}.xml`,
    content: urlset(urls.slice(i * max, (i + 1) * max)),
  }));
  const index =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${parts.map((part) => `  <sitemap><loc>${escapeHtml(absolute(site, part.route))}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
  return [{ route: '/sitemap.xml', content: index }, ...parts];
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
  // The sections list the pages that are their own canonical; older versions' counterparts follow under "Other versions".
  // Each page in the first section that claims it; one pass per section (a page list of 10,000 docs,
  // so no includes() per page, and no spread of it into push(), whose argument count has a limit).
  let remaining = indexablePages(pages, site).filter((page) => isOwnCanonical(site, page));
  for (const section of SECTIONS) {
    const inSection = remaining.filter((page) => sectionOfRoute(page.route, site.sections) === section.section);
    if (inSection.length === 0) continue;
    remaining = remaining.filter((page) => sectionOfRoute(page.route, site.sections) !== section.section);
    lines.push(`## ${section.title}`, '');
    for (const page of inSection) lines.push(llmsLine(site, page));
    lines.push('');
  }
  // Pages of other versions whose canonical is the latest's counterpart: their text differs, so a
  // reader of llms.txt finds every version (issue 19). Aliases (/docs for its main doc) have no
  // Markdown copy of their own and stay out.
  const others = pages
    .filter((page) => !page.noindex && !EXCLUDED.test(page.route) && page.markdown && !isOwnCanonical(site, page))
    .sort((a, b) => a.route.localeCompare(b.route));
  if (others.length > 0) {
    lines.push('## Other versions', '');
    for (const page of others) lines.push(llmsLine(site, page));
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function llmsLine(site: SiteInfo, page: IndexedPage): string {
  const link = absolute(site, page.markdown ?? page.route);
  const title = page.title.replace(/\s*\|\s*[^|]*$/, '') || page.route;
  return `- [${title}](${link})${page.description ? `: ${page.description}` : ''}`;
}

/** A locale as llms.txt needs it: its name, label and route prefix ("" for the default). */
export interface LlmsLocale {
  name: string;
  label: string;
  prefix: string;
  /** Published by another build: prefix is its absolute URL. */
  remote?: true;
}

/**
 * llms.txt per locale: the default locale's at /llms.txt, every other's at /<locale>/llms.txt, each
 * listing the pages of its locale (docs and blog under the locale's prefix) and no fallback (a page
 * shown untranslated is canonical to its original, listed in the original's file). The default's
 * names the others. A single-locale site has the one /llms.txt, as before.
 */
export function llmsFiles(site: SiteInfo, pages: IndexedPage[], locales: LlmsLocale[]): { route: string; content: string }[] {
  if (locales.length < 2) return [{ route: '/llms.txt', content: llmsTxt(site, pages) }];
  const origin = absolute(site, '');
  const routeOf = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : undefined);
  const localeOf = (route: string) => {
    const first = `/${route.split('/')[1] ?? ''}`;
    return locales.find((locale) => locale.prefix !== '' && locale.prefix === first) ?? locales.find((locale) => locale.prefix === '')!;
  };
  // A remote locale (another build's, its prefix an absolute URL) writes its own; this export links to it.
  return locales.flatMap((locale) => {
    if (locale.remote) return [];
    const own = pages.filter((page) => {
      if (localeOf(page.route) !== locale) return false;
      // A fallback of a --locale build is canonical to the default locale's page, on another build.
      if (page.canonical && !page.canonical.startsWith(origin)) return false;
      const canonical = page.canonical && routeOf(page.canonical);
      return !canonical || localeOf(canonical) === locale;
    });
    let content = llmsTxt(locale.prefix ? { ...site, sections: localisedSections(site.sections, locale.prefix) } : site, own);
    if (!locale.prefix) {
      const others = locales
        .filter((other) => other.prefix)
        .map((other) => `- [${other.label}](${other.remote ? `${other.prefix}/llms.txt` : absolute(site, `${other.prefix}/llms.txt`)})`);
      content += `\n## Other languages\n\n${others.join('\n')}\n`;
    }
    return [{ route: `${locale.prefix}/llms.txt`, content }];
  });
}
