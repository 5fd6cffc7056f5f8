// Next's boot scripts, rewritten in the export so a page paints before any JavaScript downloads.
//
// React writes the boot scripts as <script async> tags in <head> (plus a low-priority preload for
// one of them). Async scripts start downloading with the stylesheets and run whenever they arrive,
// before the first paint too, so on a slow network the ~155 KB gzip of React and Next competes with
// the page's own HTML and CSS, and a cached visit hydrates before it paints. Every page reads fully
// without JavaScript, so the export loads those scripts once the first contentful paint is on
// screen instead: the reader sees the page first, and it becomes interactive a moment later.
//
// Those scripts also carry V8's compile hint `//# allFunctionsCalledOnLoad`: nearly every function
// in them runs during hydration, and with the hint Chrome compiles them while streaming, off the
// main thread, instead of lazily in the long task that starts the app.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { writeAtomic } from '@/lib/files/write-if-changed';
import path from 'node:path';
import { BOOT_LOADER_ID } from '@/lib/runtime/boot';
import { bootLoaderScript } from '@/lib/runtime/inline-scripts.mjs';

/** V8's explicit compile hint for a whole script (Chrome 136+); other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** How the loader's element opens; a page that has one is already rewritten. */
const LOADER_OPEN = `<script id="${BOOT_LOADER_ID}">`;
// Sticky: tried only where the tag's start was found (indexOf is much faster than a regex scan over
// the 600 MB of HTML a GitHub-size export has).
const ASYNC_SCRIPT = /<script src="([^"<>]+\.js)" async=""><\/script>/y;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+\.js)"\/>/y;

/**
 * The inline script that loads `sources` once the browser reports the first contentful paint (its
 * text is lib/runtime/inline-scripts.mjs's, which the Content-Security-Policy check knows). The
 * sources are inserted together, as async scripts, like React's tags.
 */
export function bootLoader(sources: string[]): string {
  return `${LOADER_OPEN}${bootLoaderScript(sources)}</script>`;
}

/**
 * Rewrites one exported page: drops React's async boot-script tags and script preloads under
 * `${basePath}/_next/static/`, and puts the loader where the first tag was. Returns the page
 * unchanged, with no sources, when it has no boot scripts.
 */
export function deferBootScripts(html: string, basePath: string): { html: string; sources: string[] } {
  const prefix = `${basePath}/_next/static/`;
  const scripts = [...tagsAt(html, `<script src="${prefix}`, ASYNC_SCRIPT)];
  if (scripts.length === 0) return { html, sources: [] };
  const sources = [...new Set(scripts.map((script) => script.url))];
  const preloads = [...tagsAt(html, `<link rel="preload" as="script" fetchPriority="low" href="${prefix}`, SCRIPT_PRELOAD)];
  const cuts = [...scripts, ...preloads.filter((preload) => sources.includes(preload.url))].sort((x, y) => x.index - y.index);
  let rewritten = '';
  let from = 0;
  for (const cut of cuts) {
    rewritten += html.slice(from, cut.index);
    if (cut === scripts[0]) rewritten += bootLoader(sources);
    from = cut.index + cut.length;
  }
  return { html: rewritten + html.slice(from), sources };
}

/** The tags `pattern` matches where `start` occurs in html, with their first group. */
function* tagsAt(html: string, start: string, pattern: RegExp): Generator<{ index: number; length: number; url: string }> {
  for (let index = html.indexOf(start); index >= 0; index = html.indexOf(start, index + start.length)) {
    pattern.lastIndex = index;
    const match = pattern.exec(html);
    if (match?.[1]) yield { index, length: match[0].length, url: match[1] };
  }
}

/** Prepends the compile hint to a script once. */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/** Rewrites exported pages one at a time (see bootScriptRewriter). */
export interface BootScriptRewriter {
  /** Rewrites one page, given its text as read and its path; writes it back when it changed and returns its text. */
  page(html: string, file: string): string;
  /**
   * Adds the compile hint to every script the pages boot with; returns the counts. Fails on a script
   * the export lacks: the loader holds the sources as data, so the link check no longer sees them.
   */
  finish(): { pages: number; scripts: number };
}

/**
 * Rewrites exported pages (see deferBootScripts) as the caller reads them, so a large export is read
 * once, by the post-build scan, and then hints the scripts they boot with. A page that carries Next's
 * inline payload (`self.__next_f`) but no boot script tag means Next changed its markup: that fails
 * the build rather than ship pages whose scripts load before paint, or never.
 */
export function bootScriptRewriter(dir: string, basePath: string): BootScriptRewriter {
  const booted = new Set<string>();
  let pages = 0;
  return {
    page(html, file) {
      if (html.includes(LOADER_OPEN)) return html;
      const result = deferBootScripts(html, basePath);
      if (result.sources.length === 0) {
        if (!html.includes('self.__next_f')) return html;
        throw new Error(
          `${path.relative(process.cwd(), file)}: no <script src="${basePath}/_next/static/…" async=""> boot script found, ` +
            `although the page carries Next's payload. Next's markup changed (is \`next\` newer than the version package.json pins?): the post-build step that defers the boot scripts no longer recognises it.`,
        );
      }
      // Replaced, not written into: the page may be a link to the export cache's file (lib/files/links.mjs).
      writeAtomic(file, result.html);
      pages += 1;
      for (const source of result.sources) booted.add(source);
      return result.html;
    },
    finish() {
      for (const source of booted) {
        const file = path.join(dir, source.slice(basePath.length));
        if (!existsSync(file))
          throw new Error(
            `${source}: a page boots with this script, but it is not in ${path.relative(process.cwd(), dir) || '.'}. Rebuild with \`npm run build\`.`,
          );
        writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
      }
      return { pages, scripts: booted.size };
    },
  };
}
