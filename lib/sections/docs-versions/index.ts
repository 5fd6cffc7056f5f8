import { pageMetadata } from '@/lib/config/metadata';
import { getAllDocs } from '@/lib/content/docs-data';
import type { Section } from '@/lib/site/section';

/** Where the site lists its docs versions (Docusaurus sites usually ship a page there). */
export const VERSIONS_ROUTE = '/versions';

/** The generated list of docs versions, when some docs instance has several and the site has no /versions page. */
export interface DocsVersionsTargets {
  'docs-versions': object;
}

/** "All versions" of the version dropdown: the site's own /versions page, else this generated one. */
export const docsVersionsSection: Section<DocsVersionsTargets> = {
  name: 'docs versions',
  *routes(published) {
    if (!published.has(VERSIONS_ROUTE) && getAllDocs().some((docs) => docs.versions.length > 1))
      yield { route: VERSIONS_ROUTE, source: 'the generated docs versions page', target: { kind: 'docs-versions' } };
  },
  metadata: {
    'docs-versions': (_target, route) =>
      pageMetadata({ title: 'Versions', description: 'Every version of the documentation.', path: route }),
  },
};
