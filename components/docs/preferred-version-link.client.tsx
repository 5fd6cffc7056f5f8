'use client';

import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link.client';
import { savePreferredVersion } from '@/lib/runtime/preferred-version';

/** A link to another docs version that saves it as the reader's preferred version on click (the banner's "latest version"). */
export function PreferredVersionLink({
  pluginId,
  version,
  href,
  children,
}: {
  pluginId: string;
  version: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <SiteLink href={href} onClick={() => savePreferredVersion(pluginId, version)}>
      {children}
    </SiteLink>
  );
}
