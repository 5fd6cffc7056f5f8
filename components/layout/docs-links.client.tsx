'use client';

import { usePathname } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { normaliseRoute, useVersionNav } from '@/components/ui/versions-data.client';
import { SiteLink } from '@/components/ui/site-link.client';
import { lastVersion, readerVersion, versionOfRoute, type VersionNav } from '@/lib/runtime/docs-versions';
import { usePreferredVersionName } from '@/lib/runtime/preferred-version';

function usePreferred(nav: VersionNav | undefined, pluginId: string) {
  const names = useMemo(() => nav?.versions.map((version) => version.name) ?? [], [nav]);
  return usePreferredVersionName(pluginId, names)[0];
}

/**
 * A navbar link into a docs instance ("Docs"): it follows the version being read, else the reader's
 * preferred version, else the last one, to the same doc there (else that version's main doc). The
 * server gives where the link leads in each version (`targets`, lib/runtime/docs-versions.ts
 * docLinkTargets), so the page needs no version's docs; the preferred version applies after mount.
 */
export function DocsNavLink({
  pluginId,
  href,
  targets,
  className,
  ariaLabel,
  children,
}: {
  pluginId: string;
  href: string;
  /** Where the link leads, by version name. */
  targets: Record<string, string>;
  className: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const nav = useVersionNav(pluginId);
  const route = normaliseRoute(usePathname());
  const preferred = usePreferred(nav, pluginId);
  const target = nav ? (targets[readerVersion(nav, route, preferred).name] ?? href) : href;
  return (
    <SiteLink href={target} className={className} aria-label={ariaLabel} data-docs-plugin={pluginId}>
      {children}
    </SiteLink>
  );
}

/** Docusaurus' docsVersion item: the version being read (else preferred, else last), linking to its main doc. */
export function DocsVersionLink({ pluginId, label, to, className }: { pluginId: string; label?: string; to?: string; className: string }) {
  const nav = useVersionNav(pluginId);
  const route = normaliseRoute(usePathname());
  const preferred = usePreferred(nav, pluginId);
  if (!nav || nav.versions.length === 0) return null;
  const version = versionOfRoute(nav, route) ?? nav.versions.find((candidate) => candidate.name === preferred) ?? lastVersion(nav);
  return (
    <SiteLink href={to ?? version.mainDocRoute} className={className} data-docs-plugin={pluginId}>
      {label ?? version.label}
    </SiteLink>
  );
}
