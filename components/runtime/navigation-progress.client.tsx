'use client';

import NProgress from 'nprogress';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PROGRESS, startsNavigation } from '@/lib/runtime/navigation';

/**
 * The top progress bar and the loading spinner (spec §2, §9). Both appear 200 ms after an in-app
 * navigation begins, only while it is still pending, and go when the new pathname renders. App
 * Router has no router events, so a capture-phase click listener and popstate mark the start.
 *
 * The spinner lives here rather than in a loading.tsx Suspense boundary on purpose: a boundary
 * makes the exported HTML stream its content into a hidden element that only JavaScript reveals,
 * and pages must read fully without JavaScript.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const timer = useRef<number | undefined>(undefined);
  const rendered = useRef(pathname);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    NProgress.configure({ showSpinner: false, minimum: PROGRESS.minimum, speed: PROGRESS.speedMs, trickleSpeed: PROGRESS.trickleMs });
    const start = () => {
      window.clearTimeout(timer.current);
      setPending(true);
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

  // The new page has rendered: stop both.
  useEffect(() => {
    rendered.current = window.location.pathname;
    window.clearTimeout(timer.current);
    NProgress.done();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- ends the pending state the router gives no event for
    setPending(false);
  }, [pathname]);

  if (!pending) return null;
  // Invisible for its first 200 ms (CSS), so fast navigations never show it.
  return (
    <div className="route-loading" role="status">
      <span className="route-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
