import { decodeAttribute, editAttributes, startTags } from '@/lib/html/tags';
import { NAVBAR_ID, PAGE_BODY_ID } from '@/lib/runtime/chrome-ids';
import { docRouteIn, type VersionNav } from '@/lib/runtime/docs-versions';

/**
 * Where the navbar is in an exported page: from its start tag to the page body's, which the root
 * layout renders right after it (app/layout.tsx). A writer's content is inside the page body, so a
 * doc's own `<nav id="navbar">` or `<a data-version …>` comes after this span; the first navbar is
 * the layout's. Undefined when the page has no navbar.
 */
function navbarSpan(html: string): { from: number; to: number } | undefined {
  let from: number | undefined;
  for (const tag of startTags(html)) {
    const id = tag.attributes.find((attribute) => attribute.name === 'id');
    if (!id) continue;
    const value = decodeAttribute(id.raw);
    if (from === undefined && value === NAVBAR_ID) from = tag.start;
    else if (from !== undefined && value === PAGE_BODY_ID) return { from, to: tag.start };
  }
  return undefined;
}

/**
 * The version dropdown's links of each exported doc page, to that doc in every version (issue 29).
 * The navbar belongs to the root layout, which renders one navbar for every route and cannot know
 * the page (as lib/postbuild/locale-html.ts says of <html lang>), and the page's client data no
 * longer lists every version's docs: so the server HTML links each version's main doc, and the build
 * writes here, for a doc page, that doc in each version (its main doc where the version lacks it),
 * O(versions) per page, as Docusaurus' server HTML has them. Readers without JavaScript follow these;
 * the dropdown reads them back while it hydrates (components/layout/version-dropdown.client.tsx).
 * Only the navbar's links are touched: a doc's own raw HTML may carry the same attributes and comes
 * out as written. `navs` has every version's docs (lib/content/version-nav.ts versionNavs). A page
 * that is no doc of a versioned instance is returned as it is.
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
    const span = navbarSpan(html);
    if (!span) return html;
    const targets = new Map(doc.nav.versions.map((version) => [version.name, hrefOf(docRouteIn(version, doc.docId))]));
    const navbar = editAttributes(html.slice(span.from, span.to), (attribute, tag) => {
      if (tag.name !== 'a' || attribute.name !== 'href') return undefined;
      const value = (name: string) => tag.attributes.find((candidate) => candidate.name === name);
      const plugin = value('data-docs-plugin');
      const version = value('data-version');
      if (!plugin || !version || decodeAttribute(plugin.raw) !== doc.nav.pluginId) return undefined;
      return targets.get(decodeAttribute(version.raw));
    });
    return html.slice(0, span.from) + navbar + html.slice(span.to);
  };
}
