'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { VersionNav } from '@/lib/runtime/docs-versions';

const VersionsData = createContext<VersionNav[]>([]);

/**
 * Gives the navbar's client leaves (version dropdown, docs links, search) every docs instance's
 * versions, once per page, as Docusaurus' global data does: [id, route] per doc, no page content.
 */
export function VersionsDataProvider({ navs, children }: { navs: VersionNav[]; children: ReactNode }) {
  return <VersionsData value={navs}>{children}</VersionsData>;
}

/** Every docs instance's versions; [] outside the provider (a site without docs). */
export function useVersionNavs(): VersionNav[] {
  return useContext(VersionsData);
}

/** One docs instance's versions, or undefined when the site has no such instance. */
export function useVersionNav(pluginId: string): VersionNav | undefined {
  return useContext(VersionsData).find((nav) => nav.pluginId === pluginId);
}

/** The route being read, as the version rules compare it: no trailing slash (but "/"). */
export function normaliseRoute(pathname: string | null): string {
  const route = pathname ?? '/';
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}
