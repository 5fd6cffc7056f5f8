import type { ScannedPage } from './html-scan';

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

/**
 * Checks every link of every exported page against what was exported: a route or file that does
 * not exist is a broken link; a #fragment the target page lacks is a broken anchor.
 */
export function checkLinks({ pages, files, basePath, origins = [], notBuilt, staticRoutes }: LinkCheckInput): LinkCheckResult {
  const result: LinkCheckResult = { brokenLinks: [], brokenAnchors: [], notBuiltLinks: [] };
  for (const [route, page] of pages) {
    const pageUrl = new URL(`http://site.invalid${basePath}${route === '/' ? '/' : route}`);
    const seen = new Set<string>(); // the navbar's links stand twice (bar and mobile menu): report once
    for (const link of page.links) {
      const key = `${link.url}\u0000${link.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const raw = link.url.trim();
      if (raw === '' || SKIPPED_SCHEMES.test(raw)) continue;
      const problem = (reason: string): LinkProblem => ({
        page: route,
        where: `${page.file}:${link.line}`,
        text: link.text,
        url: link.url,
        reason,
      });
      let url: URL;
      try {
        url = new URL(raw, pageUrl);
      } catch {
        result.brokenLinks.push(problem('it is not a valid URL'));
        continue;
      }
      const relative = url.origin === pageUrl.origin;
      if (!relative && !origins.includes(url.origin)) continue;
      const path = decodeURIComponent(url.pathname);
      if (basePath && path !== basePath && !path.startsWith(`${basePath}/`)) {
        // An absolute URL on the site's origin outside its base path is another app on that host.
        if (relative) result.brokenLinks.push(problem(`it is outside the base path ${basePath}/`));
        continue;
      }
      const below = path.slice(basePath.length) || '/';
      const targetRoute = below.length > 1 ? below.replace(/\/$/, '') : '/';
      const target = pages.get(targetRoute);
      if (!target && !files.has(below) && !files.has(targetRoute) && !staticRoutes?.has(targetRoute)) {
        const reactPage = notBuilt?.get(targetRoute);
        if (reactPage)
          result.notBuiltLinks.push(
            problem(
              `${reactPage} is a React page, which is not built: readers get the 404 page (write it as Markdown, .md or .mdx, or remove the link)`,
            ),
          );
        else result.brokenLinks.push(problem('no page or file exists there'));
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target && !target.ids.has(fragment)) {
        result.brokenAnchors.push(problem(`${targetRoute} has no element with id "${fragment}"`));
      }
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
