// Helpers for the error screens: the cause chain of a crash, and telling a failed load (a chunk
// or payload that did not arrive) from a render crash.

/** The error and its causes (error.cause, recursively), outermost first; stops at cycles. */
export function causeChain(error: unknown, limit = 10): { name: string; message: string }[] {
  const chain: { name: string; message: string }[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && chain.length < limit) {
    seen.add(current);
    if (current instanceof Error) {
      chain.push({ name: current.name, message: current.message });
      current = current.cause;
    } else {
      chain.push({ name: typeof current, message: String(current) });
      break;
    }
  }
  return chain;
}

/** True for errors from loading code or data rather than from rendering it. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to load chunk|dynamically imported module|Importing a module script failed|Failed to fetch|NetworkError|Load failed/i.test(
      error.message,
    )
  );
}
