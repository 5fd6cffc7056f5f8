/**
 * Where the product's manual is published: the repository's GitHub Pages site, beside the demo
 * (.github/workflows/pages.yml builds manual/ into <pages>/manual/). Messages that send a writer to
 * the documentation link a page of it instead of a source file. Change it with the repository.
 */
export const MANUAL_URL = 'https://example.github.io/api-docs-site/manual';

/** The address of a manual page, e.g. manualPage('reference/site-config') or manualPage('reference/site-config#checks'). */
export function manualPage(page: string): string {
  return `${MANUAL_URL}/${page.replace(/^\/+/, '')}`;
}
