'use client';

import { useEffect } from 'react';
import { routeLoadingStore } from '@/lib/runtime/route-loading-store';

/** Rendered inside the loading fallback: tells the progress bar that the route is still loading. */
export function RouteLoadingSignal() {
  useEffect(() => {
    routeLoadingStore.begin();
    return () => routeLoadingStore.end();
  }, []);
  return null;
}
