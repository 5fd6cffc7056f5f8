// One way to use localStorage for every client feature (colour mode, announcement bar, tabs,
// docs version). Browsers may lack storage or throw on access (privacy modes, disabled cookies):
// then a single warning is logged and every call does nothing, so features degrade instead of crash.

export type StorageListener = (value: string | null) => void;

export interface StorageSlot {
  readonly key: string;
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls back when another tab changes this key; returns the unsubscribe function. */
  listen(listener: StorageListener): () => void;
}

let warned = false;

function warnOnce(reason: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    'Browser storage (localStorage) is not available, so preferences such as the colour mode and dismissed ' +
      'banners will not be remembered.',
    reason,
  );
}

/** Resets the one-warning latch; for tests. */
export function resetStorageWarning(): void {
  warned = false;
}

function getStorage(key: string): Storage | null {
  if (typeof window === 'undefined') {
    throw new Error(
      `Storage key "${key}" was used during server rendering. Browser storage only exists in the browser: ` +
        'read it in an effect or an event handler, not while rendering.',
    );
  }
  try {
    const storage = window.localStorage;
    if (!storage) {
      warnOnce(new Error('window.localStorage is undefined'));
      return null;
    }
    return storage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** Returns a typed handle on one localStorage key. */
export function createStorageSlot(key: string): StorageSlot {
  return {
    key,
    get() {
      const storage = getStorage(key);
      try {
        return storage ? storage.getItem(key) : null;
      } catch (error) {
        warnOnce(error);
        return null;
      }
    },
    set(value) {
      const storage = getStorage(key);
      try {
        storage?.setItem(key, value);
      } catch (error) {
        warnOnce(error);
      }
    },
    del() {
      const storage = getStorage(key);
      try {
        storage?.removeItem(key);
      } catch (error) {
        warnOnce(error);
      }
    },
    listen(listener) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener(event.newValue);
        else if (event.key === null) listener(null); // storage.clear() in another tab
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** The keys this site stores, in one place so that a reader's data is easy to audit. */
export const storageKeys = {
  theme: 'theme',
  announcementDismiss: 'announcement.dismiss',
  announcementId: 'announcement.id',
  tabGroup: (groupId: string) => `tabs.${groupId}`,
  docsPreferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;
