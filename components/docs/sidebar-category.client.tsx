'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link.client';
import { effectiveCollapseDuration } from './collapse';
import styles from './sidebar.module.css';

interface SidebarCategoryProps {
  label: string;
  href?: string;
  /** Extra classes from the sidebars file or `_category_` file. */
  className?: string;
  /** False: always open, with no toggle (Docusaurus' collapsible: false). */
  collapsible: boolean;
  initiallyCollapsed: boolean;
  /** The current page is this category's page or inside it. */
  active: boolean;
  /** The category's own page is the current page. */
  current: boolean;
  children: ReactNode;
}

/**
 * A sidebar category that opens and closes with an animated height change; the duration follows
 * the content height and is 1 ms under prefers-reduced-motion. The server HTML already shows the
 * right state, so nothing moves on load.
 */
export function SidebarCategory({ label, href, className, collapsible, initiallyCollapsed, active, current, children }: SidebarCategoryProps) {
  const [collapsed, setCollapsed] = useState(collapsible && initiallyCollapsed && !active);
  // Closed in the server HTML by a class (a style attribute would need the CSP's 'unsafe-inline'); the
  // effect's inline heights, set through the DOM, win over it from the first toggle on.
  const [initiallyClosed] = useState(collapsed);
  const [wasActive, setWasActive] = useState(active);
  // Navigating into a collapsed category opens it (state adjusted while rendering, not in an effect).
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setCollapsed(false);
  }
  const list = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const id = useId();

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
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

  const toggle = collapsible ? (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={!collapsed}
      aria-controls={id}
      aria-label={href ? `${collapsed ? 'Expand' : 'Collapse'} sidebar category '${label}'` : undefined}
      onClick={() => setCollapsed((value) => !value)}
    >
      {!href && <span className={styles.toggleLabel}>{label}</span>}
      <svg className={styles.caret} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="m9 6 6 6-6 6" />
      </svg>
    </button>
  ) : null;

  return (
    <li className={className ? `${styles.category} ${className}` : styles.category} data-collapsed={collapsed ? '' : undefined}>
      <div className={active ? `${styles.row} ${styles.rowActive}` : styles.row}>
        {href ? (
          <SiteLink href={href} prefetch="hover" className={styles.link} aria-current={current ? 'page' : undefined}>
            {label}
          </SiteLink>
        ) : (
          !collapsible && <span className={styles.link}>{label}</span>
        )}
        {toggle}
      </div>
      <div ref={list} id={id} className={initiallyClosed ? `${styles.collapsible} ${styles.initiallyClosed}` : styles.collapsible} data-testid="sidebar-collapsible">
        {children}
      </div>
    </li>
  );
}
