'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createStorageSlot, storageKeys } from './storage';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Saves a docs instance's preferred version (a link that leads to another version: the banner's). */
export function savePreferredVersion(pluginId: string, name: string): void {
  createStorageSlot(storageKeys.docsPreferredVersion(pluginId)).set(name);
  notify();
}

/**
 * The reader's preferred version of a docs instance (saved per plugin id in localStorage, as
 * Docusaurus' docs-preferred-version-<id>), and a function that saves one. null on the server and
 * during hydration, so the HTML never depends on storage. A saved name that is not one of `known`
 * is deleted: the version was removed since the reader chose it.
 */
export function usePreferredVersionName(pluginId: string, known: readonly string[]): [string | null, (name: string) => void] {
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
  const stored = useSyncExternalStore(
    subscribe,
    () => slot.get(),
    () => null,
  );
  const knownKey = known.join('\n');
  useEffect(() => {
    if (stored !== null && !knownKey.split('\n').includes(stored)) {
      slot.del();
      notify();
    }
  }, [slot, stored, knownKey]);
  const save = useCallback(
    (name: string) => {
      slot.set(name);
      notify();
    },
    [slot],
  );
  return [stored !== null && known.includes(stored) ? stored : null, save];
}
