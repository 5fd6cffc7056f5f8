import { decodeAttribute, editAttributes } from '@/lib/html/tags';
import { docRouteIn, type VersionNav } from '@/lib/runtime/docs-versions';

/**
 * The version dropdown's links of each exported doc page, to that doc in every version (issue 29).
 * The navbar belongs to the root layout, which renders one navbar for every route and cannot know
 * the page (as lib/postbuild/locale-html.ts says of <html lang>), and the page's client data no
 * longer lists every version's docs: so the server HTML links each version's main doc, and the build
 * writes here, for a doc page, that doc in each version (its main doc where the version lacks it),
 * O(versions) per page, as Docusaurus' server HTML has them. Readers without JavaScript follow these;
 * the dropdown reads them back while it hydrates (components/layout/version-dropdown.client.tsx).
 * `navs` has every version's docs (lib/content/version-nav.ts versionNavs). A page that is no doc of a
 * versioned instance is returned as it is.
 */
export function versionLinksRewriter(navs: VersionNav[], basePath: string): (html: string, route: string) => string {
  // Each doc route once: its instance and its doc id.
  const docAt = new Map<string, { nav: VersionNav; docId: string }>();
  for (const nav of navs)
    for (const version of nav.versions) for (const [docId, route] of version.docs ?? []) docAt.set(route, { nav, docId });
  const hrefOf = (route: string) => (route === '/' ? `${basePath}/` : `${basePath}${route}`);
  return (html, route) => {
    const doc = docAt.get(route);
    if (!doc || !html.includes('data-version=') || !html.includes('data-docs-plugin=')) return html;
    const targets = new Map(doc.nav.versions.map((version) => [version.name, hrefOf(docRouteIn(version, doc.docId))]));
    return editAttributes(html, (attribute, tag) => {
      if (tag.name !== 'a' || attribute.name !== 'href') return undefined;
      const value = (name: string) => tag.attributes.find((candidate) => candidate.name === name);
      const plugin = value('data-docs-plugin');
      const version = value('data-version');
      if (!plugin || !version || decodeAttribute(plugin.raw) !== doc.nav.pluginId) return undefined;
      return targets.get(decodeAttribute(version.raw));
    });
  };
}
