'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { normalisePathname } from '@/lib/runtime/navigation';

/**
 * Rewrites /page.html and /page/index.html to /page in the address bar (spec §2). On a page the
 * host served for that URL, only the address changes; on the 404 page (a host that does not know
 * the .html form) the router replaces it with the clean page.
 */
export function PathNormaliser({ notFound = false }: { notFound?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const clean = normalisePathname(pathname);
    if (clean === pathname) return;
    // On the 404 page the layout's normaliser leaves the work to the page's own (notFound) one.
    if (!notFound && document.querySelector('[data-page-not-found]')) return;
    const target = `${clean}${search}${hash}`;
    if (notFound) router.replace(target.slice(process.env.NEXT_PUBLIC_BASE_PATH?.length ?? 0) || '/');
    else window.history.replaceState(window.history.state, '', target);
  }, [notFound, router]);
  return null;
}
