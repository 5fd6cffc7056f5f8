// Post-build steps on the exported folder (out/, or NEXT_DIST_DIR): boot scripts loaded after first paint, inline
// styles moved into a stylesheet (and a check that none is left), a check that every inline script is the build's own, Markdown copies of pages, sitemap.xml, robots.txt, llms.txt and the search index, then the duplicate-id
// check and the link and anchor check, which fail the build on a repeated id or a broken link. Run by `npm run build` after `next build`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkLinks, formatProblems, linkReport, routeOfHtmlFile, siteOrigins, type LinkProblem } from '../lib/checks/link-check';
import { scanExport, type ExportScan } from '../lib/checks/export-scan';
import { levelOutcome } from '../lib/config/checks';
import { siteLocales as localesOf } from '../lib/config/i18n';
import { preparedManifestPath, preparedParsesDir, preparedStyleElementsDir, STYLE_ELEMENTS_ROUTE } from '../lib/config/env.mjs';
import type { CheckLevel } from '../lib/config/schema';
import type { TryManifest } from '../lib/postbuild/try-manifest';
import type { SearchRecord } from '../lib/runtime/search-index';
import { formatInlineStyleProblems } from '../lib/postbuild/inline-styles';
import { inlineStyleStep, type InlineStyleStep } from '../lib/postbuild/inline-styles-step';
import { formatUnknownScripts, inlineScriptStep } from '../lib/postbuild/inline-scripts';
import { llmsFiles, robotsTxt, sitemapFiles, type IndexedPage } from '../lib/postbuild/site-files';
import { writeAtomic } from '../lib/files/write-if-changed';
// What the content gave the build, read from the manifest the content check wrote: this step loads
// none of the modules that load the content (the docs, the MDX compiler, the OpenAPI loaders).
import { readBuildManifest } from '../lib/postbuild/manifest-file';
import { SIDEBAR_FILES_DIR, VERSION_FILES_DIR } from '../lib/content/shared-file-dirs';
import { TRY_MANIFEST } from './lib/try-proxy.mjs';

/** The search index under search/: records from the exported pages and the APIs' (from the build manifest). */
async function writeSearchIndex(dir: string, all: SearchRecord[]): Promise<void> {
  const { buildSearchIndex, SEARCH_DIR } = await import('../lib/search/build-index');
  // Each locale searches its own index: the default locale's under search/, another's under <locale>/search/.
  const { siteLocales } = await import('../lib/config/i18n');
  const { localeOfRoute } = await import('../lib/runtime/locales');
  const { siteConfig } = await import('../lib/config');
  const locales = siteLocales(siteConfig().i18n);
  for (const locale of locales.filter((one) => !one.remote)) {
    const records = all.filter((record) => localeOfRoute(record.url, locales) === locale);
    const { files } = buildSearchIndex(records);
    rmSync(path.join(dir, locale.prefix, SEARCH_DIR), { recursive: true, force: true });
    for (const [file, content] of files) write(dir, `${locale.prefix}/${file}`, content);
    const bytes = [...files.values()].reduce((n, content) => n + Buffer.byteLength(content), 0);
    console.log(
      `Wrote the search index${locales.length > 1 ? ` of ${locale.name}` : ''}: ${records.length} records in ${files.size} files (${Math.round(bytes / 1024)} KiB).`,
    );
  }
}

/** The "Try it" manifest (lib/postbuild/try-manifest.ts) for serve and nginx:config; none when no API enables tryIt. */
async function writeTryManifest(dir: string, manifest: TryManifest | undefined): Promise<void> {
  rmSync(path.join(dir, path.dirname(TRY_MANIFEST)), { recursive: true, force: true });
  if (!manifest) return;
  write(dir, `/${TRY_MANIFEST}`, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `Wrote ${TRY_MANIFEST}: Try it for ${manifest.apis.map((api) => `${api.id} (${api.servers.length} servers${api.proxy ? ', proxied' : ''})`).join(', ')}.`,
  );
}

function write(dir: string, route: string, content: string): void {
  const file = path.join(dir, route);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Warns of pages whose HTML puts a block inside a <p> (found by the export scan, see lib/checks/html-nesting.ts), with the Markdown source when known. */
async function reportNesting(scan: ExportScan): Promise<void> {
  const pages = [...scan.pages].filter(([, page]) => page.blocksInParagraphs.length > 0);
  if (pages.length === 0) return;
  const { nestingWarning } = await import('../lib/checks/html-nesting');
  const { sources } = await (await import('../lib/checks/link-sources')).loadPageSources();
  const lines = pages.map(([route, page]) => nestingWarning(page.file, sources.get(route)?.file, page.blocksInParagraphs));
  console.warn(`\nPages that will not hydrate cleanly (${pages.length}), a warning:\n${lines.join('\n')}`);
}

async function main(): Promise<number> {
  // The loaders leave drafts out of production builds, as `next build` does.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      'check-only': { type: 'boolean', default: false },
      locale: { type: 'string' },
    },
  });
  // `npm run build -- --locale fr` hands the option to this last step alone, after next build built every locale.
  if (values.locale !== undefined)
    throw new Error(
      `--locale ${values.locale} reached the post-build step only, after next build: set it for the whole build, ` +
        `SITE_LOCALE=${values.locale} npm run build`,
    );
  const dir = path.resolve(values.dir ?? process.env.NEXT_DIST_DIR ?? 'out');
  // The pages next build did not render come from the export cache first, before any step reads or
  // changes a page (lib/site/incremental.ts).
  const { mergePlannedExport } = await import('../lib/site/incremental');
  const merged = mergePlannedExport(dir, (await import('../lib/config/prepared')).readPreparedSite().preparedAt);
  if (merged) console.log(merged);
  const { siteConfig } = await import('../lib/config');
  const started = Date.now();
  let failed = false;
  let scan: ExportScan | undefined;
  let styles: InlineStyleStep | undefined;
  // Every inline script of the pages is one the build writes (lib/postbuild/inline-scripts.ts), checked as published.
  const scripts = inlineScriptStep(dir, routeOfHtmlFile);
  // HTML files copied from the site's static folders are the writer's own, served as they are (lib/checks/static-html.ts).
  const { staticHtmlFiles, staticHtmlMessage } = await import('../lib/checks/static-html');
  const { readPreparedSite } = await import('../lib/config/prepared');
  const { staticFolders } = await import('../lib/site/static-folders');
  const prepared = readPreparedSite();
  const staticHtml = staticHtmlFiles(
    dir,
    staticFolders(prepared, path.resolve('public')),
    (folder) => path.relative(prepared.siteDir, folder) || '.',
  );
  if (!values['check-only']) {
    // The syntax trees the content check left for next build's render workers (lib/mdx/pipeline.ts,
    // writeSharedParses): read by them alone, and written again by the next check; about 14 KB a doc
    // (140 MB at 10,000 docs) that stayed on disk after every build.
    rmSync(preparedParsesDir(), { recursive: true, force: true });
    // What the pages' content gives the export beside them, made by the content check when it
    // loaded the content (lib/postbuild/manifest.ts): this step does not load it again.
    const manifest = readBuildManifest();
    const { markdownRoute } = await import('../lib/site/markdown-route');
    if (manifest.copyProblems.length) {
      console.error(
        `\nMarkdown copies that could not be made (${manifest.copyProblems.length}), the build fails:\n${manifest.copyProblems.map((p) => `  - ${p}`).join('\n')}`,
      );
      failed = true;
    }
    const { copies } = manifest;
    for (const copy of copies) write(dir, copy.route, copy.content);
    // The whole text of samples the reference shows cut (lib/openapi/samples/bounds.ts), the blog's
    // feeds beside it, each versioned API's changelog feeds beside its changelog page.
    for (const file of manifest.files) write(dir, file.route, file.content);
    // Each docs sidebar's shared file, from which a closed category's items are read when opened
    // (lib/content/sidebar-file.ts); the pages name it by the same content hash.
    rmSync(path.join(dir, SIDEBAR_FILES_DIR), { recursive: true, force: true });
    for (const file of manifest.sidebarFiles) write(dir, `/${file.path}`, file.json);
    if (manifest.sidebarFiles.length > 0)
      console.log(`Wrote ${manifest.sidebarFiles.length} shared sidebar files under ${SIDEBAR_FILES_DIR}/.`);
    // The file of every version's docs of each instance the navbar's client leaves know, which the
    // version dropdown reads when first opened (lib/content/version-nav.ts); the navbar names it by the same content hash.
    rmSync(path.join(dir, VERSION_FILES_DIR), { recursive: true, force: true });
    const navs = manifest.versionNavs;
    for (const file of manifest.versionFiles) write(dir, `/${file.path}`, file.json);
    if (manifest.versionFiles.length > 0)
      console.log(`Wrote ${manifest.versionFiles.length} shared docs versions files under ${VERSION_FILES_DIR}/.`);
    // The CSS of <style> elements a Markdown plugin wrote, which the pages link instead (lib/mdx/style-elements.ts).
    const styleElements = preparedStyleElementsDir();
    if (existsSync(styleElements)) {
      const names = readdirSync(styleElements).filter((name) => name.endsWith('.css'));
      for (const name of names) write(dir, `${STYLE_ELEMENTS_ROUTE}/${name}`, readFileSync(path.join(styleElements, name), 'utf8'));
      if (names.length > 0)
        console.log(`Published ${names.length} stylesheets of <style> elements under ${STYLE_ELEMENTS_ROUTE.slice(1)}/.`);
    }
    // Next's copy of each page's payload that no client fetches (lib/postbuild/segment-files.ts).
    const { removeFullPageSegments, FULL_PAGE_SEGMENT } = await import('../lib/postbuild/segment-files');
    const removed = removeFullPageSegments(dir);
    if (removed.files > 0)
      console.log(
        `Removed ${removed.files} copies of page payloads that nothing fetches (${FULL_PAGE_SEGMENT}): ${Math.round(removed.bytes / 1024)} KiB.`,
      );
    const markdownRoutes = new Set(copies.map((copy) => copy.route));
    // One read of the export rewrites the pages' boot scripts and serves the sitemap, the search
    // index and the link check: a GitHub-size export is 600 MB of HTML.
    const { bootScriptRewriter } = await import('../lib/postbuild/boot-scripts');
    const boot = bootScriptRewriter(dir, siteConfig().basePath);
    styles = inlineStyleStep(dir, siteConfig().basePath);
    const pageStep = styles;
    const { slimIslands } = await import('../lib/postbuild/static-islands');
    const localeHtml = (await import('../lib/postbuild/locale-html')).localeHtmlRewriter(siteConfig().i18n);
    const versionLinks = (await import('../lib/postbuild/version-links')).versionLinksRewriter(navs, siteConfig().basePath);
    const islands = { pages: 0, saved: 0 };
    const config = siteConfig();
    // Where the sections live, for llms.txt's groups and the search results' sections.
    const { sections } = manifest;
    // Every version's pages are listed, docs and API alike, though canonical to the latest (lib/postbuild/site-files.ts indexablePages).
    // Each other locale's docs and blog live under its prefix (/ar/guide): grouped as docs and blog too.
    const localePrefixes = localesOf(config.i18n).flatMap((locale) =>
      locale.isDefault || locale.remote || !locale.prefix ? [] : [locale.prefix],
    );
    const site = { ...config, sections, olderVersionRoutes: manifest.olderVersionRoutes, localePrefixes };
    // The search records are read in the same parse of each page as its links and ids.
    const search = (await import('../lib/postbuild/site-index')).siteSearchRecords(site);
    scan = scanExport(
      dir,
      (read, file) => {
        const slim = slimIslands(read, file);
        // Each page's <html lang dir> for its locale, on a site with `i18n` (lib/postbuild/locale-html.ts).
        const route = routeOfHtmlFile(path.relative(dir, file));
        const localised = localeHtml ? localeHtml(slim.html, route) : slim.html;
        // A doc page's version dropdown links that doc in each version (lib/postbuild/version-links.ts).
        const html = versionLinks(localised, route);
        // Replaced, not written into: the page may be a link to the export cache's file (lib/files/links.mjs).
        if (html !== read) writeAtomic(file, html);
        if (slim.html !== read) {
          islands.pages += 1;
          islands.saved += slim.saved;
        }
        return scripts.page(pageStep.page(boot.page(html, file), file), file);
      },
      staticHtml.files,
      search.reader,
    );
    await reportNesting(scan);
    console.log(
      `Took the static islands of ${islands.pages} pages out of their inline payload: ${Math.round(islands.saved / 1024)} KiB less HTML.`,
    );
    const deferred = boot.finish();
    console.log(
      `Deferred the boot scripts of ${deferred.pages} pages to after their first paint; ${deferred.scripts} scripts carry the compile hint.`,
    );
    const pages: IndexedPage[] = [...scan.pages].map(([route, page]) => ({
      route,
      title: page.title,
      description: page.description,
      noindex: page.noindex,
      canonical: page.canonical,
      markdown: markdownRoutes.has(markdownRoute(route)) ? markdownRoute(route) : undefined,
    }));
    // Past 50,000 URLs, sitemap.xml is an index of sitemap-<n>.xml files (the protocol's limit).
    const sitemaps = sitemapFiles(site, pages);
    for (const file of sitemaps) write(dir, file.route, file.content);
    write(dir, '/robots.txt', robotsTxt(site));
    // One llms.txt per locale (/ar/llms.txt …), each with its locale's pages.
    const llms = llmsFiles(site, pages, localesOf(config.i18n));
    for (const file of llms) write(dir, file.route, file.content);
    for (const file of [...sitemaps.map((sitemap) => sitemap.route), '/robots.txt', ...llms.map((one) => one.route)]) scan.files.add(file);
    console.log(
      `Wrote ${copies.length} Markdown copies, sitemap.xml (${pages.filter((p) => !p.noindex).length} pages), robots.txt and llms.txt.`,
    );
    await writeSearchIndex(dir, search.records(manifest.apiSearchRecords));
    await writeTryManifest(dir, manifest.tryManifest);
  }
  if (!styles) {
    styles = inlineStyleStep(dir, siteConfig().basePath, { move: false });
    const checkStep = styles;
    scan = scanExport(dir, (html, file) => scripts.page(checkStep.page(html, file), file), staticHtml.files);
  }
  scan ??= scanExport(dir, undefined, staticHtml.files);
  const moved = styles.finish();
  if (moved.stylesheet) {
    scan.files.add(moved.stylesheet);
    console.log(`Moved ${moved.moved} inline styles of ${moved.pages} pages into ${moved.stylesheet} (${moved.rules} rules).`);
  }
  if (moved.problems.length > 0) {
    console.error(formatInlineStyleProblems(moved.problems));
    failed = true;
  }
  const unknownScripts = scripts.problems();
  if (unknownScripts.length > 0) {
    const { sources } = await (await import('../lib/checks/link-sources')).loadPageSources();
    console.error(formatUnknownScripts(unknownScripts.map((problem) => ({ ...problem, source: sources.get(problem.route)?.file }))));
    failed = true;
  }
  // Every id of every page names one element (lib/postbuild/duplicate-ids.ts); the scan counted them.
  const { duplicateIdProblems, formatDuplicateIds } = await import('../lib/postbuild/duplicate-ids');
  const duplicates = duplicateIdProblems(scan.pages);
  if (duplicates.length > 0) {
    console.error(formatDuplicateIds(duplicates));
    failed = true;
  }
  // The site's React pages, which are not built: from the manifest (lib/pages loads the content's modules), or
  // found again by a check-only run without one.
  const notBuilt = existsSync(preparedManifestPath())
    ? new Map(readBuildManifest().reactPageRoutes)
    : (await import('../lib/pages')).getReactPageRoutes();
  const linkStats = { links: 0, checked: 0 };
  const linkCheckStarted = Date.now();
  const { brokenLinks, brokenAnchors, notBuiltLinks } = checkLinks(
    {
      ...scan,
      basePath: siteConfig().basePath,
      origins: siteOrigins(siteConfig().url),
      notBuilt,
    },
    linkStats,
  );
  const linkCheckMs = Date.now() - linkCheckStarted;
  if (brokenLinks.length + brokenAnchors.length + notBuiltLinks.length > 0) {
    const { addLinkSources, loadPageSources } = await import('../lib/checks/link-sources');
    addLinkSources([...brokenLinks, ...brokenAnchors, ...notBuiltLinks], { ...(await loadPageSources()), basePath: siteConfig().basePath });
  }

  const report = (
    problems: LinkProblem[],
    level: CheckLevel,
    what: 'Broken links' | 'Broken anchors',
    key: 'brokenLinks' | 'brokenAnchors',
  ) => {
    const { message, fail } = levelOutcome(level, linkReport(problems, what, key));
    if (message) (fail ? console.error : console.warn)(`\n${message}`);
    if (fail) failed = true;
  };
  report(brokenLinks, siteConfig().checks.brokenLinks, 'Broken links', 'brokenLinks');
  report(brokenAnchors, siteConfig().checks.brokenAnchors, 'Broken anchors', 'brokenAnchors');
  if (notBuiltLinks.length > 0)
    console.warn(`\nWarning: links to React pages, which are not built (${notBuiltLinks.length}):\n${formatProblems(notBuiltLinks)}`);
  const links = [...scan.pages.values()].reduce((n, page) => n + page.links.length, 0);
  const unchecked = staticHtmlMessage(staticHtml);
  if (unchecked) console.log(unchecked);
  // A link the pages share (navbar, footer, sidebar) is checked once (lib/checks/link-check.ts).
  console.log(
    `Checked ${links} links in ${scan.pages.size} pages of ${path.relative(process.cwd(), dir) || '.'} in ${Date.now() - started} ms: ` +
      `${brokenLinks.length} broken links, ${brokenAnchors.length} broken anchors ` +
      `(${linkStats.checked} distinct checks of ${linkStats.links} links in ${linkCheckMs} ms).`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
