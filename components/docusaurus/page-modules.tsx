import type { ImportPage } from '@/lib/mdx/imports/load';
import DocCardList from './theme/doc-card-list';

/**
 * The Docusaurus modules whose answer depends on the page: on a doc that is its category's page,
 * `<DocCardList />` and `useCurrentSidebarCategory()` give the category's items, as in Docusaurus.
 */
export function docusaurusPageModules(page: ImportPage) {
  const items = page.categoryCards ? [...page.categoryCards] : [];
  return {
    '@theme/DocCardList': { default: (props: { items?: typeof items }) => <DocCardList items={props.items ?? items} /> },
    '@docusaurus/plugin-content-docs/client': { useCurrentSidebarCategory: () => ({ items }) },
  };
}
