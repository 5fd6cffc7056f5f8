import type { LevelReport } from '@/lib/config/checks';
import type { ScannedPage } from './html-scan';
import { decodedUri } from '@/lib/text/uri';

export interface LinkProblem {
  /** The page the link is on, as a route ("/docs/intro"). */
  page: string;
  /** The HTML file and line, e.g. "out/docs/intro.html:42". */
  where: string;
  /** The Markdown source and line the link was written on, e.g. "content/docs/intro.md:12" (see link-sources.ts). */
  source?: string;
  text: string;
  /** The link as written. */
  url: string;
  reason: string;
}

export interface LinkCheckInput {
  /** Route → scanned page, for every exported HTML page. */
  pages: Map<string, ScannedPage & { file: string }>;
  /** Every exported file, as a path under the base path ("/img/logo.svg", "/blog/rss.xml"). */
  files: Set<string>;
  basePath: string;
  /**
   * The site's own origin(s) (see siteOrigins): absolute links to these under the base path are
   * checked like relative ones; every other absolute link is left to its author.
   */
  origins?: string[];
  /**
   * Routes of HTML files copied from a static folder (a project's older site): a link to one
   * resolves, and its anchors are not checked, as the file itself is not.
   */
  staticRoutes?: ReadonlySet<string>;
  /** Routes of pages the site has but the build does not make (React pages of src/pages): route → the file. */
  notBuilt?: ReadonlyMap<string, string>;
}

export interface LinkCheckResult {
  brokenLinks: LinkProblem[];
  brokenAnchors: LinkProblem[];
  /**
   * Links to a React page of the site (`notBuilt`): the page exists in the site's source, and the
   * build already says it is not built, so these warn whatever checks.brokenLinks says (a Docusaurus
   * site's docs link to its React pages, and Docusaurus builds them).
   */
  notBuiltLinks: LinkProblem[];
}

const SKIPPED_SCHEMES = /^(mailto:|tel:|data:|blob:|javascript:)/i;

/** The route an exported HTML file serves: "docs/intro.html" → "/docs/intro", "index.html" → "/". */
export function routeOfHtmlFile(relative: string): string {
  const clean = `/${relative.replace(/\\/g, '/')}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return clean.length > 1 ? clean.replace(/\/$/, '') : '/';
}

/**
 * The origins whose absolute links are the site's own: the public origin when SITE_URL was set,
 * none otherwise. The default (http://localhost:3000) is a development address, and a link to it
 * in content text (a tutorial's "open http://localhost:3000/…") is the author's, not this site's.
 */
export function siteOrigins(siteUrl: string, env: Record<string, string | undefined> = process.env): string[] {
  return env.SITE_URL?.trim() ? [new URL(siteUrl).origin] : [];
}

const BAD_ESCAPE = 'it is not a valid URL (a % not followed by two hex digits)';

/** A URL part with its %-escapes decoded; undefined when one is malformed. */
const decoded = decodedUri;

/** What checking one link found: nothing to say, or a broken link or anchor, or a link to a React page, with its reason. */
type Verdict = undefined | { broken: 'link' | 'anchor' | 'notBuilt'; reason: string };

/**
 * A link that resolves the same on every page: root-relative ("/demo/docs/x"), protocol-relative or
 * absolute. The navbar's, the footer's and the sidebar's are such links, on every page of a 10,000-doc site.
 */
const PAGE_INDEPENDENT = /^(\/|[a-z][a-z0-9+.-]*:)/i;

/**
 * Checks every link of every exported page against what was exported: a route or file that does
 * not exist is a broken link; a #fragment the target page lacks is a broken anchor. A link that
 * resolves the same on every page (a shared template's: navbar, footer, sidebar) is checked once and
 * its verdict reused; a relative one once per page. `stats` counts both (for the build's report).
 */
export function checkLinks(
  { pages, files, basePath, origins = [], notBuilt, staticRoutes }: LinkCheckInput,
  stats: { links: number; checked: number } = { links: 0, checked: 0 },
): LinkCheckResult {
  const result: LinkCheckResult = { brokenLinks: [], brokenAnchors: [], notBuiltLinks: [] };
  const verdicts = new Map<string, Verdict>();
  const check = (raw: string, pageUrl: URL): Verdict => {
    stats.checked += 1;
    let url: URL;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      return { broken: 'link', reason: 'it is not a valid URL' };
    }
    const relative = url.origin === pageUrl.origin;
    if (!relative && !origins.includes(url.origin)) return undefined;
    const path = decoded(url.pathname);
    if (path === undefined) return { broken: 'link', reason: BAD_ESCAPE };
    if (basePath && path !== basePath && !path.startsWith(`${basePath}/`)) {
      // An absolute URL on the site's origin outside its base path is another app on that host.
      return relative ? { broken: 'link', reason: `it is outside the base path ${basePath}/` } : undefined;
    }
    const below = path.slice(basePath.length) || '/';
    const targetRoute = below.length > 1 ? below.replace(/\/$/, '') : '/';
    const target = pages.get(targetRoute);
    if (!target && !files.has(below) && !files.has(targetRoute) && !staticRoutes?.has(targetRoute)) {
      const reactPage = notBuilt?.get(targetRoute);
      if (reactPage)
        return {
          broken: 'notBuilt',
          reason: `${reactPage} is a React page, which is not built: readers get the 404 page (write it as Markdown, .md or .mdx, or remove the link)`,
        };
      return { broken: 'link', reason: 'no page or file exists there' };
    }
    const fragment = decoded(url.hash.slice(1));
    if (fragment === undefined) return { broken: 'link', reason: BAD_ESCAPE };
    if (fragment && target && !target.ids.has(fragment))
      return { broken: 'anchor', reason: `${targetRoute} has no element with id "${fragment}"` };
    return undefined;
  };
  for (const [route, page] of pages) {
    const pageUrl = new URL(`http://site.invalid${basePath}${route === '/' ? '/' : route}`);
    const seen = new Set<string>(); // the navbar's links stand twice (bar and mobile menu): report once
    for (const link of page.links) {
      const key = `${link.url}\u0000${link.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const raw = link.url.trim();
      if (raw === '' || SKIPPED_SCHEMES.test(raw)) continue;
      stats.links += 1;
      const cacheKey = PAGE_INDEPENDENT.test(raw) ? raw : `${pageUrl.href}\u0000${raw}`;
      let verdict: Verdict;
      if (verdicts.has(cacheKey)) verdict = verdicts.get(cacheKey);
      else {
        verdict = check(raw, pageUrl);
        verdicts.set(cacheKey, verdict);
      }
      if (!verdict) continue;
      const list =
        verdict.broken === 'link' ? result.brokenLinks : verdict.broken === 'anchor' ? result.brokenAnchors : result.notBuiltLinks;
      list.push({
        page: route,
        where: `${page.file}:${link.line}`,
        text: link.text,
        url: link.url,
        reason: verdict.reason,
      });
    }
  }
  return result;
}

/** One line per problem: "out/x.html:3 (/x): link "Text" → /demo/y: no page or file exists there". */
export function formatProblems(problems: LinkProblem[]): string {
  return problems
    .map(
      (p) =>
        `  - ${p.where} (page ${p.page}${p.source ? `, source ${p.source}` : ''}): link "${p.text || '(no text)'}" → ${p.url}: ${p.reason}`,
    )
    .join('\n');
}

/** The broken links or anchors as their check reports them (checks.brokenLinks, checks.brokenAnchors), for levelOutcome. */
export function linkReport(
  problems: LinkProblem[],
  what: 'Broken links' | 'Broken anchors',
  key: 'brokenLinks' | 'brokenAnchors',
): LevelReport {
  return {
    count: problems.length,
    heading: `${what} (${problems.length})`,
    details: formatProblems(problems),
    setting: `checks.${key}`,
    fix: "Fix the link in the page's source",
    relax: (to) => `set checks.${key}: '${to}' in site.config.ts`,
  };
}
