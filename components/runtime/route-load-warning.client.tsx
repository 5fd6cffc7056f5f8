'use client';

import { useEffect } from 'react';

/**
 * When a page's payload is gone during a client navigation (for example after a redeploy), Next.js
 * silently falls back to a full page load of the target. The spec asks for a console warning first,
 * so this watches the router's payload requests (not prefetches) and warns about failed ones.
 */
export function RouteLoadWarning() {
  useEffect(() => {
    const original = window.fetch;
    const watched: typeof window.fetch = async (input, init) => {
      const response = await original(input, init);
      const headers = new Headers(init?.headers);
      if (!response.ok && headers.get('rsc') === '1' && !headers.has('next-router-prefetch')) {
        const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, window.location.href);
        console.warn(`Could not load ${url.pathname} (HTTP ${response.status}) during navigation; loading the page in full instead.`);
      }
      return response;
    };
    window.fetch = watched;
    return () => {
      if (window.fetch === watched) window.fetch = original;
    };
  }, []);
  return null;
}
