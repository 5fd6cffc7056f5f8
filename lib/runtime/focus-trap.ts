// Keeps Tab inside a modal panel (the mobile menu, the search dialog): from the last focusable
// element Tab wraps to the first, and Shift+Tab from the first to the last.

/**
 * The visible elements of a panel that Tab can reach, in document order. Links in a collapsed
 * sidebar category are visibility: hidden rather than display: none, so both are checked.
 */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ).filter(
    (el) =>
      el === document.activeElement || (el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'),
  );
}

/** Call from a keydown handler: wraps a Tab press at either end of the panel. */
export function trapTab(event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void }, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
