import { SiteLink } from '@/components/ui/site-link.client';
import type { SidebarItem } from '@/lib/content/sidebar';
import { SidebarCategory } from './sidebar-category.client';
import styles from './sidebar.module.css';

function contains(item: SidebarItem, route: string): boolean {
  if (item.type === 'html') return false;
  if (item.type !== 'category') return item.href === route;
  return item.href === route || item.items.some((child) => contains(child, route));
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** The sidebar's item list; categories are small client leaves, everything else is static HTML. */
export function SidebarItems({ items, activeRoute, level = 1 }: { items: SidebarItem[]; activeRoute: string; level?: number }) {
  return (
    <ul className={level === 1 ? styles.list : `${styles.list} ${styles.nested}`}>
      {items.map((item, index) => {
        if (item.type === 'category') {
          return (
            <SidebarCategory
              key={`${item.label}-${item.href ?? index}`}
              label={item.label}
              href={item.href}
              className={item.className}
              collapsible={item.collapsible}
              initiallyCollapsed={item.collapsed}
              active={contains(item, activeRoute)}
              current={item.href === activeRoute}
            >
              <SidebarItems items={item.items} activeRoute={activeRoute} level={level + 1} />
            </SidebarCategory>
          );
        }
        if (item.type === 'html') {
          // item.value is sanitised by the loader (lib/content/safe-html.ts); nothing raw reaches here.
          return <li key={`html-${index}`} className={classes(item.defaultStyle && styles.html, item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
        const current = item.href === activeRoute;
        return (
          <li key={`${item.href}-${index}`} className={item.className}>
            <SiteLink
              href={item.href}
              prefetch="hover"
              className={current ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={current ? 'page' : undefined}
              title={item.type === 'link' ? item.description : undefined}
            >
              {item.label}
            </SiteLink>
          </li>
        );
      })}
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
