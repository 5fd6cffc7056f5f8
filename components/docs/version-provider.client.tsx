'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createStrictContext } from '@/lib/runtime/context';
import { createStorageSlot, storageKeys } from '@/lib/runtime/storage';
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

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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
  const slot = useMemo(() => createStorageSlot(storageKeys.docsPreferredVersion(pluginId)), [pluginId]);
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      const stop = slot.listen(notify);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    [slot],
  );
  const stored = useSyncExternalStore(subscribe, () => slot.get(), () => null);

  useEffect(() => {
    const name = slot.get();
    if (name !== null && !versions.some((version) => version.name === name)) {
      slot.del();
      notify();
    }
  }, [slot, versions, stored]);

  const value = useMemo<DocsVersionValue>(
    () => ({
      pluginId,
      versions,
      activeVersion: versions.find((version) => version.name === activeName) ?? versions[0]!,
      preferredVersion: versions.find((version) => version.name === stored) ?? null,
      savePreferredVersion: (name) => {
        slot.set(name);
        notify();
      },
    }),
    [pluginId, versions, activeName, stored, slot],
  );
  return <DocsVersionContext value={value}>{children}</DocsVersionContext>;
}
