'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { withVersionDocs, type VersionDocsFile, type VersionNav } from '@/lib/runtime/docs-versions';
import { loadSharedFile } from '@/lib/runtime/shared-file';

const VersionsData = createContext<VersionNav[]>([]);

/**
 * Gives the navbar's client leaves (version dropdown, docs links, search) every docs instance's
 * versions, once per page, as Docusaurus' global data does, but without each version's docs (issue
 * 29): those are read from the instance's shared file (`docsFile`) when a leaf needs them.
 */
export function VersionsDataProvider({ navs, children }: { navs: VersionNav[]; children: ReactNode }) {
  return <VersionsData value={navs}>{children}</VersionsData>;
}

// The shared files read so far, by URL: every leaf of the instance sees the docs once one has read them.
const loaded = new Map<string, VersionDocsFile>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every docs instance's versions; [] outside the provider (a site without docs). */
export function useVersionNavs(): VersionNav[] {
  return useContext(VersionsData);
}

/**
 * One docs instance's versions, or undefined when the site has no such instance; with each version's
 * docs once the shared file has been read on this page load (or when the page had them: `next dev`).
 */
export function useVersionNav(pluginId: string): VersionNav | undefined {
  const nav = useContext(VersionsData).find((candidate) => candidate.pluginId === pluginId);
  const file = useSyncExternalStore(
    subscribe,
    () => (nav?.docsFile ? loaded.get(nav.docsFile) : undefined),
    () => undefined,
  );
  return useMemo(() => (nav && file ? withVersionDocs(nav, file) : nav), [nav, file]);
}

/** A function that reads the instance's shared file (once per page load); nothing to do when the page has the docs. */
export function useLoadVersionDocs(pluginId: string): () => void {
  const src = useContext(VersionsData).find((candidate) => candidate.pluginId === pluginId)?.docsFile;
  return useCallback(() => {
    if (!src || loaded.has(src)) return;
    loadSharedFile(src).then(
      (file) => {
        if (loaded.has(src)) return;
        loaded.set(src, file as VersionDocsFile);
        for (const listener of listeners) listener();
      },
      // Offline or a stale page: the links keep leading to each version's main doc; the next opening tries again.
      () => undefined,
    );
  }, [src]);
}

/** The route being read, as the version rules compare it: no trailing slash (but "/"). */
export function normaliseRoute(pathname: string | null): string {
  const route = pathname ?? '/';
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}
