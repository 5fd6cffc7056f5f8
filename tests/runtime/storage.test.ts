// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot, resetStorageWarning } from '@/lib/runtime/storage';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.has(key) ? this.data.get(key)! : null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

type Listener = (event: { key: string | null; newValue: string | null }) => void;

function installWindow(localStorage: unknown) {
  const listeners = new Set<Listener>();
  const fakeWindow = {
    addEventListener: (_: string, fn: Listener) => listeners.add(fn),
    removeEventListener: (_: string, fn: Listener) => listeners.delete(fn),
  };
  Object.defineProperty(fakeWindow, 'localStorage', {
    get: () =>
      localStorage instanceof Error
        ? (() => {
            throw localStorage;
          })()
        : localStorage,
  });
  vi.stubGlobal('window', fakeWindow);
  return (key: string | null, newValue: string | null) => listeners.forEach((fn) => fn({ key, newValue }));
}

describe('storage helper', () => {
  beforeEach(() => resetStorageWarning());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('throws a clear error during server rendering', () => {
    const slot = createStorageSlot('theme');
    expect(() => slot.get()).toThrow(/Storage key "theme" was used during server rendering/);
    expect(() => slot.set('dark')).toThrow(/in an effect or an event handler/);
  });

  it('reads, writes and deletes one key', () => {
    installWindow(new MemoryStorage());
    const slot = createStorageSlot('theme');
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(slot.get()).toBe('dark');
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('warns once and does nothing when localStorage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installWindow(new DOMException('The operation is insecure.', 'SecurityError'));
    const slot = createStorageSlot('theme');
    expect(slot.get()).toBeNull();
    expect(() => slot.set('dark')).not.toThrow();
    expect(() => slot.del()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/localStorage\) is not available/);
  });

  it('warns once when localStorage is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installWindow(undefined);
    createStorageSlot('a').set('1');
    createStorageSlot('b').get();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns when a write throws (quota exceeded) and keeps going', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    installWindow(storage);
    expect(() => createStorageSlot('theme').set('dark')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('follows changes of its own key made in other tabs', () => {
    const fire = installWindow(new MemoryStorage());
    const seen: (string | null)[] = [];
    const stop = createStorageSlot('theme').listen((value) => seen.push(value));
    fire('theme', 'dark');
    fire('other', 'x');
    fire(null, null);
    stop();
    fire('theme', 'light');
    expect(seen).toEqual(['dark', null]);
  });
});
