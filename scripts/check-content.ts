// The build's first step, before `next build`: prepares the site folder (SITE_DIR, default the
// repository root: its config and sidebars file evaluated and validated, its static files and content
// assets copied into public/), then reads the docs, the blog, the pages and every configured OpenAPI
// description with the loaders the pages use. A content mistake (bad YAML, JSON or front matter, an
// unknown author, an invalid spec) fails here in seconds with its message (file, line or JSON pointer,
// and the fix) instead of under a stack trace after a minute of compiling. So does an example that does
// not match its schema in an API whose validateExamples is 'throw'. Anything else is a bug in
// the site and keeps its stack.
import path from 'node:path';
import { isBuildError } from '../lib/errors/build-error';

async function main(): Promise<void> {
  // The loaders leave drafts out of production builds, as `next build` does.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { markContentChecked, prepareSite, siteDirFromEnv, syncPublicFolder, publishImportedAssets } = await import('../lib/site/prepare');
  const { displayPath } = await import('../lib/files/tree');
  const { preparedSiteFile } = await import('../lib/config/prepared');
  const siteDir = siteDirFromEnv();
  const preparedFile = preparedSiteFile();
  const site = await prepareSite({ siteDir, file: preparedFile });
  // Each doc's text parsed once for its outline, import scan, Markdown twin and feed item (lib/mdx/pipeline.ts).
  const { shareParses, parseStats, writeSharedParses } = await import('../lib/mdx/pipeline');
  shareParses(true);
  // The compiled-MDX cache's packs, merged when many builds have added theirs (lib/mdx/compile-cache.ts).
  (await import('../lib/mdx/compile-cache')).compactMdxCache();
  const { getAllDocs } = await import('../lib/content/docs-data');
  const { getBlog } = await import('../lib/content/blog');
  const { getPages } = await import('../lib/pages');
  const { routeTable } = await import('../lib/site/routes');
  const routes = await routeTable();
  // Every API's examples against their schemas, each at its validateExamples level (the route table loaded the specs).
  const { checkSiteExamples } = await import('../lib/openapi/examples/site');
  await checkSiteExamples(site.config.apis);
  // Each versioned API's latest version against the one before, at checks.breakingChanges (lib/openapi/diff/check.ts).
  const { checkBreakingChanges } = await import('../lib/openapi/diff/check');
  await checkBreakingChanges(site.config.checks.breakingChanges);
  const { checkConfigLinks } = await import('../lib/site/links');
  await checkConfigLinks();
  const docs = getAllDocs().flatMap((data) => data.docs);
  const blog = getBlog();
  // Every MDX import resolves (or the build stops here, with file:line:column); the site's own modules are registered for next build.
  const { registerContentModules } = await import('../lib/site/content-modules');
  const contentModules = registerContentModules(siteDir, preparedFile);
  const parts = [
    `${docs.length} docs`,
    `${blog?.posts.length ?? 0} posts`,
    `${getPages().length} pages`,
    `${site.config.apis.length} API descriptions`,
    `${contentModules.imports} MDX imports (${contentModules.modules.size} bundled modules)`,
  ];
  // Only content that loads gets published: public/ is filled last. Its warnings were said here, once.
  if (!process.argv.includes('--no-public')) {
    syncPublicFolder(site, path.resolve('public'));
    publishImportedAssets(site, contentModules.assets, path.resolve('public'));
  }
  // What the post-build step needs of the content (Markdown copies, feeds, sidebar files, the APIs'
  // search records), made now that it is loaded: the post-build step reads it instead of loading it again.
  const { buildManifest, writeBuildManifest } = await import('../lib/postbuild/manifest');
  writeBuildManifest(await buildManifest());
  // The trees, for the render workers' page compiles (lib/mdx/pipeline.ts).
  const { preparedParsesDir } = await import('../lib/config/env.mjs');
  writeSharedParses(preparedParsesDir(), String(site.preparedAt));
  shareParses(false);
  parts.push(`${parseStats.parsed} Markdown parses (${parseStats.shared} reused)`);
  // What each doc cost to learn (its outline, its last update), for next build's workers (lib/content/content-memo.ts).
  (await import('../lib/content/content-memo')).writeContentMemo();
  // Which pages next build renders: those whose inputs changed since the last export (lib/site/incremental.ts).
  const { prepareExportPlan, planSummary } = await import('../lib/site/incremental');
  const plan = prepareExportPlan({
    table: routes,
    root: process.cwd(),
    siteDir,
    preparedFile,
    preparedAt: site.preparedAt,
    imported: contentModules.importedFiles,
  });
  parts.push(planSummary(plan));
  markContentChecked(preparedFile);
  console.log(`Content checked (${displayPath(siteDir) || '.'}): ${parts.join(', ')}; ${routes.size} routes.`);
  // A locale at a url or baseUrl of its own is another build's (SITE_LOCALE); this one links to it.
  const { siteLocales } = await import('../lib/config/i18n');
  const building = site.config.i18n?.build?.locale;
  if (building)
    console.log(
      `  ${building}: built alone at ${site.config.url}${site.config.basePath}/ (SITE_LOCALE); the other locales are linked where their builds publish them`,
    );
  else
    for (const locale of siteLocales(site.config.i18n).filter((one) => one.remote))
      console.log(
        `  ${locale.name}: published at ${locale.prefix}/ by a build of its own (SITE_LOCALE=${locale.name} npm run build); ` +
          'this one links to it',
      );
  // Each other locale's translation status, as npm run i18n:status reports it (lib/content/translation-report.ts).
  const { translationReport } = await import('../lib/content/translation-report');
  for (const report of translationReport(siteDir, site.config))
    console.log(
      `  ${report.locale}: ${report.translated} translated (${report.outdated} outdated), ${report.missing} missing, ${report.coverage}% coverage` +
        (report.outdated > 0 ? ' (npm run i18n:status lists them)' : ''),
    );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = isBuildError(error);
    console.error(
      `\nThe build stopped: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
