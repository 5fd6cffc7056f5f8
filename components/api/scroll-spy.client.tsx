'use client';

import { useEffect } from 'react';

/**
 * Marks the sidebar link of the section in view (aria-current="location"). Sections carry
 * data-spy; the sidebar's links point at their ids. An IntersectionObserver band just below the
 * navbar decides which section is current.
 */
export function ScrollSpy() {
  useEffect(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('[data-spy]')];
    if (!sections.length) return;
    const navbar = parseInt(getComputedStyle(document.documentElement).getPropertyValue('--navbar-height'), 10) || 60;
    const visible = new Set<Element>();
    let current: string | null = null;
    const mark = () => {
      // The innermost (last in document order) section crossing the band wins: an operation over its tag.
      const active = sections.filter((s) => visible.has(s)).pop();
      if (!active || active.id === current) return;
      current = active.id;
      document.querySelectorAll<HTMLAnchorElement>('[data-api-nav] a[href^="#"]').forEach((link) => {
        if (link.getAttribute('href') === `#${current}`) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      });
      const link = document.querySelector<HTMLElement>(`aside [data-api-nav] a[aria-current]`);
      const box = link?.closest('aside');
      if (link && box && (link.offsetTop < box.scrollTop || link.offsetTop > box.scrollTop + box.clientHeight - 40)) {
        box.scrollTop = link.offsetTop - box.clientHeight / 3;
      }
    };
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) visible.add(record.target);
          else visible.delete(record.target);
        }
        mark();
      },
      { rootMargin: `-${navbar + 1}px 0px -70% 0px` },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, []);
  return null;
}
