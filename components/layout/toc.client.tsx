'use client';

import { useEffect } from 'react';

/** How far below the viewport top a heading counts as "being read": navbar plus a margin. */
function threshold(): number {
  const navbar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--navbar-height')) || 60;
  return navbar + 80;
}

function activeId(ids: string[]): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  if (headings.length === 0) return undefined;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom) {
    // The last headings may never reach the top: at the end of the page, the last one in view wins.
    const visible = headings.filter((el) => el.getBoundingClientRect().top < window.innerHeight);
    return visible[visible.length - 1]?.id;
  }
  const limit = threshold();
  let current: HTMLElement | undefined;
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top <= limit) current = heading;
    else break;
  }
  if (current) return current.id;
  const first = headings[0]!;
  return first.getBoundingClientRect().top < window.innerHeight ? first.id : undefined;
}

/**
 * Marks the TOC entry of the heading being read, in every TOC on the page (links carry
 * data-toc-link). It reads the DOM instead of taking props, so the server list ships no data twice.
 */
export function TocHighlighter() {
  useEffect(() => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]'));
    const ids = [...new Set(links.map((link) => link.dataset.tocLink ?? ''))];
    let frame = 0;
    const update = () => {
      frame = 0;
      const id = activeId(ids);
      for (const link of links) {
        if (link.dataset.tocLink === id) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
