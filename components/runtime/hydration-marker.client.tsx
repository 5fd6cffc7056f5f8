'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/runtime/boot';

/**
 * Sets `<html data-hydrated>` once React has hydrated the page. The boot scripts load after the first
 * paint (lib/postbuild/boot-scripts.ts), so the page is readable before its buttons answer; this is
 * the signal that they do, for a site's own scripts and styles and for the end-to-end suite, which
 * waits for it before it clicks. Rendered last in the root layout, so its effect runs after the
 * effects of everything above it.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
