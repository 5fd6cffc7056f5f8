import type { ReactNode } from 'react';
import { withBase } from '@/lib/config';
import type { SidebarItem } from '@/lib/content/sidebar';
import { sidebarFileOutput, sidebarView, type SidebarViewCategory, type SidebarViewItem } from '@/lib/content/sidebar-file';
import { SharedSidebar, SidebarCategory, SidebarSource } from './sidebar-category.client';
import { SidebarHtmlItem, SidebarLinkItem } from './sidebar-items';
import styles from './sidebar.module.css';

/**
 * A category leaf's props without the undefined and default ones: each is JSON in the page's
 * payload (twice in its HTML, inline and in the .txt), once per category of the sidebar.
 */
function leafProps(item: SidebarViewCategory) {
  return {
    label: item.label,
    childrenKey: item.key,
    ...(item.href ? { href: item.href } : {}),
    ...(item.firstHref ? { firstHref: item.firstHref } : {}),
    ...(item.className ? { className: item.className } : {}),
    ...(item.collapsible ? {} : { collapsible: false }),
    // Closed on load is implied by having no items; said only of one that has them and starts closed (next dev).
    ...(item.items && item.collapsible && item.collapsed && !item.active ? { initiallyCollapsed: true } : {}),
    ...(item.active ? { active: true } : {}),
    ...(item.current ? { current: true } : {}),
  };
}

/**
 * The shared file is written by the post-build step (scripts/postbuild.ts): `next dev` has none, so
 * there every category keeps its items in the page, as before issue 29.
 */
const SHARED_FILE = process.env.NODE_ENV === 'production';

/**
 * The sidebar's item list (lib/content/sidebar-file.ts sidebarView); categories are small client
 * leaves, everything else is static HTML. A closed category has no items in the page, HTML or
 * payload: its leaf reads them from the shared file when opened.
 */
export function SidebarItems({ items, activeRoute, nested = false }: { items: SidebarViewItem[]; activeRoute: string; nested?: boolean }) {
  return (
    <ul className={nested ? `${styles.list} ${styles.nested}` : styles.list}>
      {items.map((item, index) => {
        if (item.type === 'category') {
          // A closed category gets no children prop at all (not even an undefined one, which the payload would spell out).
          return item.items ? (
            <SidebarCategory key={item.key} {...leafProps(item)}>
              <SidebarItems items={item.items} activeRoute={activeRoute} nested />
            </SidebarCategory>
          ) : (
            <SidebarCategory key={item.key} {...leafProps(item)} />
          );
        }
        if (item.type === 'html') {
          // item.value is sanitised by the loader (lib/content/safe-html.ts); nothing raw reaches here.
          return <SidebarHtmlItem key={`html-${index}`} html={item.value} defaultStyle={item.defaultStyle} className={item.className} />;
        }
        return (
          <SidebarLinkItem
            key={`${item.href}-${index}`}
            href={item.href}
            label={item.label}
            title={item.type === 'link' ? item.description : undefined}
            className={item.className}
            current={item.href === activeRoute}
          />
        );
      })}
    </ul>
  );
}

/** The shared file's URL for the client leaves, with the page's route, around a sidebar's items. */
function Source({ items, activeRoute, children }: { items: SidebarItem[]; activeRoute: string; children: ReactNode }) {
  return (
    <SidebarSource src={withBase(`/${sidebarFileOutput(items).path}`)} activeRoute={activeRoute}>
      {children}
    </SidebarSource>
  );
}

/** The docs sidebar column (996 px and up): sticky, not hideable, the current page marked. */
export function DocsSidebar({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return (
    <aside className={styles.sidebar}>
      <nav aria-label="Docs sidebar" className={styles.nav}>
        <Source items={items} activeRoute={activeRoute}>
          <SidebarItems items={sidebarView(items, activeRoute, { prune: SHARED_FILE })} activeRoute={activeRoute} />
        </Source>
      </nav>
    </aside>
  );
}

/**
 * The sidebar for the mobile menu, which exists only with JavaScript: read from the shared file when
 * the menu first shows it, instead of a second copy of the sidebar in the page's payload.
 */
export function MobileSidebarItems({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return (
    <Source items={items} activeRoute={activeRoute}>
      {SHARED_FILE ? (
        <SharedSidebar />
      ) : (
        <SidebarItems items={sidebarView(items, activeRoute, { prune: false })} activeRoute={activeRoute} />
      )}
    </Source>
  );
}
