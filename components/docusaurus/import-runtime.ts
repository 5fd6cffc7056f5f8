import { siteModules } from '#site-modules';
import { docusaurusModules } from '@/components/docusaurus';
import { docusaurusPageModules } from '@/components/docusaurus/page-modules';
import type { ImportRuntime } from '@/lib/mdx/imports/load';
import { mdxComponents } from '@/components/mdx/components';

/**
 * What MDX `import`s resolve to on a page: the Docusaurus modules, the site's bundled modules (the
 * registry the content check writes, aliased as `#site-modules`), and the map partials render with.
 */
export const importRuntime: ImportRuntime = {
  builtins: docusaurusModules,
  components: mdxComponents,
  siteModules,
  pageModules: docusaurusPageModules,
};
