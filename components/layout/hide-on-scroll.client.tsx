'use client';

import { useEffect } from 'react';
import { NAVBAR_ID } from '@/lib/runtime/chrome-ids';

/** Hides the navbar while the reader scrolls down and shows it on scroll up (config: navbar.hideOnScroll). */
export function HideOnScroll() {
  useEffect(() => {
    const navbar = document.getElementById(NAVBAR_ID);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      navbar?.classList.toggle('navbar--hidden', y > last && y > (navbar?.offsetHeight ?? 0));
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return null;
}
