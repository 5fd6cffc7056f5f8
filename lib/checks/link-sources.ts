import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LinkProblem } from './link-check';
import { decodedUri } from '@/lib/text/uri';

// The link check reads the export, so it knows a broken link's HTML file and line; the writer needs
// the Markdown file and line. For a doc or post page, this finds the link in the page's source.

/** A page's Markdown source: the path to show (from the repository root) and the one to read. */
export interface PageSource {
  file: string;
  absFile: string;
}

export interface LinkSourceContext {
  /** The page's route without the base path, "/docs/intro": relative links resolve against it. */
  route: string;
  basePath: string;
  /** The page's source file, absolute: relative Markdown paths ("./other.md") resolve against it. */
  absFile?: string;
  /** Absolute doc file → route, for "./other.md" links, which the build turns into routes. */
  routeByFile?: Map<string, string>;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
// Where a source writes a link: [text](dest "title"), [ref]: dest, href="dest" / src={'dest'}, <https://…>.
const DESTINATIONS = [
  /\]\(\s*(?:<([^>]*)>|([^\s)]+))/g,
  /^\s{0,3}\[[^\]]+\]:\s*(?:<([^>]*)>|(\S+))/g,
  /\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g,
  /<([a-z][a-z\d+.-]*:[^>\s]+)>/gi,
];

const decode = (text: string): string => decodedUri(text) ?? text;

/**
 * What a link points at, as the link check compares it: the path below the base path (with or
 * without it written, no trailing slash) and the fragment. Undefined for a URL with a scheme.
 */
function targetOf(href: string, { route, basePath, absFile, routeByFile }: LinkSourceContext): string | undefined {
  const written = href.trim();
  if (written === '' || SCHEME.test(written)) return undefined;
  const [pathAndQuery = '', ...fragment] = written.split('#');
  const filePath = pathAndQuery.split('?')[0] ?? '';
  if (absFile && routeByFile && !filePath.startsWith('/') && /\.mdx?$/i.test(filePath)) {
    const docRoute = routeByFile.get(path.resolve(path.dirname(absFile), decode(filePath)));
    if (docRoute) return fragment.length > 0 ? `${docRoute}#${decode(fragment.join('#'))}` : docRoute;
  }
  let url: URL;
  try {
    url = new URL(written, `http://site.invalid${basePath}${route === '/' ? '/' : route}`);
  } catch {
    return undefined;
  }
  let below = decode(url.pathname);
  if (basePath && (below === basePath || below.startsWith(`${basePath}/`))) below = below.slice(basePath.length) || '/';
  if (below.length > 1) below = below.replace(/\/$/, '');
  return url.hash ? `${below}#${decode(url.hash.slice(1))}` : below;
}

/**
 * The 1-based line of `source` (the whole file, front matter included) where the link that the
 * exported page has as `href` was written, or undefined. A written link matches when it is the
 * same text or points at the same place: a route with or without the base path, a path relative
 * to the page, or a relative .md path to a doc. Links inside fenced code blocks do not count.
 */
export function findLinkLine(source: string, href: string, context: LinkSourceContext): number | undefined {
  const wanted = targetOf(href, context);
  const lines = source.split(/\r?\n/);
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    for (const pattern of DESTINATIONS) {
      for (const match of line.matchAll(pattern)) {
        const written = match.slice(1).find((group) => group !== undefined);
        if (written === undefined) continue;
        if (written === href || (wanted !== undefined && targetOf(written, context) === wanted)) return index + 1;
      }
    }
  }
  return undefined;
}

export interface AddLinkSourcesOptions {
  /** Route → Markdown source of every page written in Markdown (docs and posts). */
  sources: Map<string, PageSource>;
  routeByFile: Map<string, string>;
  basePath: string;
  read?: (absFile: string) => string;
}

/**
 * Sets `source` ("content/docs/x.md:12", or the file alone when the link is not found in it) on
 * each problem whose page has a Markdown source. Reads each source once.
 */
export function addLinkSources(
  problems: LinkProblem[],
  { sources, routeByFile, basePath, read = (file) => readFileSync(file, 'utf8') }: AddLinkSourcesOptions,
): void {
  const texts = new Map<string, string | null>();
  for (const problem of problems) {
    const page = sources.get(problem.page);
    if (!page) continue;
    let text = texts.get(page.absFile);
    if (text === undefined) {
      try {
        text = read(page.absFile);
      } catch {
        text = null;
      }
      texts.set(page.absFile, text);
    }
    const line =
      text === null ? undefined : findLinkLine(text, problem.url, { route: problem.page, basePath, absFile: page.absFile, routeByFile });
    problem.source = line ? `${page.file}:${line}` : page.file;
  }
}

/**
 * Route → source of every doc and blog post, from the content loaders (already validated by the
 * build's content check). Empty, with a warning, when they fail: the sources only help a report.
 */
export async function loadPageSources(): Promise<Pick<AddLinkSourcesOptions, 'sources' | 'routeByFile'>> {
  const sources = new Map<string, PageSource>();
  const routeByFile = new Map<string, string>();
  try {
    const { getAllDocs } = await import('@/lib/content/docs-data');
    const { blogLocales, getBlog } = await import('@/lib/content/blog');
    for (const doc of getAllDocs().flatMap((data) => data.docs)) {
      sources.set(doc.route, { file: doc.file, absFile: doc.absFile });
      routeByFile.set(doc.absFile, doc.route);
    }
    for (const post of [undefined, ...blogLocales()].flatMap((locale) => getBlog(locale)?.posts ?? []))
      sources.set(post.permalink, { file: post.file, absFile: post.source });
  } catch (error) {
    console.warn(`The link report cannot name Markdown sources: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { sources, routeByFile };
}
