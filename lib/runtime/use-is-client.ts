import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False during server rendering and hydration, true afterwards: for output that may only differ
 * once the page is interactive (labels that depend on storage), without a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
