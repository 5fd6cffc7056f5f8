// How many route loading states are on screen. The progress bar finishes only when the new page
// itself has rendered, not when a loading fallback for it has.

let pending = 0;
const listeners = new Set<() => void>();

export const routeLoadingStore = {
  begin(): void {
    pending += 1;
    listeners.forEach((listener) => listener());
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    listeners.forEach((listener) => listener());
  },
  pending(): number {
    return pending;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
