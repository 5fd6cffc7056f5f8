import { siteConfig } from '@/lib/config';
import { siteLocales } from '@/lib/config/i18n';
import { blogOptions } from '@/lib/content/blog';
import { getAllDocs, getLocaleDocs } from '@/lib/content/docs-data';
import { blogFeedFiles } from '@/lib/content/blog-feed';
import { sidebarFileOutput } from '@/lib/content/sidebar-file';
import { navbarVersionNavs, versionDocsFileOutput } from '@/lib/content/version-nav';
import { getApiModel, sampleFiles } from '@/lib/openapi';
import { apiChangelogFeedFiles } from '@/lib/openapi/diff/changelog';
import { getReactPageRoutes } from '@/lib/pages';
import { apiSearchRecords } from '@/lib/search/api-records';
import { apiMarkdownCopies, contentMarkdownCopies } from './copies-from-content';
import type { BuildManifest, ManifestFile } from './manifest-file';
import { olderVersionRoutes } from './site-files';
import { tryManifest } from './try-manifest';

export { readBuildManifest, writeBuildManifest, type BuildManifest, type ManifestFile } from './manifest-file';

// The build manifest: what the post-build step needs from the content, made once by the content
// check, which has loaded every doc, post, page and API model to check them, and read by the
// post-build step instead of loading them all again. Measured on 1,000 generated docs: loading the
// docs costs 13 CPU s a process, which the post-build step paid a second time for its Markdown
// copies, shared sidebar files and the sitemap's older versions.

/** The manifest of the prepared site, from its loaded content (the content check calls this). */
export async function buildManifest(): Promise<BuildManifest> {
  const config = siteConfig();
  const content = await contentMarkdownCopies();
  const files: ManifestFile[] = [];
  const models = await Promise.all(config.apis.map(async (api) => ({ api, model: await getApiModel(api) })));
  for (const { model } of models) files.push(...sampleFiles(model));
  files.push(...(await blogFeedFiles()), ...(await apiChangelogFeedFiles()));
  // One file per distinct sidebar: a sidebar object shared by versions or locales is written once.
  // Each other locale's docs have sidebars of their own (translated labels, routes under the
  // locale's prefix), which its pages name as the default locale's pages name theirs.
  const localeDocs = siteLocales(config.i18n)
    .filter((locale) => !locale.isDefault && !locale.remote)
    .flatMap((locale) => getLocaleDocs(locale.name));
  const sidebarOutputs = [...getAllDocs(), ...localeDocs].flatMap((data) =>
    Object.values(data.sidebars).map((items) => sidebarFileOutput(items)),
  );
  const sidebars = new Map(sidebarOutputs.map((output) => [output.path, output]));
  const versionNavs = navbarVersionNavs(config.navbar.items);
  const tryIt = tryManifest(
    models.filter(({ api }) => api.tryIt),
    config,
  );
  return {
    copies: [...content.copies, ...(await apiMarkdownCopies())],
    copyProblems: content.problems,
    files,
    sidebarFiles: [...sidebars.values()].map(({ path, json }) => ({ path, json })),
    versionNavs,
    versionFiles: versionNavs.map((nav) => versionDocsFileOutput(nav)).map(({ path, json }) => ({ path, json })),
    olderVersionRoutes: olderVersionRoutes(config.apis, getAllDocs()),
    apiSearchRecords: apiSearchRecords(models),
    ...(tryIt ? { tryManifest: tryIt } : {}),
    sections: {
      docs: config.docs === false ? undefined : config.docs.routeBasePath,
      blog: config.blog === false ? undefined : blogOptions().routeBasePath,
      apis: config.apis.map((api) => api.route),
    },
    reactPageRoutes: [...getReactPageRoutes()],
  };
}
