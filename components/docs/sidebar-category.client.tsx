'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { fileHref, SiteLink } from '@/components/ui/site-link.client';
import { createStrictContext } from '@/lib/runtime/context';
import {
  childKey,
  fileCategoryContains,
  loadSidebarFile,
  ROOT_KEY,
  viewCategoryContains,
  type SidebarFile,
  type SidebarViewItem,
} from '@/lib/runtime/sidebar-file';
import { effectiveCollapseDuration } from './collapse';
import { SidebarHtmlItem, SidebarLinkItem } from './sidebar-items';
import styles from './sidebar.module.css';

interface SidebarSourceValue {
  /** The shared sidebar file's URL (base path included), lib/runtime/sidebar-file.ts. */
  src: string;
  activeRoute: string;
  /** The toggles' accessible names with {label} (Docusaurus' theme.DocSidebarItem.*), given only when not English. */
  labels?: SidebarLabels;
}

export interface SidebarLabels {
  expand: string;
  collapse: string;
}

const ENGLISH: SidebarLabels = { expand: "Expand sidebar category '{label}'", collapse: "Collapse sidebar category '{label}'" };

const [SidebarSourceContext, useSidebarSource] = createStrictContext<SidebarSourceValue>('SidebarSource');

// The loaded files, for rendering: a category that mounts after the file arrived shows its items at once.
const loaded = new Map<string, SidebarFile>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shared file once loaded (undefined before), and a function that loads it. */
function useSidebarFile(): [SidebarFile | undefined, () => Promise<SidebarFile>] {
  const { src } = useSidebarSource();
  const file = useSyncExternalStore(
    subscribe,
    () => loaded.get(src),
    () => undefined,
  );
  const load = useCallback(
    () =>
      loadSidebarFile(src).then((result) => {
        if (!loaded.has(src)) {
          loaded.set(src, result);
          for (const listener of listeners) listener();
        }
        return result;
      }),
    [src],
  );
  return [file, load];
}

/**
 * A list of the sidebar: items the page gave (`items`, a category open on load has its own), and
 * items read from the shared file under a key. Links are links, categories closed or open.
 */
function SidebarList({ items, parentKey, nested }: { items: SidebarViewItem[]; parentKey: string; nested: boolean }) {
  const { activeRoute } = useSidebarSource();
  const [file] = useSidebarFile();
  return (
    <ul className={nested ? `${styles.list} ${styles.nested}` : styles.list}>
      {items.map((item, index) => {
        if (item.type === 'category') {
          const key = childKey(parentKey, index);
          return (
            <SidebarCategory
              key={key}
              label={item.label}
              href={item.href}
              firstHref={item.firstHref}
              className={item.className}
              collapsible={item.collapsible ?? true}
              collapsedOnLoad={item.collapsed ?? true}
              active={item.items ? viewCategoryContains(item, activeRoute) : !!file && fileCategoryContains(file, item, key, activeRoute)}
              current={item.href === activeRoute}
              childrenKey={key}
              items={item.items}
            />
          );
        }
        if (item.type === 'html') {
          // Sanitised by the loader (lib/content/safe-html.ts) before the page or the file had it.
          return <SidebarHtmlItem key={`html-${index}`} html={item.value} defaultStyle={item.defaultStyle} className={item.className} />;
        }
        return (
          <SidebarLinkItem
            key={`${item.href}-${index}`}
            href={item.href}
            label={item.label}
            title={item.title}
            className={item.className}
            current={item.href === activeRoute}
          />
        );
      })}
    </ul>
  );
}

/**
 * The docs sidebar, the one client leaf of it (issue 29): its props are what it displays, the
 * categories open on load with their items and every other closed without them (sidebarView), so a
 * closed category costs a few bytes of props and its HTML. Its categories open from the shared file.
 */
export function SidebarTree({ src, activeRoute, labels, items }: SidebarSourceValue & { items: SidebarViewItem[] }) {
  return (
    <SidebarSourceContext value={{ src, activeRoute, labels }}>
      <SidebarList items={items} parentKey={ROOT_KEY} nested={false} />
    </SidebarSourceContext>
  );
}

/**
 * The whole sidebar from the shared file, for the mobile menu (which only exists with JavaScript):
 * loaded when the menu first shows it, so a page carries no second copy of its sidebar.
 */
export function SharedSidebar({ src, activeRoute, labels }: SidebarSourceValue) {
  return (
    <SidebarSourceContext value={{ src, activeRoute, labels }}>
      <SharedSidebarList />
    </SidebarSourceContext>
  );
}

function SharedSidebarList() {
  const [file, load] = useSidebarFile();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (file || !el) return;
    // The menu panel is `hidden` until opened: the first time this comes into view, load.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void load();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [file, load]);
  return <div ref={root}>{file?.[ROOT_KEY] && <SidebarList items={file[ROOT_KEY]} parentKey={ROOT_KEY} nested={false} />}</div>;
}

interface SidebarCategoryProps {
  label: string;
  href?: string;
  /** Where the label leads without JavaScript when the category has no page: its first link. */
  firstHref?: string;
  /** Extra classes from the sidebars file or `_category_` file. */
  className?: string;
  /** False: always open, with no toggle (Docusaurus' collapsible: false). */
  collapsible: boolean;
  /** Closed on load unless the reader's path is in it (Docusaurus' collapsed). */
  collapsedOnLoad: boolean;
  /** The current page is this category's page or inside it. */
  active: boolean;
  /** The category's own page is the current page. */
  current: boolean;
  /** Where its items are in the shared sidebar file. */
  childrenKey: string;
  /** Its items as the page gave them: given when it is open on load, absent when closed (read from the file on opening). */
  items?: SidebarViewItem[];
}

/**
 * A sidebar category that opens and closes with an animated height change; the duration follows
 * the content height and is 1 ms under prefers-reduced-motion. The server HTML already shows the
 * right state, so nothing moves on load. A category closed on load has no items in the page: the
 * first opening reads them from the shared file, then animates.
 */
function SidebarCategory({
  label,
  href,
  firstHref,
  className,
  collapsible,
  collapsedOnLoad,
  active,
  current,
  childrenKey,
  items,
}: SidebarCategoryProps) {
  const [collapsed, setCollapsed] = useState(collapsible && collapsedOnLoad && !active);
  const labels = useSidebarSource().labels ?? ENGLISH;
  // Closed in the server HTML by a class (a style attribute would need the CSP's 'unsafe-inline'); the
  // effect's inline heights, set through the DOM, win over it from the first toggle on.
  const [initiallyClosed] = useState(collapsed);
  // Items read from the file are rendered from the first opening on (and kept, for the closing animation).
  const [opened, setOpened] = useState(!collapsed);
  // A closed category without items has no list element until first opened (a hundred bytes less per category).
  const hasList = opened || items !== undefined;
  const [wasActive, setWasActive] = useState(active);
  const [file, load] = useSidebarFile();
  // Navigating into a collapsed category opens it (state adjusted while rendering, not in an effect).
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setCollapsed(false);
      setOpened(true);
    }
  }
  const list = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const id = useId();
  const needsFile = items === undefined && opened && !file;

  // Open without server items (kept open across a navigation that left it): read them.
  useEffect(() => {
    if (needsFile) void load();
  }, [needsFile, load]);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const el = list.current;
    if (!el) return;
    const height = el.scrollHeight;
    const duration = effectiveCollapseDuration(height, window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    el.dataset.duration = String(duration);
    el.style.transitionDuration = `${duration}ms`;
    el.style.visibility = 'visible';
    el.style.height = `${collapsed ? height : 0}px`;
    void el.offsetHeight; // start the transition from the height just set
    el.style.height = `${collapsed ? 0 : height}px`;
    const done = setTimeout(() => {
      el.style.height = collapsed ? '0px' : 'auto';
      if (collapsed) el.style.visibility = 'hidden';
    }, duration + 20);
    return () => clearTimeout(done);
  }, [collapsed]);

  const flip = () => {
    if (!collapsed || items !== undefined || file) {
      setOpened(true);
      setCollapsed((value) => !value);
      return;
    }
    // First opening without server items: the items arrive, then the category opens with them in
    // place, so the animation measures their height. A failed fetch leaves it closed.
    load().then(
      () => {
        setOpened(true);
        setCollapsed(false);
      },
      () => undefined,
    );
  };
  // Warm the shared file as the pointer or focus comes near, like a hover prefetch.
  const warm = collapsed && items === undefined && !file ? () => void load().catch(() => undefined) : undefined;

  let row: ReactNode;
  if (href) {
    row = (
      <>
        <SiteLink href={href} prefetch="hover" className={styles.link} aria-current={current ? 'page' : undefined}>
          {label}
        </SiteLink>
        {collapsible && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed}
            aria-controls={hasList ? id : undefined}
            aria-label={(collapsed ? labels.expand : labels.collapse).replace('{label}', label)}
            onClick={flip}
            onPointerEnter={warm}
            onFocus={warm}
          />
        )}
      </>
    );
  } else if (!collapsible) {
    row = <span className={styles.link}>{label}</span>;
  } else if (firstHref) {
    // Docusaurus' pattern: a link to the category's first doc that, with JavaScript, is a toggle
    // button (Enter and Space flip it; a modified click still opens the doc in a new tab). Without
    // JavaScript the closed category, whose items are not in the page, leads to that doc.
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      // Not a navigation: the mobile menu, which closes on a link click, stays open.
      event.stopPropagation();
      flip();
    };
    const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      flip();
    };
    row = (
      <a
        href={fileHref(firstHref)}
        role="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls={hasList ? id : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <span className={styles.toggleLabel}>{label}</span>
      </a>
    );
  } else {
    // An empty category: nothing to lead to, nothing to open.
    row = (
      <button type="button" className={styles.toggle} aria-expanded={!collapsed} aria-controls={hasList ? id : undefined} onClick={flip}>
        <span className={styles.toggleLabel}>{label}</span>
      </button>
    );
  }

  const shown = items ?? (opened ? file?.[childrenKey] : undefined);
  return (
    <li className={className ? `${styles.category} ${className}` : styles.category}>
      <div className={active ? `${styles.row} ${styles.rowActive}` : styles.row}>{row}</div>
      {hasList && (
        <div
          ref={list}
          id={id}
          className={initiallyClosed ? `${styles.collapsible} ${styles.initiallyClosed}` : styles.collapsible}
          data-testid="sidebar-collapsible"
        >
          {shown && <SidebarList items={shown} parentKey={childrenKey} nested />}
        </div>
      )}
    </li>
  );
}
