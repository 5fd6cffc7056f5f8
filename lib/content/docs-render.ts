import type { MDXContent } from 'mdx/types';
import { siteConfig } from '@/lib/config';
import { reportProblem } from '@/lib/config/checks';
import { compileMdx } from '@/lib/mdx/compile';
import type { ImportRuntime } from '@/lib/mdx/imports/load';
import { siteAssetUrl } from '@/lib/site/assets';
import { readPreparedSite } from '@/lib/site/prepared';
import { docCategoryCards, type Doc } from './docs';
import { docsRoot, getDocs } from './docs-data';

function categoryCardsOf(doc: Doc) {
  const docs = getDocs();
  return docs && docCategoryCards(doc, docs.sidebars, docs.docs);
}

/** Compiles a doc's body with links to other docs resolved and its images sized (build time). */
export function compileDoc(doc: Doc, runtime?: ImportRuntime): Promise<MDXContent> {
  const site = readPreparedSite();
  return compileMdx(doc.body, {
    imports: runtime && { runtime, siteDir: site.siteDir, basePath: site.config.basePath, page: { categoryCards: categoryCardsOf(doc) } },
    file: doc.file,
    format: doc.format,
    docRoutes: getDocs()?.routeByFile,
    docRoots: [docsRoot(), readPreparedSite().siteDir].filter((dir): dir is string => dir !== undefined),
    pageUrl: doc.permalink,
    assetUrl: (absFile) => siteAssetUrl(absFile, readPreparedSite()),
    onBrokenLink: (message) => reportProblem(siteConfig.checks.brokenMarkdownLinks, `${message} (checks.brokenMarkdownLinks)`),
  });
}
