import { SiteLink } from '@/components/ui/site-link.client';
import type { SidebarItem } from '@/lib/content/sidebar';
import { SidebarCategory } from './sidebar-category.client';
import styles from './sidebar.module.css';

function contains(item: SidebarItem, route: string): boolean {
  if (item.type !== 'category') return item.href === route;
  return item.href === route || item.items.some((child) => contains(child, route));
}

/** The sidebar's item list; categories are small client leaves, everything else is static HTML. */
export function SidebarItems({ items, activeRoute, level = 1 }: { items: SidebarItem[]; activeRoute: string; level?: number }) {
  return (
    <ul className={level === 1 ? styles.list : `${styles.list} ${styles.nested}`}>
      {items.map((item) =>
        item.type === 'category' ? (
          <SidebarCategory
            key={`${item.label}-${item.href ?? ''}`}
            label={item.label}
            href={item.href}
            collapsible={item.collapsible}
            initiallyCollapsed={item.collapsed}
            active={contains(item, activeRoute)}
            current={item.href === activeRoute}
          >
            <SidebarItems items={item.items} activeRoute={activeRoute} level={level + 1} />
          </SidebarCategory>
        ) : (
          <li key={item.href}>
            <SiteLink
              href={item.href}
              prefetch="hover"
              className={item.href === activeRoute ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={item.href === activeRoute ? 'page' : undefined}
            >
              {item.label}
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** The docs sidebar column (996 px and up): sticky, not hideable, the current page marked. */
export function DocsSidebar({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return (
    <aside className={styles.sidebar}>
      <nav aria-label="Docs sidebar" className={styles.nav}>
        <SidebarItems items={items} activeRoute={activeRoute} />
      </nav>
    </aside>
  );
}
