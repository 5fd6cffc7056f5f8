'use client';

import NProgress from 'nprogress';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { PROGRESS, startsNavigation } from '@/lib/runtime/navigation';
import { routeLoadingStore } from '@/lib/runtime/route-loading-store';

/**
 * The top progress bar (spec §2, §9): it starts 200 ms after an in-app navigation begins, only if
 * that navigation is still pending, and finishes when the new pathname renders. App Router has no
 * router events, so a capture-phase click listener and popstate start the timer.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const timer = useRef<number | undefined>(undefined);
  const rendered = useRef(pathname);

  useEffect(() => {
    NProgress.configure({ showSpinner: false, minimum: PROGRESS.minimum, speed: PROGRESS.speedMs, trickleSpeed: PROGRESS.trickleMs });
    const start = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => NProgress.start(), PROGRESS.delayMs);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') };
      if (startsNavigation(event, link, new URL(window.location.href))) start();
    };
    // Back/forward to another page; hash-only moves and the mobile menu's own entry keep the pathname.
    const onPopState = () => {
      if (window.location.pathname !== rendered.current) start();
    };
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  // Done when the new pathname has rendered its page, not just a loading fallback for it.
  useEffect(() => {
    rendered.current = window.location.pathname;
    const finish = () => {
      if (routeLoadingStore.pending() > 0) return;
      window.clearTimeout(timer.current);
      NProgress.done();
    };
    // After this commit's other effects: a loading fallback mounted in it registers itself first.
    queueMicrotask(finish);
    return routeLoadingStore.subscribe(finish);
  }, [pathname]);

  return null;
}
