'use client';

import { useMemo, type ReactNode } from 'react';
import { createStrictContext } from '@/lib/runtime/context';
import { usePreferredVersionName } from '@/lib/runtime/preferred-version';
import type { ClientDocsVersion as DocsVersion } from '@/lib/content/version';

export interface DocsVersionValue {
  pluginId: string;
  versions: DocsVersion[];
  /** The version of the page being read. */
  activeVersion: DocsVersion;
  /** The reader's saved choice, if it names a known version; null before mount and when unset. */
  preferredVersion: DocsVersion | null;
  savePreferredVersion: (name: string) => void;
}

const [DocsVersionContext, useDocsVersion] = createStrictContext<DocsVersionValue>('DocsVersion');
export { useDocsVersion };

/**
 * Gives client components the docs version metadata (spec §3) and the preferred version, saved per
 * docs plugin in localStorage; a saved name that no longer matches a version is deleted (spec §4).
 */
export function DocsVersionProvider({
  pluginId,
  versions,
  activeName,
  children,
}: {
  pluginId: string;
  versions: DocsVersion[];
  activeName: string;
  children: ReactNode;
}) {
  const names = useMemo(() => versions.map((version) => version.name), [versions]);
  const [preferred, save] = usePreferredVersionName(pluginId, names);
  const value = useMemo<DocsVersionValue>(
    () => ({
      pluginId,
      versions,
      activeVersion: versions.find((version) => version.name === activeName) ?? versions[0]!,
      preferredVersion: versions.find((version) => version.name === preferred) ?? null,
      savePreferredVersion: save,
    }),
    [pluginId, versions, activeName, preferred, save],
  );
  return <DocsVersionContext value={value}>{children}</DocsVersionContext>;
}
