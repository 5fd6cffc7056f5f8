import type { MDXContent } from 'mdx/types';
import { siteConfig } from '@/lib/config';
import { reportProblem } from '@/lib/config/checks';
import { compileMdx } from '@/lib/mdx/compile';
import { siteAssetUrl } from '@/lib/site/assets';
import { readPreparedSite } from '@/lib/site/prepared';
import { sitePlugins } from '@/lib/site/plugins';
import type { Doc } from './docs';
import { docsRoot, getDocs } from './docs-data';

/** Compiles a doc's body with links to other docs resolved and its images sized (build time). */
export function compileDoc(doc: Doc): Promise<MDXContent> {
  return compileMdx(doc.body, {
    file: doc.file,
    format: doc.format,
    docRoutes: getDocs()?.routeByFile,
    docRoots: [docsRoot(), readPreparedSite().siteDir].filter((dir): dir is string => dir !== undefined),
    pageUrl: doc.permalink,
    assetUrl: (absFile) => siteAssetUrl(absFile, readPreparedSite()),
    onBrokenLink: (message) => reportProblem(siteConfig.checks.brokenMarkdownLinks, `${message} (checks.brokenMarkdownLinks)`),
    plugins: sitePlugins('docs'),
  });
}
