import type { MDXContent } from 'mdx/types';
import { compileMdx } from '@/lib/mdx/compile';
import { siteMarkdownOptions } from '@/lib/site/markdown-options';
import type { Doc } from './docs';

/** Compiles a doc's body with links to other docs and APIs resolved and its images sized (build time). */
export function compileDoc(doc: Doc): Promise<MDXContent> {
  return compileMdx(doc.body, siteMarkdownOptions({ file: doc.file, format: doc.format, route: doc.route, pageUrl: doc.permalink, docLinks: true }));
}
