import type { IndexCard } from '@/lib/content/docs';

/**
 * `@docusaurus/plugin-content-docs/client` for a site's own components. The sidebar is not sent to
 * the browser, so outside a category's page the category is empty; in MDX, the page's own version
 * (page-modules.tsx) gives the category's items.
 */
export function useCurrentSidebarCategory(): { items: IndexCard[] } {
  return { items: [] };
}
