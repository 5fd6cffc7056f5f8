import type { MDXContent } from 'mdx/types';
import { compileMdx } from '@/lib/mdx/compile';
import type { ImportRuntime } from '@/lib/mdx/imports/load';
import { siteImports, siteMarkdownOptions } from '@/lib/content/markdown-options';
import { sitePlugins } from '@/lib/site/plugins';
import { docCategoryCards, type Doc } from './docs';
import { docsDataOf, localeRoutesByFile } from './docs-data';
import { readPreparedSite } from '@/lib/config/prepared';

function categoryCardsOf(doc: Doc) {
  const docs = docsDataOf(doc);
  return docCategoryCards(doc, docs.sidebars, docs.docs);
}

/** Compiles a doc's body with links to other docs and APIs resolved, its images sized and its imports resolved (build time). */
export function compileDoc(doc: Doc, runtime?: ImportRuntime): Promise<MDXContent> {
  const data = docsDataOf(doc);
  // A locale's doc links to the locale's pages.
  const docLinks = data.locale ? { routes: localeRoutesByFile(data.locale), roots: [data.contentPath, readPreparedSite().siteDir] } : true;
  return compileMdx(doc.body, {
    ...siteMarkdownOptions({ file: doc.file, format: doc.format, route: doc.route, pageUrl: doc.permalink, docLinks }),
    plugins: sitePlugins('docs'), imports: siteImports(runtime, { categoryCards: categoryCardsOf(doc) }),
  });
}
