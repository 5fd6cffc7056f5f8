import { withBase } from '@/lib/config';
import type { SidebarItem } from '@/lib/content/sidebar';
import { publishDevSidebarFile, sidebarFileOutput, sidebarView } from '@/lib/content/sidebar-file';
import { routeText } from '@/lib/content/locales';
import { SharedSidebar, SidebarTree, type SidebarLabels } from './sidebar-category.client';
import styles from './sidebar.module.css';

/**
 * The shared file is written by the post-build step (scripts/postbuild.ts), and under `next dev` by
 * the page that names it (publishDevSidebarFile). Elsewhere (tests) every category keeps its items.
 */
const DEVELOPMENT = process.env.NODE_ENV === 'development';
const SHARED_FILE = process.env.NODE_ENV === 'production' || DEVELOPMENT;

/** The sidebar's shared file, as the client fetches it (base path included). */
function sharedFileUrl(items: SidebarItem[]): string {
  if (DEVELOPMENT) publishDevSidebarFile(items);
  return withBase(`/${sidebarFileOutput(items).path}`);
}

/** The category toggles' names in the page's locale (Docusaurus' keys), as a prop only when they are not English. */
function labelProps(activeRoute: string): { labels?: SidebarLabels } {
  const expand = "Expand sidebar category '{label}'";
  const collapse = "Collapse sidebar category '{label}'";
  const labels = {
    expand: routeText(activeRoute, 'theme.DocSidebarItem.expandCategoryAriaLabel', expand),
    collapse: routeText(activeRoute, 'theme.DocSidebarItem.collapseCategoryAriaLabel', collapse),
  };
  return labels.expand !== expand || labels.collapse !== collapse ? { labels } : {};
}

/**
 * The docs sidebar column (996 px and up): sticky, not hideable, the current page marked. One client
 * leaf renders it from what it shows (sidebarView): the categories on the reader's path with their
 * items, every other one closed without them, read from the shared file when opened.
 */
export function DocsSidebar({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return (
    <aside className={styles.sidebar}>
      <nav aria-label={routeText(activeRoute, 'theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} className={styles.nav}>
        <SidebarTree
          src={sharedFileUrl(items)}
          activeRoute={activeRoute}
          {...labelProps(activeRoute)}
          items={sidebarView(items, activeRoute, { prune: SHARED_FILE })}
        />
      </nav>
    </aside>
  );
}

/**
 * The sidebar for the mobile menu, which exists only with JavaScript: read from the shared file when
 * the menu first shows it, instead of a second copy of the sidebar in the page's payload.
 */
export function MobileSidebarItems({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return SHARED_FILE ? (
    <SharedSidebar src={sharedFileUrl(items)} activeRoute={activeRoute} {...labelProps(activeRoute)} />
  ) : (
    <SidebarTree
      src={sharedFileUrl(items)}
      activeRoute={activeRoute}
      {...labelProps(activeRoute)}
      items={sidebarView(items, activeRoute, { prune: false })}
    />
  );
}
