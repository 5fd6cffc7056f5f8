// Whether this reader's connection can afford link prefetching (spec §2: not on 2g or data saving).

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the reader asked to save data or is on a 2g-class connection. */
export function canPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** Reads navigator.connection in the browser; call after mount only. */
export function browserCanPrefetch(): boolean {
  const nav = navigator as Navigator & { connection?: NetworkInformationLike };
  return canPrefetch(nav.connection);
}
